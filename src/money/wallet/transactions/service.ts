/**
 * A wallet sub-account's ledger over the ledger module (src/money/ledger/, configured in src/money/ledger/wallet.ts). A refill
 * is a card charge to the sub-account's card, made only once the head is reserved for it (a declined card is a LedgerRefusal). A charge
 * may take the balance below zero; below wallet_auto_refill_limit, a refill of wallet_auto_refill_amount is recorded
 * in the charge's own transaction, reserving the head (a crash cannot lose it), and charged after the commit.
 * Every function takes typed ids and values: the route reads the body.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../../db/database.ts';
import { compareDecimals } from '../../../core/values/decimal.ts';
import {
  append, balanceAfter, chargeScheduledRefill, ledgerAmount, readHead, refill, refuseLedger, scheduleRefill, WALLET_LEDGER,
  type Amount, type WalletKey, type WalletSettings,
} from '../../ledger/index.ts';
import type { IntentInput, PaymentProcessor } from '../../../payments/index.ts';
import { getTransactionRow, renderTransaction } from './queries.ts';

export async function readTransaction(db: Queryable, orgId: number, subaccountId: number, id: number) {
  const row = await getTransactionRow(db, orgId, subaccountId, id);
  if (!row) throw refuseLedger({ kind: 'missing_transaction', ledger: 'wallet', transactionId: id });
  return renderTransaction(row);
}

const autoRefillKey = (orgId: number, transactionId: number) => `org${orgId}:wallet_auto_refill:${transactionId}`;

/** The automatic refill a balance calls for, or null: none set, not below the limit, or an amount the ledger cannot take. */
function autoRefillAmount(settings: WalletSettings, currency: string, balance: string): Amount | null {
  if (settings.refillLimit === null || settings.refillAmount === null || settings.refillAmountCurrency !== currency) return null;
  if (compareDecimals(balance, settings.refillLimit) >= 0) return null;
  try {
    const amount = ledgerAmount('wallet', 'wallet_auto_refill_amount', { amount: settings.refillAmount, currency });
    return balanceAfter(balance, amount.amount) === null ? null : amount;
  } catch {
    return null;
  }
}

/**
 * A charge (stored negative). When it takes the balance below the auto-refill limit, the refill's intent is recorded
 * in the same transaction and returned, for `runAutoRefill` to charge after the commit.
 */
export async function chargeWallet(tx: Queryable, key: WalletKey, input: { amount: Amount; expected: number | null; kind: string | null }) {
  const { currency } = input.amount;
  const { id, head, balance } = await append(tx, WALLET_LEDGER, key, { type: 'charge', kind: input.kind, amount: `-${input.amount.amount}`, currency },
    { expected: input.expected });
  const refillAmount = autoRefillAmount(head.extra, currency, balance);
  const autoRefill: IntentInput | null = refillAmount === null ? null : await scheduleRefill(tx, WALLET_LEDGER, key, {
    idempotencyKey: autoRefillKey(key.orgId, id), purpose: 'wallet_auto_refill', card: head.extra.card, amount: refillAmount.amount, currency,
    kind: 'auto_refill',
  });
  return { transaction: await readTransaction(tx, key.orgId, key.subaccountId, id), autoRefill };
}

/** Charges the automatic refill a charge committed; a decline leaves the charge as it is (the balance stays low). */
export async function runAutoRefill(db: Database, processor: PaymentProcessor, intent: IntentInput, log: FastifyBaseLogger): Promise<void> {
  try {
    const outcome = await chargeScheduledRefill(db, processor, WALLET_LEDGER, intent, `Wallet auto-refill of sub-account ${intent.subaccountId}`);
    if (outcome.status === 'declined') log.warn({ subaccount: intent.subaccountId, reason: outcome.reason }, 'wallet auto-refill declined');
  } catch (err) {
    // Left pending: reconcilePayments finishes it (the worker, or the next start).
    log.error({ err, subaccount: intent.subaccountId }, 'wallet auto-refill failed');
  }
}

/** A refill through the processor, charged to the sub-account's card; idempotent under the client's Idempotency-Key. */
export async function refillWallet(db: Database, processor: PaymentProcessor, key: WalletKey,
  input: { amount: Amount; expected: number | null; kind: string | null; idempotencyKey: string | null }) {
  const head = await readHead(db, WALLET_LEDGER, key, false);
  if (!head) throw refuseLedger({ kind: 'missing', ledger: 'wallet' });
  const id = await refill(db, processor, WALLET_LEDGER, key, {
    amount: input.amount, expected: input.expected, kind: input.kind, card: head.extra.card, idempotencyKey: input.idempotencyKey,
    description: `Wallet refill of sub-account ${key.subaccountId}`,
  });
  return readTransaction(db, key.orgId, key.subaccountId, id);
}

