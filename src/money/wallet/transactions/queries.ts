/** A wallet sub-account's ledger's reads (through src/money/ledger/transactions.ts); its writes are the ledger module's (src/money/ledger/wallet.ts). */
import type { Queryable } from '../../../db/database.ts';
import type { Page } from '../../../core/paging.ts';
import { formatMoney } from '../../../core/values/money.ts';
import { formatDateTime } from '../../../core/values/datetime.ts';
import { WALLET_LEDGER, type Head } from '../../ledger/index.ts';
import { transactionPage, transactionRow, type TransactionRow } from '../../ledger/transactions.ts';
import type { WalletTransaction } from './shape.ts';
import { boxUrl, orderUrl, walletTransactionUrl } from '../../../core/urls.ts';

export type WalletTransactionRow = TransactionRow & { subaccount_id: number };

export const getTransactionRow = async (db: Queryable, orgId: number, subaccountId: number, id: number) =>
  (await transactionRow(db, WALLET_LEDGER, { orgId, subaccountId }, id)) as WalletTransactionRow | null;

/** A page of the sub-account's ledger, oldest first (or newest first: the console's); `date` (YYYY-MM-DD) keeps the transactions created that day (UTC). */
export async function listTransactionRows(db: Queryable, orgId: number, subaccountId: number, date: string | null, page: Page,
  order?: 'oldest first' | 'newest first') {
  const { count, rows } = await transactionPage(db, WALLET_LEDGER, { orgId, subaccountId }, { date }, page, order);
  return { count, rows: rows as WalletTransactionRow[] };
}

export const balanceText = (head: Head<unknown>) => formatMoney(head.balance, head.currency ?? 'USD');

export function renderTransaction(row: WalletTransactionRow): WalletTransaction {
  const url = (id: number | null) => (id === null ? null : walletTransactionUrl(row.org_id, row.subaccount_id, id));
  const orderId = row.order_id ?? row.box_order_id;
  return {
    url: walletTransactionUrl(row.org_id, row.subaccount_id, row.id),
    kind: row.kind,
    amount: formatMoney(row.amount_amount, row.amount_currency.trim()),
    balance: formatMoney(row.balance_amount, row.balance_currency.trim()),
    transaction_type: row.transaction_type,
    created_at: formatDateTime(row.created_at),
    last_transaction: url(row.last_transaction_id),
    log: null,
    order: orderId === null ? null : orderUrl(row.org_id, orderId),
    box: row.box_id === null || orderId === null ? null : boxUrl(row.org_id, orderId, row.box_id),
    confirm_of: null,
    void_of: url(row.void_of_id),
    voided_by: url(row.voided_by_id),
    confirmed_by: null,
    order_primary_id: row.order_primary_id,
    processor_charge_id: row.processor_charge_id,
  };
}
