/**
 * Opaque bearer tokens: 192 random bits, stored only as a SHA-256 hash. A token may come with a refresh token
 * (a token pair: OAuth2 apps and wallet sub-accounts); refreshing rotates both, and the old pair stops working.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from '../core/sql.ts';
import type { Queryable } from '../db/database.ts';
import { textArray } from '../db/sql.ts';
import type { Sealer } from './seal.ts';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = (prefix = 'bxl') => `${prefix}_${randomBytes(24).toString('base64url')}`;

export interface IssueTokenInput {
  userId: number;
  /** Restricts the token to one organization; null lets it see every organization of the user. */
  orgId: number | null;
  scopes: string[];
  kind?: 'personal' | 'oauth' | 'subaccount';
  expiresInSeconds?: number | null;
  /** Extra link for tokens that stand for something narrower than a member (a wallet sub-account). */
  subjectId?: number | null;
  /** The OAuth2 client (app) the token was issued to. */
  clientId?: number | null;
  /** Keeps an encrypted copy of the pair (a wallet sub-account's, which GET shows); verification still uses the hashes. */
  seal?: Sealer | null;
}

interface IssuedRow {
  id: number;
  expires_at: string | null;
}

async function insertToken(db: Queryable, input: IssueTokenInput, token: string, refresh: string | null, familyId: number | null): Promise<IssuedRow> {
  const row = await db.one<IssuedRow>(sql`
    INSERT INTO access_tokens (token_hash, user_id, org_id, scopes, kind, subject_id, client_id, refresh_hash, family_id, expires_at,
                               sealed_token, sealed_refresh)
    VALUES (${hashToken(token)}, ${input.userId}, ${input.orgId}, ${textArray(input.scopes)}, ${input.kind ?? 'personal'},
            ${input.subjectId ?? null}, ${input.clientId ?? null}, ${refresh === null ? null : hashToken(refresh)}, ${familyId},
            ${input.expiresInSeconds ? sql`now() + make_interval(secs => ${input.expiresInSeconds})` : null},
            ${input.seal ? input.seal.seal(token) : null}, ${input.seal && refresh !== null ? input.seal.seal(refresh) : null})
    RETURNING id, expires_at`);
  return row!;
}

export async function issueToken(db: Queryable, input: IssueTokenInput): Promise<{ token: string; expiresAt: string | null }> {
  const token = newToken();
  const row = await insertToken(db, input, token, null, null);
  return { token, expiresAt: row.expires_at };
}

/**
 * Lets a token bound to one organization reach organization `orgId` too (the one it just created with v1 POST or
 * PUT company/); nothing for a token that reaches all of its member's organizations.
 */
export async function grantOrgToToken(db: Queryable, token: { tokenId: number; tokenOrgId: number | null }, orgId: number): Promise<void> {
  if (token.tokenOrgId === null || token.tokenOrgId === orgId) return;
  await db.rows(sql`INSERT INTO token_org_grants (token_id, org_id) VALUES (${token.tokenId}, ${orgId}) ON CONFLICT DO NOTHING RETURNING token_id`);
}

export interface TokenPair {
  tokenId: number;
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lives (the refresh token lives until it is used). */
  expiresIn: number;
  expiresAt: string;
  scopes: string[];
}

/** An access token with its refresh token, starting a new family (or continuing `familyId` on rotation). */
export async function issueTokenPair(db: Queryable, input: IssueTokenInput & { expiresInSeconds: number }, familyId?: number): Promise<TokenPair> {
  const accessToken = newToken();
  const refreshToken = newToken('bxr');
  const row = await insertToken(db, input, accessToken, refreshToken, familyId ?? null);
  if (familyId === undefined) await db.one(sql`UPDATE access_tokens SET family_id = id WHERE id = ${row.id} RETURNING id`);
  return { tokenId: row.id, accessToken, refreshToken, expiresIn: input.expiresInSeconds, expiresAt: row.expires_at!, scopes: input.scopes };
}

export interface RotateInput {
  refreshToken: string;
  /** When given (a wallet sub-account's refresh sends its `bearer_token`), it must be the pair's access token. */
  accessToken?: string | null;
  /** The authenticated client; a pair issued to another client (or to none, when this is set) is refused. */
  clientId?: number | null;
  /** Keeps an encrypted copy of the new pair when the old one had one (a wallet sub-account's: pass the app's sealer). */
  seal?: Sealer | null;
}

