/**
 * Finishing the card charges a crash left between the processor and the ledger (charge.ts), at start and by the
 * worker. Each intent is finished on its own: one that cannot be finished now is logged and left for the next run,
 * one whose charge the ledger can never take is refunded and marked failed, and neither stops the others.
 */
import type { Database } from '../db/database.ts';
import type { PaymentProcessor } from './processor.ts';
import { record, type LedgerWriter, type LedgerWriters } from './charge.ts';
import { PaymentRefusal } from './refusals.ts';
import { finishIntent, stalePendingIntents, type Intent } from './queries.ts';

export interface RecoveryLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export type RecoveryCounts = Record<'recorded' | 'abandoned' | 'declined' | 'refunded' | 'failed' | 'retried', number>;

function sqlStateOf(err: unknown): string | null {
  let current = err as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return null;
}

/**
 * Whether a ledger can never take this charge: it refused it (`writer.refuses`: a sub-account gone, a currency that no
 * longer matches), payments refused it (a PaymentRefusal: the intent was finished otherwise meanwhile), or the
 * database refused its values (SQLSTATE class 22, data exception, such as a numeric overflow; class 23, a
 * constraint). Anything else (a lost connection, a deadlock) may pass: the intent is tried again later.
 */
function cannotRecord(writer: LedgerWriter, err: unknown): boolean {
  if (writer.refuses(err) || err instanceof PaymentRefusal) return true;
  const state = sqlStateOf(err);
  return state !== null && (state.startsWith('22') || state.startsWith('23'));
}

async function finish(db: Database, processor: PaymentProcessor, writers: LedgerWriters, intent: Intent, log: RecoveryLog): Promise<keyof RecoveryCounts | null> {
  const writer = writers[intent.purpose];
  let result = await processor.find(intent.idempotencyKey);
  // An automatic refill has no client to retry it: one the processor never saw is charged now.
  if (result === null && intent.purpose === 'wallet_auto_refill') {
    result = await processor.charge({
      idempotencyKey: intent.idempotencyKey, card: intent.card, amount: intent.amount, currency: intent.currency,
      description: `Wallet auto-refill of sub-account ${intent.subaccountId}`,
    });
  }
  // (null: a live request finished it meanwhile.)
  if (result === null) return (await finishIntent(db, intent, 'abandoned')) ? 'abandoned' : null;
  if (result.status === 'declined') return (await finishIntent(db, intent, 'declined', { declineReason: result.reason })) ? 'declined' : null;
  if (result.status === 'refunded') return (await finishIntent(db, intent, 'refunded', { chargeId: result.chargeId })) ? 'refunded' : null;
  try {
    const outcome = await record(db, intent, result.chargeId, writer.record, 'recover');
    return outcome.status === 'succeeded' ? 'recorded' : 'declined';
  } catch (err) {
    if (!cannotRecord(writer, err)) throw err;
    await processor.refund(result.chargeId);
    const failure = err instanceof Error ? err.message : String(err);
    await finishIntent(db, intent, 'failed', { chargeId: result.chargeId, failure });
    log.warn({ intent: intent.id, org: intent.orgId, purpose: intent.purpose, amount: `${intent.amount} ${intent.currency}`, failure },
      'card charge could not be recorded: refunded and marked failed');
    return 'failed';
  }
}

/**
 * Finishes the intents a crash left pending for longer than `olderThanSeconds` (long enough that no live request
 * still works on them): a charge the processor made is recorded in its ledger (refunded and marked failed when the
 * ledger cannot take it), one it never made is abandoned (the client retries), except an automatic refill, which is
 * charged now. Returns how many of each; `retried` counts the intents left pending for the next run after an error
 * that may pass, each logged. Never throws for one intent: no row can stop start-up or the worker.
 */
export async function reconcilePayments(db: Database, processor: PaymentProcessor, writers: LedgerWriters, olderThanSeconds: number,
  log: RecoveryLog): Promise<RecoveryCounts> {
  const counts: RecoveryCounts = { recorded: 0, abandoned: 0, declined: 0, refunded: 0, failed: 0, retried: 0 };
  for (const intent of await stalePendingIntents(db, olderThanSeconds)) {
    try {
      const outcome = await finish(db, processor, writers, intent, log);
      if (outcome) counts[outcome]++;
    } catch (err) {
      counts.retried++;
      log.error({ err, intent: intent.id, org: intent.orgId, purpose: intent.purpose }, 'card charge not reconciled: left pending for the next run');
    }
  }
  return counts;
}
