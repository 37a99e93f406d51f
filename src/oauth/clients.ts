/**
 * OAuth2 apps (clients) of an organization. The public `client_id` is `bxc_<org id>_<random>`: the org id in it
 * lets the token endpoint find the app by `(org_id, client_key)` without scanning every organization. The
 * `client_secret` is shown once, at creation, and stored as a SHA-256 hash (it is 192 random bits, so a slow
 * hash adds nothing).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Type } from 'typebox';
import type { Queryable } from '../db/database.ts';
import { hashToken } from '../auth/tokens.ts';
import { ALL_SCOPES, isKnownScope } from '../auth/scopes.ts';
import { formatDateTime } from '../core/values/datetime.ts';
import { findClientByKey, insertClient, type ClientRow } from './queries.ts';
import { appUrl } from '../core/urls.ts';

/** An app's name and redirect URIs as a request sends them: the rules of v2's POST /apps/ and the console's form. */
export const APP_NAME = Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' });
export const APP_REDIRECT_URIS = Type.Array(Type.String({ maxLength: 2000 }), { maxItems: 20, description: 'Absolute URIs without a fragment; https, or http on localhost, or a private scheme.' });

export const publicClientId = (row: Pick<ClientRow, 'org_id' | 'client_key'>) => `bxc_${row.org_id}_${row.client_key}`;

export function parseClientId(clientId: string): { orgId: number; clientKey: string } | null {
  const match = /^bxc_([1-9]\d{0,15})_([A-Za-z0-9]{16,64})$/.exec(clientId);
  if (!match || !Number.isSafeInteger(Number(match[1]))) return null;
  return { orgId: Number(match[1]), clientKey: match[2] };
}

export async function findClient(db: Queryable, clientId: string): Promise<ClientRow | null> {
  const parsed = parseClientId(clientId);
  return parsed ? ((await findClientByKey(db, parsed.orgId, parsed.clientKey)) ?? null) : null;
}

/** The app whose id and secret these are, or null (unknown app and wrong secret alike). */
export async function authenticateClient(db: Queryable, clientId: string, secret: string): Promise<ClientRow | null> {
  const client = await findClient(db, clientId);
  const given = Buffer.from(hashToken(secret));
  const expected = Buffer.from(client?.secret_hash ?? hashToken(randomBytes(8).toString('hex')));
  return client && timingSafeEqual(given, expected) ? client : null;
}

/** The JSON of an app (v2 and the command line); `client_secret` only when it was just made. */
export function clientJson(row: ClientRow, orgId: number, secret?: string) {
  return {
    url: appUrl(orgId, row.id),
    client_id: publicClientId(row),
    ...(secret === undefined ? {} : { client_secret: secret }),
    name: row.name,
    redirect_uris: row.redirect_uris,
    scopes: row.scopes,
    created_at: formatDateTime(row.created_at),
    updated_at: formatDateTime(row.updated_at),
  };
}

/** A private-use URI scheme (RFC 8252 7.1): a reversed domain name that is the app's, so it holds a period. */
const PRIVATE_USE_SCHEME = /^[a-z][a-z0-9+-]*(\.[a-z0-9+-]+)+:$/;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why a redirect URI cannot be registered, or null. It must be absolute, without a fragment (RFC 6749 3.1.2), and
 * one of the three kinds RFC 8252 names: `https` with a host; `http` on loopback (`127.0.0.1`, `[::1]`,
 * `localhost`: a local app during development or a native app's loopback listener); or a private-use scheme
 * (`com.example.app:/callback`, a reversed domain name, for native apps). Nothing else (`ftp:`, `blob:`, `data:`,
 * `javascript:`, a custom scheme without a period).
 */
export function redirectUriProblem(uri: string): string | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'must be an absolute URI';
  }
  if (url.hash || uri.includes('#')) return 'must not have a fragment';
  if (uri.length > 2000) return 'must be at most 2000 characters';
  if (url.protocol === 'https:') return url.hostname ? null : 'must name a host';
  if (url.protocol === 'http:') return LOOPBACK_HOSTS.has(url.hostname) ? null : 'must use https (http only on loopback: 127.0.0.1, [::1] or localhost)';
  if (PRIVATE_USE_SCHEME.test(url.protocol)) return null;
  return 'must be https, http on loopback, or a private-use scheme such as com.example.app:/callback (RFC 8252)';
}

export const unknownScopes = (scopes: string[]) => scopes.filter((s) => !isKnownScope(s));

export async function createClient(db: Queryable, orgId: number, input: { name: string; redirectUris?: string[]; scopes?: string[]; createdBy: number | null }) {
  const secret = `bxs_${randomBytes(24).toString('base64url')}`;
  const row = await insertClient(db, orgId, {
    clientKey: randomBytes(16).toString('hex'),
    secretHash: hashToken(secret),
    name: input.name,
    redirectUris: input.redirectUris ?? [],
    scopes: input.scopes ?? ALL_SCOPES,
    createdBy: input.createdBy,
  });
  return { row, secret, clientId: publicClientId(row) };
}