export type RotateResult = { ok: true; pair: TokenPair; userId: number; orgId: number | null; kind: string; subjectId: number | null } | { ok: false; reason: string };

/**
 * Rotates a token pair inside the caller's transaction: the old pair is revoked and a new one issued with the
 * same member, organization, scopes, subject and lifetime. A refresh token that was already rotated revokes its
 * whole family (it has leaked); the caller must still commit, then answer `invalid_grant`.
 */
export async function rotateTokenPair(tx: Queryable, input: RotateInput): Promise<RotateResult> {
  const old = await tx.one<{
    id: number; token_hash: string; user_id: number; org_id: number | null; scopes: string[]; kind: IssueTokenInput['kind'];
    subject_id: number | null; client_id: number | null; family_id: number; revoked_at: string | null; lifetime: number; sealed: boolean;
  }>(sql`
    SELECT id, token_hash, user_id, org_id, scopes, kind, subject_id, client_id, family_id, revoked_at, sealed_token IS NOT NULL AS sealed,
           extract(epoch FROM expires_at - created_at)::int AS lifetime
    FROM access_tokens WHERE refresh_hash = ${hashToken(input.refreshToken)} FOR UPDATE`);
  // A pair of a deleted organization is refreshed no more (its tokens get 401 already).
  if (!old || (old.org_id !== null && !(await tx.one(sql`SELECT 1 AS live FROM orgs WHERE id = ${old.org_id} AND deleted_at IS NULL`)))) {
    return { ok: false, reason: 'The refresh token is invalid.' };
  }
  if (old.revoked_at !== null) {
    await tx.rows(sql`UPDATE access_tokens SET revoked_at = now() WHERE family_id = ${old.family_id} AND revoked_at IS NULL RETURNING id`);
    return { ok: false, reason: 'The refresh token was already used; every token of its grant is revoked.' };
  }
  if (input.clientId !== undefined && (old.client_id ?? null) !== (input.clientId ?? null)) {
    return { ok: false, reason: 'The refresh token was not issued to this client.' };
  }
  if (input.accessToken != null && hashToken(input.accessToken) !== old.token_hash) {
    return { ok: false, reason: 'The bearer token and the refresh token are not a pair.' };
  }
  await tx.rows(sql`UPDATE access_tokens SET revoked_at = now() WHERE id = ${old.id} RETURNING id`);
  const pair = await issueTokenPair(tx, {
    userId: old.user_id, orgId: old.org_id, scopes: old.scopes, kind: old.kind, subjectId: old.subject_id,
    clientId: old.client_id, expiresInSeconds: old.lifetime > 0 ? old.lifetime : 1800, seal: old.sealed ? input.seal : null,
  }, old.family_id);
  return { ok: true, pair, userId: old.user_id, orgId: old.org_id, kind: old.kind ?? 'personal', subjectId: old.subject_id };
}

export interface TokenRow {
  id: number;
  email: string;
  scopes: string[];
  expires_at: string | null;
  created_at: string;
}

/** The organization's live personal tokens (not OAuth2 apps' or sub-accounts'), newest first. */
export const listPersonalTokens = (db: Queryable, orgId: number) =>
  db.rows<TokenRow>(sql`
    SELECT t.id, u.email, t.scopes, t.expires_at, t.created_at
    FROM access_tokens t JOIN users u ON u.id = t.user_id
    WHERE t.org_id = ${orgId} AND t.kind = 'personal' AND t.revoked_at IS NULL AND (t.expires_at IS NULL OR t.expires_at > now())
    ORDER BY t.id DESC LIMIT 500`);

/** Revokes one of the organization's personal tokens; false when it has no such live token. */
export async function revokePersonalToken(db: Queryable, orgId: number, id: number): Promise<boolean> {
  const rows = await db.rows(sql`
    UPDATE access_tokens SET revoked_at = now()
    WHERE org_id = ${orgId} AND id = ${id} AND kind = 'personal' AND revoked_at IS NULL RETURNING id`);
  return rows.length > 0;
}
