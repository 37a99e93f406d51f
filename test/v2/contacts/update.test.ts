import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TIME, address, count, create, get, orgA, orgB, patch, useContactsWorld } from './support.ts';

describe('contacts', () => {
  useContactsWorld();

  describe('update', () => {
    it('changes only the fields sent; null clears; read-only fields are ignored', async () => {
      const before = await create({
        first_name: 'Ada', last_name: 'Lovelace', occupation: 'Engineer', website: 'https://ada.example', is_company: false,
        addresses: [{ city: 'London' }],
      });
      const res = await patch(before.url, {
        last_name: 'King', occupation: null, is_company: true, created_at: '2001-01-01T00:00:00Z', url: '/elsewhere/', orders: [],
      });
      assert.equal(res.statusCode, 200, res.body);
      const after = res.json();
      assert.notEqual(after.updated_at, before.updated_at);
      assert.deepEqual(after, { ...before, last_name: 'King', occupation: null, is_company: true, updated_at: after.updated_at });
      assert.deepEqual(await get(before.url), after);
    });

    it('merges custom fields by name and removes those set to null', async () => {
      const contact = await create({ custom_fields: { keep: { value: 'k' }, change: { value: 'old' }, drop: { value: 'd' } } });
      const res = await patch(contact.url, { custom_fields: { change: { value: 'new', type: 'text/plain' }, drop: null, add: { value: 'a' } } });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json().custom_fields, {
        keep: { value: 'k', type: null, encoding: null },
        change: { value: 'new', type: 'text/plain', encoding: null },
        add: { value: 'a', type: null, encoding: null },
      });
    });

    it('merges source by key and stamps source.updated_at only when the source changes', async () => {
      const contact = await create({ source: { name: 'Shopify', id: '1', retrieved_at: '2020-01-01T00:00:00+02:00' } });
      assert.equal(contact.source.retrieved_at, '2019-12-31T22:00:00Z');
      const stamped = contact.source.updated_at;
      assert.match(stamped, TIME);

      const same = (await patch(contact.url, { first_name: 'X', source: { name: 'Shopify', retrieved_at: '2019-12-31T22:00:00Z', updated_at: '2001-01-01T00:00:00Z' } })).json();
      assert.equal(same.source.updated_at, stamped);

      const changed = (await patch(contact.url, { source: { channel: 'pos' } })).json();
      assert.deepEqual({ ...changed.source, updated_at: null }, {
        account: null, channel: 'pos', id: '1', name: 'Shopify', retrieved_at: '2019-12-31T22:00:00Z', updated_at: null,
      });
      assert.notEqual(changed.source.updated_at, stamped);
      assert.equal(changed.source.updated_at, changed.updated_at);

      const cleared = (await patch(contact.url, { source: null })).json();
      assert.deepEqual({ ...cleared.source, updated_at: null }, {
        account: null, channel: null, id: null, name: null, retrieved_at: null, updated_at: null,
      });
      assert.equal(cleared.source.updated_at, cleared.updated_at);
    });

    it('updates an address matched by url partially, adds one without url and keeps the others', async () => {
      const contact = await create({ addresses: [{ city: 'London', phone: '1', email: 'a@x.example' }, { city: 'Paris' }] });
      const [london, paris] = contact.addresses;
      const res = await patch(contact.url, {
        first_name: 'Ada',
        addresses: [
          { url: london.url, city: 'Leeds', phone: ' 2 ', address_2: null },
          { address_type: 'billing', city: 'Rome', url: null },
          { city: 'Oslo' },
        ],
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json().addresses, [
        { ...london, city: 'Leeds', phone: '2' },
        paris,
        address('/api/v2/orgs/1/contacts/1/addresses/3/', { address_type: 'billing', city: 'Rome' }),
        address('/api/v2/orgs/1/contacts/1/addresses/4/', { city: 'Oslo' }),
      ]);
      assert.equal(res.json().first_name, 'Ada');
    });

    it('matches an absolute address url and one without the trailing slash', async () => {
      const contact = await create({ addresses: [{ city: 'A' }, { city: 'B' }] });
      const [a, b] = contact.addresses;
      const res = await patch(contact.url, { addresses: [{ url: `https://api.example${a.url}`, city: 'A2' }, { url: b.url.slice(0, -1), city: 'B2' }] });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json().addresses.map((x: { city: string }) => x.city), ['A2', 'B2']);
    });

    it('rejects an unknown, foreign or malformed address url with 400 and changes nothing', async () => {
      const contact = await create({ first_name: 'Ada', addresses: [{ city: 'London' }] });
      const sibling = await create({ addresses: [{ city: 'Sibling' }] });
      const foreign = await create({ addresses: [{ city: 'Foreign' }] }, orgB);
      const before = await get(contact.url);
      const eventsBefore = await count('events');
      const urls = [
        `${contact.url}addresses/999/`,
        `${contact.url}addresses/!!/`,
        `${contact.url}addresses/01/`,
        sibling.addresses[0].url,
        foreign.addresses[0].url,
        foreign.addresses[0].url.replace(orgB.url, orgA.url),
        `${contact.url}notes/1/`,
        'nonsense',
        '',
      ];
      for (const url of urls) {
        const res = await patch(contact.url, {
          first_name: 'Changed',
          addresses: [{ url: contact.addresses[0].url, city: 'Changed' }, { city: 'New' }, { url, city: 'Changed' }],
        });
        assert.equal(res.statusCode, 400, `${url}: ${res.body}`);
        assert.deepEqual(Object.keys(res.json().errors), ['addresses[2].url'], url);
      }
      assert.deepEqual(await get(contact.url), before);
      assert.equal((await get(sibling.url)).addresses[0].city, 'Sibling');
      assert.equal((await get(foreign.url, orgB)).addresses[0].city, 'Foreign');
      assert.equal(await count('contact_addresses'), 3);
      assert.equal(await count('events'), eventsBefore);
    });

    it('rejects bad values with 400 naming the field and changes nothing', async () => {
      const contact = await create({ first_name: 'Ada', website: 'https://ada.example', addresses: [{ city: 'London', email: 'a@x.example' }] });
      const [london] = contact.addresses;
      const eventsBefore = await count('events');
      const cases: [unknown, string][] = [
        [{ website: 'javascript:alert(1)' }, 'website'],
        [{ website: '' }, 'website'],
        [{ is_company: null }, 'is_company'],
        [{ custom_fields: null }, 'custom_fields'],
        [{ custom_fields: { x: 'y' } }, 'custom_fields.x'],
        [{ source: { retrieved_at: '2020-13-01' } }, 'source.retrieved_at'],
        [{ source: 'web' }, 'source'],
        [{ addresses: null }, 'addresses'],
        [{ addresses: [{ url: london.url, email: 'not an email' }] }, 'addresses[0].email'],
        [{ addresses: [{ city: 'New' }, { url: london.url, default: 1 }] }, 'addresses[1].default'],
        [{ addresses: [{ url: 5 }] }, 'addresses[0].url'],
      ];
      for (const [body, field] of cases) {
        const res = await patch(contact.url, { first_name: 'Changed', ...(body as object) });
        assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
        assert.ok(res.json().errors[field], `errors[${field}]: ${res.body}`);
      }
      assert.deepEqual(await get(contact.url), contact);
      assert.equal(await count('contact_addresses'), 1);
      assert.equal(await count('events'), eventsBefore);
    });
  });
});
