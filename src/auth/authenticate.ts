/** Finds the bearer token of a request, and the member behind a token. */
import type { FastifyRequest } from 'fastify';
import { sql, type SQL } from '../core/sql.ts';
import type { Queryable } from '../db/database.ts';
import { unauthorized } from '../core/errors.ts';

export interface AuthContext {
  tokenId: number;
  userId: number;
  /** The only organization the token may see, or null for all of the member's organizations. */
  tokenOrgId: number | null;
  /** For a token bound to one organization, the live organizations it also reaches: those it created (v1 POST company/). */
  grantedOrgIds: number[];
  scopes: string[];
  kind: string;
  subjectId: number | null;
}

/** The Authorization header (any case of "Bearer") wins over `bearer_token` in the query or a form body. */
export function tokenFromRequest(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^bearer\s+(\S+)\s*$/i.exec(header);
    if (match) return match[1];
  }
  const query = request.query as Record<string, unknown> | undefined;
  if (typeof query?.bearer_token === 'string' && query.bearer_token) return query.bearer_token;
  const body = request.body as Record<string, unknown> | undefined;
  const isForm = String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
  if (isForm && typeof body?.bearer_token === 'string' && body.bearer_token) return body.bearer_token;
  return null;
}

type TokenRow = { id: number; user_id: number; org_id: number | null; granted: (number | string)[] | null; scopes: string[]; kind: string; subject_id: number | null };

const toAuth = (row: TokenRow): AuthContext => ({
  tokenId: row.id, userId: row.user_id, tokenOrgId: row.org_id, grantedOrgIds: (row.granted ?? []).map(Number),
  scopes: row.scopes, kind: row.kind, subjectId: row.subject_id,
});

/** A live organization: a deleted one (v1 DELETE company/) is reached by no token, at once. */
const live = (orgId: SQL) => sql`EXISTS (SELECT 1 FROM orgs lo WHERE lo.id = ${orgId} AND lo.deleted_at IS NULL)`;

/**
 * The token's columns, for a live token of an active member: a token bound to a deleted organization is no token
 * (401), including OAuth apps' tokens and wallet sub-accounts'.
 */
const TOKEN_COLUMNS = sql`t.id, t.user_id, t.org_id, t.scopes, t.kind, t.subject_id,
  CASE WHEN t.org_id IS NULL THEN NULL ELSE ARRAY(
    SELECT g.org_id FROM token_org_grants g JOIN orgs lg ON lg.id = g.org_id AND lg.deleted_at IS NULL WHERE g.token_id = t.id ORDER BY g.org_id
  ) END AS granted`;
const TOKEN_LIVE = sql`t.revoked_at IS NULL AND (t.expires_at IS NULL OR t.expires_at > now()) AND u.is_active
  AND (t.org_id IS NULL OR ${live(sql`t.org_id`)})`;

/** The member behind a token, by the token's hash; 401 when no live token of an active member has it. */
export async function verifyToken(db: Queryable, tokenHash: string): Promise<AuthContext> {
  const row = await db.one<TokenRow>(sql`
    SELECT ${TOKEN_COLUMNS} FROM access_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = ${tokenHash} AND ${TOKEN_LIVE}`);
  if (!row) throw unauthorized('The bearer token is invalid or has expired.', true);
  return toAuth(row);
}

/** verifyTokenInOrg's answer: `read` holds the rows of the statement it was given, when the token can see the organization. */
export interface VerifiedInOrg {
  auth: AuthContext;
  role: string | null;
  read?: Record<string, unknown>[];
}

/**
 * verifyToken and the member's role in organization `orgId` (null when not a member) in one round trip: what
 * every org-scoped request needs before its handler (the guard; org.ts `orgContextOf` turns it into request.org).
 * `read`, a SELECT of the organization's data (a route's first read), runs in the same statement, only for a
 * token that can see the organization (orgContextOf decides that again, with every other check, before the
 * rows reach a handler): a request that passes costs one round trip in all.
 */
export async function verifyTokenInOrg(db: Queryable, tokenHash: string, orgId: number, read?: SQL): Promise<VerifiedInOrg> {
  // The role is null in a deleted organization, as for one the member does not belong to (404).
  const token = sql`
    SELECT ${TOKEN_COLUMNS}, m.role
    FROM access_tokens t JOIN users u ON u.id = t.user_id
    LEFT JOIN memberships m ON m.org_id = ${orgId} AND m.user_id = t.user_id AND ${live(sql`${orgId}`)}
    WHERE t.token_hash = ${tokenHash} AND ${TOKEN_LIVE}`;
  if (!read) {
    const row = await db.one<TokenRow & { role: string | null }>(token);
    if (!row) throw unauthorized('The bearer token is invalid or has expired.', true);
    return { auth: toAuth(row), role: row.role };
  }
  // OFFSET 0 keeps the read a subquery of its own, so the token's test gates it (a one-time filter: not run at all
  // for a token that cannot see the organization) instead of filtering its rows after they were read.
  const rows = await db.rows<{ _token: TokenRow & { role: string | null }; _read: true | null }>(sql`
    WITH t AS (${token})
    SELECT row_to_json(t) AS _token, r.* FROM t
    LEFT JOIN LATERAL (
      SELECT true AS _read, q.* FROM (${read}) q WHERE t.role IS NOT NULL AND (t.org_id IS NULL OR t.org_id = ${orgId} OR ${orgId} = ANY(t.granted))
      OFFSET 0
    ) r ON true`);
  if (rows.length === 0) throw unauthorized('The bearer token is invalid or has expired.', true);
  const row = rows[0]._token;
  return {
    auth: toAuth(row),
    role: row.role,
    read: rows.flatMap(({ _token, _read, ...rest }) => (_read ? [rest] : [])),
  };
}
