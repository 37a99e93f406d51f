import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import { assertRouteSecurity } from '../../support/security.ts';
import { address, create, get, newEvents, orgA, orgB, patch, useContactsWorld, world } from './support.ts';

describe('contact addresses', () => {
  useContactsWorld();


  it('answers GET on its url with the address and its contact url', async () => {
    const contact = await create({ addresses: [{ city: 'London', email: 'a@x.example', phone: ' 1 ', residential: false }] });
    assert.deepEqual(await get(contact.addresses[0].url), {
      ...address('/api/v2/orgs/1/contacts/1/addresses/1/', { city: 'London', email: 'a@x.example', phone: '1', residential: false }),
      contact: '/api/v2/orgs/1/contacts/1/',
    });
  });

  it('answers 404 for unknown, malformed, foreign and mismatched ids', async () => {
    const contact = await create({ addresses: [{ city: 'A' }] });
    const sibling = await create({ addresses: [{ city: 'B' }] });
    const foreign = await create({ addresses: [{ city: 'C' }] }, orgB);
    const base = `${orgA.url}contacts`;
    const urls = [
      `${contact.url}addresses/999/`,
      `${contact.url}addresses/!!/`,
      `${contact.url}addresses/01/`,
      `${base}/999/addresses/1/`,
      `${base}/!!/addresses/1/`,
      `${contact.url}addresses/2/`, // the sibling's address under this contact
      `${sibling.url}addresses/1/`,
      foreign.addresses[0].url.replace(orgB.url, orgA.url), // org B's ids under org A
    ];
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      for (const url of urls) {
        const res = await world.request(method, url, { token: orgA.token, body: method === 'PATCH' ? { city: 'X' } : undefined });
        assert.equal(res.statusCode, 404, `${method} ${url}: ${res.body}`);
        assert.equal(res.json().code, 'not_found');
      }
    }
    assert.equal((await get(contact.url)).addresses[0].city, 'A');
    assert.equal((await get(sibling.url)).addresses[0].city, 'B');
    assert.equal((await get(foreign.url, orgB)).addresses[0].city, 'C');
  });

  it('updates an address partially through PATCH on its url', async () => {
    const contact = await create({ addresses: [{ city: 'London', email: 'a@x.example', region: 'LDN', residential: true }] });
    const [london] = contact.addresses;
    const res = await patch(london.url, {
      city: 'Leeds', region: null, phone: '\t0113 496 0000  ', residential: null, validated: true, address_type: 'billing',
      url: '/somewhere/else/', contact: '/elsewhere/',
    });
    assert.equal(res.statusCode, 200, res.body);
    const expected = {
      ...london, address_type: 'billing', city: 'Leeds', region: null, phone: '0113 496 0000', residential: null, validated: true,
      contact: contact.url,
    };
    assert.deepEqual(res.json(), expected);
    assert.deepEqual(await get(london.url), expected);
    const { contact: _contact, ...inContact } = expected;
    assert.deepEqual((await get(contact.url)).addresses, [inContact]);
    // The contact itself is not changed by a change to one of its addresses.
    assert.equal((await get(contact.url)).updated_at, contact.updated_at);
  });

  it('rejects bad values with 400 naming the field and changes nothing', async () => {
    const contact = await create({ addresses: [{ city: 'London', email: 'a@x.example' }] });
    const [london] = contact.addresses;
    await newEvents();
    const cases: [unknown, string][] = [
      [{ email: 'not-an-email' }, 'email'],
      [{ email: 'two@@x.example' }, 'email'],
      [{ default: 'yes' }, 'default'],
      [{ residential: 1 }, 'residential'],
      [{ validated: null }, 'validated'],
      [{ address_type: '' }, 'address_type'],
      [{ address_type: '   ' }, 'address_type'],
      [{ phone: 5 }, 'phone'],
      [{ city: 'x'.repeat(256) }, 'city'],
    ];
    for (const [body, field] of cases) {
      const res = await patch(london.url, { city: 'Changed', ...(body as object) });
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
      assert.ok(res.json().errors[field], `errors[${field}]: ${res.body}`);
    }
    assert.deepEqual((await get(contact.url)).addresses, [london]);
    assert.deepEqual(await newEvents(), []);
  });

  it('making an address the default unsets the previous default of its type', async () => {
    const contact = await create({
      addresses: [{ city: 'Ship1', default: true }, { city: 'Ship2' }, { city: 'Bill1', address_type: 'billing', default: true }],
    });
    const [ship1, ship2, bill1] = contact.addresses;
    await newEvents();

    const res = await patch(ship2.url, { default: true });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().default, true);
    const after = (await get(contact.url)).addresses;
    assert.deepEqual(after.map((a: { default: boolean }) => a.default), [false, true, true]);
    assert.deepEqual(await newEvents(), [
      { entity: 'contact-address', action: 'put', object_pk: '1', payload: { ...ship1, default: false, contact: contact.url } },
      { entity: 'contact-address', action: 'put', object_pk: '2', payload: { ...ship2, default: true, contact: contact.url } },
    ]);

    // Moving the shipping default to billing displaces the billing default.
    await patch(ship2.url, { address_type: 'billing' });
    const moved = (await get(contact.url)).addresses;
    assert.deepEqual(moved.map((a: { address_type: string; default: boolean }) => [a.address_type, a.default]), [
      ['shipping', false], ['billing', true], ['billing', false],
    ]);
    assert.equal(moved[2].url, bill1.url);
  });

  it('deletes an address and emits contact-address delete', async () => {
    const contact = await create({ addresses: [{ city: 'A' }, { city: 'B' }] });
    const [a, b] = contact.addresses;
    await newEvents();
    const res = await world.request('DELETE', a.url, { token: orgA.token });
    assert.equal(res.statusCode, 204);
    assert.equal(res.body, '');
    assert.deepEqual((await get(contact.url)).addresses, [b]);
    assert.equal((await world.request('GET', a.url, { token: orgA.token })).statusCode, 404);
    assert.equal((await world.request('DELETE', a.url, { token: orgA.token })).statusCode, 404);
    assert.deepEqual(await newEvents(), [{ entity: 'contact-address', action: 'delete', object_pk: '1', payload: null }]);
  });

  it('emits contact-address put with the address url and its contact for a PATCH', async () => {
    const contact = await create({ addresses: [{ city: 'A' }] });
    await newEvents();
    const updated = (await patch(contact.addresses[0].url, { city: 'B' })).json();
    const events = await newEvents();
    assert.deepEqual(events, [{ entity: 'contact-address', action: 'put', object_pk: '1', payload: updated }]);
    assert.deepEqual(Object.keys(events[0].payload!).sort(), [
      'address_1', 'address_2', 'address_type', 'city', 'company', 'contact', 'country', 'default', 'email', 'first_name',
      'last_name', 'phone', 'post_code', 'region', 'residential', 'url', 'validated',
    ]);
  });

  it('stores e-mails for a case-insensitive lookup', async () => {
    await create({ addresses: [{ email: 'Ada@Example.COM' }, { email: null }] });
    const rows = await world.db.rows<{ email: string }>(sql`
      SELECT email FROM contact_addresses WHERE org_id = ${orgA.id} AND lower(email) = lower(${'ada@example.com'})`);
    assert.deepEqual(rows, [{ email: 'Ada@Example.COM' }]);
  });

  it('passes the security suite on every address route', async () => {
    const contact = await create({ addresses: [{ city: 'A' }] });
    const parts = contact.addresses[0].url.split('/');
    const [cpk, apk] = [parts[6], parts[8]];
    const path = (org: string) => `/api/v2/orgs/${org}/contacts/${cpk}/addresses/${apk}/`;
    // The denied requests change nothing; the exact-scope PATCH and DELETE act on a fresh contact's address.
    const events = async () => (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM events`))!.n;
    const unchanged = async () => [await get(contact.url), await events()];
    const prepare = async () => (await create({ addresses: [{ city: 'Fresh' }] })).addresses[0].url as string;
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path, scope: 'contact' });
    await assertRouteSecurity(world, orgA, orgB, { method: 'PATCH', path, scope: 'contact', body: { city: 'Sec' }, prepare, unchanged });
    await assertRouteSecurity(world, orgA, orgB, { method: 'DELETE', path, scope: 'contact', prepare, unchanged });
    assert.deepEqual((await get(contact.url)).addresses, contact.addresses);
  });
});
