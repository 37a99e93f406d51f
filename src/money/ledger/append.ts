/**
 * Every write of a ledger: lock the head (the head row, FOR UPDATE), compare the client's last_transaction with it
 * (409, nothing written, when stale), refuse while a card charge holds the head reserved (409), check the amount
 * against the currency and the balance (400 naming `amount`), and append one row that moves the head. The unique
 * index on (ledger, previous transaction) would refuse a fork even if the compare were skipped.
 */
import { conflict, invalidField, notFound } from '../../core/errors.ts';
import { compareDecimals } from '../../core/values/decimal.ts';
import { formatMoney } from '../../core/values/money.ts';
import type { Queryable } from '../../db/database.ts';
import { balanceAfter, maximumOf, negated, type Amount } from './amount.ts';
import { appendRow, originalRow, readHead, reserveHead } from './queries.ts';
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

function refuseHeld(name: string, head: Head<unknown>, hold: Hold): void {
  if (hold.expected !== undefined && hold.expected !== head.headId) {
    throw conflict(`last_transaction is not the latest transaction of ${name}; read it again and retry.`);
  }
  if (!hold.recovering && head.reservedBy !== null && head.reservedBy !== hold.intentId) {
    throw conflict(`A card refill holding the latest transaction of ${name} is being charged; read it again and retry.`);
  }
}

/**
 * The head, locked, once it passes the compare-and-swap. A stale or reserved head is refused before waiting for the
 * lock (the common case under contention); the check that counts is the one under the lock.
 */
export async function lockedHead<K extends { orgId: number }, E>(tx: Queryable, spec: Spec<K, E>, key: K, hold: Hold): Promise<Head<E>> {
  if (hold.expected !== undefined) {
    const unlocked = await readHead(tx, spec, key, false);
    if (!unlocked) throw notFound(spec.missing);
    refuseHeld(spec.name, unlocked, hold);
  }
  const head = await readHead(tx, spec, key, true);
  if (!head) throw notFound(spec.missing);
  refuseHeld(spec.name, head, hold);
  return head;
}

/** The balance after `entry`, or the refusal: another currency, beyond the columns, or below zero without overdraft. */
function checkedBalance<K extends { orgId: number }, E>(spec: Spec<K, E>, head: Head<E>, entry: Entry): string {
  const isVoid = (entry.voidOf ?? null) !== null;
  if (head.currency !== null && head.currency !== entry.currency) throw invalidField('amount', `must be in ${head.currency}, the currency of ${spec.name}`);
  const after = balanceAfter(head.balance, entry.amount);
  if (after === null) {
    if (isVoid) throw conflict(`This void would take the balance of ${spec.name} beyond ${maximumOf(entry.currency)} ${entry.currency}.`);
    throw invalidField('amount', `would take the balance of ${spec.name} (${formatMoney(head.balance, entry.currency)}) beyond ${maximumOf(entry.currency)} ${entry.currency}`);
  }
  if (!spec.overdraft && entry.amount.startsWith('-') && compareDecimals(after, '0') < 0) {
    if (isVoid) throw conflict('The balance is lower than the refill this void would take back.');
    throw invalidField('amount', `is more than the balance of ${spec.name} (${formatMoney(head.balance, head.currency ?? entry.currency)})`);
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

/** Voids transaction `id`: a new one with the opposite amount and void_of set. 409 for a void or a voided one. */
export async function voidTransaction<K extends { orgId: number }, E>(tx: Queryable, spec: Spec<K, E>, key: K, id: number, missing: string) {
  const head = await lockedHead(tx, spec, key, {});
  const original = await originalRow(tx, spec, key, id);
  if (!original) throw notFound(missing);
  if (original.voided) throw conflict('This transaction is already voided.');
  if (original.void_of_id !== null) throw conflict('A void cannot be voided.');
  const entry: Entry = {
    type: original.transaction_type === 'charge' ? 'refill' : 'charge', amount: negated(original.amount), currency: original.currency.trim(),
    orderId: original.order_id, boxId: original.box_id, voidOf: id,
  };
  return appendRow(tx, spec, key, head, entry, checkedBalance(spec, head, entry));
}
