/**
 * The organization a request works in: the member's role in it, as the guard resolves it from the token (a v1
 * request's, which names no organization, is src/orgs/members.ts `resolveTokenOrg`).
 */
import type { AuthContext } from './authenticate.ts';
import { refuseAuth } from './refusals.ts';

export type Role = 'owner' | 'admin' | 'member' | 'shipper';

export interface OrgContext {
  id: number;
  pk: string;
  role: Role;
}

/** The organizations a token is limited to (its own and those it created), or null for all of its member's. */
export const tokenOrgIds = (auth: AuthContext): number[] | null =>
  (auth.tokenOrgId === null ? null : [auth.tokenOrgId, ...auth.grantedOrgIds]);

/** Whether the token may see organization `orgId` (given that its member belongs to it). */
export const tokenReaches = (auth: AuthContext, orgId: number): boolean =>
  auth.tokenOrgId === null || auth.tokenOrgId === orgId || auth.grantedOrgIds.includes(orgId);

/**
 * The organization `orgId` (written `orgPk` in the path) as the token sees it, given the member's role read with
 * the token (verifyTokenInOrg): refused (`missing`) when the token cannot see it.
 */
export function orgContextOf(auth: AuthContext, orgId: number, orgPk: string, role: string | null): OrgContext {
  if (!tokenReaches(auth, orgId) || role === null) throw refuseAuth({ kind: 'missing', what: 'organization' });
  return { id: orgId, pk: orgPk, role: role as Role };
}

export function isOrgAdmin(request: { org: OrgContext }): boolean {
  return request.org.role === 'owner' || request.org.role === 'admin';
}
