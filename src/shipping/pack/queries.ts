/** SQL of the pack station (migration 0261): the orders a slip names, the lines of an order with their counts, a scan. */
import { sql } from '../../core/sql.ts';
import type { Queryable } from '../../db/database.ts';

/** A line of a box that is packed by scanning: goods with a quantity. */
export interface PackLine {
  item_id: number;
  box_id: number;
  part_number: string | null;
  description: string | null;
  /** The value of the item's `barcode` custom field (any case of the name), when it has one. */
  barcode: string | null;
  quantity: number;
  scanned: number;
}

/** The ids of the organization's orders whose `primary_id` is the code (a packing slip's Code 128), newest first. */
export async function ordersBySlip(db: Queryable, orgId: number, code: string): Promise<{ id: number; primary_id: string }[]> {
  const rows = await db.rows<{ id: number; primary_id: string }>(sql`
    SELECT id, primary_id FROM orders WHERE org_id = ${orgId} AND primary_id = ${code} ORDER BY id DESC LIMIT 20`);
  return rows.map((r) => ({ id: Number(r.id), primary_id: r.primary_id }));
}

const BARCODE = sql`(SELECT f.value->>'value' FROM jsonb_each(i.custom_fields) f WHERE lower(f.key) = 'barcode' LIMIT 1)`;

/** Every scannable line of the order, by box then line, with what was scanned of it: one query. */
export async function packLines(db: Queryable, orgId: number, orderId: number): Promise<PackLine[]> {
  const rows = await db.rows<PackLine>(sql`
    SELECT i.id AS item_id, i.box_id, i.part_number, i.description, ${BARCODE} AS barcode, i.quantity,
           least(coalesce(s.scanned, 0), i.quantity) AS scanned
    FROM items i LEFT JOIN pack_scans s ON s.org_id = i.org_id AND s.item_id = i.id
    WHERE i.org_id = ${orgId} AND i.order_id = ${orderId} AND i.kind = 'goods' AND i.quantity > 0
    ORDER BY i.box_id, i.id`);
  return rows.map((r) => ({ ...r, item_id: Number(r.item_id), box_id: Number(r.box_id), quantity: Number(r.quantity), scanned: Number(r.scanned) }));
}

/** The order's box ids in the order the API lists them; null when the organization has no such order. */
export async function boxIdsOfOrder(db: Queryable, orgId: number, orderId: number): Promise<number[] | null> {
  const rows = await db.rows<{ box_id: number | null }>(sql`
    SELECT b.id AS box_id FROM orders o LEFT JOIN boxes b ON b.org_id = o.org_id AND b.order_id = o.id
    WHERE o.org_id = ${orgId} AND o.id = ${orderId} ORDER BY b.id`);
  if (rows.length === 0) return null;
  return rows.filter((r) => r.box_id !== null).map((r) => Number(r.box_id));
}

/**
 * Counts one unit of `itemId`, unless its line is complete: the upsert's WHERE keeps the count at most the line's
 * quantity even when two packers scan the same line at once. Null when nothing was counted.
 */
export async function countScan(tx: Queryable, orgId: number, line: { itemId: number; orderId: number; quantity: number }, userId: number | null) {
  return (await tx.one<{ scanned: number }>(sql`
    INSERT INTO pack_scans AS s (org_id, item_id, order_id, scanned, needed, scanned_by, updated_at)
    VALUES (${orgId}, ${line.itemId}, ${line.orderId}, 1, ${line.quantity}, ${userId}, now())
    ON CONFLICT (org_id, item_id) DO UPDATE SET scanned = s.scanned + 1, needed = EXCLUDED.needed, scanned_by = EXCLUDED.scanned_by, updated_at = EXCLUDED.updated_at
    WHERE s.scanned < EXCLUDED.needed
    RETURNING scanned`)) ?? null;
}

/** Forgets what was scanned into a box (the packer starts it again). */
export async function clearBoxScans(tx: Queryable, orgId: number, orderId: number, boxId: number): Promise<void> {
  await tx.rows(sql`DELETE FROM pack_scans s USING items i
    WHERE s.org_id = ${orgId} AND s.order_id = ${orderId} AND i.org_id = s.org_id AND i.id = s.item_id AND i.box_id = ${boxId}`);
}

/** The shipping rule of a `labels` batch: its account (null: every account) and service (a code, or `cheapest`). */
export interface BatchRule {
  batch_id: number;
  carrier_account_id: number | null;
  service: string;
}

/** The rule of the newest `labels` batch holding the order, or null: one index lookup (migration 0311). */
export async function batchRuleOfOrder(db: Queryable, orgId: number, orderId: number): Promise<BatchRule | null> {
  const row = await db.one<BatchRule>(sql`
    SELECT b.id AS batch_id, b.carrier_account_id, b.service FROM batch_items i
    JOIN batches b ON b.org_id = i.org_id AND b.id = i.batch_id
    WHERE i.org_id = ${orgId} AND i.order_id = ${orderId} AND b.action = 'labels' AND b.service IS NOT NULL
    ORDER BY i.batch_id DESC LIMIT 1`);
  if (!row) return null;
  return { batch_id: Number(row.batch_id), carrier_account_id: row.carrier_account_id === null ? null : Number(row.carrier_account_id), service: row.service };
}
