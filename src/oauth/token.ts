/**
 * `POST /api/v1/oauth2/token/` (form-encoded; JSON is read too): grant types `authorization_code` (PKCE S256),
 * `refresh_token` (app tokens, and wallet sub-account pairs with their `bearer_token`) and `client_credentials`.
 * The client authenticates with HTTP Basic or `client_id`/`client_secret` in the body. Answers
 * `{access_token, expires_in, token_type: "bearer", refresh_token?, scope?}` or `{error, error_description}`
 * (`invalid_client` 401, the others 400), always with `Cache-Control: no-store` (RFC 6749 5.1 and 5.2).
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { App } from '../app-types.ts';
import { hashToken, issueToken, issueTokenPair, rotateTokenPair } from '../auth/tokens.ts';
import { createSealer } from '../auth/seal.ts';
import { authenticateClient } from './clients.ts';
import { grantedScopes } from './grants.ts';
import { lockCode, markCodeUsed, revokeFamily, tokenByRefresh } from './queries.ts';
import type { ClientRow } from './queries.ts';

/** Lifetime of the access tokens of apps (seconds). Sub-account pairs keep the lifetime they were issued with. */
export const APP_TOKEN_SECONDS = 3600;

class OAuthError extends Error {
  constructor(readonly error: string, description: string, readonly status = 400, readonly headers: Record<string, string> = {}) {
    super(description);
  }
}

const invalidRequest = (description: string) => new OAuthError('invalid_request', description);
const invalidGrant = (description: string) => new OAuthError('invalid_grant', description);

function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache').type('application/json; charset=utf-8');
}

/** The last value of a field (a form field sent twice takes its last value, as query parameters do). */
function field(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  const last = Array.isArray(value) ? value[value.length - 1] : value;
  return typeof last === 'string' ? last : typeof last === 'number' ? String(last) : undefined;
}

/** The client's credentials from HTTP Basic (RFC 6749 2.3.1: each part form-encoded) or the body. */
function credentials(request: FastifyRequest, body: Record<string, unknown>): { id: string; secret: string; basic: boolean } | null {
  const header = request.headers.authorization;
  const match = header ? /^basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  if (match) {
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) throw new OAuthError('invalid_client', 'The Basic credentials are malformed.', 401, { 'WWW-Authenticate': 'Basic realm="oauth2"' });
    const decode = (s: string) => {
      try {
        return decodeURIComponent(s.replace(/\+/g, ' '));
      } catch {
        return s;
      }
    };
    return { id: decode(decoded.slice(0, colon)), secret: decode(decoded.slice(colon + 1)), basic: true };
  }
  const id = field(body, 'client_id');
  const secret = field(body, 'client_secret');
  if (!id && !secret) return null;
  return { id: id ?? '', secret: secret ?? '', basic: false };
}

async function clientOf(app: App, request: FastifyRequest, body: Record<string, unknown>): Promise<ClientRow> {
  const given = credentials(request, body);
  const challenge = { 'WWW-Authenticate': 'Basic realm="oauth2"' };
  if (!given) throw new OAuthError('invalid_client', 'Client authentication is required: client_id and client_secret, or HTTP Basic.', 401, challenge);
  const client = await authenticateClient(app.db, given.id, given.secret);
  if (!client) throw new OAuthError('invalid_client', 'The client_id or client_secret is wrong.', 401, challenge);
  return client;
}

const S256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

