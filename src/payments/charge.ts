/**
 * A card charge that lands in a ledger exactly once, and only after the ledger has agreed to take it:
 * 1. one transaction records the intent under an idempotency key (the client's `Idempotency-Key` when it sent one,
 *    so a retried request finds the first intent and answers with its outcome) and has the ledger reserve its head
 *    for it (`LedgerWriter.reserve`: last_transaction compared under the head's lock, the amount checked against the
 *    balance); a stale or reserved head refuses there, before any card is touched, and nothing is written;
 * 2. the processor charges under that key (outside any transaction: it is a call to another service);
 * 3. one transaction writes the ledger row and marks the intent succeeded. Should the ledger refuse it even so (an
 *    intent that held no reservation), the charge is refunded and the intent marked refunded (the ledger's refusal
 *    goes to the client).
 * A crash between 1 and 3 leaves a pending intent, and the head reserved for it, until `reconcilePayments`
 * (recovery.ts) finishes it. Charges are never doubled: the processor makes one per key, and the ledger row is
 * written in the transaction that moves the intent out of pending.
 */
import type { Database, Queryable } from '../db/database.ts';
import type { PaymentProcessor } from './processor.ts';
import { refusePayment } from './refusals.ts';
import { finishIntent, findIntent, insertIntent, reopenIntent, type Intent, type IntentInput, type Purpose } from './queries.ts';

/**
 * Writes the ledger row of a succeeded charge inside `tx` and returns its id. `live`: the client's request is
 * waiting, so its last_transaction must still be the head; recovering, there is no client and a refill is appended
 * at the head. A refusal of the ledger's (`LedgerWriter.refuses`) thrown in a live request refunds the charge.
 */
export type Recorder = (tx: Queryable, intent: Intent, chargeId: string, mode: 'live' | 'recover') => Promise<number>;

/** How a ledger takes card charges: it reserves its head for an intent before the charge, and records it after. */
export interface LedgerWriter {
  /** Under the head's lock, in the transaction that records the intent: refuses (throws) or reserves the head. */
  reserve(tx: Queryable, intent: Intent): Promise<void>;
  record: Recorder;
  /**
   * Whether `err`, thrown by `reserve` or `record`, is the ledger's refusal (it cannot take this charge) rather than a
   * crash (a lost connection, a bug): a live charge its ledger refuses is refunded; a crash leaves it to recovery.
   */
  refuses(err: unknown): boolean;
}
export type LedgerWriters = Record<Purpose, LedgerWriter>;

export type PaymentOutcome = { status: 'succeeded'; transactionId: number } | { status: 'declined'; reason: string };

function sameRequest(a: Intent, b: IntentInput): boolean {
  return a.purpose === b.purpose && a.subaccountId === b.subaccountId && Number(a.amount) === Number(b.amount) && a.currency === b.currency;
}

export function outcomeOf(intent: Intent): PaymentOutcome | null {
  switch (intent.status) {
    case 'succeeded': return { status: 'succeeded', transactionId: intent.transactionId! };
    case 'declined': return { status: 'declined', reason: intent.declineReason ?? 'card_declined' };
    case 'refunded': throw refusePayment({ kind: 'refunded' });
    case 'failed': throw refusePayment({ kind: 'failed' });
    default: return null;
  }
}

/** Records a succeeded charge (or finds it recorded) in one transaction. */
export async function record(db: Database, intent: Intent, chargeId: string, recorder: Recorder, mode: 'live' | 'recover'): Promise<PaymentOutcome> {
  return db.transaction(async (tx) => {
    const locked = (await findIntent(tx, intent.orgId, intent.idempotencyKey, true))!;
    const done = outcomeOf(locked);
    if (done) return done;
    const transactionId = await recorder(tx, locked, chargeId, mode);
    await finishIntent(tx, locked, 'succeeded', { chargeId, transactionId });
    return { status: 'succeeded', transactionId } as const;
  });
}

/** The intent of this request, reserving the ledger's head for it when it is new (or taken up again after a crash). */
async function reservedIntent(db: Database, input: IntentInput, writer: LedgerWriter): Promise<Intent> {
  const found = await findIntent(db, input.orgId, input.idempotencyKey);
  if (found && !sameRequest(found, input)) throw refusePayment({ kind: 'key_reused' });
  if (found && found.status !== 'abandoned') return found;
  return db.transaction(async (tx) => {
    if (found) {
      if (await reopenIntent(tx, found)) await writer.reserve(tx, found);
      return (await findIntent(tx, input.orgId, input.idempotencyKey))!;
    }
    const created = await insertIntent(tx, input);
    if (created) await writer.reserve(tx, created);
    return created ?? (await findIntent(tx, input.orgId, input.idempotencyKey))!;
  });
}

export interface PayInput extends IntentInput {
  description: string;
}

/**
 * Charges and records once. A new intent reserves the ledger's head first (`writer.reserve`), so a stale
 * last_transaction, a head another charge holds or an amount the ledger cannot take is refused before any card is
 * touched. A retry of an intent already recorded answers with its first outcome.
 */
export async function payThenRecord(db: Database, processor: PaymentProcessor, input: PayInput, writer: LedgerWriter): Promise<PaymentOutcome> {
  const intent = await reservedIntent(db, input, writer);
  if (!sameRequest(intent, input)) throw refusePayment({ kind: 'key_reused' });
  const done = outcomeOf(intent);
  if (done) return done;
  const result = await processor.charge({
    idempotencyKey: intent.idempotencyKey, card: intent.card, amount: intent.amount, currency: intent.currency, description: input.description,
  });
  if (result.status === 'declined') {
    await finishIntent(db, intent, 'declined', { declineReason: result.reason });
    const finished = (await findIntent(db, input.orgId, input.idempotencyKey))!;
    return outcomeOf(finished) ?? { status: 'declined', reason: result.reason };
  }
  if (result.status === 'refunded') {
    await finishIntent(db, intent, 'refunded', { chargeId: result.chargeId });
    throw refusePayment({ kind: 'processor_refunded' });
  }
  try {
    return await record(db, intent, result.chargeId, writer.record, 'live');
  } catch (err) {
    // The ledger refused the charge (its head moved on, the currency no longer matches): it can never be recorded.
    // Anything else (the intent finished meanwhile, a crash) is not refunded here.
    if (!writer.refuses(err)) throw err;
    await processor.refund(result.chargeId);
    await finishIntent(db, intent, 'refunded', { chargeId: result.chargeId });
    throw err;
  }
}
