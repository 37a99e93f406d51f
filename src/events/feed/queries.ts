/**
 * The organization's event feed, read from the outbox table the dispatcher delivers from (src/events/emit.ts).
 *
 * Event ids come from one sequence, but transactions commit in any order: a transaction still open may hold an id
 * below one already committed. A cursor that simply moved past the highest id seen could skip it for good. So a
 * read first finds the settled horizon: the sequence's last value, then (in a later statement) the transactions in
 * progress in this database, and waits for those to end. Every id up to the horizon was drawn by a transaction that
 * has now ended (committed, and visible to the next statement, or rolled back), so the cursor may move up to it and
 * nothing below it can appear later.
 */
import { sql } from '../../core/sql.ts';
import type { Queryable } from '../../db/database.ts';
import type { Entity } from '../emit.ts';

export interface FeedEventRow {
  id: number;
  entity: Entity;
  object_pk: string;
  action: 'put' | 'delete';
  payload: unknown;
  created_at: string;
}

const SETTLE_POLL_MS = 20;

/**
 * The highest event id below which every event is committed or gone, or null when a transaction that was open
 * when the horizon was read is still open after `settleMs` (the feed then waits for the next read).
 */
export async function settledHorizon(db: Queryable, settleMs: number): Promise<number | null> {
  const last = await db.one<{ last: number }>(sql`
    SELECT coalesce(pg_sequence_last_value(pg_get_serial_sequence('events', 'id')), 0)::int8 AS last`);
  // Transactions of this database only (the snapshot lists the whole server's): the others cannot write events here.
  const open = await db.one<{ xids: string[] }>(sql`
    SELECT array(
      SELECT x::text FROM pg_snapshot_xip(pg_current_snapshot()) AS x
      WHERE (x::text::numeric % 4294967296)::text IN (
        SELECT backend_xid::text FROM pg_stat_activity WHERE datname = current_database() AND backend_xid IS NOT NULL)
    ) AS xids`);
  let xids = open!.xids;
  const deadline = Date.now() + settleMs;
  while (xids.length > 0) {
    const still = await db.one<{ xids: string[] }>(sql`
      SELECT array(SELECT x::text FROM unnest(${sql.param(xids)}::text[]::xid8[]) AS x WHERE pg_xact_status(x) = 'in progress') AS xids`);
    xids = still!.xids;
    if (xids.length === 0) break;
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
  }
  return last!.last;
}

/** Up to `limit` events of the organization with `after < id <= horizon`, oldest first, of one entity or all. */
export async function eventsAfter(
  db: Queryable, orgId: number, opts: { after: number; horizon: number; entity: Entity | null; limit: number },
): Promise<FeedEventRow[]> {
  return db.rows<FeedEventRow>(sql`
    SELECT id, entity, object_pk, action, payload, created_at FROM events
    WHERE org_id = ${orgId} AND id > ${opts.after} AND id <= ${opts.horizon}
      ${opts.entity ? sql`AND entity = ${opts.entity}` : sql``}
    ORDER BY id LIMIT ${opts.limit}`);
}
