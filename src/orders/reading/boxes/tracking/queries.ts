/** Tracking events of boxes: reading them (box routes, box rendering) and adding them (service.ts). */
import { sql, type SQL } from '../../../../core/sql.ts';
import type { Queryable } from '../../../../db/database.ts';
import { bigintArray } from '../../../../db/sql.ts';
import { selectListSql } from '../../../../core/fields/index.ts';
import { TRACKING_FIELDS, type TrackingStatus } from '../../../../catalogue/tracking.ts';

export interface TrackingRecord extends Record<string, unknown> {
  id: number;
  order_id: number;
  box_id: number;
  status: TrackingStatus;
  created_at: string;
}

export interface TrackingFilter {
  orderId?: number;
  boxIds: readonly number[];
  trackingId?: number;
  page?: { limit: number; offset: number };
}

function where(orgId: number, f: TrackingFilter): SQL {
  const parts = [sql`t.org_id = ${orgId}`, sql`t.box_id = ANY(${bigintArray([...f.boxIds])})`];
  if (f.orderId !== undefined) parts.push(sql`t.order_id = ${f.orderId}`);
  if (f.trackingId !== undefined) parts.push(sql`t.id = ${f.trackingId}`);
  return sql.join(parts, sql` AND `);
}

/** The events of the boxes, oldest scan first, in one query. */
export function selectTracking(db: Queryable, orgId: number, f: TrackingFilter): Promise<TrackingRecord[]> {
  if (f.boxIds.length === 0) return Promise.resolve([]);
  return db.rows<TrackingRecord>(sql`
    SELECT t.id, t.order_id, t.box_id, ${selectListSql(TRACKING_FIELDS, 't')}
    FROM tracking_events t WHERE ${where(orgId, f)} ORDER BY t.box_id, t.created_at, t.id
    ${f.page ? sql`LIMIT ${f.page.limit} OFFSET ${f.page.offset}` : sql``}`);
}

export async function countTracking(db: Queryable, orgId: number, f: TrackingFilter): Promise<number> {
  const row = await db.one<{ count: number }>(sql`SELECT count(*)::int AS count FROM tracking_events t WHERE ${where(orgId, f)}`);
  return row!.count;
}
