/**
 * The organization's current labels: each box's pending, purchased or `attention` label (at most one per box, the
 * one `GET .../label/` answers), newest first; and those an operator must settle (`attention`), with their orders'
 * numbers, for the console's notice.
 */
import { sql } from '../../core/sql.ts';
import type { Queryable } from '../../db/database.ts';
import { countedPage } from '../../db/sql.ts';
import type { Page } from '../../core/paging.ts';
import { COLUMNS as purchaseColumns, purchaseRowOf, type PurchaseRow } from './queries.ts';

export const CURRENT_STATUSES = ['pending', 'purchased', 'attention'] as const;
export type CurrentStatus = typeof CURRENT_STATUSES[number];

/** A page of the current labels, of one status or of all three; `count` counts them all. */
export async function listCurrentLabels(db: Queryable, orgId: number, status: CurrentStatus | null, page: Page)
  : Promise<{ count: number; rows: PurchaseRow[] }> {
  // The partial unique index label_purchases_active_box holds exactly these rows.
  const where = status === null
    ? sql`org_id = ${orgId} AND status IN ('pending', 'purchased', 'attention')`
    : sql`org_id = ${orgId} AND status = ${status}`;
  const { count, rows } = await countedPage<PurchaseRow>(db,
    sql`SELECT count(*)::int AS count FROM label_purchases WHERE ${where}`,
    sql`SELECT ${purchaseColumns} FROM label_purchases WHERE ${where} ORDER BY id DESC LIMIT ${page.limit} OFFSET ${page.offset}`);
  return { count, rows: rows.map((r) => purchaseRowOf(r)!) };
}

export interface LabelNeedingAttention {
  orderId: number;
  primaryId: string;
  boxId: number;
  error: string | null;
}

/** The labels waiting for an operator (oldest first, at most `limit`) and how many there are. */
export async function labelsNeedingAttention(db: Queryable, orgId: number, limit: number)
  : Promise<{ count: number; labels: LabelNeedingAttention[] }> {
  const rows = await db.rows<{ order_id: number; primary_id: string; box_id: number; error: string | null; count: number }>(sql`
    SELECT p.order_id, o.primary_id, p.box_id, p.error, count(*) OVER ()::int AS count
    FROM label_purchases p JOIN orders o ON o.org_id = p.org_id AND o.id = p.order_id
    WHERE p.org_id = ${orgId} AND p.status = 'attention'
    ORDER BY p.id LIMIT ${limit}`);
  return {
    count: rows[0]?.count ?? 0,
    labels: rows.map((r) => ({ orderId: Number(r.order_id), primaryId: r.primary_id, boxId: Number(r.box_id), error: r.error })),
  };
}
