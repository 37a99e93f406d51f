/**
 * A new order's statement is built once for each shape of order (src/orders/writing/insert-shape.ts) and bound to
 * each order's own values: orders of one shape, and orders of shapes that alternate, are each stored as sent. A
 * shape is the columns each table's rows hold and a class of their number (none, one, few, many): orders whose
 * boxes and items differ in number, and the slices of an import's page, share a statement.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { get, postOrder } from '../../v2/orders/fixtures.ts';
import { tableRowsOf } from '../../../src/db/rows.ts';
import { typed } from '../../../src/core/fields/index.ts';
import { insertRowsOf, insertShape, type InsertIds } from '../../../src/orders/writing/insert-shape.ts';
import type { NewOrderRows } from '../../../src/orders/writing/insert.ts';

let world: TestWorld;
let org: TestOrg;

before(async () => {
  world = await createWorld();
  org = await world.createOrg('Acme');
});
after(() => world?.close());

/** An order of `boxes` boxes x `items` items whose every value says which order (n) and which part it is. */
const order = (n: number, withShipTo: boolean, [boxes, items] = [2, 3]) => ({
  primary_id: `SHAPE-${n}`,
  billing: { status: n % 2 ? 'paid' : 'pending' },
  ...(withShipTo ? { shipping: { ship_to: { first_name: `First ${n}`, city: `City ${n}` } } } : {}),
  tags: [`t${n}-a`, `t${n}-b`, `t${n}-a`],
  notes: [{ content: `note ${n}` }],
  boxes: range(boxes).map((b) => ({
    package_type: `box-${n}-${b}`,
    items: range(items).map((i) => ({ quantity: n * 10 + b * 3 + i, part_number: `P-${n}-${b}-${i}`, unit_weight: `${n}${b}${i} g` })),
  })),
});

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** What the order shows of the values `order(n)` sent. */
const shown = (json: Record<string, any>) => ({
  primary_id: json.primary_id,
  billing: json.billing.status,
  shipTo: json.shipping.ship_to && { first_name: json.shipping.ship_to.first_name, city: json.shipping.ship_to.city },
  tags: json.tags,
  notes: json.notes.map((note: { content: string }) => note.content),
  boxes: json.boxes.map((box: Record<string, any>) => ({
    package_type: box.package_type,
    items: box.items.map((item: Record<string, any>) => ({ quantity: item.quantity, part_number: item.part_number, unit_weight: item.unit_weight })),
  })),
});

const expected = (n: number, withShipTo: boolean, [boxes, items] = [2, 3]) => ({
  primary_id: `SHAPE-${n}`,
  billing: n % 2 ? 'paid' : 'pending',
  shipTo: withShipTo ? { first_name: `First ${n}`, city: `City ${n}` } : null,
  tags: [`t${n}-a`, `t${n}-b`],
  notes: [`note ${n}`],
  boxes: range(boxes).map((b) => ({
    package_type: `box-${n}-${b}`,
    items: range(items).map((i) => ({ quantity: n * 10 + b * 3 + i, part_number: `P-${n}-${b}-${i}`, unit_weight: `${n}${b}${i}.0000 g` })),
  })),
});

describe('new orders written by a statement built once for their shape', () => {
  it('stores each order of one shape with its own values, and orders of alternating shapes as sent', async () => {
    const sent = [[1, true], [2, true], [3, false], [4, true], [5, false], [6, false]] as const;
    const urls: string[] = [];
    for (const [n, withShipTo] of sent) {
      const created = await postOrder(world, org, order(n, withShipTo));
      assert.deepEqual(shown(await get(world, org, `${created.url}?expand=boxes,items`)), expected(n, withShipTo));
      urls.push(created.url);
    }
    // Read again once all are written: no order's values were taken by another's.
    for (const [k, [n, withShipTo]] of sent.entries()) {
      assert.deepEqual(shown(await get(world, org, `${urls[k]}?expand=boxes,items`)), expected(n, withShipTo));
    }
    // Their statuses were counted as written (the organization's order counts).
    const counts = await world.db.rows<{ k: string; n: number }>(sql`
      SELECT billing_status AS k, sum(n)::int AS n FROM order_counts WHERE org_id = ${org.id} GROUP BY 1 HAVING sum(n) <> 0 ORDER BY 1`);
    assert.deepEqual(counts, [{ k: 'paid', n: 3 }, { k: 'pending', n: 3 }]);
  });

  it('shares one statement among orders whose boxes and items differ in number, each stored as sent', async () => {
    const sent = [[11, [2, 3]], [12, [3, 2]], [13, [4, 5]], [14, [2, 2]], [15, [3, 4]]] as const;
    const urls: string[] = [];
    for (const [n, counts] of sent) {
      urls.push((await postOrder(world, org, order(n, true, [...counts]))).url);
    }
    for (const [k, [n, counts]] of sent.entries()) {
      assert.deepEqual(shown(await get(world, org, `${urls[k]}?expand=boxes,items`)), expected(n, true, [...counts]));
    }
  });
});

/** Orders of `boxes` boxes x `items` items with the same columns, as a page's row sets (insert.ts). */
function orderRows(counts: readonly (readonly [number, number])[]): NewOrderRows {
  const orders = tableRowsOf(counts.map((_, n) => ({ primary_id: typed(`P-${n}`, 'text') })));
  const boxes = tableRowsOf(counts.flatMap(([b], n) => range(b).map(() => ({ package_type: typed(`box-${n}`, 'text') }))));
  const items = tableRowsOf(counts.flatMap(([b, i]) => range(b * i).map((k) => ({ quantity: typed(k + 1, 'integer') }))));
  const notes = tableRowsOf([]);
  let box = 0;
  let item = 0;
  return {
    rows: { orders: orders.rows, boxes: boxes.rows, items: items.rows, notes: notes.rows },
    orders: counts.map(([b, i], n) => ({
      order: n, notes: [], tags: ['t'],
      boxes: range(b).map(() => ({ row: box++, items: range(i).map(() => item++) })),
    })),
  };
}

const keyOf = (counts: readonly (readonly [number, number])[], ids: InsertIds) => insertShape({ orgId: 1, rows: insertRowsOf(orderRows(counts), ids) })!.key;
const bound = (n: number): InsertIds => ({ orders: range(n), boxes: [], items: [] });

describe('the shape of a statement of new orders', () => {
  it('depends on the columns and on how many rows as none, one, few or many, not on the number', () => {
    const draw = (boxes: number, items: number): InsertIds => ({ draw: { boxes, items } });
    assert.equal(keyOf([[2, 3]], draw(2, 6)), keyOf([[3, 2]], draw(3, 6)));
    assert.equal(keyOf([[2, 3]], draw(2, 6)), keyOf([[5, 20]], draw(5, 100)));
    assert.notEqual(keyOf([[2, 3]], draw(2, 6)), keyOf([[1, 3]], draw(1, 3)), 'one box is bound as plain values');
    assert.notEqual(keyOf([[2, 3]], draw(2, 6)), keyOf([[5, 21]], draw(5, 105)), 'past 100 items, their arrays are unnested as they are');
    // An import's slices of 16 orders of 2 boxes x 3 items, and its last, shorter slice.
    const slice = keyOf(range(16).map(() => [2, 3] as const), bound(16));
    assert.equal(slice, keyOf(range(16).map((k) => [2 + (k % 2), 2] as const), bound(16)));
    assert.equal(slice, keyOf(range(7).map(() => [2, 3] as const), bound(7)));
    assert.notEqual(slice, keyOf([[2, 3]], bound(1)), 'a slice of one order');
  });
});
