/**
 * The insurance ledger's rules. Every write locks the organization's ledger head (insurance_accounts, FOR UPDATE),
 * compares the client's last_transaction with it (409 when stale, nothing written), checks the amount against the
 * balance and appends one row; the database's unique index on (org, last transaction) would refuse a fork anyway.
 * A refill is a card charge first (src/payments/charge.ts): recorded, charged, then appended; a decline is a 402.
 */
import { randomUUID } from 'node:crypto';
import { inParallel, type Database, type Queryable } from '../../db/database.ts';
import type { Page } from '../../core/paging.ts';
import { ApiError, conflict, invalidField, notFound } from '../../core/errors.ts';
import { decodeId } from '../../core/ids.ts';
import { formatMoney, parseMoney } from '../../core/values/money.ts';
import { payThenRecord, type PaymentProcessor, type Recorder } from '../../payments/index.ts';
import type { OrgContext } from '../../auth/org.ts';
import {
  appendRow, balanceText, getTransactionRow, listTransactionRows, orgCard, readAccount, renderTransaction, targetExists,
  type Account, type NewTransaction,
} from './queries.ts';

/** The client's last_transaction as the id it names: null for "no transaction yet". */
export type Expected = number | null;

const LAST = 'last_transaction';

/** Reads a last_transaction url (a path, or an absolute URL) of this organization's insurance ledger; 400 otherwise. */
export function parseLast(orgId: number, value: string | null): Expected {
  if (value === null || value === '') return null;
  const path = value.replace(/^https?:\/\/[^/]+/i, '');
  const m = /^\/api\/v2\/orgs\/([^/]+)\/insurance\/([^/]+)\/?$/.exec(path);
  const id = m ? decodeId(m[2]) : null;
  if (!m || decodeId(m[1]) !== orgId || id === null) throw invalidField(LAST, 'must be the url of a transaction of this organization\'s insurance ledger, or null');
  return id;
}

const stale = () => conflict('last_transaction is not the latest transaction of the ledger; read the ledger again and retry.');

/** A positive money amount, as decimal text and currency; 400 naming `amount` otherwise. */
export function positiveAmount(value: string): { amount: string; currency: string } {
  const money = parseMoney(value);
  if (!/[1-9]/.test(money.amount) || money.amount.startsWith('-')) throw invalidField('amount', 'must be a positive amount');
  return money;
}

function checkCurrency(account: Account, currency: string): void {
  if (account.currency !== null && account.currency !== currency) throw invalidField('amount', `must be in ${account.currency}, the ledger's currency`);
}

/** Appends under the head lock; `expected` undefined skips the compare (voids and recovered refills). */
async function append(tx: Queryable, orgId: number, expected: Expected | undefined, entry: NewTransaction): Promise<number> {
  // A stale last_transaction is refused before waiting for the lock (the common case under contention); the compare
  // that counts is the one under the lock.
  if (expected !== undefined && expected !== (await readAccount(tx, orgId, false)).headId) throw stale();
  const account = await readAccount(tx, orgId, true);
  if (expected !== undefined && expected !== account.headId) throw stale();
  checkCurrency(account, entry.currency);
  const id = await appendRow(tx, orgId, account, entry, entry.amount.startsWith('-'));
  if (id === null) {
    if (entry.voidOf !== null) throw conflict('The balance is lower than the refill this void would take back.');
    throw invalidField('amount', `is more than the insurance balance (${balanceText(account)})`);
  }
  return id;
}

/** A transaction with the current balance, as every single response shows it. */
export async function readTransaction(db: Queryable, orgId: number, id: number, isHead = false) {
  const row = await getTransactionRow(db, orgId, id);
  if (!row) throw notFound('insurance transaction');
  // The transaction just appended is the head: its balance is the current one (no second read).
  const current = isHead ? formatMoney(row.balance_amount, row.balance_currency.trim()) : balanceText(await readAccount(db, orgId, false));
  return renderTransaction(row, current);
}

