/**
 * `POST .../batches/{pk}/retry/`: the failed items of an ended batch queued again, in one transaction; the done
 * ones are kept (their labels stay bought). The old print file is listed for removal: the batch's next end makes
 * a new one over every done item. An item's purchase key is the same at every run (labels.ts), so a retried item
 * whose earlier purchase failed buys anew, and one whose label was bought answers it.
 */
import { sql } from '../core/sql.ts';
import type { Database } from '../db/database.ts';
import { BATCH_COLUMNS, numericBatch, selectBatch, type BatchRow } from './queries.ts';
import { refuseBatch } from './refusals.ts';

export async function retryBatch(db: Database, orgId: number, batchId: number): Promise<BatchRow> {
  return db.transaction(async (tx) => {
    const batch = numericBatch(await tx.one<BatchRow>(sql`SELECT ${BATCH_COLUMNS} FROM batches WHERE org_id = ${orgId} AND id = ${batchId} FOR UPDATE`));
    if (!batch) throw refuseBatch({ kind: 'missing', what: 'batch' });
    if (batch.status === 'queued' || batch.status === 'running') throw refuseBatch({ kind: 'batch_running' });
    if (batch.failed === 0) throw refuseBatch({ kind: 'no_failures' });
    await tx.rows(sql`UPDATE batch_items SET status = 'queued', error = NULL, claimed_until = NULL, updated_at = now()
      WHERE org_id = ${orgId} AND batch_id = ${batchId} AND status = 'failed' RETURNING 1`);
    if (batch.print_file_key !== null) {
      await tx.rows(sql`INSERT INTO storage_removals (storage_key, due_at) VALUES (${batch.print_file_key}, now()) ON CONFLICT DO NOTHING RETURNING 1`);
    }
    await tx.rows(sql`UPDATE batches SET status = 'queued', failed = 0, finished_at = NULL, print_file_key = NULL, print_file_type = NULL,
      print_file_size = NULL, updated_at = now() WHERE org_id = ${orgId} AND id = ${batchId} RETURNING 1`);
    return (await selectBatch(tx, orgId, batchId))!;
  });
}
