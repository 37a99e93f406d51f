/** SQL of the v1 company resources: the organization (company), its address, license keys and members. */
import { sql, type SQL } from '../../core/sql.ts';
import type { Queryable } from '../../db/database.ts';
import type { AuthContext } from '../../auth/authenticate.ts';
import { assignmentsSql, columnListSql, columnNames, selectListSql, valueListSql, type Columns, type FieldSpec } from '../../core/fields/index.ts';
import type { V1Page } from '../shape.ts';

export interface CompanyRow extends Record<string, unknown> {
  id: number;
  company_id: string;
  name: string;
  role: string;
  created_at: string;
  updated_at: string;
}

/** The companies a token sees: its member's organizations (only the token's own when it is bound to one), not deleted. */
function visible(auth: AuthContext): SQL {
  return sql`m.user_id = ${auth.userId} AND o.deleted_at IS NULL ${auth.tokenOrgId !== null ? sql`AND o.id = ${auth.tokenOrgId}` : sql``}`;
}

export async function listCompanies(db: Queryable, auth: AuthContext, page: V1Page): Promise<{ total: number; rows: CompanyRow[] }> {
  const count = await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM orgs o JOIN memberships m ON m.org_id = o.id WHERE ${visible(auth)}`);
  const rows = await db.rows<CompanyRow>(sql`
    SELECT o.id, o.company_id, o.name, m.role, o.created_at, o.updated_at FROM orgs o JOIN memberships m ON m.org_id = o.id
    WHERE ${visible(auth)} ORDER BY o.id LIMIT ${page.limit} OFFSET ${page.offset}`);
  return { total: count!.n, rows };
}

export async function getCompany(db: Queryable, auth: AuthContext, id: number, opts: { lock?: boolean } = {}): Promise<CompanyRow | null> {
  return (await db.one<CompanyRow>(sql`
    SELECT o.id, o.company_id, o.name, m.role, o.created_at, o.updated_at FROM orgs o JOIN memberships m ON m.org_id = o.id
    WHERE ${visible(auth)} AND o.id = ${id} ${opts.lock ? sql`FOR NO KEY UPDATE OF o` : sql``}`)) ?? null;
}

/** A new company with the member as its owner; returns its id. */
export async function insertCompany(db: Queryable, userId: number, input: { name: string; companyId?: string }): Promise<number> {
  const row = await db.one<{ id: number }>(sql`
    INSERT INTO orgs (name${input.companyId === undefined ? sql`` : sql`, company_id`})
    VALUES (${input.name}${input.companyId === undefined ? sql`` : sql`, ${input.companyId}`}) RETURNING id`);
  await db.rows(sql`INSERT INTO memberships (org_id, user_id, role) VALUES (${row!.id}, ${userId}, 'owner')`);
  return Number(row!.id);
}

export async function updateCompany(db: Queryable, id: number, input: { name?: string; companyId?: string }): Promise<void> {
  await db.rows(sql`
    UPDATE orgs SET name = coalesce(${input.name ?? null}, name), company_id = coalesce(${input.companyId ?? null}, company_id), updated_at = now()
    WHERE id = ${id}`);
}

/** Whether another company already has this company_id (a taken one is a 409). */
export async function companyIdTaken(db: Queryable, companyId: string, exceptId?: number): Promise<boolean> {
  const row = await db.one<{ id: number }>(sql`SELECT id FROM orgs WHERE company_id = ${companyId} ${exceptId === undefined ? sql`` : sql`AND id <> ${exceptId}`}`);
  return Boolean(row);
}

/** How many live companies the member belongs to. */
export async function companyCount(db: Queryable, userId: number): Promise<number> {
  const row = await db.one<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM memberships m JOIN orgs o ON o.id = m.org_id WHERE m.user_id = ${userId} AND o.deleted_at IS NULL`);
  return row!.n;
}

/** v1 DELETE of a company: it is marked deleted (v2 shows `deleted_at`), its rows are kept. */
export async function markCompanyDeleted(db: Queryable, id: number): Promise<void> {
  await db.rows(sql`UPDATE orgs SET deleted_at = now(), updated_at = now() WHERE id = ${id}`);
}

// ---- company_address

export interface AddressRow extends Record<string, unknown> {
  id: number;
  org_id: number;
}

