/**
 * Every write of a ledger: lock the head (the head row, FOR UPDATE), compare the client's last_transaction with it
 * (`stale_head`, nothing written, when stale), refuse while a card charge holds the head reserved (`head_reserved`),
 * check the amount against the currency and the balance (`other_currency`, `beyond_limit`, `over_balance`), and
 * append one row that moves the head. Refusals are LedgerRefusals (refusals.ts), worded by the views. The unique
 * index on (ledger, previous transaction) would refuse a fork even if the compare were skipped.
 */
import { compareDecimals } from '../../core/values/decimal.ts';
import type { Queryable } from '../../db/database.ts';
import { balanceAfter, maximumOf, negated, type Amount } from './amount.ts';
import { appendRow, originalRow, readHead, reserveHead } from './queries.ts';
import { refuseLedger } from './refusals.ts';
import type { Entry, Head, LedgerSpec } from './spec.ts';

/**
 * What the write holds: `expected`, the id of the transaction the client read last (null: none yet), or undefined to
 * append at the head whatever it is (voids, automatic and recovered refills). `intentId`: the payment intent being
 * recorded, which may use the head reserved for it; `recovering`: a refill whose client is gone, appended at the head
 * even past a reservation.
 */
export interface Hold {
  expected?: number | null;
  intentId?: number;
  recovering?: boolean;
}

type Spec<K extends { orgId: number }, E> = LedgerSpec<K, E>;

function refuseHeld<K extends { orgId: number }, E>(spec: Spec<K, E>, head: Head<unknown>, hold: Hold): void {
  if (hold.expected !== undefined && hold.expected !== head.headId) {
    throw refuseLedger({ kind: 'stale_head', ledger: spec.ledger, expected: hold.expected, head: head.headId });
  }
  if (!hold.recovering && head.reservedBy !== null && head.reservedBy !== hold.intentId) {
    throw refuseLedger({ kind: 'head_reserved', ledger: spec.ledger, intentId: head.reservedBy });
  }
}

/**
 * The head, locked, once it passes the compare-and-swap. A stale or reserved head is refused before waiting for the
 * lock (the common case under contention); the check that counts is the one under the lock.
 */
export async function lockedHead<K extends { orgId: number }, E>(tx: Queryable, spec: Spec<K, E>, key: K, hold: Hold): Promise<Head<E>> {
  if (hold.expected !== undefined) {
    const unlocked = await readHead(tx, spec, key, false);
    if (!unlocked) throw refuseLedger({ kind: 'missing', ledger: spec.ledger });
    refuseHeld(spec, unlocked, hold);
  }
  const head = await readHead(tx, spec, key, true);
  if (!head) throw refuseLedger({ kind: 'missing', ledger: spec.ledger });
  refuseHeld(spec, head, hold);
  return head;
}

/** The balance after `entry`, or the refusal: another currency, beyond the columns, or below zero without overdraft. */
function checkedBalance<K extends { orgId: number }, E>(spec: Spec<K, E>, head: Head<E>, entry: Entry): string {
  const { ledger } = spec;
  const voidOf = entry.voidOf ?? null;
  const amount = { amount: entry.amount, currency: entry.currency };
  if (head.currency !== null && head.currency !== entry.currency) throw refuseLedger({ kind: 'other_currency', ledger, held: head.currency, amount });
  // (The head holds no currency or the entry's, checked above.)
  const balance = { amount: head.balance, currency: entry.currency };
  const after = balanceAfter(head.balance, entry.amount);
  if (after === null) {
    throw refuseLedger({ kind: 'beyond_limit', ledger, balance, amount, limit: { amount: maximumOf(entry.currency), currency: entry.currency }, voidOf });
  }
  if (!spec.overdraft && entry.amount.startsWith('-') && compareDecimals(after, '0') < 0) {
    throw refuseLedger({ kind: 'over_balance', ledger, balance, amount, voidOf });
  }
  return after;
}

/** Appends one transaction under the head's lock; its id and the head it followed. */
export async function append<K extends { orgId: number }, E>(tx: Queryable, spec: Spec<K, E>, key: K, entry: Entry, hold: Hold = {}) {
  const head = await lockedHead(tx, spec, key, hold);
  const balance = checkedBalance(spec, head, entry);
  return { id: await appendRow(tx, spec, key, head, entry, balance), head, balance };
}

/**
 * Reserves the head for a card refill of `amount` before its card is charged: the same checks as its append will
 * make (compare-and-swap, no other reservation, currency, the balance after it), then the head names the intent.
 */
export async function reserve<K extends { orgId: number }, E>(tx: Queryable, spec: Spec<K, E>, key: K, amount: Amount, hold: Hold & { intentId: number }) {
  const head = await lockedHead(tx, spec, key, hold);
  checkedBalance(spec, head, { type: 'refill', amount: amount.amount, currency: amount.currency });
  await reserveHead(tx, spec, key, hold.intentId);
}

/** Voids transaction `id`: a new one with the opposite amount and void_of set. Refused for a void or a voided one. */
export async function voidTransaction<K extends { orgId: number }, E>(tx: Queryable, spec: Spec<K, E>, key: K, id: number) {
  const head = await lockedHead(tx, spec, key, {});
  const original = await originalRow(tx, spec, key, id);
  if (!original) throw refuseLedger({ kind: 'missing_transaction', ledger: spec.ledger, transactionId: id });
  if (original.voided) throw refuseLedger({ kind: 'already_voided', ledger: spec.ledger, transactionId: id });
  if (original.void_of_id !== null) throw refuseLedger({ kind: 'void_of_void', ledger: spec.ledger, transactionId: id });
  const entry: Entry = {
    type: original.transaction_type === 'charge' ? 'refill' : 'charge', amount: negated(original.amount), currency: original.currency.trim(),
    orderId: original.order_id, boxId: original.box_id, voidOf: id,
  };
  return appendRow(tx, spec, key, head, entry, checkedBalance(spec, head, entry));
}
