/**
 * `GET /api/v1/oauth2/authorize`: the login page, then the consent page naming the app, the organization and
 * each scope in words; `POST` the same path with `action` = `login`, `consent` (`decision` allow or deny) or
 * `logout`. `response_type=code` needs PKCE (`code_challenge`, method S256); `response_type=token` (old clients)
 * puts the token in the redirect URI's fragment, or shows it on a page when the app has no redirect URI.
 * Errors follow RFC 6749 4.1.2.1: an unknown app or a redirect URI that is not registered exactly is told on the
 * page (never redirected); once the redirect URI is known to be the app's, errors go back to it with `state`.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { App } from '../app-types.ts';
import { hashToken, issueToken } from '../auth/tokens.ts';
import { findClient } from './clients.ts';
import { describeScope, grantedScopes } from './grants.ts';
import { signInKeys } from './login-limit.ts';
import { consentPage, errorPage, escapeHtml, hiddenFields, loginPage, sendPage, tokenPage } from './pages.ts';
import { verifyPassword } from './passwords.ts';
import { insertCode, upsertRelation, type ClientRow } from './queries.ts';
import { memberRole, userByEmail } from '../orgs/members.ts';
import { orgName } from '../orgs/organizations.ts';
import { currentSession, endSession, loginCsrf, loginCsrfCookie, sameToken, startSession } from './sessions.ts';
import { APP_TOKEN_SECONDS } from './token.ts';

const PARAMS = ['response_type', 'client_id', 'redirect_uri', 'scope', 'state', 'code_challenge', 'code_challenge_method'] as const;
type Params = Partial<Record<(typeof PARAMS)[number], string>>;

const PATH = '/api/v1/oauth2/authorize';
export { LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_ADDRESS, LOGIN_WINDOW_SECONDS } from './login-limit.ts';

function paramsOf(source: unknown): Params {
  const out: Params = {};
  const record = (source && typeof source === 'object' ? source : {}) as Record<string, unknown>;
  for (const name of PARAMS) {
    const value = record[name];
    const last = Array.isArray(value) ? value[value.length - 1] : value;
    if (typeof last === 'string' && last !== '') out[name] = last;
  }
  return out;
}

const fieldOf = (body: unknown, name: string) => {
  const value = (body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined);
  const last = Array.isArray(value) ? value[value.length - 1] : value;
  return typeof last === 'string' ? last : '';
};

type Checked =
  | { kind: 'page'; title: string; message: string }
  | { kind: 'redirect'; redirectUri: string; fragment: boolean; error: string; description: string; state?: string }
  | { kind: 'ok'; client: ClientRow; orgName: string; redirectUri: string | null; explicitRedirect: boolean; responseType: 'code' | 'token'; scopes: string[]; state?: string; codeChallenge?: string };

/** The authorization request checked in RFC 6749's order: the app and its redirect URI first, then the rest. */
async function check(app: App, params: Params): Promise<Checked> {
  if (!params.client_id) return { kind: 'page', title: 'This link is incomplete', message: 'The client_id parameter is missing. Ask the app\'s maker to fix the link.' };
  const client = await findClient(app.db, params.client_id);
  const org = client ? await orgName(app.db, client.org_id) : null;
  if (!client || org === null) return { kind: 'page', title: 'Unknown app', message: 'No app has this client_id. It may have been deleted.' };
  let redirectUri: string | null;
  if (params.redirect_uri !== undefined) {
    if (!client.redirect_uris.includes(params.redirect_uri)) {
      return { kind: 'page', title: 'Wrong redirect address', message: `The redirect_uri is not one that ${client.name} registered, so you are not sent there.` };
    }
    redirectUri = params.redirect_uri;
  } else if (client.redirect_uris.length === 1) {
    redirectUri = client.redirect_uris[0];
  } else if (client.redirect_uris.length === 0) {
    redirectUri = null;
  } else {
    return { kind: 'page', title: 'This link is incomplete', message: `${client.name} has several redirect addresses; the link must name one (redirect_uri).` };
  }
  const fragment = params.response_type === 'token';
  const fail = (error: string, description: string): Checked =>
    redirectUri === null
      ? { kind: 'page', title: 'This request cannot be completed', message: `${description} (${error})` }
      : { kind: 'redirect', redirectUri, fragment, error, description, state: params.state };
  if (!params.response_type) return fail('invalid_request', 'The response_type parameter is required.');
  if (params.response_type !== 'code' && params.response_type !== 'token') {
    return fail('unsupported_response_type', 'response_type must be code or token.');
  }
  if (params.response_type === 'code') {
    if (redirectUri === null) return fail('invalid_request', 'An app without a redirect URI can only use response_type=token.');
    if (!params.code_challenge) return fail('invalid_request', 'code_challenge is required (PKCE, method S256).');
    if ((params.code_challenge_method ?? 'plain') !== 'S256') return fail('invalid_request', 'code_challenge_method must be S256.');
    if (!/^[A-Za-z0-9_-]{43}$/.test(params.code_challenge)) return fail('invalid_request', 'code_challenge must be the base64url SHA-256 of the code_verifier (43 characters).');
  }
  const scopes = grantedScopes(params.scope, client.scopes);
  if (!scopes) return fail('invalid_scope', `The scope must be among ${client.name}'s scopes: ${client.scopes.join(' ')}.`);
  return {
    kind: 'ok', client, orgName: org, redirectUri, explicitRedirect: params.redirect_uri !== undefined,
    responseType: params.response_type, scopes, state: params.state, codeChallenge: params.code_challenge,
  };
}

