import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TIME, address, contacts, count, create, get, orgA, useContactsWorld, world } from './support.ts';

describe('contacts', () => {
  useContactsWorld();

  describe('create', () => {
    it('creates a contact with its addresses and returns it with 201', async () => {
      const res = await world.request('POST', contacts, {
        token: orgA.token,
        body: {
          first_name: 'Ada', last_name: 'Lovelace', occupation: 'Engineer', description: 'Likes engines',
          website: 'https://ada.example', is_company: false, profile_image: 'https://img.example/ada.png',
          orders: [], notes: [], url: '/api/v2/orgs/9/contacts/9/', created_at: '2001-01-01T00:00:00Z',
          custom_fields: { vip: { value: 'yes' }, logo: { value: 'iVBORw0KGgo=', type: 'image/png', encoding: 'base64' } },
          source: { account: 'shop@ada.example', channel: 'web', id: '77', name: 'Shopify', retrieved_at: '2018-03-30T00:00:16.159321', updated_at: '2001-01-01T00:00:00Z' },
          addresses: [
            {
              address_type: 'shipping', address_1: '1 Main St', address_2: 'Flat 2', city: 'London', company: 'Analytical Ltd',
              country: 'GB', default: true, email: 'Ada@Example.com', first_name: 'Ada', last_name: 'Lovelace',
              phone: '  +44 20 7946 0000 \t', post_code: 'N1 1AA', region: 'Greater London', residential: true, validated: true,
            },
            { address_type: 'billing', city: 'Paris', url: '/ignored/' },
          ],
        },
      });
      assert.equal(res.statusCode, 201, res.body);
      const body = res.json();
      assert.match(body.created_at, TIME);
      assert.equal(body.updated_at, body.created_at);
      assert.equal(body.source.updated_at, body.created_at);
      const expected = {
        first_name: 'Ada', last_name: 'Lovelace', occupation: 'Engineer', description: 'Likes engines',
        website: 'https://ada.example', is_company: false, profile_image: 'https://img.example/ada.png',
        addresses: [
          address('/api/v2/orgs/1/contacts/1/addresses/1/', {
            address_1: '1 Main St', address_2: 'Flat 2', city: 'London', company: 'Analytical Ltd', country: 'GB',
            default: true, email: 'Ada@Example.com', first_name: 'Ada', last_name: 'Lovelace', phone: '+44 20 7946 0000',
            post_code: 'N1 1AA', region: 'Greater London', residential: true, validated: true,
          }),
          address('/api/v2/orgs/1/contacts/1/addresses/2/', { address_type: 'billing', city: 'Paris' }),
        ],
        custom_fields: {
          vip: { value: 'yes', type: null, encoding: null },
          logo: { value: 'iVBORw0KGgo=', type: 'image/png', encoding: 'base64' },
        },
        notes: [],
        orders: '/api/v2/orgs/1/contacts/1/orders/',
        source: {
          account: 'shop@ada.example', channel: 'web', id: '77', name: 'Shopify',
          retrieved_at: '2018-03-30T00:00:16.159321Z', updated_at: body.created_at,
        },
        created_at: body.created_at,
        updated_at: body.created_at,
        url: '/api/v2/orgs/1/contacts/1/',
      };
      assert.deepEqual(body, expected);
      assert.deepEqual(await get(body.url), expected);
    });

    it('creates an empty contact with null fields and no source timestamp', async () => {
      const body = await create({});
      assert.deepEqual(body, {
        first_name: null, last_name: null, occupation: null, description: null, website: null, is_company: false,
        profile_image: null, addresses: [], custom_fields: {}, notes: [], orders: '/api/v2/orgs/1/contacts/1/orders/',
        source: { account: null, channel: null, id: null, name: null, retrieved_at: null, updated_at: null },
        created_at: body.created_at, updated_at: body.created_at, url: '/api/v2/orgs/1/contacts/1/',
      });
    });

    it('stores a numeric source id as text, as shop platforms send them', async () => {
      const body = await create({ source: { id: 77, channel: 'shopify' } });
      assert.equal(body.source.id, '77');
      assert.equal(body.source.channel, 'shopify');
      assert.match(body.source.updated_at, /Z$/);
    });

    it('accepts http and https websites only', async () => {
      assert.equal((await create({ website: 'http://plain.example/path?q=1' })).website, 'http://plain.example/path?q=1');
      assert.equal((await create({ website: '  https://trimmed.example ' })).website, 'https://trimmed.example');
      assert.equal((await create({ website: null })).website, null);
    });

    it('rejects bad values with 400 naming the field and writes nothing', async () => {
      const cases: [unknown, string][] = [
        [{ website: 'ftp://files.example' }, 'website'],
        [{ website: 'not a url' }, 'website'],
        [{ website: 'https://' }, 'website'],
        [{ website: 42 }, 'website'],
        [{ first_name: 7 }, 'first_name'],
        [{ last_name: 'x'.repeat(256) }, 'last_name'],
        [{ is_company: 'yes' }, 'is_company'],
        [{ profile_image: false }, 'profile_image'],
        [{ custom_fields: 'x' }, 'custom_fields'],
        [{ custom_fields: { a: { value: 1 } } }, 'custom_fields.a.value'],
        [{ custom_fields: { a: { value: '!!', encoding: 'base64' } } }, 'custom_fields.a.value'],
        [{ source: { retrieved_at: 'yesterday' } }, 'source.retrieved_at'],
        [{ source: { id: true } }, 'source.id'],
        [{ addresses: {} }, 'addresses'],
        [{ addresses: [{ city: 'A' }, { email: 'not-an-email' }] }, 'addresses[1].email'],
        [{ addresses: [{ email: 'a@b' }] }, 'addresses[0].email'],
        [{ addresses: [{ default: 'true' }] }, 'addresses[0].default'],
        [{ addresses: [{ residential: 'no' }] }, 'addresses[0].residential'],
        [{ addresses: [{ validated: null }] }, 'addresses[0].validated'],
        [{ addresses: [{ address_type: '' }] }, 'addresses[0].address_type'],
        [{ addresses: [{ address_type: null }] }, 'addresses[0].address_type'],
        [{ addresses: [{ phone: 5551234 }] }, 'addresses[0].phone'],
      ];
      for (const [body, field] of cases) {
        const res = await world.request('POST', contacts, { token: orgA.token, body: { first_name: 'Nope', addresses: [{ city: 'X' }], ...(body as object) } });
        assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
        assert.equal(res.headers['content-type'], 'application/problem+json; charset=utf-8');
        const problem = res.json();
        assert.equal(problem.code, 'validation_failed');
        assert.ok(problem.errors[field], `errors[${field}] for ${JSON.stringify(body)}: ${res.body}`);
      }
      for (const table of ['contacts', 'contact_addresses', 'events'] as const) assert.equal(await count(table), 0, table);
    });

    it('names every bad field at once', async () => {
      const res = await world.request('POST', contacts, {
        token: orgA.token,
        body: { website: 'mailto:a@b.example', custom_fields: { x: { value: 'v', type: 'nonsense' } } },
      });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(Object.keys(res.json().errors).sort(), ['custom_fields.x.type', 'website']);
      const schema = await world.request('POST', contacts, { token: orgA.token, body: { is_company: 1, addresses: [{}, { email: 'bad', default: 0 }] } });
      assert.equal(schema.statusCode, 400);
      assert.deepEqual(Object.keys(schema.json().errors).sort(), ['addresses[1].default', 'addresses[1].email', 'is_company']);
      assert.equal(await count('contacts'), 0);
    });
  });
});