async function authorizationCode(app: App, client: ClientRow, body: Record<string, unknown>) {
  const code = field(body, 'code');
  const verifier = field(body, 'code_verifier');
  const redirectUri = field(body, 'redirect_uri');
  if (!code) throw invalidRequest('The code parameter is required.');
  if (!verifier) throw invalidRequest('The code_verifier parameter is required (PKCE).');
  if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier)) throw invalidRequest('The code_verifier must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~.');
  const orgId = Number(/^bxa_([1-9]\d{0,15})_/.exec(code)?.[1] ?? NaN);
  if (orgId !== client.org_id) throw invalidGrant('The code is invalid, expired or was issued to another client.');
  const codeHash = hashToken(code);
  type Outcome = { ok: true; response: Record<string, unknown> } | { ok: false; error: OAuthError };
  const outcome = await app.db.transaction(async (tx): Promise<Outcome> => {
    const row = await lockCode(tx, orgId, codeHash);
    if (!row || row.client_id !== client.id || row.expired) {
      return { ok: false, error: invalidGrant('The code is invalid, expired or was issued to another client.') };
    }
    if (row.used_at !== null) {
      // A code used twice has leaked: the tokens of its first use are revoked (RFC 6749 4.1.2). This commits.
      if (row.family_id !== null) await revokeFamily(tx, row.family_id);
      return { ok: false, error: invalidGrant('The code was already used; the tokens issued for it are revoked.') };
    }
    if (row.redirect_uri !== null && redirectUri !== row.redirect_uri) {
      return { ok: false, error: invalidGrant('The redirect_uri does not match the one of the authorization request.') };
    }
    if (S256(verifier) !== row.code_challenge) return { ok: false, error: invalidGrant('The code_verifier does not match the code_challenge.') };
    const pair = await issueTokenPair(tx, {
      userId: row.user_id, orgId, scopes: row.scopes, kind: 'oauth', clientId: client.id, expiresInSeconds: APP_TOKEN_SECONDS,
    });
    await markCodeUsed(tx, orgId, codeHash, pair.tokenId);
    return { ok: true, response: { access_token: pair.accessToken, expires_in: pair.expiresIn, token_type: 'bearer', refresh_token: pair.refreshToken, scope: pair.scopes.join(' ') } };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.response;
}

async function refreshToken(app: App, client: ClientRow, body: Record<string, unknown>) {
  const refresh = field(body, 'refresh_token');
  const bearer = field(body, 'bearer_token');
  if (!refresh) throw invalidRequest('The refresh_token parameter is required.');
  // A `scope` sent with a refresh is not used: the new pair has the grant's scopes (RFC 6749 6 allows no wider).
  type Outcome = { ok: true; response: Record<string, unknown> } | { ok: false; error: OAuthError };
  const outcome = await app.db.transaction(async (tx): Promise<Outcome> => {
    const found = await tokenByRefresh(tx, hashToken(refresh));
    if (!found) return { ok: false, error: invalidGrant('The refresh token is invalid.') };
    if (found.org_id !== client.org_id) return { ok: false, error: invalidGrant('The refresh token was not issued to this client.') };
    const subaccount = found.kind === 'subaccount';
    // A wallet sub-account's pair is issued by the organization (no app); its refresh needs one of its apps.
    // A sub-account's pair keeps its encrypted copy (shown by its GET) when the key is configured.
    const key = app.config.payments.walletTokenKey;
    const result = await rotateTokenPair(tx, {
      refreshToken: refresh, accessToken: bearer ?? null, seal: key === null ? null : createSealer(key), ...(subaccount ? {} : { clientId: client.id }),
    });
    if (!result.ok) return { ok: false, error: invalidGrant(result.reason) };
    const pair = result.pair;
    return {
      ok: true,
      response: {
        access_token: pair.accessToken, expires_in: pair.expiresIn, token_type: 'bearer', refresh_token: pair.refreshToken,
        ...(subaccount ? {} : { scope: pair.scopes.join(' ') }),
      },
    };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.response;
}

async function clientCredentials(app: App, client: ClientRow, body: Record<string, unknown>) {
  const scopes = grantedScopes(field(body, 'scope'), client.scopes);
  if (!scopes) throw new OAuthError('invalid_scope', `The scope must be among the app's scopes: ${client.scopes.join(' ')}.`);
  if (client.created_by === null) throw new OAuthError('unauthorized_client', 'The member who registered this app is gone; register it again.');
  const { token } = await app.db.transaction((tx) =>
    issueToken(tx, { userId: client.created_by!, orgId: client.org_id, scopes, kind: 'oauth', clientId: client.id, expiresInSeconds: APP_TOKEN_SECONDS }));
  // No refresh token for client credentials (RFC 6749 4.4.3): the app asks again.
  return { access_token: token, expires_in: APP_TOKEN_SECONDS, token_type: 'bearer', scope: scopes.join(' ') };
}

const OAuthTokenResponse = Type.Object({
  access_token: Type.String(),
  expires_in: Type.Integer(),
  token_type: Type.String({ examples: ['bearer'] }),
  refresh_token: Type.Optional(Type.String()),
  scope: Type.Optional(Type.String()),
});
const OAuthErrorResponse = Type.Object({ error: Type.String(), error_description: Type.String() });

const formField = (description: string) => Type.Optional(Type.Unknown({ description }));
/** Documents the fields; every check is the handler's, so that every refusal is an OAuth2 error body. */
const TokenRequest = Type.Object({
  grant_type: formField('authorization_code, refresh_token or client_credentials'),
  code: formField('authorization_code: the code the redirect URI received'),
  code_verifier: formField('authorization_code: the PKCE verifier whose S256 hash was the code_challenge'),
  redirect_uri: formField('authorization_code: the redirect_uri of the authorization request, when it named one'),
  refresh_token: formField('refresh_token: the refresh token of the pair'),
  bearer_token: formField("refresh_token: the pair's access token; when sent it must match"),
  scope: formField('client_credentials: space-separated scopes, among the app\'s (default: all of them)'),
  client_id: formField('The app\'s client_id (or HTTP Basic)'),
  client_secret: formField('The app\'s client_secret (or HTTP Basic)'),
});

export default function register(app: App) {
  app.post('/api/v1/oauth2/token/', {
    config: { public: true, oauthErrors: true },
    schema: {
      tags: ['OAuth2'],
      summary: 'Exchange a code, a refresh token or client credentials for an access token',
      description:
        'Form-encoded (`application/x-www-form-urlencoded`). `grant_type` is `authorization_code` (with `code`, `code_verifier` ' +
        'and the `redirect_uri` of the authorization request), `refresh_token` (with `refresh_token`, and `bearer_token` when the ' +
        'pair was issued to the organization rather than to an app) or `client_credentials` (optional `scope`). The client authenticates with HTTP Basic or ' +
        '`client_id` and `client_secret` fields. A refresh rotates both tokens; a refresh token used twice revokes every ' +
        'token of its grant. Errors are `{error, error_description}`: `invalid_client` is 401, the others 400.',
      body: TokenRequest,
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      security: [],
      response: { 200: OAuthTokenResponse, 400: OAuthErrorResponse, 401: OAuthErrorResponse },
    },
    attachValidation: true,
    handler: async (request, reply) => {
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      try {
        const grantType = field(body, 'grant_type');
        if (!grantType) throw invalidRequest('The grant_type parameter is required.');
        if (!['authorization_code', 'refresh_token', 'client_credentials'].includes(grantType)) {
          throw new OAuthError('unsupported_grant_type', 'grant_type must be authorization_code, refresh_token or client_credentials.');
        }
        const client = await clientOf(app, request, body);
        const response = grantType === 'authorization_code' ? await authorizationCode(app, client, body)
          : grantType === 'refresh_token' ? await refreshToken(app, client, body)
            : await clientCredentials(app, client, body);
        return noStore(reply).code(200).send(response);
      } catch (err) {
        if (!(err instanceof OAuthError)) throw err;
        return noStore(reply).code(err.status).headers(err.headers).send({ error: err.error, error_description: err.message });
      }
    },
  });
}
