/**
 * Deleting old rows without long locks: one short statement per batch (each commits on its own), rows a
 * concurrent writer holds skipped (`FOR UPDATE SKIP LOCKED`) and left for the next pass.
 */
import type { SQL } from '../core/sql.ts';
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
