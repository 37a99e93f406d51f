/** All SQL of OAuth2: apps (clients), authorization codes, login sessions, app relations (members are src/orgs/). */
import { sql } from '../core/sql.ts';
import type { Queryable } from '../db/database.ts';
import { countedPage, textArray } from '../db/sql.ts';
import type { Page } from '../core/paging.ts';

// ---- apps (OAuth2 clients) ----

export interface ClientRow {
  org_id: number;
  id: number;
  client_key: string;
  secret_hash: string;
  name: string;
  redirect_uris: string[];
  scopes: string[];
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

const CLIENT_COLUMNS = sql`org_id, id, client_key, secret_hash, name, redirect_uris, scopes, created_by, created_at, updated_at`;

export async function insertClient(db: Queryable, orgId: number, input: {
  clientKey: string; secretHash: string; name: string; redirectUris: string[]; scopes: string[]; createdBy: number | null;
}): Promise<ClientRow> {
  const row = await db.one<ClientRow>(sql`
    INSERT INTO oauth_clients (org_id, client_key, secret_hash, name, redirect_uris, scopes, created_by)
    VALUES (${orgId}, ${input.clientKey}, ${input.secretHash}, ${input.name}, ${textArray(input.redirectUris)},
            ${textArray(input.scopes)}, ${input.createdBy})
    RETURNING ${CLIENT_COLUMNS}`);
  return row!;
}

export async function listClients(db: Queryable, orgId: number, page: Page) {
  return countedPage<ClientRow>(db,
    sql`SELECT count(*)::int AS count FROM oauth_clients WHERE org_id = ${orgId}`,
    sql`SELECT ${CLIENT_COLUMNS} FROM oauth_clients WHERE org_id = ${orgId} ORDER BY id LIMIT ${page.limit} OFFSET ${page.offset}`);
}

export const getClient = (db: Queryable, orgId: number, id: number) =>
  db.one<ClientRow>(sql`SELECT ${CLIENT_COLUMNS} FROM oauth_clients WHERE org_id = ${orgId} AND id = ${id}`);

export const findClientByKey = (db: Queryable, orgId: number, clientKey: string) =>
  db.one<ClientRow>(sql`SELECT ${CLIENT_COLUMNS} FROM oauth_clients WHERE org_id = ${orgId} AND client_key = ${clientKey}`);

export async function updateClient(db: Queryable, orgId: number, id: number, input: { name?: string; redirectUris?: string[]; scopes?: string[] }) {
  return db.one<ClientRow>(sql`
    UPDATE oauth_clients SET
      name = ${input.name === undefined ? sql`name` : sql`${input.name}`},
      redirect_uris = ${input.redirectUris === undefined ? sql`redirect_uris` : textArray(input.redirectUris)},
      scopes = ${input.scopes === undefined ? sql`scopes` : textArray(input.scopes)},
      updated_at = now()
    WHERE org_id = ${orgId} AND id = ${id}
    RETURNING ${CLIENT_COLUMNS}`);
}

/** Deletes an app (its codes and relation go with it) and revokes every token issued to it. */
export async function deleteClient(db: Queryable, orgId: number, id: number): Promise<boolean> {
  const rows = await db.rows(sql`DELETE FROM oauth_clients WHERE org_id = ${orgId} AND id = ${id} RETURNING id`);
  if (rows.length === 0) return false;
  await db.rows(sql`UPDATE access_tokens SET revoked_at = now() WHERE org_id = ${orgId} AND client_id = ${id} AND revoked_at IS NULL RETURNING id`);
  return true;
}

// ---- tokens (read-only views used by the token endpoint; tokens are written by src/auth/tokens.ts) ----

export const tokenByRefresh = (db: Queryable, refreshHash: string) =>
  db.one<{ kind: string; client_id: number | null; org_id: number | null }>(sql`
    SELECT kind, client_id, org_id FROM access_tokens WHERE refresh_hash = ${refreshHash}`);

export async function revokeFamily(db: Queryable, familyId: number): Promise<void> {
  await db.rows(sql`UPDATE access_tokens SET revoked_at = now() WHERE family_id = ${familyId} AND revoked_at IS NULL RETURNING id`);
}

// ---- authorization codes ----

export async function insertCode(db: Queryable, input: {
  orgId: number; codeHash: string; clientId: number; userId: number; scopes: string[]; redirectUri: string | null; codeChallenge: string;
}): Promise<void> {
  await db.rows(sql`
    INSERT INTO oauth_codes (org_id, code_hash, client_id, user_id, scopes, redirect_uri, code_challenge, expires_at)
    VALUES (${input.orgId}, ${input.codeHash}, ${input.clientId}, ${input.userId}, ${textArray(input.scopes)},
            ${input.redirectUri}, ${input.codeChallenge}, now() + interval '10 minutes')
    RETURNING org_id`);
}

export interface CodeRow {
  client_id: number;
  user_id: number;
  scopes: string[];
  redirect_uri: string | null;
  code_challenge: string;
  expired: boolean;
  used_at: string | null;
  family_id: number | null;
}

/** The code, locked until the transaction ends (two exchanges of one code queue here; the second sees `used_at`). */
export const lockCode = (db: Queryable, orgId: number, codeHash: string) =>
  db.one<CodeRow>(sql`
    SELECT client_id, user_id, scopes, redirect_uri, code_challenge, expires_at <= now() AS expired, used_at, family_id
    FROM oauth_codes WHERE org_id = ${orgId} AND code_hash = ${codeHash} FOR UPDATE`);

export async function markCodeUsed(db: Queryable, orgId: number, codeHash: string, familyId: number | null): Promise<void> {
  await db.rows(sql`UPDATE oauth_codes SET used_at = now(), family_id = ${familyId} WHERE org_id = ${orgId} AND code_hash = ${codeHash} RETURNING org_id`);
}

// ---- login sessions ----

export async function insertSession(db: Queryable, idHash: string, userId: number, csrfToken: string, seconds: number): Promise<void> {
  await db.rows(sql`
    INSERT INTO login_sessions (id_hash, user_id, csrf_token, expires_at)
    VALUES (${idHash}, ${userId}, ${csrfToken}, now() + make_interval(secs => ${seconds})) RETURNING user_id`);
}

export const findSession = (db: Queryable, idHash: string) =>
  db.one<{ user_id: number; csrf_token: string; email: string }>(sql`
    SELECT s.user_id, s.csrf_token, u.email FROM login_sessions s JOIN users u ON u.id = s.user_id
    WHERE s.id_hash = ${idHash} AND s.expires_at > now() AND u.is_active`);

/** Ends every login session of the member (a new password does). */
export async function deleteSessionsOf(db: Queryable, userId: number): Promise<void> {
  await db.rows(sql`DELETE FROM login_sessions WHERE user_id = ${userId} RETURNING user_id`);
}

export async function deleteSession(db: Queryable, idHash: string): Promise<void> {
  await db.rows(sql`DELETE FROM login_sessions WHERE id_hash = ${idHash} RETURNING user_id`);
}

// ---- app relations ----

export interface RelationRow {
  id: number;
  access_token: string;
  app_name: string;
  name: string | null;
  unique_id: string;
  is_configured: boolean;
  created_at: string;
  updated_at: string;
  installed_by: number | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
  role: string | null;
  user_websocket_channel_id: string | null;
  member_websocket_channel_id: string | null;
}

const SELECT_RELATION = sql`
  SELECT r.id, r.access_token, c.name AS app_name, r.name, r.unique_id, r.is_configured, r.created_at, r.updated_at,
         r.installed_by, u.email, u.first_name, u.last_name, u.avatar, m.role,
         u.websocket_channel_id AS user_websocket_channel_id, m.websocket_channel_id AS member_websocket_channel_id
  FROM app_relations r
  JOIN oauth_clients c ON c.org_id = r.org_id AND c.id = r.client_id
  LEFT JOIN users u ON u.id = r.installed_by
  LEFT JOIN memberships m ON m.org_id = r.org_id AND m.user_id = r.installed_by`;

/** Allowing an app makes its relation with the organization, or marks the existing one as changed. */
export async function upsertRelation(db: Queryable, orgId: number, clientId: number, accessToken: string, userId: number): Promise<void> {
  await db.rows(sql`
    INSERT INTO app_relations (org_id, client_id, access_token, installed_by, is_configured, updated_at)
    VALUES (${orgId}, ${clientId}, ${accessToken}, ${userId}, true, now())
    ON CONFLICT (org_id, client_id) DO UPDATE SET updated_at = EXCLUDED.updated_at, is_configured = true
    RETURNING id`);
}

export async function listRelations(db: Queryable, orgId: number, page: Page) {
  return countedPage<RelationRow>(db,
    sql`SELECT count(*)::int AS count FROM app_relations WHERE org_id = ${orgId}`,
    sql`${SELECT_RELATION} WHERE r.org_id = ${orgId} ORDER BY r.id LIMIT ${page.limit} OFFSET ${page.offset}`);
}

export const getRelation = (db: Queryable, orgId: number, accessToken: string) =>
  db.one<RelationRow>(sql`${SELECT_RELATION} WHERE r.org_id = ${orgId} AND r.access_token = ${accessToken}`);

export async function renameRelation(db: Queryable, orgId: number, accessToken: string, name: string | null | undefined): Promise<boolean> {
  const rows = await db.rows(sql`
    UPDATE app_relations SET ${name === undefined ? sql`` : sql`name = ${name}, `}updated_at = now()
    WHERE org_id = ${orgId} AND access_token = ${accessToken} RETURNING id`);
  return rows.length > 0;
}
