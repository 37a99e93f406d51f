/** Values kept on the order and box rows for sorting, filtering and search, and the cost of a create. */
import { describe, it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import type { Queryable } from '../../../src/db/database.ts';
import { get, guideOrder, pkOf, postOrder, twoByThreeOrder } from './fixtures.ts';

describe('order kept values', () => {
  let world: TestWorld;
  let orgA: TestOrg;

  before(async () => {
    world = await createWorld();
  });
  beforeEach(async () => {
    await world.reset();
    orgA = await world.createOrg('Acme');
  });
  after(() => world.close());

  const kept = async (url: string) => {
    const [row] = await world.db.rows<Record<string, unknown>>(sql`
      SELECT weight_auto::float8 AS weight, box_count, item_count, pick_locations_auto, first_tracking_number,
             first_insured_value_amount::float8 AS insured, first_insured_value_currency AS insured_currency, is_delivered,
             nested_updated_at, updated_at
      FROM orders WHERE org_id = ${orgA.id} AND id = ${Number(pkOf(url))}`);
    return row;
  };
  const matches = async (url: string, q: string) => {
    const rows = await world.db.rows(sql`
      SELECT 1 FROM orders WHERE org_id = ${orgA.id} AND id = ${Number(pkOf(url))} AND search @@ plainto_tsquery('simple', ${q})`);
    return rows.length === 1;
  };

  it('keeps weight, counts, pick locations, first box values and delivery current on every write', async () => {
    const body = twoByThreeOrder();
    body.boxes[0] = { ...body.boxes[0], tracking_number: 'TRK-1', insured_value: '50 USD' } as typeof body.boxes[0];
    const order = await postOrder(world, orgA, body);
    let row = await kept(order.url);
    assert.equal(row.weight, 2 * (100 + 200 + 300));
    assert.equal(row.box_count, 2);
    assert.equal(row.item_count, 6);
    assert.equal(row.pick_locations_auto, 'A0, A1, A2');
    assert.equal(row.first_tracking_number, 'TRK-1');
    assert.equal(row.insured, 50);
    assert.equal(row.insured_currency, 'USD');
    assert.equal(row.is_delivered, false);

    await world.request('PATCH', order.boxes[1].items[0].url, { token: orgA.token, body: { pick_location: 'Z9', quantity: 11 } });
    row = await kept(order.url);
    assert.equal(row.weight, 600 + (1100 + 200 + 300));
    assert.equal(row.pick_locations_auto, 'A0, A1, A2, Z9');

    await world.request('DELETE', order.boxes[0].url, { token: orgA.token });
    row = await kept(order.url);
    assert.deepEqual([row.box_count, row.item_count, row.first_tracking_number, row.insured], [1, 3, null, null]);

    await world.request('PATCH', order.boxes[1].url, { token: orgA.token, body: { delivered_at: '2024-05-01T00:00:00Z' } });
    assert.equal((await kept(order.url)).is_delivered, true);
    await world.request('POST', `${order.url}boxes/`, { token: orgA.token, body: {} });
    assert.equal((await kept(order.url)).is_delivered, false);
  });

  it('moves nested_updated_at on writes to any part, leaving updated_at to the order itself', async () => {
    const order = await postOrder(world, orgA, guideOrder());
    const first = await kept(order.url);
    await new Promise((r) => setTimeout(r, 5));
    await world.request('PATCH', order.boxes[0].items[0].url, { token: orgA.token, body: { quantity: 9 } });
    const second = await kept(order.url);
    assert.ok(String(second.nested_updated_at) > String(first.nested_updated_at));
    assert.equal(second.updated_at, first.updated_at);
    const shown = await get(world, orgA, order.url);
    assert.notEqual(shown.nested_updated_at, shown.updated_at);
    await new Promise((r) => setTimeout(r, 5));
    await world.request('POST', `${order.url}tags/`, { token: orgA.token, body: { value: 'late' } });
    assert.ok(String((await kept(order.url)).nested_updated_at) > String(second.nested_updated_at));
  });

  it('keeps a search document over the fields of q', async () => {
    const order = await postOrder(world, orgA, {
      ...guideOrder(), order_number: 777001, customer_number: 'CUST-42', po_number: 'PO-99', unique_id: 'uniq-abc', tags: ['priority'],
      boxes: [{ tracking_number: '1ZTRACK', items: [{ quantity: 1, part_number: 'PN-555', code: 'CODE7', description: 'Gizmo deluxe' }] }],
    });
    for (const q of ['ORDER-1001', '777001', 'CUST-42', 'PO-99', 'uniq-abc', 'Lovelace', 'Babbage', 'Analytical', 'ada@example.com',
      'charles@example.com', '555-0100', 'Springfield', 'PN-555', 'CODE7', 'gizmo', 'priority', '1ZTRACK']) {
      assert.ok(await matches(order.url, q), `q=${q}`);
    }
    assert.equal(await matches(order.url, 'nothing-like-this'), false);
    await world.request('PATCH', order.url, { token: orgA.token, body: { shipping: { ship_to: { city: 'Shelbyville' } } } });
    assert.ok(await matches(order.url, 'Shelbyville'));
    assert.equal(await matches(order.url, 'Springfield'), false);
  });

  it('creates an order with 2 boxes x 3 items in a bounded number of statements (one INSERT per level)', async () => {
    const statements: string[] = [];
    const db = world.db;
    const original = db.transaction.bind(db);
    const counting = (tx: Queryable): Queryable => ({
      concurrent: tx.concurrent,
      rows: (q) => {
        statements.push(db.kind);
        return tx.rows(q);
      },
      one: (q) => {
        statements.push(db.kind);
        return tx.one(q);
      },
      eachRow: (q, onRow) => {
        statements.push(db.kind);
        return tx.eachRow(q, onRow);
      },
      arrays: (q) => {
        statements.push(db.kind);
        return tx.arrays(q);
      },
      send: (q) => {
        statements.push(db.kind);
        return tx.send(q);
      },
    });
    // Past the reserved ids (src/db/reserved-ids.ts), whose skipping costs one more statement when crossed.
    for (const table of ['orders', 'boxes', 'items']) await db.exec(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), 5000)`);
    (db as { transaction: typeof db.transaction }).transaction = (fn) => original((tx) => fn(counting(tx)));
    try {
      await postOrder(world, orgA, twoByThreeOrder(1));
      const small = statements.length;
      statements.length = 0;
      const big = twoByThreeOrder(2);
      big.boxes = [...big.boxes, ...big.boxes, ...big.boxes];
      for (const b of big.boxes) b.items = [...b.items, ...b.items, ...b.items];
      await postOrder(world, orgA, big);
      assert.equal(statements.length, small, 'the statement count does not grow with boxes and items');
      assert.ok(small <= 16, `${small} statements`);
    } finally {
      (db as { transaction: typeof db.transaction }).transaction = original;
    }
  });
});
