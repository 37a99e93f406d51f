/**
 * What a money ledger refuses, as data: which ledger (`ledger`, so that a view can name it), which refusal, and the
 * ids and amounts behind it. Nothing is written when a ledger refuses. The ledger throws a LedgerRefusal; each view
 * words it (the API's words: src/http/money-refusals.ts, used by v2 and the console), and the domain reads its kind
 * (src/shipping/labels/funds.ts, and payments through `LedgerWriter.refuses`), never a status or a message.
 */

import type { Invalid } from '../../core/refusal.ts';

/** Which ledger refused: the organization's insurance ledger, or a wallet sub-account's. */
export type LedgerName = 'insurance' | 'wallet';

/** An amount as the ledger holds it: decimal text (signed for an entry's amount: a charge is negative) and a currency. */
export interface LedgerMoney {
  amount: string;
  currency: string;
}

/** Why an amount cannot be a ledger's (amount.ts): each with `currency` and the bound it misses in its values. */
export type LedgerAmountReason =
  /** More decimals than the currency has (values.places: how many it has). */
  | 'too_many_decimals'
  /** Zero or negative (values.minimum: the least amount of the currency). */
  | 'not_positive'
  /** More than the ledger's columns hold (values.maximum). */
  | 'too_large';

export type LedgerRefusalReason =
  /** An amount (at `path` of the caller's input) is not one the ledger takes; nothing was charged or written. */
  | (Invalid<LedgerAmountReason> & { ledger: LedgerName })
  /** The ledger does not exist (a wallet sub-account that is gone, or not the organization's). */
  | { kind: 'missing'; ledger: LedgerName }
  /** The transaction named (to void, or to read) is not one of the ledger's. */
  | { kind: 'missing_transaction'; ledger: LedgerName; transactionId: number }
  /** The client's last_transaction (`expected`, null: none) is not the ledger's latest transaction (`head`). */
  | { kind: 'stale_head'; ledger: LedgerName; expected: number | null; head: number | null }
  /** A card refill (payment intent `intentId`) holds the ledger's latest transaction while its card is charged. */
  | { kind: 'head_reserved'; ledger: LedgerName; intentId: number }
  /** The amount is in another currency than the one the ledger holds (`held`). */
  | { kind: 'other_currency'; ledger: LedgerName; held: string; amount: LedgerMoney }
  /**
   * The amount would take the balance beyond what the ledger's columns hold (`limit`). `voidOf`: the transaction a
   * void would take back (null: not a void).
   */
  | { kind: 'beyond_limit'; ledger: LedgerName; balance: LedgerMoney; amount: LedgerMoney; limit: LedgerMoney; voidOf: number | null }
  /** The amount would take the balance below zero, and the ledger may not be overdrawn. `voidOf` as above. */
  | { kind: 'over_balance'; ledger: LedgerName; balance: LedgerMoney; amount: LedgerMoney; voidOf: number | null }
  /** The transaction to void was voided already. */
  | { kind: 'already_voided'; ledger: LedgerName; transactionId: number }
  /** The transaction to void is itself a void. */
  | { kind: 'void_of_void'; ledger: LedgerName; transactionId: number }
  /** The processor declined the card of a refill (`reason`, the processor's code). */
  | { kind: 'card_declined'; ledger: LedgerName; reason: string };

/** What a refusal says beyond its kind and ledger, for its message (logs, stored failures). */
function details(refusal: LedgerRefusalReason): string {
  const rest = Object.fromEntries(Object.entries(refusal).filter(([key]) => key !== 'kind' && key !== 'ledger'));
  return Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : '';
}

export class LedgerRefusal extends Error {
  constructor(readonly refusal: LedgerRefusalReason) {
    // Not the API's words (a view's, src/http/money-refusals.ts): what logs and stored failures keep.
    super(`the ${refusal.ledger} ledger refused: ${refusal.kind}${details(refusal)}`);
    this.name = 'LedgerRefusal';
  }
}

export const refuseLedger = (refusal: LedgerRefusalReason): LedgerRefusal => new LedgerRefusal(refusal);

/** Whether `err` is a ledger's refusal (payments asks through `LedgerWriter.refuses`: it imports no ledger). */
export const isLedgerRefusal = (err: unknown): err is LedgerRefusal => err instanceof LedgerRefusal;
