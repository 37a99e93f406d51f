import { describe, it, before, beforeEach, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { assertRouteSecurity } from '../../support/security.ts';

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{6})?Z$/;
const CONTACT_EVENT_KEYS = [
  'created_at', 'custom_fields', 'description', 'first_name', 'is_company', 'last_name', 'occupation', 'orders',
  'profile_image', 'source', 'updated_at', 'url', 'website',
];
const ADDRESS_KEYS = [
  'address_1', 'address_2', 'address_type', 'city', 'company', 'country', 'default', 'email', 'first_name', 'last_name',
  'phone', 'post_code', 'region', 'residential', 'url', 'validated',
];

/** A contact address as the API shows it: every field, null or false unless given. */
function address(url: string, fields: Record<string, unknown> = {}) {
  return {
    address_type: 'shipping', address_1: null, address_2: null, city: null, company: null, country: null, default: false,
    email: null, first_name: null, last_name: null, phone: null, post_code: null, region: null, residential: null,
    validated: false, url, ...fields,
  };
}

interface EventRow { entity: string; action: string; object_pk: string; payload: Record<string, unknown> | null }

describe('contacts', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;
  let contacts: string;

  /** The events written since the previous call (all of them on the first call after a reset). */
  let seenEventId = 0;
  const newEvents = async () => {
    const rows = await world.db.rows<EventRow & { id: number }>(sql`
      SELECT id, entity, action, object_pk, payload FROM events WHERE id > ${seenEventId} ORDER BY id`);
    seenEventId = rows.at(-1)?.id ?? seenEventId;
    return rows.map(({ id: _id, ...event }) => event);
  };
  const count = async (table: 'contacts' | 'contact_addresses' | 'contact_notes' | 'events') =>
    (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))!.n;
  const create = async (body: unknown, org = orgA) => {
    const res = await world.request('POST', `${org.url}contacts/`, { token: org.token, body });
    assert.equal(res.statusCode, 201, res.body);
    return res.json();
  };
  const get = async (url: string, org = orgA) => {
    const res = await world.request('GET', url, { token: org.token });
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  };
  const patch = (url: string, body: unknown, org = orgA) => world.request('PATCH', url, { token: org.token, body });

  before(async () => {
    world = await createWorld();
  });
  beforeEach(async () => {
    await world.reset();
    seenEventId = 0;
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg('Other');
    contacts = `${orgA.url}contacts/`;
  });
  after(() => world.close());

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

  describe('list and retrieve', () => {
    it('lists contacts in creation order with paging links and their addresses', async () => {
      await create({ first_name: 'One', addresses: [{ city: 'A' }, { city: 'B' }] });
      await create({ first_name: 'Two' });
      await create({ first_name: 'Three', addresses: [{ city: 'C' }] });
      await create({ first_name: 'Elsewhere' }, orgB);

      const all = await get(contacts);
      assert.equal(all.count, 3);
      assert.equal(all.next, null);
      assert.equal(all.previous, null);
      assert.deepEqual(all.results.map((c: { first_name: string }) => c.first_name), ['One', 'Two', 'Three']);
      assert.deepEqual(all.results[0].addresses.map((a: { city: string }) => a.city), ['A', 'B']);
      assert.deepEqual(all.results[1].addresses, []);
      assert.deepEqual(all.results[2].addresses, [address('/api/v2/orgs/1/contacts/3/addresses/3/', { city: 'C' })]);
      assert.deepEqual(all.results[2], await get(all.results[2].url));

      const page = await get(`${contacts}?limit=1&offset=1`);
      assert.equal(page.count, 3);
      assert.deepEqual(page.results.map((c: { first_name: string }) => c.first_name), ['Two']);
      assert.equal(page.next, `http://localhost:80${contacts}?limit=1&offset=2`);
      assert.equal(page.previous, `http://localhost:80${contacts}?limit=1`);
    });

    it('shows notes: [] unless expand=notes, and the full notes with it', async () => {
      const first = await create({ first_name: 'One' });
      const second = await create({ first_name: 'Two' });
      for (const [contact, content] of [[first, 'a'], [second, 'b'], [first, 'c']] as const) {
        const res = await world.request('POST', `${contact.url}notes/`, { token: orgA.token, body: { content, author: { name: 'Sam' } } });
        assert.equal(res.statusCode, 201);
      }
      const plain = await get(contacts);
      assert.deepEqual(plain.results.map((c: { notes: unknown[] }) => c.notes), [[], []]);
      assert.deepEqual((await get(first.url)).notes, []);

      const expanded = await get(`${contacts}?expand=notes`);
      const contents = expanded.results.map((c: { notes: { content: string }[] }) => c.notes.map((n) => n.content));
      assert.deepEqual(contents, [['a', 'c'], ['b']]);
      const detail = await get(`${first.url}?expand=notes`);
      assert.deepEqual(detail.notes, expanded.results[0].notes);
      const [note] = detail.notes;
      assert.deepEqual(note, {
        url: '/api/v2/orgs/1/contacts/1/notes/1/', author: { email: null, name: 'Sam', system: false }, agent: null,
        content: 'a', created_at: note.created_at, updated_at: note.created_at,
      });
      assert.match(note.created_at, TIME);
    });

    it('rejects an unknown expand value and bad paging with 400', async () => {
      for (const query of ['expand=boxes', 'expand=notes,items', 'limit=0', 'offset=-1', 'limit=x']) {
        const res = await world.request('GET', `${contacts}?${query}`, { token: orgA.token });
        assert.equal(res.statusCode, 400, query);
        const field = query.split('=')[0];
        assert.ok(res.json().errors[field], `${query}: ${res.body}`);
      }
      const detail = await create({});
      const res = await world.request('GET', `${detail.url}?expand=everything`, { token: orgA.token });
      assert.equal(res.statusCode, 400);
      assert.ok(res.json().errors.expand);
    });

    it('answers 404 for unknown, malformed and foreign contact ids', async () => {
      await create({});
      const theirs = await create({}, orgB);
      const theirPk = theirs.url.split('/').at(-2);
      for (const method of ['GET', 'PATCH', 'DELETE']) {
        for (const pk of ['999', '!!', '01', theirPk]) {
          const res = await world.request(method, `${contacts}${pk}/`, { token: orgA.token, body: method === 'PATCH' ? { first_name: 'X' } : undefined });
          assert.equal(res.statusCode, 404, `${method} ${pk}`);
          assert.equal(res.json().code, 'not_found');
        }
      }
      assert.deepEqual(await get(theirs.url, orgB), theirs);
    });
  });

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

  describe('default addresses', () => {
    it('keeps at most one default per address type', async () => {
      const contact = await create({
        addresses: [
          { city: 'Ship1', default: true },
          { city: 'Ship2', default: true },
          { city: 'Bill1', address_type: 'billing', default: true },
        ],
      });
      const defaults = (c: { addresses: { city: string; default: boolean }[] }) => c.addresses.filter((a) => a.default).map((a) => a.city);
      assert.deepEqual(defaults(contact), ['Ship2', 'Bill1'], 'the later default of a type wins');

      const [ship1] = contact.addresses;
      const res = await patch(contact.url, { addresses: [{ url: ship1.url, default: true }, { city: 'Ship3' }] });
      assert.deepEqual(defaults(res.json()), ['Ship1', 'Bill1']);

      const added = await patch(contact.url, { addresses: [{ city: 'Bill2', address_type: 'billing', default: true }] });
      assert.deepEqual(defaults(added.json()), ['Ship1', 'Bill2']);

      // Moving the default shipping address to the billing type makes it the billing default.
      const moved = await patch(contact.url, { addresses: [{ url: ship1.url, address_type: 'billing' }] });
      assert.deepEqual(defaults(moved.json()), ['Ship1']);
      assert.equal(moved.json().addresses[0].address_type, 'billing');

      // Other contacts are not affected.
      const other = await create({ addresses: [{ city: 'Other', default: true }] });
      assert.deepEqual(defaults(await get(other.url)), ['Other']);
      assert.deepEqual(defaults(await get(contact.url)), ['Ship1']);
    });

    it('is enforced by the database too', async () => {
      const contact = await create({ addresses: [{ city: 'A', default: true }] });
      const contactId = Number(contact.url.split('/').at(-2));
      await assert.rejects(world.db.rows(sql`
        INSERT INTO contact_addresses (org_id, contact_id, address_type, is_default) VALUES (${orgA.id}, ${contactId}, 'shipping', true)`));
      await world.db.rows(sql`
        INSERT INTO contact_addresses (org_id, contact_id, address_type, is_default) VALUES (${orgA.id}, ${contactId}, 'shipping', false)`);
    });
  });

  describe('delete', () => {
    it('deletes the contact with its addresses and notes', async () => {
      const contact = await create({ addresses: [{ city: 'A' }, { city: 'B' }] });
      const keep = await create({ addresses: [{ city: 'Keep' }] });
      assert.equal((await world.request('POST', `${contact.url}notes/`, { token: orgA.token, body: { content: 'n' } })).statusCode, 201);

      const res = await world.request('DELETE', contact.url, { token: orgA.token });
      assert.equal(res.statusCode, 204);
      assert.equal(res.body, '');
      assert.equal((await world.request('GET', contact.url, { token: orgA.token })).statusCode, 404);
      assert.equal((await world.request('GET', contact.addresses[0].url, { token: orgA.token })).statusCode, 404);
      assert.equal((await world.request('DELETE', contact.url, { token: orgA.token })).statusCode, 404);
      assert.equal(await count('contacts'), 1);
      assert.equal(await count('contact_addresses'), 1);
      assert.equal(await count('contact_notes'), 0);
      assert.deepEqual((await get(keep.url)).addresses.length, 1);
    });
  });

  describe('events', () => {
    it('emits contact without addresses and notes, and contact-address with its contact url', async () => {
      const contact = await create({ first_name: 'Ada', addresses: [{ city: 'A', default: true }, { city: 'B', address_type: 'billing' }] });
      let rows = await newEvents();
      assert.deepEqual(rows.map((e) => [e.entity, e.action, e.object_pk]), [
        ['contact', 'put', '1'], ['contact-address', 'put', '1'], ['contact-address', 'put', '2'],
      ]);
      assert.deepEqual(Object.keys(rows[0].payload!).sort(), CONTACT_EVENT_KEYS);
      const { addresses, notes, ...core } = contact;
      assert.deepEqual(rows[0].payload, core);
      assert.deepEqual(Object.keys(rows[1].payload!).sort(), [...ADDRESS_KEYS, 'contact'].sort());
      assert.deepEqual(rows[1].payload, { ...addresses[0], contact: contact.url });
      assert.deepEqual(notes, []);

      // A PATCH emits the contact and every address it changed, including the one that lost its default flag.
      const updated = (await patch(contact.url, { last_name: 'L', addresses: [{ city: 'C', default: true }] })).json();
      rows = await newEvents();
      assert.deepEqual(rows.map((e) => [e.entity, e.action, e.object_pk]), [
        ['contact', 'put', '1'], ['contact-address', 'put', '1'], ['contact-address', 'put', '3'],
      ]);
      assert.equal(rows[0].payload!.last_name, 'L');
      assert.equal(rows[0].payload!.updated_at, updated.updated_at);
      assert.deepEqual(rows[1].payload, { ...updated.addresses[0], contact: contact.url });
      assert.equal(rows[1].payload!.default, false);
      assert.deepEqual(rows[2].payload, { ...updated.addresses[2], contact: contact.url });

      assert.equal((await world.request('DELETE', contact.url, { token: orgA.token })).statusCode, 204);
      rows = await newEvents();
      assert.deepEqual(rows, [
        { entity: 'contact', action: 'delete', object_pk: '1', payload: null },
        { entity: 'contact-address', action: 'delete', object_pk: '1', payload: null },
        { entity: 'contact-address', action: 'delete', object_pk: '2', payload: null },
        { entity: 'contact-address', action: 'delete', object_pk: '3', payload: null },
      ]);
    });

    it('writes events for the right organization only', async () => {
      await create({}, orgB);
      const rows = await world.db.rows<{ org_id: number }>(sql`SELECT org_id FROM events`);
      assert.deepEqual(rows.map((r) => r.org_id), [orgB.id]);
    });
  });

  it('passes the security suite on every contact route', async () => {
    const contact = await create({ addresses: [{ city: 'A' }] });
    const pk = contact.url.split('/').at(-2);
    const detail = (org: string) => `/api/v2/orgs/${org}/contacts/${pk}/`;
    // The denied requests change nothing; the exact-scope PATCH and DELETE act on fresh contacts.
    const unchanged = async () => [await count('contacts'), await count('contact_addresses'), await count('events'), await get(contact.url)];
    const prepare = async () => (await create({ first_name: 'Fresh' })).url as string;
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: (org) => `/api/v2/orgs/${org}/contacts/`, scope: 'contact', hasObjectIds: false });
    await assertRouteSecurity(world, orgA, orgB, {
      method: 'POST', path: (org) => `/api/v2/orgs/${org}/contacts/`, scope: 'contact', body: { first_name: 'Sec' }, hasObjectIds: false, unchanged,
    });
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: detail, scope: 'contact' });
    await assertRouteSecurity(world, orgA, orgB, { method: 'PATCH', path: detail, scope: 'contact', body: { first_name: 'Sec' }, prepare, unchanged });
    await assertRouteSecurity(world, orgA, orgB, { method: 'DELETE', path: detail, scope: 'contact', prepare, unchanged });
    assert.deepEqual(await get(contact.url), contact);
    assert.equal(await count('contacts'), 3, 'the contact, and those the exact-scope POST made and PATCH renamed (the deleted one is gone)');
  });
});
