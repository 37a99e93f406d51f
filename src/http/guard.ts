/**
 * The one place where API requests are authenticated and authorised, in this order: a valid token (401),
 * an organization the token can see (404, never 403, so ids cannot be probed), the route's scope (403).
 * Every /api route declares `config.scope`, or `config.public: true`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { authenticate, type AuthContext } from '../auth/authenticate.ts';
import { scopeAllows, type Scope } from '../auth/scopes.ts';
import { forbidden, notFound } from '../core/errors.ts';
import { decodeId } from '../core/ids.ts';
import type { Queryable } from '../db/database.ts';

export type Role = 'owner' | 'admin' | 'member' | 'shipper';

export interface OrgContext {
  id: number;
  pk: string;
  role: Role;
  /** `/api/v2/orgs/{pk}` without a trailing slash, the prefix of every url in the organization. */
  base: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    scope?: Scope;
    public?: boolean;
    /** Wallet sub-account tokens may call only routes that say so. */
    subaccountAllowed?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext;
    org: OrgContext;
  }
}

export async function resolveOrg(db: Queryable, auth: AuthContext, orgPk: string): Promise<OrgContext> {
  const id = decodeId(orgPk);
  if (id === null || (auth.tokenOrgId !== null && auth.tokenOrgId !== id)) throw notFound('organization');
  const row = await db.one<{ role: Role }>(sql`SELECT role FROM memberships WHERE org_id = ${id} AND user_id = ${auth.userId}`);
  if (!row) throw notFound('organization');
  return { id, pk: orgPk, role: row.role, base: `/api/v2/orgs/${orgPk}` };
}

export function isOrgAdmin(request: FastifyRequest): boolean {
  return request.org.role === 'owner' || request.org.role === 'admin';
}

export function registerAuthGuard(app: FastifyInstance, db: Queryable): void {
  app.addHook('onRoute', (route) => {
    const url = route.url ?? '';
    if (!url.startsWith('/api/') || route.config?.public || route.config?.scope) return;
    throw new Error(`Route ${route.method} ${url} must declare config.scope or config.public`);
  });
  app.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config;
    if (config.public || !request.routeOptions.url?.startsWith('/api/')) return;
    request.auth = await authenticate(db, request);
    if (request.auth.kind === 'subaccount' && !config.subaccountAllowed) throw forbidden('A wallet sub-account token cannot use this resource.');
    const orgPk = (request.params as Record<string, string> | undefined)?.org_pk;
    if (orgPk !== undefined) request.org = await resolveOrg(db, request.auth, orgPk);
    if (config.scope && !scopeAllows(request.auth.scopes, config.scope, request.method)) {
      throw forbidden(`This token lacks the "${config.scope}" scope${request.method === 'GET' ? '' : ' with write access'}.`);
    }
  });
}
