/**
 * What tells one ledger from another: where its head row and its transactions live, what identifies one ledger
 * (`K`: typed ids, such as `{orgId}` or `{orgId, subaccountId}`), and its few rules of its own. Everything else (the
 * compare-and-swap on last_transaction, the reservation for a card charge, append, void, the amount checks and the
 * recorders of card refills) is the same code for every ledger.
 */
import type { SQL } from '../../core/sql.ts';
import type { Intent, IntentInput, Purpose } from '../../payments/index.ts';
import type { LedgerName } from './refusals.ts';

/** Column names and the values that pick one ledger's rows. */
export type KeyColumns = readonly (readonly [column: string, value: number])[];

export interface LedgerSpec<K extends { orgId: number }, E = object> {
  /** Which ledger this is, as its refusals name it (src/money/ledger/refusals.ts): each view words it. */
  readonly ledger: LedgerName;
  /** The table holding the head (head_id, balance_amount, reserved_by and the currency column), and its key. */
  readonly headTable: string;
  readonly headKey: (key: K) => KeyColumns;
  readonly currencyColumn: string;
  /** More head columns the ledger's own rules read (the SELECT list, with `h.` for the head row), and how. */
  readonly headExtras?: { columns: SQL; read: (row: Record<string, unknown>) => E };
  /** true: the head row is created by the first write; false: a missing head row is refused (`missing`). */
  readonly createsHead: boolean;
  /** The table of transactions and the columns naming the ledger in it. */
  readonly transactionTable: string;
  readonly transactionKey: (key: K) => KeyColumns;
  /** Whether transactions have a `kind`. */
  readonly kinds: boolean;
  /** Whether a charge may take the balance below zero. */
  readonly overdraft: boolean;
  /** More assignments on the head row after an append (`t.balance_amount` is the new balance). */
  readonly onAppend?: SQL;
  /** The purpose of a client's card refill of this ledger, and how an intent names the ledger. */
  readonly refillPurpose: Purpose;
  readonly keyOfIntent: (intent: Intent) => K;
  readonly intentKey: (key: K) => Pick<IntentInput, 'orgId' | 'subaccountId'>;
}

export interface Head<E = object> {
  headId: number | null;
  /** Decimal text. */
  balance: string;
  currency: string | null;
  /** The pending payment intent the head is reserved for, or null. */
  reservedBy: number | null;
  extra: E;
}

/** A transaction to append. */
export interface Entry {
  type: 'refill' | 'charge';
  /** Signed decimal text. */
  amount: string;
  currency: string;
  kind?: string | null;
  orderId?: number | null;
  boxId?: number | null;
  chargeId?: string | null;
  voidOf?: number | null;
}
