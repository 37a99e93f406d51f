/**
 * A new order's statement is built once for each shape of order (src/orders/writing/insert-shape.ts) and bound to
 * each order's own values: orders of one shape, and orders of shapes that alternate, are each stored as sent.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { get, postOrder } from '../../v2/orders/fixtures.ts';

let world: TestWorld;
let org: TestOrg;

before(async () => {
  world = await createWorld();
  org = await world.createOrg('Acme');
});
after(() => world?.close());

/** An order of 2 boxes x 3 items whose every value says which order (n) and which part it is. */
const order = (n: number, withShipTo: boolean) => ({
  primary_id: `SHAPE-${n}`,
  billing: { status: n % 2 ? 'paid' : 'pending' },
  ...(withShipTo ? { shipping: { ship_to: { first_name: `First ${n}`, city: `City ${n}` } } } : {}),
  tags: [`t${n}-a`, `t${n}-b`, `t${n}-a`],
  notes: [{ content: `note ${n}` }],
  boxes: [0, 1].map((b) => ({
    package_type: `box-${n}-${b}`,
    items: [0, 1, 2].map((i) => ({ quantity: n * 10 + b * 3 + i, part_number: `P-${n}-${b}-${i}`, unit_weight: `${n}${b}${i} g` })),
  })),
});

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

const expected = (n: number, withShipTo: boolean) => ({
  primary_id: `SHAPE-${n}`,
  billing: n % 2 ? 'paid' : 'pending',
  shipTo: withShipTo ? { first_name: `First ${n}`, city: `City ${n}` } : null,
  tags: [`t${n}-a`, `t${n}-b`],
  notes: [`note ${n}`],
  boxes: [0, 1].map((b) => ({
    package_type: `box-${n}-${b}`,
    items: [0, 1, 2].map((i) => ({ quantity: n * 10 + b * 3 + i, part_number: `P-${n}-${b}-${i}`, unit_weight: `${n}${b}${i}.0000 g` })),
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
});
