/**
 * The organization's events feed, read from the outbox table the dispatcher delivers from (src/events/emit.ts).
 *
 * Order and horizon. Event ids come from one sequence, but transactions commit in any order, so a cursor that moved
 * past the highest id seen could skip an id still held by an open transaction, for good. Instead each event records
 * the id of the transaction that wrote it (`xid`, migration 0215), and the feed hands events out in (xid, id) order,
 * only those whose xid lies below the horizon, computed in the reading statement from its own snapshot:
 * - the snapshot's xmax: every transaction at or above it began after the snapshot, or had not ended when it was
 *   taken although it is younger than the last one that had (PostgreSQL leaves those out of the snapshot's list of
 *   running transactions, xip); xids are handed out in increasing order, so a transaction that has not yet written
 *   can only ever hold one at or above it;
 * - the oldest xid in xip, leaving out those still running in another database (pg_stat_activity, read after the
 *   snapshot): a transaction of another database cannot write this database's events, and a long one elsewhere on
 *   the server must not hold the feed up. One that has ended since, or is not listed, counts (the cautious side).
 * Every transaction of this database below the horizon had ended when the snapshot was taken (committed, and so
 * visible to the same statement, or rolled back), and none can begin below it later: no event can appear below the
 * horizon once a read has passed it, and the cursor (the last event handed out) never passes one that will. An event
 * of a transaction that committed while an older one of this database is still running waits, never skipped: the
 * read says so (`unsettled`) and the long poll looks again shortly. Events written before xids were recorded (xid
 * NULL, all committed before 0215 finished) come first, by id.
 *
 * On the embedded database (PGlite) there is one connection, and a transaction holds it until it ends: a read never
 * runs beside an open write, the horizon is always past every write, and nothing can wait.
 */
import { sql, type SQL } from '../../core/sql.ts';
import type { Queryable } from '../../db/database.ts';
import type { Entity } from '../emit.ts';
import type { FeedPosition } from './cursor.ts';

export interface FeedEventRow {
  id: number;
  /** The writing transaction's id (text: an xid8), null for an event written before they were recorded. */
  xid: string | null;
  entity: Entity;
  object_pk: string;
  action: 'put' | 'delete';
  payload: unknown;
  created_at: string;
}

export interface FeedPage {
  events: FeedEventRow[];
  /** Whether events of the organization (of the entity asked for) have committed but wait for an older transaction. */
  unsettled: boolean;
}

export function positionOf(row: FeedEventRow): FeedPosition {
  return { xid: row.xid === null ? 0 : Number(row.xid), id: row.id };
}

const entityIs = (entity: Entity | null): SQL => (entity ? sql`AND entity = ${entity}` : sql``);

/** The horizon (see above) as the CTE `horizon (xmin)`, from the statement's own snapshot. */
const HORIZON = sql`
  snapshot AS MATERIALIZED (SELECT pg_current_snapshot() AS s),
  horizon AS MATERIALIZED (
    SELECT least(pg_snapshot_xmax(s), coalesce((
      SELECT min(x) FROM pg_snapshot_xip(s) AS x
      WHERE NOT EXISTS (
        SELECT 1 FROM pg_stat_activity a
        WHERE a.backend_xid::text = (x::text::numeric % 4294967296)::text AND a.datname <> current_database())
    ), pg_snapshot_xmax(s))) AS xmin
    FROM snapshot)`;

/** Up to `limit` events of the organization after `after` and below the horizon, in feed order; one statement. */
export async function feedPage(
  db: Queryable, orgId: number, opts: { after: FeedPosition; entity: Entity | null; limit: number },
): Promise<FeedPage> {
  const { after, entity, limit } = opts;
  const rows = await db.rows<FeedEventRow & { unsettled: boolean }>(sql`
    WITH ${HORIZON},
    page AS (
      (SELECT id, NULL::text AS xid, entity, object_pk, action, payload, created_at FROM events
       WHERE org_id = ${orgId} AND xid IS NULL AND id > ${after.id} AND ${after.xid} = 0 ${entityIs(entity)}
       ORDER BY id LIMIT ${limit})
      UNION ALL
      (SELECT id, xid::text, entity, object_pk, action, payload, created_at FROM events, horizon
       WHERE org_id = ${orgId} AND (xid, id) > (${String(after.xid)}::xid8, ${after.id}::int8) AND xid < horizon.xmin
         ${entityIs(entity)}
       ORDER BY xid, id LIMIT ${limit}))
    SELECT page.*, EXISTS (
      SELECT 1 FROM events, horizon WHERE org_id = ${orgId} AND xid >= horizon.xmin ${entityIs(entity)}) AS unsettled
    FROM (SELECT 1) AS one LEFT JOIN page ON true
    ORDER BY page.xid::xid8 NULLS FIRST, page.id
    LIMIT ${limit}`);
  const unsettled = rows[0]?.unsettled ?? false;
  const events = rows.filter((r) => r.id !== null).map(({ unsettled: _, ...event }) => event);
  return { events, unsettled };
}

/** Where the feed of the organization stands now: after its last event below the horizon (the start if none). */
export async function feedNow(db: Queryable, orgId: number): Promise<FeedPosition> {
  const row = await db.one<{ last: (string | null)[] }>(sql`
    WITH ${HORIZON}
    SELECT coalesce(
      (SELECT ARRAY[xid::text, id::text] FROM events, horizon WHERE org_id = ${orgId} AND xid < horizon.xmin
       ORDER BY xid DESC, id DESC LIMIT 1),
      ARRAY['0', (SELECT max(id) FROM events WHERE org_id = ${orgId} AND xid IS NULL)::text]) AS last`);
  const last = row!.last;
  return { xid: Number(last[0]), id: Number(last[1] ?? 0) };
}
