/** Tracking events of boxes: reading them (box routes, box rendering) and adding them (service.ts). */
import { sql } from '../../../core/sql.ts';
import type { Queryable } from '../../../db/database.ts';
import { bigintArray } from '../../../db/sql.ts';
import { selectListSql } from '../../../core/fields/index.ts';
import { TRACKING_FIELDS, type Scan } from '../../../catalogue/tracking.ts';
import { instantText } from '../../../core/values/datetime.ts';
import { TrackingRecord } from '../../reading/boxes/tracking/queries.ts';

/** A scan's time as its column takes it; one a carrier's answer did not give readably fails the box's poll (it is asked again). */
function scanTime(scan: Scan): string {
  const text = instantText(scan.occurredAt);
  if (text === null) throw new Error(`a ${scan.carrier} scan without a readable time: ${String(scan.occurredAt)}`);
  return text;
}

/** Adds the events a box does not have yet (by dedupe key); returns those added. */
export async function insertTracking(
  tx: Queryable, orgId: number, orderId: number, boxId: number, events: readonly Scan[],
): Promise<TrackingRecord[]> {
  if (events.length === 0) return [];
  const rows = events.map((e) => sql`(${orgId}::bigint, ${orderId}::bigint, ${boxId}::bigint, ${e.status}, ${e.description},
    ${e.location}, ${scanTime(e)}::timestamptz, ${e.carrier}, ${e.dedupeKey})`);
  return tx.rows<TrackingRecord>(sql`
    INSERT INTO tracking_events AS t (org_id, order_id, box_id, status, description, location, created_at, carrier, dedupe_key)
    VALUES ${sql.join(rows, sql`, `)}
    ON CONFLICT (org_id, box_id, dedupe_key) DO NOTHING
    RETURNING t.id, t.order_id, t.box_id, ${selectListSql(TRACKING_FIELDS, 't')}`);
}

/** Whether the box had an `accepted` scan before the ones just added (`except`). */
export async function hadAcceptedScan(tx: Queryable, orgId: number, boxId: number, except: readonly number[]): Promise<boolean> {
  const row = await tx.one(sql`
    SELECT 1 FROM tracking_events WHERE org_id = ${orgId} AND box_id = ${boxId} AND status = 'accepted'
      AND NOT (id = ANY(${bigintArray([...except])})) LIMIT 1`);
  return row !== undefined;
}

export interface TrackedBox {
  order_id: number;
  delivered_at: string | null;
  ship_cost_amount: string | null;
  ship_cost_currency: string | null;
  custom_fields: Record<string, { value?: unknown } | undefined>;
}

/** The box values the tracking rules read (under the order's lock), or undefined when the box is gone. */
export function selectTrackedBox(tx: Queryable, orgId: number, boxId: number): Promise<TrackedBox | undefined> {
  return tx.one<TrackedBox>(sql`
    SELECT order_id, delivered_at, ship_cost_amount, ship_cost_currency, custom_fields
    FROM boxes WHERE org_id = ${orgId} AND id = ${boxId}`);
}

/** A `delivered` scan sets the box's delivered_at (when it has none). */
export async function markBoxDelivered(tx: Queryable, orgId: number, boxId: number, at: string): Promise<void> {
  await tx.rows(sql`
    UPDATE boxes SET delivered_at = ${at}::timestamptz, updated_at = now()
    WHERE org_id = ${orgId} AND id = ${boxId} AND delivered_at IS NULL`);
}
