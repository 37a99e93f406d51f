/**
 * One rule per concept, wherever it appears: e-mails, phones, addresses, notes and the source's updated_at,
 * seen through orders, products and contacts.
 */
import { describe, it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';

describe('field rules shared by every resource', () => {
  let world: TestWorld;
  let org: TestOrg;
  before(async () => { world = await createWorld(); });
  after(async () => { await world.close(); });
  beforeEach(async () => {
    await world.reset();
    org = await world.createOrg('Acme');
  });
  const post = (body: unknown) => world.request('POST', `${org.url}orders/`, { token: org.token, body });
  const orderCount = async () => (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders`))!.n;

  it('an order address e-mail is checked as a contact address e-mail is, and a blank one is accepted', async () => {
    const bad = await post({ primary_id: 'A', shipping: { ship_to: { email: 'not an address' } } });
    assert.equal(bad.statusCode, 400);
    assert.ok(bad.json().errors['shipping.ship_to.email'], bad.body);
    assert.equal(await orderCount(), 0);
    const contact = await world.request('POST', `${org.url}contacts/`, { token: org.token, body: { addresses: [{ email: 'not an address' }] } });
    assert.equal(contact.statusCode, 400);
    assert.ok(contact.json().errors['addresses[0].email'], contact.body);

    const blank = await post({ primary_id: 'A', shipping: { ship_to: { email: '', phone: '  +1 555 0100 \t' } } });
    assert.equal(blank.statusCode, 201, blank.body);
    assert.equal(blank.json().shipping.ship_to.email, '');
    assert.equal(blank.json().shipping.ship_to.phone, '+1 555 0100', 'phones are trimmed on orders as on contacts');
  });

  it("an order's source.updated_at moves only when a source value changes", async () => {
    const order = (await post({ primary_id: 'A', source: { name: 'Shop', id: 7 } })).json();
    const stamped = order.source.updated_at;
    assert.ok(stamped);
    const same = (await world.request('PATCH', order.url, { token: org.token, body: { message: 'x', source: { name: 'Shop' } } })).json();
    assert.equal(same.source.updated_at, stamped);
    const changed = (await world.request('PATCH', order.url, { token: org.token, body: { source: { name: 'Other' } } })).json();
    assert.notEqual(changed.source.updated_at, stamped);
    assert.equal(changed.source.updated_at, changed.updated_at);
    assert.equal(changed.source.id, '7');
  });

  const request = (method: string, url: string, body?: unknown) => world.request(method, url, { token: org.token, body });
  const contactCount = async () => (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM contacts`))!.n;

  it('a contact address phone is trimmed and as long as an order address phone may be; a blank e-mail is accepted on both', async () => {
    // 200 characters once trimmed: more than a contact address took before (64), within an order address's 255.
    const long = '1'.repeat(200);
    const contact = await request('POST', `${org.url}contacts/`, { addresses: [{ phone: ` ${long}\t`, email: '' }] });
    assert.equal(contact.statusCode, 201, contact.body);
    assert.equal(contact.json().addresses[0].phone, long, 'phones up to 255 characters (not 64) on contacts as on orders');
    assert.equal(contact.json().addresses[0].email, '');
    const order = await post({ primary_id: 'A', shipping: { ship_to: { phone: ` ${long}\t`, email: '' } } });
    assert.equal(order.statusCode, 201, order.body);
    assert.equal(order.json().shipping.ship_to.phone, long);

    const tooLong = '1'.repeat(256);
    const badContact = await request('POST', `${org.url}contacts/`, { addresses: [{ phone: tooLong }] });
    assert.equal(badContact.statusCode, 400);
    assert.ok(badContact.json().errors['addresses[0].phone'], badContact.body);
    const badOrder = await post({ primary_id: 'B', shipping: { ship_to: { phone: tooLong } } });
    assert.equal(badOrder.statusCode, 400);
    assert.ok(badOrder.json().errors['shipping.ship_to.phone'], badOrder.body);
    const badAddress = await request('PATCH', contact.json().addresses[0].url, { email: 'not an address', phone: tooLong });
    assert.equal(badAddress.statusCode, 400);
    assert.deepEqual(Object.keys(badAddress.json().errors).sort(), ['email', 'phone']);
  });

  it("a blank contact e-mail is no e-mail: it matches no order in the contact's orders link", async () => {
    assert.equal((await post({ primary_id: 'BLANK', shipping: { ship_to: { email: '' } }, billing: { bill_to: { email: '' } } })).statusCode, 201);
    assert.equal((await post({ primary_id: 'ADA', shipping: { ship_to: { email: 'ada@example.com' } } })).statusCode, 201);
    const contact = (await request('POST', `${org.url}contacts/`, { addresses: [{ email: '' }, { email: 'Ada@Example.com' }] })).json();
    const orders = await request('GET', contact.orders);
    assert.equal(orders.statusCode, 200, orders.body);
    assert.deepEqual(orders.json().results.map((o: { primary_id: string }) => o.primary_id), ['ADA']);
  });

  it("a contact's and a product's source.updated_at move only when a source value changes, as an order's", async () => {
    for (const [path, body] of [['contacts/', {}], ['products/', { kind: 'goods' }]] as const) {
      const created = (await request('POST', `${org.url}${path}`, { ...body, source: { name: 'Shop', id: 7 } })).json();
      const stamped = created.source.updated_at;
      assert.ok(stamped, path);
      for (const same of [{ name: 'Shop' }, { id: '7' }, {}]) {
        const res = await request('PATCH', created.url, { source: same });
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(res.json().source.updated_at, stamped, `${path} ${JSON.stringify(same)}`);
      }
      const changed = (await request('PATCH', created.url, { source: { channel: 'pos' } })).json();
      assert.notEqual(changed.source.updated_at, stamped, path);
      assert.equal(changed.source.updated_at, changed.updated_at, path);
      assert.equal(changed.source.id, '7', path);
    }
  });

  it("an order PATCH with an empty source object keeps source.updated_at (it used to clear it)", async () => {
    const order = (await post({ primary_id: 'A', source: { name: 'Shop' } })).json();
    const res = await request('PATCH', order.url, { source: {} });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().source.updated_at, order.source.updated_at);
    assert.equal(res.json().source.name, 'Shop');
  });

  it('a note must say something besides blanks, on orders, inside an order body and on contacts', async () => {
    const order = (await post({ primary_id: 'A' })).json();
    const contact = (await request('POST', `${org.url}contacts/`, {})).json();
    const cases: [string, string, unknown, string][] = [
      ['POST', `${order.url}notes/`, { content: ' \t ' }, 'content'],
      ['POST', `${contact.url}notes/`, { content: '\n' }, 'content'],
      ['PATCH', order.url, { notes: [{ content: '  ' }] }, 'notes[0].content'],
      ['POST', `${org.url}orders/`, { primary_id: 'B', notes: [{ content: 'fine' }, { content: ' ' }] }, 'notes[1].content'],
    ];
    for (const [method, url, body, field] of cases) {
      const res = await request(method, url, body);
      assert.equal(res.statusCode, 400, `${method} ${url} ${JSON.stringify(body)}: ${res.body}`);
      assert.ok(res.json().errors[field], `errors[${field}]: ${res.body}`);
    }
    assert.deepEqual((await request('GET', order.url)).json().notes, []);
    assert.equal(await orderCount(), 1);
    const written = await request('POST', `${contact.url}notes/`, { content: ' x ', author: { email: '', system: true } });
    assert.equal(written.statusCode, 201, written.body);
    assert.deepEqual(written.json().author, { email: '', name: null, system: true });
    assert.equal(written.json().content, ' x ');
  });

  it('a contact website is the url kind: trimmed, http or https only, and reported with the other value problems', async () => {
    const ok = await request('POST', `${org.url}contacts/`, { website: ' https://ada.example/ ' });
    assert.equal(ok.json().website, 'https://ada.example/');
    const bad = await request('PATCH', ok.json().url, { website: 'ftp://ada.example', custom_fields: { a: { value: 1 } } });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(Object.keys(bad.json().errors).sort(), ['custom_fields.a.value', 'website']);
    assert.equal((await request('GET', ok.json().url)).json().website, 'https://ada.example/');
    assert.equal(await contactCount(), 1);
  });
});
