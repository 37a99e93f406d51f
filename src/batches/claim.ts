/**
 * The worker's statements on batches. Items are claimed FOR UPDATE SKIP LOCKED with a lease (found across
 * organizations, then claimed organization by organization: src/db/claim-by-org.ts): any number of workers
 * share the open batches, and an item a dead worker held is claimed again once its lease has run out. A claim is
 * named by the item's `attempts` after it: a result is recorded only by the claim that still holds the item, in ONE
 * statement with the batch's `done`/`failed` counts (the progress the API shows). The print file is made by the
 * worker that claims the batch's end (`finishing_until`, a lease too), and the end is recorded in one transaction
 * with its `batch` event.
 */
import { sql } from '../core/sql.ts';
import { bigintArray } from '../db/sql.ts';
import type { Database, Queryable } from '../db/database.ts';
import { claimByOrganization } from '../db/claim-by-org.ts';
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

/** An item open for a claim: queued, or running with its lease run out, in a batch still open. */
const OPEN_ITEM = sql`b.status IN ('queued', 'running') AND i.status IN ('queued', 'running') AND (i.status = 'queued' OR i.claimed_until < now())`;

/**
 * Claims up to `limit` items of open batches (oldest batch first, in pack order) for `leaseSeconds`: found across
 * organizations, then claimed organization by organization (src/db/claim-by-org.ts), each item checked again under
 * its lock. The claim's batches start running and are read in the same transaction.
 */
export async function claimItems(db: Database, limit: number, leaseSeconds: number): Promise<{ items: ClaimedItem[]; batches: Map<string, BatchRow> }> {
  const claimed = await claimByOrganization<{ org_id: number; batch_id: number; position: number }, { items: ClaimedItem[]; batches: BatchRow[] }>(db, sql`
    SELECT i.org_id, i.batch_id, i.position FROM batches b
    JOIN batch_items i ON i.org_id = b.org_id AND i.batch_id = b.id
    WHERE ${OPEN_ITEM}
    ORDER BY b.id, i.position LIMIT ${limit}`, async (tx, orgId, found) => {
    const rows = await tx.rows<ClaimedItem>(sql`
      WITH due AS (
        SELECT i.batch_id, i.position
        FROM unnest(${bigintArray(found.map((f) => f.batch_id))}, ${bigintArray(found.map((f) => f.position))}) AS k (batch_id, position)
        JOIN batch_items i ON i.org_id = ${orgId} AND i.batch_id = k.batch_id AND i.position = k.position
        JOIN batches b ON b.org_id = ${orgId} AND b.id = i.batch_id
        WHERE ${OPEN_ITEM}
        FOR UPDATE OF i SKIP LOCKED
      )
      UPDATE batch_items i SET status = 'running', claimed_until = now() + make_interval(secs => ${leaseSeconds}), attempts = i.attempts + 1, updated_at = now()
      FROM due WHERE i.org_id = ${orgId} AND i.batch_id = due.batch_id AND i.position = due.position
      RETURNING i.org_id, i.batch_id, i.position, i.order_id, i.box_id, i.attempts`);
    if (rows.length === 0) return [];
    const ids = bigintArray([...new Set(rows.map((r) => Number(r.batch_id)))]);
    // Queued batches start running (one statement for the organization's batches), then are read (one more).
    await tx.send(sql`UPDATE batches SET status = 'running', updated_at = now() WHERE org_id = ${orgId} AND id = ANY(${ids}) AND status = 'queued'`);
    const batches = await tx.rows<BatchRow>(sql`SELECT ${BATCH_COLUMNS} FROM batches WHERE org_id = ${orgId} AND id = ANY(${ids})`);
    return [{ items: rows, batches }];
  });
  const items = claimed.flatMap((c) => c.items).map((r) => ({ org_id: Number(r.org_id), batch_id: Number(r.batch_id), position: Number(r.position),
    order_id: Number(r.order_id), box_id: num(r.box_id), attempts: Number(r.attempts) }));
  const batches = new Map<string, BatchRow>();
  for (const row of claimed.flatMap((c) => c.batches)) {
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

/**
 * An open batch `b` with no item left to run, whose end no worker holds. Its items are matched by `orgId` when given
 * (a statement on one organization names it as a value, to stay on one shard), by `b.org_id` otherwise.
 */
const ending = (orgId: number | null) => sql`b.status IN ('queued', 'running') AND (b.finishing_until IS NULL OR b.finishing_until < now())
  AND NOT EXISTS (SELECT 1 FROM batch_items i WHERE i.org_id = ${orgId ?? sql`b.org_id`} AND i.batch_id = b.id AND i.status IN ('queued', 'running'))`;

/**
 * Claims the end of open batches that have no item left to run, for `leaseSeconds`; `finishing_until` names the claim.
 * Found across organizations, claimed organization by organization (src/db/claim-by-org.ts), checked again under the lock.
 */
export async function claimEnds(db: Database, limit: number, leaseSeconds: number): Promise<(BatchRow & { finishing_until: string })[]> {
  const rows = await claimByOrganization<{ org_id: number; id: number }, BatchRow & { finishing_until: string }>(db, sql`
    SELECT b.org_id, b.id FROM batches b WHERE ${ending(null)} ORDER BY b.id LIMIT ${limit}`, (tx, orgId, found) => tx.rows(sql`
    UPDATE batches SET finishing_until = now() + make_interval(secs => ${leaseSeconds}), updated_at = now()
    WHERE org_id = ${orgId} AND id IN (
      SELECT b.id FROM batches b
      WHERE b.org_id = ${orgId} AND b.id = ANY(${bigintArray(found.map((f) => f.id))}) AND ${ending(orgId)}
      FOR UPDATE SKIP LOCKED)
    RETURNING ${BATCH_COLUMNS}, finishing_until`));
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
