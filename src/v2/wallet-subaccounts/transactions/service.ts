/**
 * A wallet sub-account's ledger. Writers lock the sub-account row (the ledger's head) and compare the client's
 * last_transaction with it: 409 and nothing written when stale; the unique index on (sub-account, previous
 * transaction) refuses a fork in the database too. A refill is a card charge through the payment processor first
 * (src/payments/charge.ts; 402 on decline). A charge may take the balance below zero, which stamps
 * negative_wallet_balance_reached_at; below wallet_auto_refill_limit, a refill of wallet_auto_refill_amount is charged
 * to the sub-account's card: its intent is recorded in the charge's own transaction, so a crash cannot lose it.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../../db/database.ts';
import { ApiError, conflict, invalidField, notFound } from '../../../core/errors.ts';
import { decodeId } from '../../../core/ids.ts';
import { parseMoney } from '../../../core/values/money.ts';
import { payThenRecord, recordIntent, type IntentInput, type PaymentProcessor, type Recorder } from '../../../payments/index.ts';
import { appendRow, getTransactionRow, readHead, renderTransaction, type NewWalletTransaction, type WalletHead } from './queries.ts';

const LAST = 'last_transaction';

/** The client's last_transaction as the id it names (null: none yet); 400 unless it is a url of this sub-account's ledger. */
export function parseLast(orgId: number, subaccountId: number, value: string | null): number | null {
  if (value === null || value === '') return null;
  const path = value.replace(/^https?:\/\/[^/]+/i, '');
  const m = /^\/api\/v2\/orgs\/([^/]+)\/wallet-subaccounts\/([^/]+)\/transactions\/([^/]+)\/?$/.exec(path);
  const id = m ? decodeId(m[3]) : null;
  if (!m || decodeId(m[1]) !== orgId || decodeId(m[2]) !== subaccountId || id === null) {
    throw invalidField(LAST, 'must be the url of a transaction of this sub-account, or null');
  }
  return id;
}

const stale = () => conflict('last_transaction is not the latest transaction of the sub-account; read its transactions again and retry.');

function positiveAmount(value: string) {
  const money = parseMoney(value);
  if (!/[1-9]/.test(money.amount) || money.amount.startsWith('-')) throw invalidField('amount', 'must be a positive amount');
  return money;
}

function checkCurrency(head: WalletHead, currency: string): void {
  if (head.currency !== null && head.currency !== currency) throw invalidField('amount', `must be in ${head.currency}, the wallet's currency`);
}

async function lockedHead(tx: Queryable, orgId: number, subaccountId: number): Promise<WalletHead> {
  const head = await readHead(tx, orgId, subaccountId, true);
  if (!head) throw notFound('wallet sub-account');
  return head;
}

/** Appends under the head lock; `expected` undefined appends at the head whatever it is (automatic and recovered refills). */
async function append(tx: Queryable, orgId: number, subaccountId: number, expected: number | null | undefined, entry: NewWalletTransaction) {
  // A stale last_transaction is refused before waiting for the lock; the compare that counts is the one under it.
  if (expected !== undefined && expected !== (await readHead(tx, orgId, subaccountId, false))?.headId) throw stale();
  const head = await lockedHead(tx, orgId, subaccountId);
  if (expected !== undefined && expected !== head.headId) throw stale();
  checkCurrency(head, entry.currency);
  return { head, ...(await appendRow(tx, orgId, subaccountId, head, entry)) };
}

export async function readTransaction(db: Queryable, orgId: number, subaccountId: number, id: number) {
  const row = await getTransactionRow(db, orgId, subaccountId, id);
  if (!row) throw notFound('transaction');
  return renderTransaction(row);
}

const autoRefillKey = (orgId: number, transactionId: number) => `org${orgId}:wallet_auto_refill:${transactionId}`;

/**
 * A charge (stored negative). When it takes the balance below the auto-refill limit, the refill's intent is recorded in
 * the same transaction and returned, for `runAutoRefill` to charge after the commit.
 */
