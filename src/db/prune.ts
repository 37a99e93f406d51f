/**
 * Deleting old rows without long locks: one short transaction per batch, rows a concurrent writer holds skipped
 * (`FOR UPDATE SKIP LOCKED`) and left for the next pass. Rows of tenant tables are found across organizations
 * without a lock and deleted organization by organization (`deleteByOrganization`, src/db/claim-by-org.ts), so that
 * the pass runs on Citus; a global table's batch is one statement.
 */
import type { SQL } from '../core/sql.ts';
import type { Database, Queryable } from './database.ts';
import { claimByOrganization } from './claim-by-org.ts';

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
 * Runs `batch(limit)` (it deletes up to `limit` rows and answers how many) until a batch deletes fewer than
 * `batchSize` rows; returns how many were deleted in all.
 */
export async function deleteInBatches(batch: (limit: number) => Promise<number>, options: PruneOptions): Promise<number> {
  let total = 0;
  for (;;) {
    if (options.stopped?.()) return total;
    const n = await batch(options.batchSize);
    total += n;
    if (n < options.batchSize) return total;
    await sleep(options.pauseMs ?? 20);
  }
}

/** A batch of one statement answering `{n}`, the rows it deleted (a global table's). */
export const deleted = async (db: Queryable, statement: SQL): Promise<number> => (await db.one<{ n: number }>(statement))?.n ?? 0;

/**
 * A batch of a tenant table: `find` (no lock) answers the rows due, `{org_id, ...}`; `remove(orgId, rows)` deletes
 * those of one organization still due, naming `org_id = orgId`, and answers `{n}`.
 */
export async function deleteByOrganization<F extends { org_id: number }>(
  db: Database, find: SQL, remove: (orgId: number, found: F[]) => SQL,
): Promise<number> {
  const counts = await claimByOrganization<F, { n: number }>(db, find, (tx, orgId, found) => tx.rows(remove(orgId, found)));
  return counts.reduce((sum, c) => sum + c.n, 0);
}
