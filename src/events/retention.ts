/**
 * Event retention: settled delivery attempts and events older than the configured age are deleted in small
 * batches (src/db/prune.ts), found across organizations and deleted organization by organization. An event keeps living while any of its deliveries is pending, which is how a
 * suspended webhook keeps everything it has not received (its pending deliveries are parked, never settled).
 * Also the outbox figures `/metrics` shows.
 */
import { sql } from '../core/sql.ts';
import type { Database, Queryable } from '../db/database.ts';
import { bigintArray } from '../db/sql.ts';
import { deleteByOrganization, deleteInBatches, type PruneOptions } from '../db/prune.ts';

/** Delivery attempts in any state but pending (delivered, retried, failed, superseded, expired) created before `cutoff`. */
export function pruneDeliveries(db: Database, cutoff: Date, options: PruneOptions): Promise<number> {
  const settled = sql`state <> 'pending' AND created_at < ${cutoff.toISOString()}`;
  return deleteInBatches((limit) => deleteByOrganization<{ org_id: number; id: number }>(db, sql`
    SELECT org_id, id FROM webhook_deliveries WHERE ${settled} ORDER BY created_at LIMIT ${limit}`, (orgId, found) => sql`
    WITH doomed AS (
      SELECT id FROM webhook_deliveries
      WHERE org_id = ${orgId} AND id = ANY(${bigintArray(found.map((f) => f.id))}) AND ${settled}
      FOR UPDATE SKIP LOCKED),
    gone AS (
      DELETE FROM webhook_deliveries d USING doomed WHERE d.org_id = ${orgId} AND d.id = doomed.id RETURNING 1)
    SELECT count(*)::int AS n FROM gone`), options);
}

/**
 * Events created before `cutoff` none of whose deliveries is pending (their settled attempts go with them).
 * A delivery that becomes pending meanwhile (a retry, a redelivery) takes a key-share lock on its event,
 * which makes the event skipped here; a pending one not yet committed is still seen as pending. Their deliveries
 * are matched by `orgId` when given (a statement on one organization names it as a value), by `e.org_id` otherwise.
 */
export function pruneEvents(db: Database, cutoff: Date, options: PruneOptions): Promise<number> {
  const old = (orgId: number | null) => sql`e.created_at < ${cutoff.toISOString()}
    AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d
                    WHERE d.org_id = ${orgId ?? sql`e.org_id`} AND d.event_id = e.id AND d.state = 'pending')`;
  return deleteInBatches((limit) => deleteByOrganization<{ org_id: number; id: number }>(db, sql`
    SELECT e.org_id, e.id FROM events e WHERE ${old(null)} ORDER BY e.created_at LIMIT ${limit}`, (orgId, found) => sql`
    WITH doomed AS (
      SELECT e.id FROM events e
      WHERE e.org_id = ${orgId} AND e.id = ANY(${bigintArray(found.map((f) => f.id))}) AND ${old(orgId)}
      FOR UPDATE SKIP LOCKED),
    gone AS (
      DELETE FROM events e USING doomed WHERE e.org_id = ${orgId} AND e.id = doomed.id RETURNING 1)
    SELECT count(*)::int AS n FROM gone`), options);
}

export interface OutboxStats {
  /** Pending deliveries waiting or in flight. */
  due: number;
  /** Pending deliveries parked while their webhook is suspended. */
  parked: number;
  /** Seconds since the oldest pending delivery (parked ones excluded) was written; 0 when there is none. */
  oldestAgeSeconds: number;
  /** The same, over parked deliveries. */
  oldestParkedAgeSeconds: number;
}

export async function outboxStats(db: Queryable): Promise<OutboxStats> {
  const row = await db.one<{ due: number; parked: number; oldest: number | null; oldest_parked: number | null }>(sql`
    SELECT count(*) FILTER (WHERE scheduled_at <> 'infinity')::int AS due,
           count(*) FILTER (WHERE scheduled_at = 'infinity')::int AS parked,
           extract(epoch FROM clock_timestamp() - min(created_at) FILTER (WHERE scheduled_at <> 'infinity'))::float8 AS oldest,
           extract(epoch FROM clock_timestamp() - min(created_at) FILTER (WHERE scheduled_at = 'infinity'))::float8 AS oldest_parked
    FROM webhook_deliveries WHERE state = 'pending'`);
  return {
    due: row?.due ?? 0,
    parked: row?.parked ?? 0,
    oldestAgeSeconds: Math.max(0, row?.oldest ?? 0),
    oldestParkedAgeSeconds: Math.max(0, row?.oldest_parked ?? 0),
  };
}
