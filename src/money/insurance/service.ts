/**
 * The insurance ledger's rules over the ledger module (src/money/ledger/, configured in src/money/ledger/insurance.ts): a charge for an order
 * or a box is stored negative and never beyond the balance; a refill is a card charge to the organization's card,
 * made only once the ledger's head is reserved for it (a declined card is a LedgerRefusal); a void appends the opposite amount.
 * Every function takes typed ids and values: the route reads the body.
 */
import { inParallel, type Database, type Queryable } from '../../db/database.ts';
import type { Page } from '../../core/paging.ts';
import { refuseMoney } from '../refusals.ts';
import { formatMoney } from '../../core/values/money.ts';
import { append, INSURANCE_LEDGER, readHead, refill, refuseLedger, voidTransaction, type Amount, type Head } from '../ledger/index.ts';
import type { PaymentProcessor } from '../../payments/index.ts';
import type { OrgContext } from '../../auth/org.ts';
import { balanceText, getTransactionRow, listTransactionRows, orgCard, renderTransaction, targetExists } from './queries.ts';

const headOf = async (db: Queryable, orgId: number): Promise<Head> => (await readHead(db, INSURANCE_LEDGER, { orgId }, false))!;

/** A transaction with the current balance, as every single response shows it. */
export async function readTransaction(db: Queryable, orgId: number, id: number, isHead = false) {
  const row = await getTransactionRow(db, orgId, id);
  if (!row) throw refuseLedger({ kind: 'missing_transaction', ledger: 'insurance', transactionId: id });
  // The transaction just appended is the head: its balance is the current one (no second read).
  const current = isHead ? formatMoney(row.balance_amount, row.balance_currency.trim()) : balanceText(await headOf(db, orgId));
  return renderTransaction(row, current);
}

/** Charges insurance for an order or a box: stored negative, never beyond the balance. `expected`: the client's last_transaction. */
export async function chargeInsurance(tx: Queryable, orgId: number, input: { amount: Amount; expected: number | null; orderId: number; boxId: number | null }) {
  const { id } = await append(tx, INSURANCE_LEDGER, { orgId }, {
    type: 'charge', amount: `-${input.amount.amount}`, currency: input.amount.currency, orderId: input.orderId, boxId: input.boxId,
  }, { expected: input.expected });
  return readTransaction(tx, orgId, id, true);
}

/**
 * Refills through the processor. `idempotencyKey` (the client's Idempotency-Key) makes a retry answer with the first
 * outcome without charging again; without one every request is a new charge. A declined card is a LedgerRefusal, nothing written.
 */
export async function refillInsurance(db: Database, processor: PaymentProcessor, org: OrgContext,
  input: { amount: Amount; expected: number | null; idempotencyKey: string | null }) {
  const id = await refill(db, processor, INSURANCE_LEDGER, { orgId: org.id }, {
    amount: input.amount, expected: input.expected, kind: null, card: await orgCard(db, org.id), idempotencyKey: input.idempotencyKey,
    description: `Insurance refill for organization ${org.pk}`,
  });
  return readTransaction(db, org.id, id);
}

/** Voids a transaction: a new one with the opposite amount and void_of set. Refused for a void or a voided one. */
export async function voidInsurance(tx: Queryable, orgId: number, id: number) {
  await voidTransaction(tx, INSURANCE_LEDGER, { orgId }, id);
  return readTransaction(tx, orgId, id);
}

/** Refused (`missing`) unless the order exists (and has the box, when one is named). */
export async function checkTarget(db: Queryable, orgId: number, orderId: number, boxId: number | null): Promise<void> {
  const found = await targetExists(db, orgId, orderId, boxId);
  if (!found.order) throw refuseMoney({ kind: 'missing', what: 'order' });
  if (!found.box) throw refuseMoney({ kind: 'missing', what: 'box' });
}

/** A page of the ledger (all of it, an order's or a box's) with the current balance. */
export async function ledgerPage(db: Queryable, orgId: number, filter: { orderId?: number; boxId?: number }, page: Page) {
  const [{ count, rows }, head] = await inParallel(db, [
    () => listTransactionRows(db, orgId, filter, page), () => headOf(db, orgId)] as const);
  const current = balanceText(head);
  return { count, results: rows.map((r) => renderTransaction(r, current)), current };
}

export const CHARGE_DESCRIPTION =
  'Charges `amount` (positive, at most the currency\'s decimals: 2 for USD; stored negative) to the insurance balance. ' +
  '`last_transaction` must be the url of the latest transaction of the organization\'s ledger (null when there is none): ' +
  'otherwise 409 and nothing is written; of concurrent writers holding the same value, exactly one succeeds, and while a ' +
  'refill holding it is being charged to the card the others get a 409. More than the balance is a 400.';
