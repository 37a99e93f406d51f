/** SQL of wallet sub-accounts: columns and JSON from their catalogue (src/catalogue/wallet-subaccount.ts). */
import { sql } from '../../core/sql.ts';
import type { Queryable } from '../../db/database.ts';
import type { Page } from '../../core/paging.ts';
import { bigintArray, countedPage } from '../../db/sql.ts';
import { formatDateTime } from '../../core/values/datetime.ts';
import { assignmentsSql, columnListSql, fieldWriter, selectListSql, type Columns } from '../../core/fields/index.ts';
import { SUBACCOUNT_ADDRESS_FIELDS, SUBACCOUNT_CATALOGUE, SUBACCOUNT_FIELDS, SUBACCOUNT_ADDRESSES } from '../../catalogue/wallet-subaccount.ts';
import type { Sealer } from '../../auth/seal.ts';
import type { Subaccount } from './shape.ts';
import { maskCard } from '../../payments/index.ts';
import { walletSubaccountUrl } from '../../core/urls.ts';

export interface SubaccountRow {
  org_id: number;
  id: number;
  unique_id: string;
  name: string | null;
  email: string | null;
  suspended_at: string | null;
  negative_wallet_balance_reached_at: string | null;
  created_at: string;
  /** The ledger's balance (decimal text), and its currency once the ledger has a transaction. */
  balance_amount: string;
  balance_currency: string | null;
  [column: string]: unknown;
}

export interface TokenCopy {
  token: string | null;
  refresh_token: string | null;
  token_expires_at: string | null;
}

const SELECT = sql`org_id, id, ${selectListSql(SUBACCOUNT_CATALOGUE.fields)}, processor_credit_card_last4,
  balance_amount::text AS balance_amount, balance_currency`;

const writeFields = fieldWriter(SUBACCOUNT_FIELDS);
const addressWriters = Object.fromEntries(Object.entries(SUBACCOUNT_ADDRESSES).map(([name, prefix]) => [name,
  fieldWriter(SUBACCOUNT_ADDRESS_FIELDS, Object.fromEntries(SUBACCOUNT_ADDRESS_FIELDS.map((s) => [s.key, `${prefix}${s.column ?? s.key}`])))]));

export function renderSubaccount(row: SubaccountRow, tokens: TokenCopy): Subaccount {
  const stamps = { updated_at: formatDateTime(String(row.updated_at)), created_at: formatDateTime(String(row.created_at)) };
  const out: Record<string, unknown> = {
    url: walletSubaccountUrl(row.org_id, row.id),
    unique_id: row.unique_id,
    bill_to: { ...addressWriters.bill_to(row, {}), ...stamps },
    ship_to: { ...addressWriters.ship_to(row, {}), ...stamps },
    ...tokens,
  };
  const shown = writeFields(row, out);
  // The card as the processor's reference is never shown: its last four digits are (card.ts).
  shown.processor_credit_card = maskCard(row.processor_credit_card_last4);
  return shown as unknown as Subaccount;
}

export async function insertSubaccountRow(tx: Queryable, orgId: number, columns: Columns): Promise<SubaccountRow> {
  const names = Object.keys(columns);
  return (await tx.one<SubaccountRow>(sql`
    INSERT INTO wallet_subaccounts (org_id, ${columnListSql(names)}) VALUES (${orgId}, ${sql.join(names.map((n) => columns[n]), sql`, `)})
    RETURNING ${SELECT}`))!;
}

export async function updateSubaccountRow(tx: Queryable, orgId: number, id: number, columns: Columns): Promise<SubaccountRow | null> {
  const sets = assignmentsSql(columns);
  return (await tx.one<SubaccountRow>(sql`
    UPDATE wallet_subaccounts SET ${sets ? sql`${sets}, ` : sql``}updated_at = now() WHERE org_id = ${orgId} AND id = ${id} RETURNING ${SELECT}`)) ?? null;
}

export async function getSubaccountRow(db: Queryable, orgId: number, id: number): Promise<SubaccountRow | null> {
  return (await db.one<SubaccountRow>(sql`SELECT ${SELECT} FROM wallet_subaccounts WHERE org_id = ${orgId} AND id = ${id}`)) ?? null;
}

/** A page of sub-accounts by id; `onlyId` limits it to one (a sub-account's own token sees only itself). */
export async function listSubaccountRows(db: Queryable, orgId: number, page: Page, onlyId: number | null) {
  const where = sql`org_id = ${orgId}${onlyId === null ? sql`` : sql` AND id = ${onlyId}`}`;
  return countedPage<SubaccountRow>(db,
    sql`SELECT count(*)::int AS count FROM wallet_subaccounts WHERE ${where}`,
    sql`SELECT ${SELECT} FROM wallet_subaccounts WHERE ${where} ORDER BY id LIMIT ${page.limit} OFFSET ${page.offset}`);
}

/** The current (newest unrevoked) token pair of each sub-account, opened with the sealer (null values without one). */
export async function currentTokens(db: Queryable, orgId: number, ids: number[], sealer: Sealer | null): Promise<Map<number, TokenCopy>> {
  const out = new Map<number, TokenCopy>();
  if (ids.length === 0) return out;
  const rows = await db.rows<{ subject_id: number; sealed_token: string | null; sealed_refresh: string | null; expires: string | null }>(sql`
    SELECT DISTINCT ON (subject_id) subject_id, sealed_token, sealed_refresh, floor(extract(epoch FROM expires_at))::bigint::text AS expires
    FROM access_tokens WHERE kind = 'subaccount' AND org_id = ${orgId} AND subject_id = ANY(${bigintArray(ids)}) AND revoked_at IS NULL
    ORDER BY subject_id, id DESC`);
  for (const r of rows) {
    const open = (v: string | null) => (v === null || sealer === null ? null : sealer.open(v));
    out.set(Number(r.subject_id), { token: open(r.sealed_token), refresh_token: open(r.sealed_refresh), token_expires_at: r.expires });
  }
  return out;
}

export const NO_TOKENS: TokenCopy = { token: null, refresh_token: null, token_expires_at: null };
