/** One rule per concept, wherever it appears: e-mails, phones and the source's updated_at, seen through orders. */
import { describe, it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
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
});