export async function chargeWallet(tx: Queryable, orgId: number, subaccountId: number, input: { amount: string; last: string | null; kind: string | null }) {
  if (!(await readHead(tx, orgId, subaccountId, false))) throw notFound('wallet sub-account');
  const { amount, currency } = positiveAmount(input.amount);
  const expected = parseLast(orgId, subaccountId, input.last);
  const { head, id, belowLimit } = await append(tx, orgId, subaccountId, expected, { type: 'charge', kind: input.kind, amount: `-${amount}`, currency, chargeId: null });
  let autoRefill: IntentInput | null = null;
  if (belowLimit && head.refillAmount !== null && head.refillAmountCurrency === currency && /[1-9]/.test(head.refillAmount) && !head.refillAmount.startsWith('-')) {
    autoRefill = {
      orgId, idempotencyKey: autoRefillKey(orgId, id), purpose: 'wallet_auto_refill', subaccountId, card: head.card,
      amount: head.refillAmount, currency, expectedLast: null, kind: 'auto_refill',
    };
    await recordIntent(tx, autoRefill);
  }
  return { transaction: await readTransaction(tx, orgId, subaccountId, id), autoRefill };
}

/** Records a refill the client asked for: its last_transaction must still be the head (unless recovering). */
export const recordWalletRefill: Recorder = async (tx, intent, chargeId, mode) => {
  const expected = mode === 'recover' || intent.expectedLast === null ? undefined : intent.expectedLast === 'none' ? null : Number(intent.expectedLast);
  const { id } = await append(tx, intent.orgId, intent.subaccountId!, expected, { type: 'refill', kind: intent.kind, amount: intent.amount, currency: intent.currency, chargeId });
  return id;
};

/** Records an automatic refill at the head. */
export const recordWalletAutoRefill: Recorder = async (tx, intent, chargeId) => {
  const { id } = await append(tx, intent.orgId, intent.subaccountId!, undefined, { type: 'refill', kind: intent.kind, amount: intent.amount, currency: intent.currency, chargeId });
  return id;
};

/** Charges the automatic refill a charge committed; a decline leaves the charge as it is (the balance stays low). */
export async function runAutoRefill(db: Database, processor: PaymentProcessor, intent: IntentInput, log: FastifyBaseLogger): Promise<void> {
  try {
    const outcome = await payThenRecord(db, processor, { ...intent, description: `Wallet auto-refill of sub-account ${intent.subaccountId}` },
      recordWalletAutoRefill, async () => {});
    if (outcome.status === 'declined') log.warn({ subaccount: intent.subaccountId, reason: outcome.reason }, 'wallet auto-refill declined');
  } catch (err) {
    // Left pending: reconcilePayments finishes it at the next start.
    log.error({ err, subaccount: intent.subaccountId }, 'wallet auto-refill failed');
  }
}

/** A refill through the processor, charged to the sub-account's card; idempotent under the client's Idempotency-Key. */
export async function refillWallet(db: Database, processor: PaymentProcessor, orgId: number, subaccountId: number,
  input: { amount: string; last: string | null; kind: string | null; idempotencyKey: string | null }) {
  const head = await readHead(db, orgId, subaccountId, false);
  if (!head) throw notFound('wallet sub-account');
  const { amount, currency } = positiveAmount(input.amount);
  const expected = parseLast(orgId, subaccountId, input.last);
  const outcome = await payThenRecord(db, processor, {
    orgId, idempotencyKey: `org${orgId}:wallet_refill:${subaccountId}:${input.idempotencyKey ?? randomUUID()}`, purpose: 'wallet_refill',
    subaccountId, card: head.card, amount, currency, expectedLast: expected === null ? 'none' : String(expected), kind: input.kind,
    description: `Wallet refill of sub-account ${subaccountId}`,
  }, recordWalletRefill, async () => {
    const now = (await readHead(db, orgId, subaccountId, false))!;
    if (expected !== now.headId) throw stale();
    checkCurrency(now, currency);
  });
  if (outcome.status === 'declined') throw new ApiError('payment_required', `The card was declined (${outcome.reason}); nothing was written.`);
  return readTransaction(db, orgId, subaccountId, outcome.transactionId);
}
