/**
 * The one read of every ledger's transactions (migration 0030): a transaction, or a page of them, with what each
 * response and page shows beside its own columns (the transaction that voided it, the order of its box, that order's
 * primary id). The insurance and wallet APIs and the console's money and order pages all read through it.
 */
import { sql, type SQL } from '../../core/sql.ts';
import type { Queryable } from '../../db/database.ts';
import type { Page } from '../../core/paging.ts';
import { countedPage } from '../../db/sql.ts';
import type { KeyColumns, LedgerSpec } from './spec.ts';

export interface TransactionRow {
  org_id: number; id: number; transaction_type: 'refill' | 'charge'; kind: string | null; amount_amount: string; amount_currency: string;
  balance_amount: string; balance_currency: string; last_transaction_id: number | null; void_of_id: number | null; voided_by_id: number | null;
  order_id: number | null; box_id: number | null; box_order_id: number | null; order_primary_id: string | null;
  processor_charge_id: string | null; created_at: string;
  /** The ledger's key columns beyond org_id (a wallet's subaccount_id), as they are. */
  [keyColumn: string]: unknown;
}

/** Which transactions: an order's or a box's, or those created on `date` (YYYY-MM-DD, UTC). */
export interface TransactionFilter {
  orderId?: number;
  boxId?: number;
  date?: string | null;
}

const keyColumns = (columns: KeyColumns) => sql.join(columns.map(([column]) => sql`t.${sql.identifier(column)}`), sql`, `);
const matching = (columns: KeyColumns) => sql.join(columns.map(([column, value]) => sql`t.${sql.identifier(column)} = ${value}`), sql` AND `);

function selectFrom<K extends { orgId: number }, E>(spec: LedgerSpec<K, E>, key: K): SQL {
  const table = sql.identifier(spec.transactionTable);
  return sql`${keyColumns(spec.transactionKey(key))}, t.id, t.transaction_type, ${spec.kinds ? sql`t.kind` : sql`NULL::text AS kind`},
    t.amount_amount::text AS amount_amount, t.amount_currency, t.balance_amount::text AS balance_amount, t.balance_currency,
    t.last_transaction_id, t.void_of_id, v.id AS voided_by_id, t.order_id, t.box_id, b.order_id AS box_order_id,
    o.primary_id AS order_primary_id, t.processor_charge_id, t.created_at
    FROM ${table} t
    LEFT JOIN ${table} v ON v.org_id = t.org_id AND v.void_of_id = t.id
    LEFT JOIN boxes b ON b.org_id = t.org_id AND b.id = t.box_id
    LEFT JOIN orders o ON o.org_id = t.org_id AND o.id = coalesce(t.order_id, b.order_id)`;
}

/** One transaction of the ledger, or null. */
export async function transactionRow<K extends { orgId: number }, E>(db: Queryable, spec: LedgerSpec<K, E>, key: K, id: number) {
  return (await db.one<TransactionRow>(sql`SELECT ${selectFrom(spec, key)} WHERE ${matching(spec.transactionKey(key))} AND t.id = ${id}`)) ?? null;
}

/** A page of the ledger's transactions (oldest first, or newest first) and how many the filter keeps. */
export function transactionPage<K extends { orgId: number }, E>(db: Queryable, spec: LedgerSpec<K, E>, key: K, filter: TransactionFilter,
  page: Page, order: 'oldest first' | 'newest first' = 'oldest first') {
  const where = sql.join([
    matching(spec.transactionKey(key)),
    ...(filter.orderId === undefined ? [] : [sql`t.order_id = ${filter.orderId}`]),
    ...(filter.boxId === undefined ? [] : [sql`t.box_id = ${filter.boxId}`]),
    ...(filter.date == null ? [] : [sql`t.created_at >= ${filter.date}::date::timestamptz AND t.created_at < (${filter.date}::date + 1)::timestamptz`]),
  ], sql` AND `);
  return countedPage<TransactionRow>(db,
    sql`SELECT count(*)::int AS count FROM ${sql.identifier(spec.transactionTable)} t WHERE ${where}`,
    sql`SELECT ${selectFrom(spec, key)} WHERE ${where} ORDER BY t.id ${order === 'oldest first' ? sql`ASC` : sql`DESC`}
      LIMIT ${page.limit} OFFSET ${page.offset}`);
}
