/** The organization a request works in: the member's role in it, as the guard resolves it from the token. */
import { sql } from '../core/sql.ts';
import { forbidden, notFound } from '../core/errors.ts';
import { encodeId } from '../core/ids.ts';
import type { Queryable } from '../db/database.ts';
import type { AuthContext } from './authenticate.ts';

export type Role = 'owner' | 'admin' | 'member' | 'shipper';

export interface OrgContext {
  id: number;
  pk: string;
  role: Role;
  /** `/api/v2/orgs/{pk}` without a trailing slash, the prefix of every url in the organization. */
  base: string;
}

/** The organization `orgId` (written `orgPk` in the path) as the token sees it; 404 when it cannot. */
export async function resolveOrg(db: Queryable, auth: AuthContext, orgId: number, orgPk: string): Promise<OrgContext> {
  if (auth.tokenOrgId !== null && auth.tokenOrgId !== orgId) throw notFound('organization');
  const row = await db.one<{ role: Role }>(sql`SELECT role FROM memberships WHERE org_id = ${orgId} AND user_id = ${auth.userId}`);
  return orgContextOf(auth, orgId, orgPk, row?.role ?? null);
}

/** The same rule as resolveOrg, given the member's role already read (verifyTokenInOrg): 404 when the token cannot see it. */
export function orgContextOf(auth: AuthContext, orgId: number, orgPk: string, role: string | null): OrgContext {
  if ((auth.tokenOrgId !== null && auth.tokenOrgId !== orgId) || role === null) throw notFound('organization');
  return { id: orgId, pk: orgPk, role: role as Role, base: `/api/v2/orgs/${orgPk}` };
}

/**
 * The organization of a v1 request, which names none in its path: the token's own organization, or for a token
 * valid in all of its member's organizations, the first the member joined. 403 when the member has none.
 */
export async function resolveTokenOrg(db: Queryable, auth: AuthContext): Promise<OrgContext> {
  const row = await db.one<{ org_id: number; role: Role }>(sql`
    SELECT org_id, role FROM memberships WHERE user_id = ${auth.userId}
      ${auth.tokenOrgId !== null ? sql`AND org_id = ${auth.tokenOrgId}` : sql``}
    ORDER BY created_at, org_id LIMIT 1`);
  if (!row) throw forbidden('This token belongs to no company.');
  const id = Number(row.org_id);
  return { id, pk: encodeId(id), role: row.role, base: `/api/v2/orgs/${encodeId(id)}` };
}

export function isOrgAdmin(request: { org: OrgContext }): boolean {
  return request.org.role === 'owner' || request.org.role === 'admin';
}
