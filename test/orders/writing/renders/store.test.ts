/**
 * Writing stored renders (src/orders/writing/renders/store.ts, writeRenders): one order's text, or several bound
 * together as one value cut into each order's text, stored byte for byte as renderText writes it, whatever the
 * characters (accents, emoji, quotes, backslashes), and written again only where it changed.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../../../support/app.ts';
import { sql } from '../../../../src/core/sql.ts';
import { renderText, writeRenders } from '../../../../src/orders/writing/renders/store.ts';
import type { OrderJson } from '../../../../src/orders/reading/render.ts';
import { postOrder, twoByThreeOrder } from '../../../v2/orders/fixtures.ts';

let world: TestWorld;
let org: TestOrg;

before(async () => {
  world = await createWorld();
  org = await world.createOrg('Acme');
});
after(() => world.close());

const stored = async () => (await world.db.rows<{ order_id: number; body: string }>(sql`
  SELECT order_id::int, body FROM order_renders WHERE org_id = ${org.id} ORDER BY order_id`)).map((r) => [Number(r.order_id), r.body]);

describe('writing stored renders', () => {
  it('stores several orders\' texts byte for byte, each its own, and one order\'s alone', async () => {
    for (let i = 0; i < 4; i++) await postOrder(world, org, twoByThreeOrder(i));
    const rows = await world.db.rows<{ id: number }>(sql`SELECT id::int FROM orders WHERE org_id = ${org.id} ORDER BY id`);
    const orderIds = rows.map((r) => Number(r.id));
    const texts = ['Tasse größe L, modèle « Été »', 'emoji 📦🚚 and "quotes", a \\ backslash', '', 'ascii only'];
    const orders = new Map(orderIds.map((id, k) => [id, { primary_id: texts[k], n: k, nested: { list: [texts[k], k] } } as unknown as OrderJson]));
    await writeRenders(world.db, org.id, orders);
    assert.deepEqual(await stored(), orderIds.map((id) => [id, renderText(orders.get(id)!)]));
    const one = new Map([[orderIds[2], { primary_id: 'only this one — changed' } as unknown as OrderJson]]);
    await writeRenders(world.db, org.id, one);
    assert.deepEqual(await stored(), orderIds.map((id) => [id, renderText((one.get(id) ?? orders.get(id))!)]));
  });
});
