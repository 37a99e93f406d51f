/**
 * What a write of an order leaves behind, for the "a write that changes nothing changes nothing" tests (not a test
 * file itself): every timestamp of the order, its addresses, source, boxes, items and notes, its stored render, and
 * the organization's events and webhook deliveries (the outbox). Two trails compare equal when the write changed
 * nothing a client or a subscriber can see.
 */
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import type { Database } from '../../../src/db/database.ts';
import type { TestOrg, TestWorld } from '../../support/app.ts';

export interface Trail {
  order: Record<string, string | null>;
  boxes: Record<string, string>;
  items: Record<string, string>;
  notes: Record<string, string>;
  render: string | null;
  events: number;
  deliveries: number;
}

const byId = (rows: { id: number; updated_at: string }[]) => Object.fromEntries(rows.map((r) => [String(r.id), r.updated_at]));

export async function trailOf(db: Database, orgId: number, orderId: number): Promise<Trail> {
  const [order] = await db.rows<Record<string, string | null>>(sql`
    SELECT updated_at::text, nested_updated_at::text, source_updated_at::text,
           bill_to_created_at::text, bill_to_updated_at::text, ship_to_created_at::text, ship_to_updated_at::text,
           ship_from_created_at::text, ship_from_updated_at::text
    FROM orders WHERE org_id = ${orgId} AND id = ${orderId}`);
  assert.ok(order, `order ${orderId} exists`);
  const parts = (table: string) => db.rows<{ id: number; updated_at: string }>(sql`
    SELECT id, updated_at::text FROM ${sql.identifier(table)} WHERE org_id = ${orgId} AND order_id = ${orderId} ORDER BY id`);
  const [render] = await db.rows<{ body: string }>(sql`SELECT body FROM order_renders WHERE org_id = ${orgId} AND order_id = ${orderId}`);
  const [counts] = await db.rows<{ events: number; deliveries: number }>(sql`
    SELECT (SELECT count(*)::int FROM events WHERE org_id = ${orgId}) AS events,
           (SELECT count(*)::int FROM webhook_deliveries WHERE org_id = ${orgId}) AS deliveries`);
  return {
    order, boxes: byId(await parts('boxes')), items: byId(await parts('items')), notes: byId(await parts('order_notes')),
    render: render?.body ?? null, events: counts.events, deliveries: counts.deliveries,
  };
}

/** Subscribes a webhook to the organization's `orders` events, so that an event would also queue a delivery. */
export async function subscribeOrders(world: TestWorld, org: TestOrg): Promise<void> {
  const res = await world.request('POST', `${org.url}webhooks/`, { token: org.token, body: { entity: 'orders', remote_url: 'https://example.com/hook/' } });
  assert.equal(res.statusCode, 201, res.body);
}

/** The keys of `after` whose values differ from `before`'s. */
export function moved(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => before[k] !== after[k]).sort();
}
