/** Organizations as v1 shows them (companies): those a token's member belongs to, not deleted, with the member's role. */
import { sql, type SQL } from '../core/sql.ts';
import type { Queryable } from '../db/database.ts';
import type { Page } from '../core/paging.ts';
import type { AuthContext } from '../auth/authenticate.ts';
import { tokenOrgIds, type Role } from '../auth/org.ts';
import { bigintArray } from '../db/sql.ts';

export interface CompanyRow extends Record<string, unknown> {
  id: number;
  company_id: string;
  name: string;
  role: Role;
  created_at: string;
  updated_at: string;
}

/**
 * The companies a token sees: its member's organizations, not deleted (when it is bound to one, only that one and
 * those it created).
 */
function visible(auth: AuthContext): SQL {
  const only = tokenOrgIds(auth);
  return sql`m.user_id = ${auth.userId} AND o.deleted_at IS NULL ${only !== null ? sql`AND o.id = ANY(${bigintArray(only)})` : sql``}`;
}

export async function listCompanies(db: Queryable, auth: AuthContext, page: Page): Promise<{ total: number; rows: CompanyRow[] }> {
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

export async function updateCompany(db: Queryable, id: number, input: { name?: string; companyId?: string }): Promise<void> {
  await db.rows(sql`
    UPDATE orgs SET name = coalesce(${input.name ?? null}, name), company_id = coalesce(${input.companyId ?? null}, company_id), updated_at = now()
    WHERE id = ${id}`);
}

/** Whether an organization, deleted or not, has this id (v1 PUT to a free id creates one with it). */
export async function orgIdTaken(db: Queryable, id: number): Promise<boolean> {
  return Boolean(await db.one(sql`SELECT 1 AS taken FROM orgs WHERE id = ${id}`));
}

/** Whether another organization already has this company_id (a taken one is a 409). */
export async function companyIdTaken(db: Queryable, companyId: string, exceptId?: number): Promise<boolean> {
  const row = await db.one<{ id: number }>(sql`SELECT id FROM orgs WHERE company_id = ${companyId} ${exceptId === undefined ? sql`` : sql`AND id <> ${exceptId}`}`);
  return Boolean(row);
}

/** v1 DELETE of a company: the organization is marked deleted (v2 shows `deleted_at`), its rows are kept. */
export async function markOrgDeleted(db: Queryable, id: number): Promise<void> {
  await db.rows(sql`UPDATE orgs SET deleted_at = now(), updated_at = now() WHERE id = ${id}`);
}
