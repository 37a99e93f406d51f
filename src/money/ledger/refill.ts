/**
 * Card refills of a ledger, through src/payments: the head is reserved for the payment intent in the transaction
 * that records it (compare-and-swap and amount checks under the head's lock), the card is charged with no
 * transaction open, and the refill is appended at the reserved head. See docs/money.md.
 */
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../db/database.ts';
import { payThenRecord, recordIntent, type Intent, type IntentInput, type LedgerWriter, type PaymentProcessor } from '../../payments/index.ts';
import { append, reserve } from './append.ts';
import type { Amount } from './amount.ts';
import { reserveHead } from './queries.ts';
import type { LedgerSpec } from './spec.ts';
import { isLedgerRefusal, refuseLedger } from './refusals.ts';

/** The transaction id an intent holds as its last_transaction: 'none' for an empty ledger, null for "the head". */
const expectedOf = (intent: Intent): number | null | undefined =>
  intent.expectedLast === null ? undefined : intent.expectedLast === 'none' ? null : Number(intent.expectedLast);

/** How payments reserve this ledger's head for a card charge and record it (one per ledger, for every purpose). */
export function refillWriter<K extends { orgId: number }, E>(spec: LedgerSpec<K, E>): LedgerWriter {
  return {
    reserve: (tx, intent) => reserve(tx, spec, spec.keyOfIntent(intent), { amount: intent.amount, currency: intent.currency },
      { expected: expectedOf(intent), intentId: intent.id }),
    record: async (tx, intent, chargeId, mode) => {
      const recovering = mode === 'recover';
      const { id } = await append(tx, spec, spec.keyOfIntent(intent), {
        type: 'refill', amount: intent.amount, currency: intent.currency, kind: intent.kind, chargeId,
      }, { expected: recovering ? undefined : expectedOf(intent), intentId: intent.id, recovering });
      return id;
    },
    refuses: isLedgerRefusal,
  };
}

export interface RefillInput {
  amount: Amount;
  /** The id of the transaction the client read last; null: the ledger is empty. */
  expected: number | null;
  kind: string | null;
  card: string | null;
  /** The client's Idempotency-Key; null: every request is a new charge. */
  idempotencyKey: string | null;
  description: string;
}

/**
 * A refill the client asked for, charged to `card`: the id of the transaction appended. A stale last_transaction, a
 * reserved head or an amount the ledger cannot take is refused before the card is charged; a decline is a LedgerRefusal
 * (`card_declined`) and nothing is written; a retry under the same Idempotency-Key answers the first outcome without charging again.
 */
export async function refill<K extends { orgId: number }, E>(db: Database, processor: PaymentProcessor, spec: LedgerSpec<K, E>, key: K,
  input: RefillInput): Promise<number> {
  const ids = spec.intentKey(key);
  const outcome = await payThenRecord(db, processor, {
    ...ids, idempotencyKey: `org${ids.orgId}:${spec.refillPurpose}:${ids.subaccountId === null ? '' : `${ids.subaccountId}:`}${input.idempotencyKey ?? randomUUID()}`,
    purpose: spec.refillPurpose, card: input.card, amount: input.amount.amount, currency: input.amount.currency,
    expectedLast: input.expected === null ? 'none' : String(input.expected), kind: input.kind, description: input.description,
  }, refillWriter(spec));
  if (outcome.status === 'declined') throw refuseLedger({ kind: 'card_declined', ledger: spec.ledger, reason: outcome.reason });
  return outcome.transactionId;
}

/**
 * Records, inside the transaction of the write that calls for it (`tx` holds the head's lock), an automatic refill
 * to charge after the commit (`chargeScheduledRefill`), and reserves the head for it: a crash cannot lose it, and
 * no client's write can take the head before it is charged.
 */
export async function scheduleRefill<K extends { orgId: number }, E>(tx: Queryable, spec: LedgerSpec<K, E>, key: K, input: Omit<IntentInput, 'orgId' | 'subaccountId' | 'expectedLast'>): Promise<IntentInput> {
  const intent: IntentInput = { ...spec.intentKey(key), ...input, expectedLast: null };
  const recorded = await recordIntent(tx, intent);
  if (recorded) await reserveHead(tx, spec, key, recorded.id);
  return intent;
}

/** Charges and records a refill `scheduleRefill` recorded; a decline is its outcome (the balance stays as it was). */
export async function chargeScheduledRefill<K extends { orgId: number }, E>(db: Database, processor: PaymentProcessor, spec: LedgerSpec<K, E>,
  intent: IntentInput, description: string) {
  return payThenRecord(db, processor, { ...intent, description }, refillWriter(spec));
}
