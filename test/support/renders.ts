/**
 * Stored renders (src/orders/writing/renders/store.ts and reading/renders/) against the live renderer: assertRendersCurrent checks that every order of
 * an organization has a stored render, byte for byte what the live renderer makes of it now and what the route's
 * response schema sends for it (liveText), and that no render outlives its order. Write-path tests call it after
 * each kind of change.
 */
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { sql } from '../../src/core/sql.ts';
import type { Database } from '../../src/db/database.ts';
import { encodeId } from '../../src/core/ids.ts';
import { Order } from '../../src/orders/shape.ts';
import { listSchema } from '../../src/core/paging.ts';
import { renderOrderMap, type RenderOptions } from '../../src/orders/reading/render.ts';
import { STORED_FORM } from '../../src/orders/writing/renders/store.ts';

// A bare Fastify route whose response schema is Order: its body is the text the old path sent for an order.
const app = Fastify();
let current: unknown;
app.get('/order', { schema: { response: { 200: Order } } }, async () => current);
app.get('/list', { schema: { response: { 200: listSchema(Order) } } }, async () => current);

/** What the route's response schema sends for the live render of each order (ids in order; missing ones left out). */
export async function liveText(db: Database, org: { id: number; pk?: string; base?: string }, ids: number[], opts: RenderOptions): Promise<string[]> {
  const orders = await renderOrderMap(db, orgRef(org), ids, opts);
  const out: string[] = [];
  for (const id of ids) {
    const order = orders.get(id);
    if (!order) continue;
    current = order;
    out.push((await app.inject({ method: 'GET', url: '/order' })).body);
  }
  return out;
}

/** What the list route's response schema sends for this envelope with the live render of the orders `ids`. */
export async function liveListText(
  db: Database, org: { id: number }, envelope: { count: number; next: string | null; previous: string | null }, ids: number[], opts: RenderOptions,
): Promise<string> {
  const orders = await renderOrderMap(db, orgRef(org), ids, opts);
  current = { ...envelope, results: ids.flatMap((id) => orders.get(id) ?? []) };
  return (await app.inject({ method: 'GET', url: '/list' })).body;
}

export const orgRef = (org: { id: number }) => ({ id: org.id });

/** Every order of `org` has its stored render, equal byte for byte to its live render; no render without its order. */
export async function assertRendersCurrent(db: Database, org: { id: number }, message = ''): Promise<number> {
  const orders = (await db.rows<{ id: number }>(sql`SELECT id FROM orders WHERE org_id = ${org.id} ORDER BY id`)).map((r) => Number(r.id));
  const stored = await db.rows<{ order_id: number; body: string }>(sql`
    SELECT order_id, body FROM order_renders WHERE org_id = ${org.id} ORDER BY order_id`);
  assert.deepEqual(stored.map((r) => Number(r.order_id)), orders, `${message}: one stored render per order`);
  const live = await liveText(db, org, orders, STORED_FORM);
  stored.forEach((row, i) => {
    if (row.body === live[i]) return;
    let at = 0;
    while (row.body[at] === live[i][at]) at++;
    const around = (text: string) => text.slice(Math.max(0, at - 80), at + 80);
    assert.fail(`${message}: order ${encodeId(orders[i])} stored\n  ${around(row.body)}\nlive\n  ${around(live[i])}`);
  });
  return orders.length;
}
