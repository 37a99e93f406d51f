/**
 * A card charge that lands in a ledger exactly once:
 * 1. the intent is recorded and committed under an idempotency key (the client's `Idempotency-Key` when it sent
 *    one, so a retried request finds the first intent and answers with its outcome);
 * 2. the processor charges under that key (outside any transaction: it is a call to another service);
 * 3. one transaction writes the ledger row and marks the intent succeeded, or, when the ledger moved on meanwhile
 *    (a stale last_transaction), the charge is refunded and the intent marked refunded (409 to the client).
 * A crash between 2 and 3 leaves a pending intent that `reconcilePayments` finishes at the next start: it asks the
 * processor what became of the key, and records or abandons it. Charges are never doubled: the processor makes
 * one per key, and the ledger row is written in the transaction that moves the intent out of pending.
 */
import { ApiError, conflict } from '../core/errors.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { PaymentProcessor } from './processor.ts';
import { finishIntent, findIntent, insertIntent, stalePendingIntents, type Intent, type IntentInput, type Purpose } from './queries.ts';

/**
 * Writes the ledger row of a succeeded charge inside `tx` and returns its id. `live`: the client's request is
 * waiting, so its last_transaction must still be the head (throw the 409 otherwise); recovering, there is no client
 * and a refill is appended at the head. Any ApiError it throws refunds the charge.
 */
export type Recorder = (tx: Queryable, intent: Intent, chargeId: string, mode: 'live' | 'recover') => Promise<number>;
export type Recorders = Record<Purpose, Recorder>;

export type PaymentOutcome = { status: 'succeeded'; transactionId: number } | { status: 'declined'; reason: string };

function sameRequest(a: Intent, b: IntentInput): boolean {
  return a.purpose === b.purpose && a.subaccountId === b.subaccountId && Number(a.amount) === Number(b.amount) && a.currency === b.currency;
}

async function outcomeOf(intent: Intent): Promise<PaymentOutcome | null> {
  switch (intent.status) {
    case 'succeeded': return { status: 'succeeded', transactionId: intent.transactionId! };
    case 'declined': return { status: 'declined', reason: intent.declineReason ?? 'card_declined' };
    case 'refunded': throw conflict('This request was charged and refunded because the ledger had moved on (a stale last_transaction); send a new request.');
    default: return null;
  }
}

/** Records a succeeded charge (or finds it recorded); refunds it when the recorder refuses it. */
async function record(db: Database, processor: PaymentProcessor, intent: Intent, chargeId: string, recorder: Recorder, mode: 'live' | 'recover'): Promise<PaymentOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const locked = (await findIntent(tx, intent.orgId, intent.idempotencyKey, true))!;
      const done = await outcomeOf(locked);
      if (done) return done;
      const transactionId = await recorder(tx, locked, chargeId, mode);
      await finishIntent(tx, locked, 'succeeded', { chargeId, transactionId });
      return { status: 'succeeded', transactionId } as const;
    });
  } catch (err) {
    if (!(err instanceof ApiError) || err.code === 'conflict' && /refunded/.test(err.message)) throw err;
    await processor.refund(chargeId);
    await finishIntent(db, intent, 'refunded', { chargeId });
    throw err;
  }
}

export interface PayInput extends IntentInput {
  description: string;
}

/**
 * Charges and records once. `precheck` runs only for a new intent (a retry answers with the first outcome even
 * though its last_transaction is no longer the head), before anything is charged: stale last_transaction, currency.
 */
export async function payThenRecord(db: Database, processor: PaymentProcessor, input: PayInput, recorder: Recorder,
  precheck: () => Promise<void>): Promise<PaymentOutcome> {
  let intent = await findIntent(db, input.orgId, input.idempotencyKey);
  if (intent && !sameRequest(intent, input)) throw conflict('This Idempotency-Key was already used for a different request.');
  if (intent) {
    const done = await outcomeOf(intent);
    if (done) return done;
  } else {
    await precheck();
    intent = await insertIntent(db, input);
  }
  const result = await processor.charge({
    idempotencyKey: intent.idempotencyKey, card: intent.card, amount: intent.amount, currency: intent.currency, description: input.description,
  });
  if (result.status === 'declined') {
    await finishIntent(db, intent, 'declined', { declineReason: result.reason });
    const finished = (await findIntent(db, input.orgId, input.idempotencyKey))!;
    return (await outcomeOf(finished)) ?? { status: 'declined', reason: result.reason };
  }
  if (result.status === 'refunded') {
    await finishIntent(db, intent, 'refunded', { chargeId: result.chargeId });
    throw conflict('This request was charged and refunded; send a new request.');
  }
  return record(db, processor, intent, result.chargeId, recorder, 'live');
}

/**
 * Finishes the intents a crash left pending for longer than `olderThanSeconds` (long enough that no live request
 * still works on them): a charge the processor made is recorded in its ledger, one it never made is abandoned (the
 * client retries), except an automatic refill, which is charged now.
 * Returns how many of each. Run at start (`boxline serve`, `boxline worker`).
 */
export async function reconcilePayments(db: Database, processor: PaymentProcessor, recorders: Recorders, olderThanSeconds: number) {
  const counts = { recorded: 0, abandoned: 0, declined: 0, refunded: 0 };
  for (const intent of await stalePendingIntents(db, olderThanSeconds)) {
    let result = await processor.find(intent.idempotencyKey);
    // An automatic refill has no client to retry it: one the processor never saw is charged now.
    if (result === null && intent.purpose === 'wallet_auto_refill') {
      result = await processor.charge({
        idempotencyKey: intent.idempotencyKey, card: intent.card, amount: intent.amount, currency: intent.currency,
        description: `Wallet auto-refill of sub-account ${intent.subaccountId}`,
      });
    }
    if (result === null) {
      if (await finishIntent(db, intent, 'abandoned')) counts.abandoned++;
    } else if (result.status === 'declined') {
      if (await finishIntent(db, intent, 'declined', { declineReason: result.reason })) counts.declined++;
    } else if (result.status === 'refunded') {
      if (await finishIntent(db, intent, 'refunded', { chargeId: result.chargeId })) counts.refunded++;
    } else {
      try {
        await record(db, processor, intent, result.chargeId, recorders[intent.purpose], 'recover');
        counts.recorded++;
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        counts.refunded++;
      }
    }
  }
  return counts;
}
