/** SQL of a wallet sub-account's ledger's reads (migration 0030); its writes are the ledger module's (src/money/ledger/wallet.ts). */
import { sql, type SQL } from '../../../core/sql.ts';
import type { Queryable } from '../../../db/database.ts';
import type { Page } from '../../../core/paging.ts';
import { countedPage } from '../../../db/sql.ts';
import { encodeId } from '../../../core/ids.ts';
import { formatMoney } from '../../../core/values/money.ts';
import { formatDateTime } from '../../../core/values/datetime.ts';
import type { Head } from '../../ledger/index.ts';
import type { WalletTransaction } from './schemas.ts';

export interface WalletTransactionRow {
  org_id: number; id: number; subaccount_id: number; transaction_type: 'refill' | 'charge'; kind: string | null; amount_amount: string;
  amount_currency: string; balance_amount: string; balance_currency: string; last_transaction_id: number | null; void_of_id: number | null;
  voided_by_id: number | null; order_id: number | null; box_id: number | null; box_order_id: number | null; order_primary_id: string | null;
  processor_charge_id: string | null; created_at: string;
}

const SELECT = sql`t.org_id, t.id, t.subaccount_id, t.transaction_type, t.kind, t.amount_amount::text AS amount_amount, t.amount_currency,
  t.balance_amount::text AS balance_amount, t.balance_currency, t.last_transaction_id, t.void_of_id, v.id AS voided_by_id, t.order_id,
  t.box_id, b.order_id AS box_order_id, o.primary_id AS order_primary_id, t.processor_charge_id, t.created_at
  FROM wallet_transactions t
  LEFT JOIN wallet_transactions v ON v.org_id = t.org_id AND v.void_of_id = t.id
  LEFT JOIN boxes b ON b.org_id = t.org_id AND b.id = t.box_id
  LEFT JOIN orders o ON o.org_id = t.org_id AND o.id = coalesce(t.order_id, b.order_id)`;

export async function getTransactionRow(db: Queryable, orgId: number, subaccountId: number, id: number): Promise<WalletTransactionRow | null> {
  return (await db.one<WalletTransactionRow>(sql`SELECT ${SELECT} WHERE t.org_id = ${orgId} AND t.subaccount_id = ${subaccountId} AND t.id = ${id}`)) ?? null;
}

/** A page of the sub-account's ledger, oldest first; `date` (YYYY-MM-DD) keeps the transactions created that day (UTC). */
export async function listTransactionRows(db: Queryable, orgId: number, subaccountId: number, date: string | null, page: Page) {
  const where: SQL = sql`t.org_id = ${orgId} AND t.subaccount_id = ${subaccountId}${date === null ? sql``
    : sql` AND t.created_at >= ${date}::date::timestamptz AND t.created_at < (${date}::date + 1)::timestamptz`}`;
  return countedPage<WalletTransactionRow>(db,
    sql`SELECT count(*)::int AS count FROM wallet_transactions t WHERE ${where}`,
    sql`SELECT ${SELECT} WHERE ${where} ORDER BY t.id LIMIT ${page.limit} OFFSET ${page.offset}`);
}

export const transactionUrl = (orgId: number, subaccountId: number, id: number) =>
  `/api/v2/orgs/${encodeId(orgId)}/wallet-subaccounts/${encodeId(subaccountId)}/transactions/${encodeId(id)}/`;

export const balanceText = (head: Head<unknown>) => formatMoney(head.balance, head.currency ?? 'USD');

export function renderTransaction(row: WalletTransactionRow): WalletTransaction {
  const org = encodeId(row.org_id);
  const url = (id: number | null) => (id === null ? null : transactionUrl(row.org_id, row.subaccount_id, id));
  const orderId = row.order_id ?? row.box_order_id;
  return {
    url: transactionUrl(row.org_id, row.subaccount_id, row.id),
    kind: row.kind,
    amount: formatMoney(row.amount_amount, row.amount_currency.trim()),
    balance: formatMoney(row.balance_amount, row.balance_currency.trim()),
    transaction_type: row.transaction_type,
    created_at: formatDateTime(row.created_at),
    last_transaction: url(row.last_transaction_id),
    log: null,
    order: orderId === null ? null : `/api/v2/orgs/${org}/orders/${encodeId(orderId)}/`,
    box: row.box_id === null || orderId === null ? null : `/api/v2/orgs/${org}/orders/${encodeId(orderId)}/boxes/${encodeId(row.box_id)}/`,
    confirm_of: null,
    void_of: url(row.void_of_id),
    voided_by: url(row.voided_by_id),
    confirmed_by: null,
    order_primary_id: row.order_primary_id,
    processor_charge_id: row.processor_charge_id,
  };
}