/** Charges insurance for an order or a box: stored negative, never beyond the balance. */
export async function chargeInsurance(tx: Queryable, org: OrgContext, input: { amount: string; last: string | null; orderId: number; boxId: number | null }) {
  const { amount, currency } = positiveAmount(input.amount);
  const expected = parseLast(org.id, input.last);
  const id = await append(tx, org.id, expected, { type: 'charge', amount: `-${amount}`, currency, orderId: input.orderId, boxId: input.boxId, chargeId: null, voidOf: null });
  return readTransaction(tx, org.id, id, true);
}

/** Records a succeeded refill charge (the payments recorder of `insurance_refill`). */
export const recordInsuranceRefill: Recorder = async (tx, intent, chargeId, mode) => {
  const expected = mode === 'recover' || intent.expectedLast === null ? undefined : intent.expectedLast === 'none' ? null : Number(intent.expectedLast);
  return append(tx, intent.orgId, expected, { type: 'refill', amount: intent.amount, currency: intent.currency, orderId: null, boxId: null, chargeId, voidOf: null });
};

/**
 * Refills through the processor. `idempotencyKey` (the client's Idempotency-Key) makes a retry answer with the first
 * outcome without charging again; without one every request is a new charge. 402 on decline, nothing written.
 */
export async function refillInsurance(db: Database, processor: PaymentProcessor, org: OrgContext,
  input: { amount: string; last: string | null; idempotencyKey: string | null }) {
  const { amount, currency } = positiveAmount(input.amount);
  const expected = parseLast(org.id, input.last);
  const outcome = await payThenRecord(db, processor, {
    orgId: org.id, idempotencyKey: `org${org.id}:insurance_refill:${input.idempotencyKey ?? randomUUID()}`, purpose: 'insurance_refill',
    subaccountId: null, card: await orgCard(db, org.id), amount, currency, expectedLast: expected === null ? 'none' : String(expected), kind: null,
    description: `Insurance refill for organization ${org.pk}`,
  }, recordInsuranceRefill, async () => {
    const account = await readAccount(db, org.id, false);
    if (expected !== account.headId) throw stale();
    checkCurrency(account, currency);
  });
  if (outcome.status === 'declined') throw new ApiError('payment_required', `The card was declined (${outcome.reason}); nothing was written.`);
  return readTransaction(db, org.id, outcome.transactionId);
}

/** Voids a transaction: a new one with the opposite amount and void_of set. 409 for a void or a voided one. */
export async function voidInsurance(tx: Queryable, org: OrgContext, id: number) {
  await readAccount(tx, org.id, true);
  const original = await getTransactionRow(tx, org.id, id);
  if (!original) throw notFound('insurance transaction');
  if (original.voided_by_id !== null) throw conflict('This transaction is already voided.');
  if (original.void_of_id !== null) throw conflict('A void cannot be voided.');
  const negated = original.amount_amount.startsWith('-') ? original.amount_amount.slice(1) : `-${original.amount_amount}`;
  await append(tx, org.id, undefined, {
    type: original.transaction_type === 'charge' ? 'refill' : 'charge', amount: negated, currency: original.amount_currency.trim(),
    orderId: original.order_id ?? original.box_order_id, boxId: original.box_id, chargeId: null, voidOf: id,
  });
  return readTransaction(tx, org.id, id);
}

/** 404 unless the order exists (and has the box, when one is named). */
export async function checkTarget(db: Queryable, orgId: number, orderId: number, boxId: number | null): Promise<void> {
  const found = await targetExists(db, orgId, orderId, boxId);
  if (!found.order) throw notFound('order');
  if (!found.box) throw notFound('box');
}

/** A page of the ledger (all of it, an order's or a box's) with the current balance. */
export async function ledgerPage(db: Queryable, orgId: number, filter: { orderId?: number; boxId?: number }, page: Page) {
  const [{ count, rows }, account] = await inParallel(db, [
    () => listTransactionRows(db, orgId, filter, page), () => readAccount(db, orgId, false)] as const);
  const current = balanceText(account);
  return { count, results: rows.map((r) => renderTransaction(r, current)), current };
}

export const CHARGE_DESCRIPTION =
  'Charges `amount` (positive; stored negative) to the insurance balance. `last_transaction` must be the url of the latest ' +
  'transaction of the organization\'s ledger (null when there is none): otherwise 409 and nothing is written; of concurrent ' +
  'writers holding the same value, exactly one succeeds. More than the balance is a 400.';
