/** SQL for carrier accounts: columns and JSON from the catalogue (src/catalogue/carrier-account.ts). */
import { sql } from '../../core/sql.ts';
import { bigintArray, countedPage, textArray } from '../../db/sql.ts';
import type { Queryable } from '../../db/database.ts';
import type { Page } from '../../core/paging.ts';
import { assignmentsSql, columnListSql, fieldWriter, selectListSql, valueListSql, type Columns } from '../../core/fields/index.ts';
import { CARRIER_ACCOUNT_FIELDS } from '../../catalogue/carrier-account.ts';
import type { AccountCarrier } from '../../carriers/shipping-types.ts';
import type { CarrierAccount } from './shape.ts';
import { carrierAccountUrl } from '../../core/urls.ts';

export interface CarrierAccountRow extends Record<string, unknown> {
  org_id: number;
  id: number;
  carrier: AccountCarrier;
  name: string;
  is_test: boolean;
  rate_sheet: string | null;
  is_default: boolean;
  default_service: string | null;
  services: string[];
  sealed_credentials: string | null;
}

const COLUMNS = sql`org_id, id, ${selectListSql(CARRIER_ACCOUNT_FIELDS)}, services, sealed_credentials`;
const SELECT = sql`SELECT ${COLUMNS} FROM carrier_accounts`;


const writeFields = fieldWriter(CARRIER_ACCOUNT_FIELDS);

/** The account as the API shows it: never its credentials, only whether it has some. */
export function renderCarrierAccount(row: CarrierAccountRow): CarrierAccount {
  const out = writeFields(row, { url: carrierAccountUrl(row.org_id, row.id) } as Record<string, unknown>);
  out.services = row.services;
  out.has_credentials = row.sealed_credentials !== null;
  return out as unknown as CarrierAccount;
}

export async function listCarrierAccounts(db: Queryable, orgId: number, page: Page) {
  const { count, rows } = await countedPage<CarrierAccountRow>(db,
    sql`SELECT count(*)::int AS count FROM carrier_accounts WHERE org_id = ${orgId}`,
    sql`${SELECT} WHERE org_id = ${orgId} ORDER BY id LIMIT ${page.limit} OFFSET ${page.offset}`);
  return { count, results: rows.map(renderCarrierAccount) };
}

/** The statement of selectCarrierAccount (a label purchase reads it with the rest in one statement). */
export const carrierAccountSql = (orgId: number, id: number) => sql`${SELECT} WHERE org_id = ${orgId} AND id = ${id}`;

export async function selectCarrierAccount(db: Queryable, orgId: number, id: number): Promise<CarrierAccountRow | null> {
  return (await db.one<CarrierAccountRow>(carrierAccountSql(orgId, id))) ?? null;
}

/** The accounts named (all of the organization's when `ids` is null), by id. */
export async function selectCarrierAccounts(db: Queryable, orgId: number, ids: readonly number[] | null): Promise<CarrierAccountRow[]> {
  return db.rows<CarrierAccountRow>(sql`${SELECT} WHERE org_id = ${orgId}
    ${ids === null ? sql`` : sql`AND id = ANY(${bigintArray(ids)})`} ORDER BY id`);
}

/** `extra`: the services and sealed credentials, which are not catalogue fields. */
export async function insertCarrierAccount(tx: Queryable, orgId: number, columns: Columns, extra: { services: string[]; sealed: string | null }) {
  const names = Object.keys(columns);
  return (await tx.one<CarrierAccountRow>(sql`
    INSERT INTO carrier_accounts (org_id, ${columnListSql(names)}, services, sealed_credentials)
    VALUES (${orgId}, ${valueListSql(columns, names)}, ${textArray(extra.services)}, ${extra.sealed})
    RETURNING ${COLUMNS}`))!;
}

export async function updateCarrierAccountRow(tx: Queryable, orgId: number, id: number, columns: Columns,
  extra: { services?: string[]; sealed?: string | null }): Promise<CarrierAccountRow | null> {
  const parts = [assignmentsSql(columns)];
  if (extra.services !== undefined) parts.push(sql`services = ${textArray(extra.services)}`);
  if (extra.sealed !== undefined) parts.push(sql`sealed_credentials = ${extra.sealed}`);
  const set = parts.filter((p) => p !== null);
  return (await tx.one<CarrierAccountRow>(sql`
    UPDATE carrier_accounts SET ${set.length ? sql`${sql.join(set, sql`, `)}, ` : sql``}updated_at = now()
    WHERE org_id = ${orgId} AND id = ${id} RETURNING ${COLUMNS}`)) ?? null;
}

export async function deleteCarrierAccountRow(tx: Queryable, orgId: number, id: number): Promise<boolean> {
  return (await tx.rows(sql`DELETE FROM carrier_accounts WHERE org_id = ${orgId} AND id = ${id} RETURNING id`)).length > 0;
}
