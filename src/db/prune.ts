/**
 * Deleting old rows without long locks: one short statement per batch (each commits on its own), rows a
 * concurrent writer holds skipped (`FOR UPDATE SKIP LOCKED`) and left for the next pass.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from './database.ts';

export interface PruneOptions {
  /** Rows per statement. */
  batchSize: number;
  /** Pause between batches, so other writers get the tables in between (default 20 ms). */
  pauseMs?: number;
  /** Stops between batches when it answers true (the worker is shutting down). */
  stopped?: () => boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `batch(limit)` (a statement answering `{n}`, the rows it deleted) until a batch deletes fewer than
 * `batchSize` rows; returns how many were deleted in all.
 */
export async function deleteInBatches(db: Queryable, batch: (limit: number) => SQL, options: PruneOptions): Promise<number> {
  let total = 0;
  for (;;) {
    if (options.stopped?.()) return total;
    const row = await db.one<{ n: number }>(batch(options.batchSize));
    const n = row?.n ?? 0;
    total += n;
    if (n < options.batchSize) return total;
    await sleep(options.pauseMs ?? 20);
  }
}

/**
 * Idempotency keys (the `Idempotency-Key` layer's table, `idempotency_keys`) older than `cutoff`, or past their
 * `expires_at` when the table has one. Does nothing while the table does not exist (the layer lands on main
 * separately): this is the hook the retention pass calls.
 */
export async function pruneIdempotencyKeys(db: Queryable, cutoff: Date, options: PruneOptions): Promise<number> {
  const columns = await db.rows<{ column_name: string }>(sql`
    SELECT column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = 'idempotency_keys' AND column_name IN ('expires_at', 'created_at')`);
  const names = new Set(columns.map((c) => c.column_name));
  const condition = names.has('expires_at') ? sql`expires_at < now()` : names.has('created_at') ? sql`created_at < ${cutoff.toISOString()}` : null;
  if (!condition) return 0;
  return deleteInBatches(db, (limit) => sql`
    WITH doomed AS (SELECT ctid FROM idempotency_keys WHERE ${condition} LIMIT ${limit} FOR UPDATE SKIP LOCKED),
         gone AS (DELETE FROM idempotency_keys WHERE ctid IN (SELECT ctid FROM doomed) RETURNING 1)
    SELECT count(*)::int AS n FROM gone`, options);
}
