/** The money pages' reads: ledger transactions (written only by src/money/ledger/) and the wallet's sub-accounts. */
import { sql } from '../../core/sql.ts';
import type { Queryable } from '../../db/database.ts';
import type { Page } from '../../core/paging.ts';
import { countedPage } from '../../db/sql.ts';

export interface LedgerRow {
  id: number;
  transaction_type: string;
  kind: string | null;
  amount_amount: string;
  amount_currency: string;
  balance_amount: string;
  balance_currency: string;
  order_id: number | null;
  void_of_id: number | null;
  created_at: string;
}

const LEDGER_COLUMNS = sql`id, transaction_type, amount_amount::text, amount_currency, balance_amount::text, balance_currency,
  order_id, void_of_id, created_at::text`;

export const insuranceTransactions = (db: Queryable, orgId: number, page: Page) =>
  countedPage<LedgerRow>(db,
    sql`SELECT count(*)::int AS count FROM insurance_transactions WHERE org_id = ${orgId}`,
    sql`SELECT ${LEDGER_COLUMNS}, NULL AS kind FROM insurance_transactions WHERE org_id = ${orgId} ORDER BY id DESC LIMIT ${page.limit} OFFSET ${page.offset}`);

export const walletTransactions = (db: Queryable, orgId: number, subaccountId: number, page: Page) =>
  countedPage<LedgerRow>(db,
    sql`SELECT count(*)::int AS count FROM wallet_transactions WHERE org_id = ${orgId} AND subaccount_id = ${subaccountId}`,
    sql`SELECT ${LEDGER_COLUMNS}, kind FROM wallet_transactions WHERE org_id = ${orgId} AND subaccount_id = ${subaccountId}
        ORDER BY id DESC LIMIT ${page.limit} OFFSET ${page.offset}`);

export interface SubaccountRow {
  id: number;
  unique_id: string;
  name: string | null;
  email: string | null;
  balance_amount: string;
  balance_currency: string | null;
  suspended_at: string | null;
  negative_wallet_balance_reached_at: string | null;
  created_at: string;
}

const SUBACCOUNT = sql`id, unique_id, name, email, balance_amount::text, balance_currency, suspended_at::text,
  negative_wallet_balance_reached_at::text, created_at::text`;

export const subaccounts = (db: Queryable, orgId: number, page: Page) =>
  countedPage<SubaccountRow>(db,
    sql`SELECT count(*)::int AS count FROM wallet_subaccounts WHERE org_id = ${orgId}`,
    sql`SELECT ${SUBACCOUNT} FROM wallet_subaccounts WHERE org_id = ${orgId} ORDER BY id LIMIT ${page.limit} OFFSET ${page.offset}`);

export const subaccount = (db: Queryable, orgId: number, id: number) =>
  db.one<SubaccountRow>(sql`SELECT ${SUBACCOUNT} FROM wallet_subaccounts WHERE org_id = ${orgId} AND id = ${id}`);