export async function listAddresses(db: Queryable, orgId: number, fields: readonly FieldSpec[], page: V1Page) {
  const count = await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM company_addresses WHERE org_id = ${orgId}`);
  const rows = await db.rows<AddressRow>(sql`
    SELECT id, org_id, ${selectListSql(fields)}, created_at, updated_at FROM company_addresses WHERE org_id = ${orgId}
    ORDER BY id LIMIT ${page.limit} OFFSET ${page.offset}`);
  return { total: count!.n, rows };
}

export async function getAddress(db: Queryable, orgId: number, fields: readonly FieldSpec[], id: number): Promise<AddressRow | null> {
  return (await db.one<AddressRow>(sql`
    SELECT id, org_id, ${selectListSql(fields)}, created_at, updated_at FROM company_addresses WHERE org_id = ${orgId} AND id = ${id}`)) ?? null;
}

/** Whether any company has an address with this id (v1 ids are unique across companies). */
export async function addressIdUsed(db: Queryable, id: number): Promise<boolean> {
  return Boolean(await db.one(sql`SELECT 1 AS used FROM company_addresses WHERE id = ${id}`));
}

export async function addressOfCompany(db: Queryable, orgId: number): Promise<number | null> {
  const row = await db.one<{ id: number }>(sql`SELECT id FROM company_addresses WHERE org_id = ${orgId}`);
  return row ? Number(row.id) : null;
}

export async function insertAddress(db: Queryable, orgId: number, fields: readonly FieldSpec[], columns: Columns, id?: number): Promise<number> {
  const names = columnNames(fields);
  const row = await db.one<{ id: number }>(sql`
    INSERT INTO company_addresses (org_id, ${id === undefined ? sql`` : sql`id, `}${columnListSql(names)})
    ${id === undefined ? sql`` : sql`OVERRIDING SYSTEM VALUE`}
    VALUES (${orgId}, ${id === undefined ? sql`` : sql`${id}, `}${valueListSql(columns, names)}) RETURNING id`);
  // An id given by the client: the sequence moves past it, so v1 ids stay unique across companies.
  if (id !== undefined) {
    await db.rows(sql`SELECT setval(pg_get_serial_sequence('company_addresses', 'id'), greatest(${id}::bigint, (SELECT last_value FROM company_addresses_id_seq)))`);
  }
  return Number(row!.id);
}

export async function updateAddress(db: Queryable, orgId: number, id: number, columns: Columns): Promise<void> {
  const assignments = assignmentsSql(columns);
  await db.rows(sql`UPDATE company_addresses SET ${assignments ? sql`${assignments}, ` : sql``}updated_at = now() WHERE org_id = ${orgId} AND id = ${id}`);
}

export async function deleteAddress(db: Queryable, orgId: number, id: number): Promise<boolean> {
  return (await db.rows(sql`DELETE FROM company_addresses WHERE org_id = ${orgId} AND id = ${id} RETURNING id`)).length > 0;
}

// ---- license keys and members

export async function listLicenseKeys(db: Queryable, orgId: number, page: V1Page, id?: number) {
  const where = sql`org_id = ${orgId} ${id === undefined ? sql`` : sql`AND id = ${id}`}`;
  const count = await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM license_keys WHERE ${where}`);
  const rows = await db.rows<{ id: number; code: string }>(sql`
    SELECT id, code FROM license_keys WHERE ${where} ORDER BY id LIMIT ${page.limit} OFFSET ${page.offset}`);
  return { total: count!.n, rows };
}

export interface MemberRow {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
  is_active: boolean;
  is_superuser: boolean;
  role: string;
}

export async function listMembers(db: Queryable, orgId: number, page: V1Page, id?: number) {
  const where = sql`m.org_id = ${orgId} ${id === undefined ? sql`` : sql`AND u.id = ${id}`}`;
  const count = await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM memberships m JOIN users u ON u.id = m.user_id WHERE ${where}`);
  const rows = await db.rows<MemberRow>(sql`
    SELECT u.id, u.email, u.first_name, u.last_name, u.avatar, u.is_active, u.is_superuser, m.role
    FROM memberships m JOIN users u ON u.id = m.user_id WHERE ${where} ORDER BY u.id LIMIT ${page.limit} OFFSET ${page.offset}`);
  return { total: count!.n, rows };
}

export async function isSuperUser(db: Queryable, userId: number): Promise<boolean> {
  return (await db.one<{ is_superuser: boolean }>(sql`SELECT is_superuser FROM users WHERE id = ${userId}`))?.is_superuser ?? false;
}
