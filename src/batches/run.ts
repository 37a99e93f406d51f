/**
 * The worker's batch runner: claims a few items of the open batches (claim.ts), runs each with no transaction
 * open (a label: labels.ts; a printing action's item only checks its order is there), records each result in one
 * statement, and ends the batches that have nothing left to run: their print file streamed to storage
 * (print-file.ts), then ONE transaction marks the batch done with its file and emits its `batch` event. Any number
 * of workers may run it; a worker killed at any point leaves leases that run out, and its items are run again
 * (their purchases keyed to the item, so nothing is bought twice).
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from '../core/sql.ts';
import { encodeId } from '../core/ids.ts';
import { emitEvent } from '../events/emit.ts';
import type { OrgRef } from '../orgs/ref.ts';
import { keepUpload, removeFiles } from '../storage/removals.ts';
import type { BatchRunnerConfig } from '../config-shipping.ts';
import type { ShippingDeps } from '../shipping/deps.ts';
import { claimEnds, claimItems, markEnded, recordItem, type ClaimedItem, type ItemResult, type PrintFile } from './claim.ts';
import { runLabelItem } from './labels.ts';
import { makePrintFile } from './print-file.ts';
import { renderBatch, type BatchRow } from './queries.ts';

/** Runs of an item that ended in an unexpected error before it is failed (the error is logged each time). */
const MAX_ATTEMPTS = 5;
/** Batch ends a worker takes at once. */
const ENDS_AT_ONCE = 5;

const orgOf = (orgId: number): OrgRef => ({ id: orgId, base: `/api/v2/orgs/${encodeId(orgId)}` });

async function runItem(deps: ShippingDeps, batch: BatchRow, item: ClaimedItem): Promise<ItemResult> {
  const org = orgOf(item.org_id);
  if (batch.action === 'labels') return runLabelItem(deps, org, batch, item);
  const order = await deps.db.one(sql`SELECT 1 FROM orders WHERE org_id = ${org.id} AND id = ${item.order_id}`);
  return order ? { kind: 'done', purchaseId: null } : { kind: 'failed', message: 'the order was deleted after the batch was made' };
}

/** Ends `batch`: its print file (when an item is done), then its end and event in one transaction. */
async function endBatch(deps: ShippingDeps, batch: BatchRow & { finishing_until: string }, log?: FastifyBaseLogger): Promise<void> {
  const org = orgOf(batch.org_id);
  let file: PrintFile | null = null;
  try {
    if (batch.done > 0) file = await makePrintFile(deps.db, deps.storage, org, batch);
    const ended = await deps.db.transaction(async (tx) => {
      const row = await markEnded(tx, batch, file);
      if (!row) return null; // another worker took the end over (this one's lease ran out): its file is the batch's
      if (file) await keepUpload(tx, file.key);
      await emitEvent(tx, { orgId: org.id, entity: 'batch', objectPk: encodeId(row.id), action: 'put', payload: renderBatch(row, org) });
      return row;
    });
    if (!ended && file) await removeFiles(deps.db, deps.storage, [file.key]);
    if (ended) log?.info({ org: org.id, batch: ended.id, done: ended.done, failed: ended.failed, bytes: file?.size ?? 0 }, 'batch ended');
  } catch (err) {
    if (file) await removeFiles(deps.db, deps.storage, [file.key]).catch(() => undefined);
    // The end's lease runs out and a worker tries again.
    log?.error({ err, org: org.id, batch: batch.id }, 'batch end failed');
  }
}

/** One round: a claim of items run at once, then the batches that can end. Returns how much was done (0: idle). */
export async function runBatchesOnce(deps: ShippingDeps, opts: BatchRunnerConfig, log?: FastifyBaseLogger): Promise<number> {
  const { items, batches } = await claimItems(deps.db, opts.concurrency, opts.leaseSeconds);
  await Promise.all(items.map(async (item) => {
    const batch = batches.get(`${item.org_id}:${item.batch_id}`)!;
    let result: ItemResult;
    try {
      result = await runItem(deps, batch, item);
    } catch (err) {
      log?.error({ err, org: item.org_id, batch: item.batch_id, position: item.position }, 'batch item failed unexpectedly');
      result = item.attempts >= MAX_ATTEMPTS
        ? { kind: 'failed', message: 'an unexpected error stopped this item (the worker logged it); retry the failures' }
        : { kind: 'later', afterSeconds: 10 * item.attempts };
    }
    await recordItem(deps.db, item, result);
  }));
  const ends = await claimEnds(deps.db, ENDS_AT_ONCE, opts.leaseSeconds);
  for (const batch of ends) await endBatch(deps, batch, log);
  return items.length + ends.length;
}

/** The worker's loop: rounds while there is work, a poll every `pollMs` while there is none. */
export function startBatchRunner(deps: ShippingDeps, opts: BatchRunnerConfig, log: FastifyBaseLogger): { stop(): Promise<void> } {
  let stopping = false;
  let wake: (() => void) | null = null;
  const loop = (async () => {
    while (!stopping) {
      let worked = 0;
      try {
        worked = await runBatchesOnce(deps, opts, log);
      } catch (err) {
        log.error({ err }, 'batch runner round failed');
      }
      if (worked === 0 && !stopping) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, opts.pollMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
    }
  })();
  return {
    async stop() {
      stopping = true;
      (wake as (() => void) | null)?.();
      await loop;
    },
  };
}