/** `redirectUri` with `values` added to its query (code flow) or put in its fragment (token flow). */
function withResult(redirectUri: string, values: Record<string, string | undefined>, fragment: boolean): string {
  const url = new URL(redirectUri);
  const entries = Object.entries(values).filter(([, v]) => v !== undefined) as [string, string][];
  if (fragment) url.hash = new URLSearchParams(entries).toString();
  else for (const [k, v] of entries) url.searchParams.append(k, v);
  return url.toString();
}

function redirectTo(reply: FastifyReply, location: string): FastifyReply {
  return reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer').redirect(location, 303);
}

function sendChecked(reply: FastifyReply, checked: Exclude<Checked, { kind: 'ok' }>): FastifyReply {
  if (checked.kind === 'page') return sendPage(reply, 400, checked.title, errorPage(checked.title, checked.message));
  return redirectTo(reply, withResult(checked.redirectUri, { error: checked.error, error_description: checked.description, state: checked.state }, checked.fragment));
}

const authorizeUrl = (params: Params) => `${PATH}?${new URLSearchParams(Object.entries(params) as [string, string][]).toString()}`;

export default function register(app: App) {
  // Shared with the console's sign-in and invitations: one count of failures per e-mail address.
  const limiter = app.signInLimiter;

  async function show(request: FastifyRequest, reply: FastifyReply, params: Params, loginError?: { status: number; message: string; email?: string }) {
    const checked = await check(app, params);
    if (checked.kind !== 'ok') return sendChecked(reply, checked);
    const session = loginError ? null : await currentSession(app.db, request);
    if (!session) {
      const csrf = loginCsrf(request, reply);
      return sendPage(reply, loginError?.status ?? 200, 'Sign in',
        loginPage({ appName: checked.client.name, orgName: checked.orgName, csrf, params, email: loginError?.email, error: loginError?.message }));
    }
    const role = await memberRole(app.db, checked.client.org_id, session.userId);
    if (role === null) {
      const logout = `<form method="post" action="${PATH}"><input type="hidden" name="action" value="logout">
<input type="hidden" name="csrf_token" value="${escapeHtml(session.csrf)}">${hiddenFields(params)}
<div class="actions"><button type="submit" class="primary">Use another account</button></div></form>`;
      return sendPage(reply, 403, 'Not a member',
        errorPage('Not a member', `You are signed in as ${session.email}, who is not a member of ${checked.orgName}, the organization of ${checked.client.name}.`, logout));
    }
    return sendPage(reply, 200, `Allow ${checked.client.name}?`, consentPage({
      appName: checked.client.name, orgName: checked.orgName, email: session.email, scopes: checked.scopes.map(describeScope),
      csrf: session.csrf, params, redirectUri: checked.redirectUri,
    }), checked.redirectUri);
  }

  const querystring = Type.Object(Object.fromEntries(PARAMS.map((p) => [p, Type.Optional(Type.String())])));

  app.get(PATH, {
    config: { public: true },
    schema: {
      tags: ['OAuth2'],
      summary: 'Sign in and allow an app (an HTML page)',
      description:
        'Send the member here in a browser. `response_type=code` needs `code_challenge` (S256) and returns `code` and `state` ' +
        'to the `redirect_uri`; `response_type=token` returns `access_token`, `token_type`, `expires_in`, `scope` and `state` in ' +
        'its fragment. `redirect_uri` must equal a registered one (it may be left out when the app has exactly one).',
      querystring,
      // A page for people, not an API operation: described in the README, left out of the OpenAPI document.
      hide: true,
    },
    handler: (request, reply) => show(request, reply, paramsOf(request.query)),
  });

  app.post(PATH, {
    config: { public: true },
    schema: { tags: ['OAuth2'], summary: 'The forms of the authorize page (login, consent, logout)', hide: true },
    handler: async (request, reply) => {
      const body = request.body;
      const params = paramsOf(body);
      const action = fieldOf(body, 'action');
      const csrf = fieldOf(body, 'csrf_token');

      if (action === 'login') {
        const email = fieldOf(body, 'email').trim();
        if (!sameToken(csrf, loginCsrfCookie(request))) {
          return show(request, reply, params, { status: 403, message: 'The form had expired. Please sign in again.', email });
        }
        const keys = signInKeys(request.ip, email);
        const wait = limiter.retryAfter(keys);
        if (wait > 0) {
          reply.header('Retry-After', String(wait));
          return show(request, reply, params, { status: 429, message: `Too many failed sign-ins. Try again in ${Math.ceil(wait / 60)} minutes.`, email });
        }
        const user = email ? await userByEmail(app.db, email) : null;
        const ok = await verifyPassword(fieldOf(body, 'password'), user?.is_active ? user.password_hash : null);
        if (!user || !ok) {
          limiter.failed(keys);
          return show(request, reply, params, { status: 401, message: 'The e-mail address or the password is wrong.', email });
        }
        limiter.succeeded(keys);
        await startSession(app.db, request, reply, user.id);
        return redirectTo(reply, authorizeUrl(params));
      }

      const session = await currentSession(app.db, request);
      if (!session) return redirectTo(reply, authorizeUrl(params)); // the login page
      if (!sameToken(csrf, session.csrf)) {
        return sendPage(reply, 403, 'Form expired', errorPage('This form has expired', 'Go back to the app and start again.'));
      }
      if (action === 'logout') {
        await endSession(app.db, request, reply, session);
        return redirectTo(reply, authorizeUrl(params));
      }
      if (action !== 'consent') return sendPage(reply, 400, 'Bad request', errorPage('Bad request', 'Unknown action.'));

      const checked = await check(app, params);
      if (checked.kind !== 'ok') return sendChecked(reply, checked);
      const { client, redirectUri, responseType } = checked;
      if (await memberRole(app.db, client.org_id, session.userId) === null) return show(request, reply, params);
      const fragment = responseType === 'token';

      if (fieldOf(body, 'decision') !== 'allow') {
        if (redirectUri === null) return sendPage(reply, 200, 'Not allowed', errorPage('Not allowed', `You did not allow ${client.name}. You can close this page.`));
        return redirectTo(reply, withResult(redirectUri, { error: 'access_denied', error_description: 'The member did not allow the app.', state: checked.state }, fragment));
      }

      const scope = checked.scopes.join(' ');
      if (responseType === 'code') {
        const code = `bxa_${client.org_id}_${randomBytes(24).toString('base64url')}`;
        await app.db.transaction(async (tx) => {
          await upsertRelation(tx, client.org_id, client.id, randomBytes(20).toString('hex'), session.userId);
          await insertCode(tx, {
            orgId: client.org_id, codeHash: hashToken(code), clientId: client.id, userId: session.userId, scopes: checked.scopes,
            redirectUri: checked.explicitRedirect ? redirectUri : null, codeChallenge: checked.codeChallenge!,
          });
        });
        return redirectTo(reply, withResult(redirectUri!, { code, state: checked.state }, false));
      }
      const { token } = await app.db.transaction(async (tx) => {
        await upsertRelation(tx, client.org_id, client.id, randomBytes(20).toString('hex'), session.userId);
        return issueToken(tx, { userId: session.userId, orgId: client.org_id, scopes: checked.scopes, kind: 'oauth', clientId: client.id, expiresInSeconds: APP_TOKEN_SECONDS });
      });
      if (redirectUri === null) {
        return sendPage(reply, 200, `${client.name} is allowed`, tokenPage({ appName: client.name, token, expiresIn: APP_TOKEN_SECONDS, scope, state: checked.state }));
      }
      return redirectTo(reply, withResult(redirectUri, {
        access_token: token, token_type: 'bearer', expires_in: String(APP_TOKEN_SECONDS), scope, state: checked.state,
      }, true));
    },
  });
}
