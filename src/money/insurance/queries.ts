/** The insurance ledger's reads (its transactions through src/money/ledger/transactions.ts); its writes are the ledger module's. */
import { sql } from '../../core/sql.ts';
import type { Queryable } from '../../db/database.ts';
import type { Page } from '../../core/paging.ts';
import { formatMoney } from '../../core/values/money.ts';
import { formatDateTime } from '../../core/values/datetime.ts';
import { INSURANCE_LEDGER, type Head } from '../ledger/index.ts';
import { transactionPage, transactionRow, type TransactionRow } from '../ledger/transactions.ts';
import type { InsuranceTransaction } from './shape.ts';
import { boxUrl, insuranceUrl, orderUrl } from '../../core/urls.ts';

export type { TransactionRow };


export const getTransactionRow = (db: Queryable, orgId: number, id: number) => transactionRow(db, INSURANCE_LEDGER, { orgId }, id);

/** A page of the insurance ledger (all of it, an order's or a box's): oldest first, or newest first (the console's). */
export const listTransactionRows = (db: Queryable, orgId: number, filter: { orderId?: number; boxId?: number }, page: Page,
  order?: 'oldest first' | 'newest first') => transactionPage(db, INSURANCE_LEDGER, { orgId }, filter, page, order);

/** Whether the order exists, and whether it has the box (when one is named). */
export async function targetExists(db: Queryable, orgId: number, orderId: number, boxId: number | null): Promise<{ order: boolean; box: boolean }> {
  const row = await db.one<{ order: boolean; box: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM orders WHERE org_id = ${orgId} AND id = ${orderId}) AS "order",
           ${boxId === null ? sql`true` : sql`EXISTS (SELECT 1 FROM boxes WHERE org_id = ${orgId} AND order_id = ${orderId} AND id = ${boxId})`} AS box`);
  return row!;
}

export async function orgCard(db: Queryable, orgId: number): Promise<string | null> {
  return (await db.one<{ card: string | null }>(sql`SELECT processor_credit_card AS card FROM orgs WHERE id = ${orgId}`))?.card ?? null;
}

export const balanceText = (head: Head) => formatMoney(head.balance, head.currency ?? 'USD');

export function renderTransaction(row: TransactionRow, current: string): InsuranceTransaction {
  const orderId = row.order_id ?? row.box_order_id;
  return {
    url: insuranceUrl(row.org_id, row.id),
    amount: formatMoney(row.amount_amount, row.amount_currency.trim()),
    transaction_type: row.transaction_type,
    created_at: formatDateTime(row.created_at),
    balance: formatMoney(row.balance_amount, row.balance_currency.trim()),
    last_transaction: row.last_transaction_id === null ? null : insuranceUrl(row.org_id, row.last_transaction_id),
    voided_by: row.voided_by_id === null ? null : insuranceUrl(row.org_id, row.voided_by_id),
    void_of: row.void_of_id === null ? null : insuranceUrl(row.org_id, row.void_of_id),
    order: orderId === null ? null : orderUrl(row.org_id, orderId),
    box: row.box_id === null || orderId === null ? null : boxUrl(row.org_id, orderId, row.box_id),
    processor_charge_id: row.processor_charge_id,
    current_insurance_balance: current,
  };
}
