/** SQL of the insurance ledger's reads (migration 0030); its writes are the ledger module's (ledger.ts). */
import { sql, type SQL } from '../../core/sql.ts';
import type { Queryable } from '../../db/database.ts';
import type { Page } from '../../core/paging.ts';
import { countedPage } from '../../db/sql.ts';
import { encodeId } from '../../core/ids.ts';
import { formatMoney } from '../../core/values/money.ts';
import { formatDateTime } from '../../core/values/datetime.ts';
import type { Head } from '../ledger/index.ts';
import type { InsuranceTransaction } from './schemas.ts';

export interface TransactionRow {
  org_id: number; id: number; transaction_type: 'refill' | 'charge'; amount_amount: string; amount_currency: string;
  balance_amount: string; balance_currency: string; last_transaction_id: number | null; void_of_id: number | null;
  voided_by_id: number | null; order_id: number | null; box_id: number | null; box_order_id: number | null;
  processor_charge_id: string | null; created_at: string;
}

const SELECT = sql`t.org_id, t.id, t.transaction_type, t.amount_amount::text AS amount_amount, t.amount_currency,
  t.balance_amount::text AS balance_amount, t.balance_currency, t.last_transaction_id, t.void_of_id, v.id AS voided_by_id,
  t.order_id, t.box_id, b.order_id AS box_order_id, t.processor_charge_id, t.created_at
  FROM insurance_transactions t
  LEFT JOIN insurance_transactions v ON v.org_id = t.org_id AND v.void_of_id = t.id
  LEFT JOIN boxes b ON b.org_id = t.org_id AND b.id = t.box_id`;

export const insuranceUrl = (orgId: number, id: number) => `/api/v2/orgs/${encodeId(orgId)}/insurance/${encodeId(id)}/`;

export async function getTransactionRow(db: Queryable, orgId: number, id: number): Promise<TransactionRow | null> {
  return (await db.one<TransactionRow>(sql`SELECT ${SELECT} WHERE t.org_id = ${orgId} AND t.id = ${id}`)) ?? null;
}

export async function listTransactionRows(db: Queryable, orgId: number, filter: { orderId?: number; boxId?: number }, page: Page) {
  const where: SQL = sql`t.org_id = ${orgId}${filter.orderId !== undefined ? sql` AND t.order_id = ${filter.orderId}` : sql``}${filter.boxId !== undefined ? sql` AND t.box_id = ${filter.boxId}` : sql``}`;
  return countedPage<TransactionRow>(db,
    sql`SELECT count(*)::int AS count FROM insurance_transactions t WHERE ${where}`,
    sql`SELECT ${SELECT} WHERE ${where} ORDER BY t.id LIMIT ${page.limit} OFFSET ${page.offset}`);
}

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
  const org = encodeId(row.org_id);
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
    order: orderId === null ? null : `/api/v2/orgs/${org}/orders/${encodeId(orderId)}/`,
    box: row.box_id === null || orderId === null ? null : `/api/v2/orgs/${org}/orders/${encodeId(orderId)}/boxes/${encodeId(row.box_id)}/`,
    processor_charge_id: row.processor_charge_id,
    current_insurance_balance: current,
  };
}
