/**
 * The worker's statements on batches. Items are claimed FOR UPDATE SKIP LOCKED with a lease: any number of workers
 * share the open batches, and an item a dead worker held is claimed again once its lease has run out. A claim is
 * named by the item's `attempts` after it: a result is recorded only by the claim that still holds the item, in ONE
 * statement with the batch's `done`/`failed` counts (the progress the API shows). The print file is made by the
 * worker that claims the batch's end (`finishing_until`, a lease too), and the end is recorded in one transaction
 * with its `batch` event.
 */
import { sql } from '../core/sql.ts';
import { bigintArray } from '../db/sql.ts';
import type { Queryable } from '../db/database.ts';
import { BATCH_COLUMNS, numericBatch, type BatchRow } from './queries.ts';

export interface ClaimedItem {
  org_id: number;
  batch_id: number;
  position: number;
  order_id: number;
  box_id: number | null;
  attempts: number;
}

const num = (v: unknown) => (v === null ? null : Number(v));

/** Claims up to `limit` items of open batches (oldest batch first, in pack order) for `leaseSeconds`. */
export async function claimItems(db: Queryable, limit: number, leaseSeconds: number): Promise<{ items: ClaimedItem[]; batches: Map<string, BatchRow> }> {
  const rows = await db.rows<ClaimedItem>(sql`
    WITH due AS (
      SELECT i.org_id, i.batch_id, i.position FROM batches b
      JOIN batch_items i ON i.org_id = b.org_id AND i.batch_id = b.id AND i.status IN ('queued', 'running')
      WHERE b.status IN ('queued', 'running') AND (i.status = 'queued' OR i.claimed_until < now())
      ORDER BY b.id, i.position LIMIT ${limit}
      FOR UPDATE OF i SKIP LOCKED
    )
    UPDATE batch_items i SET status = 'running', claimed_until = now() + make_interval(secs => ${leaseSeconds}), attempts = i.attempts + 1, updated_at = now()
    FROM due WHERE i.org_id = due.org_id AND i.batch_id = due.batch_id AND i.position = due.position
    RETURNING i.org_id, i.batch_id, i.position, i.order_id, i.box_id, i.attempts`);
  const items = rows.map((r) => ({ org_id: Number(r.org_id), batch_id: Number(r.batch_id), position: Number(r.position), order_id: Number(r.order_id),
    box_id: num(r.box_id), attempts: Number(r.attempts) }));
  const batches = new Map<string, BatchRow>();
  if (items.length === 0) return { items, batches };
  const orgs = items.map((i) => i.org_id);
  const ids = items.map((i) => i.batch_id);
  // Queued batches start running (one statement for the claim's batches), then are read (one more).
  const pairs = sql`SELECT DISTINCT * FROM unnest(${bigintArray(orgs)}, ${bigintArray(ids)}) AS c (org_id, id)`;
  await db.rows(sql`UPDATE batches b SET status = 'running', updated_at = now() FROM (${pairs}) c
    WHERE b.org_id = c.org_id AND b.id = c.id AND b.status = 'queued' RETURNING 1`);
  const read = await db.rows<BatchRow>(sql`SELECT ${BATCH_COLUMNS} FROM batches WHERE (org_id, id) IN (${pairs})`);
  for (const row of read) {
    const batch = numericBatch(row)!;
    batches.set(`${batch.org_id}:${batch.id}`, batch);
  }
  return { items, batches };
}

export type ItemResult = { kind: 'done'; purchaseId: number | null } | { kind: 'failed'; message: string } | { kind: 'later'; afterSeconds: number };

/** Records an item's result (only while `item`'s claim holds it) and moves the batch's counts, in one statement. */
export async function recordItem(db: Queryable, item: ClaimedItem, result: ItemResult): Promise<void> {
  if (result.kind === 'later') {
    // Not settled yet (a purchase still pending): the item is claimed again after the delay.
    await db.rows(sql`UPDATE batch_items SET claimed_until = now() + make_interval(secs => ${result.afterSeconds}), updated_at = now()
      WHERE org_id = ${item.org_id} AND batch_id = ${item.batch_id} AND position = ${item.position} AND status = 'running' AND attempts = ${item.attempts}
      RETURNING 1`);
    return;
  }
  const done = result.kind === 'done';
  await db.rows(sql`
    WITH i AS (
      UPDATE batch_items SET status = ${result.kind}, error = ${done ? null : result.message.slice(0, 1000)},
        purchase_id = ${done ? result.purchaseId : null}, claimed_until = NULL, updated_at = now()
      WHERE org_id = ${item.org_id} AND batch_id = ${item.batch_id} AND position = ${item.position} AND status = 'running' AND attempts = ${item.attempts}
      RETURNING 1
    )
    UPDATE batches SET ${done ? sql`done = done` : sql`failed = failed`} + (SELECT count(*) FROM i)::int, updated_at = now()
    WHERE org_id = ${item.org_id} AND id = ${item.batch_id}
    RETURNING 1`);
}

/** Claims the end of open batches that have no item left to run, for `leaseSeconds`; `finishing_until` names the claim. */
export async function claimEnds(db: Queryable, limit: number, leaseSeconds: number): Promise<(BatchRow & { finishing_until: string })[]> {
  const rows = await db.rows<BatchRow & { finishing_until: string }>(sql`
    UPDATE batches SET finishing_until = now() + make_interval(secs => ${leaseSeconds}), updated_at = now()
    WHERE (org_id, id) IN (
      SELECT b.org_id, b.id FROM batches b
      WHERE b.status IN ('queued', 'running') AND (b.finishing_until IS NULL OR b.finishing_until < now())
        AND NOT EXISTS (SELECT 1 FROM batch_items i WHERE i.org_id = b.org_id AND i.batch_id = b.id AND i.status IN ('queued', 'running'))
      ORDER BY b.id LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING ${BATCH_COLUMNS}, finishing_until::text AS finishing_until`);
  return rows.map((r) => ({ ...numericBatch(r)!, finishing_until: r.finishing_until }));
}

export interface PrintFile {
  key: string;
  contentType: string;
  size: number;
}

/** In the end's transaction: the batch done (failed when no item was), with its print file; null when the claim was lost. */
export async function markEnded(tx: Queryable, batch: BatchRow & { finishing_until: string }, file: PrintFile | null): Promise<BatchRow | null> {
  return numericBatch(await tx.one<BatchRow>(sql`
    UPDATE batches SET status = CASE WHEN done = 0 AND failed > 0 THEN 'failed' ELSE 'done' END, finished_at = now(), finishing_until = NULL,
      print_file_key = ${file?.key ?? null}, print_file_type = ${file?.contentType ?? null}, print_file_size = ${file?.size ?? null}, updated_at = now()
    WHERE org_id = ${batch.org_id} AND id = ${batch.id} AND status IN ('queued', 'running') AND finishing_until = ${batch.finishing_until}::timestamptz
    RETURNING ${BATCH_COLUMNS}`));
}
