/**
 * The boxes and items of an export's orders (src/orders/reading/export/parts.ts): each order's from its stored
 * render, as the API writes them, and an order without a stored render rendered live, to the same values.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../../../support/app.ts';
import { seedOrganization } from '../../../../src/seed/seed.ts';
import { sql } from '../../../../src/core/sql.ts';
import { partsOfOrders } from '../../../../src/orders/reading/export/parts.ts';
import { readRenders } from '../../../../src/orders/reading/renders/read.ts';
import { renderOrderMap } from '../../../../src/orders/reading/render.ts';
import { countingDb } from './fixtures.ts';

describe('partsOfOrders', () => {
  let world: TestWorld;
  let org: TestOrg;
  before(async () => {
    world = await createWorld();
    org = await world.createOrg();
    await seedOrganization(world.db, org.id, { orders: 6 });
  });
  after(() => world.close());

  it('reads boxes and items from the stored renders, and renders live, in one go, the orders without one', async () => {
    const ids = (await world.db.rows<{ id: number }>(sql`
      SELECT DISTINCT order_id::int AS id FROM items WHERE org_id = ${org.id} ORDER BY 1 LIMIT 3`)).map((r) => r.id);
    assert.equal(ids.length, 3);
    const api = await renderOrderMap(world.db, { id: org.id }, ids, { boxes: true, items: true });
    const want = ids.map((id) => {
      const boxes = (api.get(id)!.boxes ?? []) as unknown as Record<string, unknown>[];
      return { boxes: boxes.map((b) => JSON.parse(JSON.stringify(b))), items: boxes.map((b) => JSON.parse(JSON.stringify(b.items))) };
    });
    assert.ok(want.every((w) => w.items.flat().length > 0), 'orders with items');

    const renders = await readRenders(world.db, org.id, ids);
    const stored = countingDb(world.db);
    assert.deepEqual(await partsOfOrders(stored.db, org.id, ids, ids.map((id) => renders.get(id)!)), want);
    assert.equal(stored.counts.statements, 0, 'nothing read beside the renders');

    const live = countingDb(world.db);
    const withoutRenders = await partsOfOrders(live.db, org.id, ids, [renders.get(ids[0])!, null, null]);
    assert.deepEqual(withoutRenders, want);
    const once = live.counts.statements;
    assert.ok(once > 0, 'the orders without a render rendered live');
    await partsOfOrders(live.db, org.id, ids, [renders.get(ids[0])!, renders.get(ids[1])!, null]);
    assert.equal(live.counts.statements, 2 * once, 'one render for all of them, whatever their number');
  });

  it('gives an order without boxes none', async () => {
    const [order] = await world.db.rows<{ id: number }>(sql`
      SELECT id::int AS id FROM orders o WHERE org_id = ${org.id} AND NOT EXISTS (SELECT 1 FROM boxes b WHERE b.org_id = o.org_id AND b.order_id = o.id) LIMIT 1`);
    if (!order) return;
    assert.deepEqual(await partsOfOrders(world.db, org.id, [order.id], [null]), [{ boxes: [], items: [] }]);
  });
});
