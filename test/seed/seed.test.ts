// The demo seed, as a client of the API sees its result: realistic orders written through the API's own
// write functions (so kept values, search and events are as for POST orders/), plus customers, products and
// packaging presets.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { createWorld, type TestWorld, type TestOrg } from '../support/app.ts';
import { seedOrganization } from '../../src/seed/seed.ts';
import { citusWorkers } from '../support/citus.ts';

/**
 * A batch's orders share created_at on one server (now(), the transaction's start), so the list's order within a
 * batch is by id, the order written. On Citus a row stamped by its column's default gets the now() of the node
 * that inserts it: the coordinator's, or a worker's own transaction, started a few milliseconds later, so orders of
 * one batch list in the order of those stamps. A deployment sorts by ordered_at (order_by) where the order placed
 * matters.
 */
const ON_CITUS = citusWorkers() ? "orders of one transaction get created_at from the coordinator's or a worker's now(), a few ms apart" : false;

describe('demo seed', () => {
  let world: TestWorld;
  let org: TestOrg;
  let other: TestOrg;
  const progress: [number, number][] = [];
  const get = async (path: string) => {
    const res = await world.request('GET', `/api/v2/orgs/${org.pk}/${path}`, { token: org.token });
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  };

  before(async () => {
    world = await createWorld();
    org = await world.createOrg('Seeded');
    other = await world.createOrg('Untouched');
    const result = await seedOrganization(world.db, org.id, { orders: 60, batch: 25, onProgress: (done, total) => progress.push([done, total]) });
    assert.deepEqual(result, { orders: 60, contacts: 40, products: 18, packaging: 5, carrier_accounts: 1 });
  });
  after(() => world.close());

  it('reports progress after each batch', () => {
    assert.deepEqual(progress, [[0, 60], [25, 60], [50, 60], [60, 60]]);
  });

  it('writes orders with boxes, items, notes, tags, statuses and dates spread over time', async () => {
    const page = await get('orders/?limit=100&expand=boxes,items');
    assert.equal(page.count, 60);
    const orders: any[] = page.results;
    assert.ok(orders.every((o) => o.boxes.length >= 1 && o.boxes.every((b: any) => b.items.length >= 1)), 'every order has boxes and items');
    assert.ok(orders.every((o) => o.shipping.ship_to.email && o.billing.total && o.source.name), 'addresses, totals and a source');
    assert.ok(orders.every((o) => o.boxes.every((b: any) => b.packaging?.name)), 'boxes use the packaging presets');
    assert.ok(orders.some((o) => o.notes.length > 0), 'some notes');
    assert.ok(orders.some((o) => o.tags.length > 0), 'some tags');
    const statuses = new Set(orders.map((o) => o.shipping.status));
    assert.ok(statuses.has('fulfilled') && statuses.has('unfulfilled'), [...statuses].join());
    assert.ok(new Set(orders.map((o) => o.billing.status)).size >= 2);
    assert.ok(orders.some((o) => o.boxes[0].tracking_number), 'shipped boxes have tracking numbers');
    const days = new Set(orders.map((o) => o.ordered_at.slice(0, 10)));
    assert.ok(days.size >= 15, `ordered over many days (${days.size})`);
  });

  it('lists the orders newest created first, created in the order they were placed', { skip: ON_CITUS }, async () => {
    const orders: any[] = (await get('orders/?limit=100')).results;
    assert.deepEqual(orders.map((o) => o.ordered_at), orders.map((o) => o.ordered_at).sort().reverse());
    assert.equal(orders.at(-1).primary_id, '#1001');
  });

  it('keeps the values lists sort, filter and search by, as the API does on write', async () => {
    const fulfilled = await get('orders/?shipping_status__in=fulfilled&limit=1');
    const unfulfilled = await get('orders/?shipping_status__in=!fulfilled&limit=1');
    assert.equal(fulfilled.count + unfulfilled.count, 60);
    const search = await get('orders/?q=mug&limit=1');
    assert.ok(search.count > 0, 'item descriptions are searchable');
    const heaviest = await get('orders/?order_by=-weight_auto&limit=1');
    assert.notEqual(heaviest.results[0].boxes.length, 0);
  });

  it('adds customers with addresses whose orders link by e-mail, products and packaging presets', async () => {
    const contacts = await get('contacts/?limit=100');
    assert.equal(contacts.count, 40);
    const withOrders = await Promise.all(contacts.results.slice(0, 10).map((c: any) =>
      world.request('GET', `${c.orders}?limit=1`, { token: org.token }).then((r) => r.json().count)));
    assert.ok(withOrders.some((n: number) => n > 0), 'contacts have orders');
    assert.equal((await get('products/?limit=100')).count, 18);
    assert.equal((await get('packaging/?limit=100')).count, 5);
  });

  it('emits the events a subscriber would hear, and touches no other organization', async () => {
    const count = async (entity: string) => Number((await world.db.one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM events WHERE org_id = ${org.id} AND entity = ${entity}`))!.n);
    assert.equal(await count('orders'), 60);
    assert.equal(await count('contact'), 40);
    assert.equal(await count('packaging'), 5);
    const res = await world.request('GET', `/api/v2/orgs/${other.pk}/orders/`, { token: other.token });
    assert.equal(res.json().count, 0);
  });

  it('adds more orders on a second run, numbered after the existing ones, without a second catalogue', async () => {
    const result = await seedOrganization(world.db, org.id, { orders: 5 });
    assert.deepEqual(result, { orders: 5, contacts: 0, products: 0, packaging: 0, carrier_accounts: 0 });
    const page = await get('orders/?limit=5');
    assert.equal(page.count, 65);
    assert.deepEqual(page.results.map((o: any) => o.primary_id).sort(), ['#1061', '#1062', '#1063', '#1064', '#1065']);
    assert.equal((await get('contacts/?limit=1')).count, 40);
  });
});
