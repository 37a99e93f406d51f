// The authorize page over HTTP: which errors are told on the page and which go back to the app (RFC 6749
// 4.1.2.1), the cookies, CSRF on every form, the login rate limit and the page's security headers.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { LOGIN_MAX_FAILURES } from '../../src/oauth/authorize.ts';
import { Jar, authorizeOverHttp, form, hidden, memberWithPassword, pkce, registerApp } from './support.ts';

describe('the authorize page', () => {
  let world: TestWorld;
  let org: TestOrg;
  let other: TestOrg;
  let app: Awaited<ReturnType<typeof registerApp>>;
  let member: { email: string; userId: number };
  const REDIRECT = 'https://shop.example/callback?keep=1';

  before(async () => {
    world = await createWorld({ TRUST_PROXY: 'true' });
    org = await world.createOrg('Acme');
    other = await world.createOrg('Other');
    app = await registerApp(world, org, { redirectUris: [REDIRECT, 'https://shop.example/second'], scopes: ['order', 'contact'] });
    member = await memberWithPassword(world, org);
  });
  after(() => world.close());

  const get = (query: Record<string, string | undefined>, headers: Record<string, string> = {}) =>
    world.app.inject({ method: 'GET', url: `/api/v1/oauth2/authorize?${form(query)}`, headers });
  const codeQuery = (extra: Record<string, string | undefined> = {}) =>
    ({ response_type: 'code', client_id: app.clientId, redirect_uri: REDIRECT, state: 's1', code_challenge: pkce().challenge, code_challenge_method: 'S256', ...extra });

  it('a login page first: labelled fields, a CSRF token, strict CSP, no external assets, readable on a phone', async () => {
    const res = await get(codeQuery());
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/html; charset=utf-8/);
    const csp = String(res.headers['content-security-policy']);
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, /style-src 'sha256-[^']+'/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.doesNotMatch(csp, /unsafe-inline|script-src/);
    assert.equal(res.headers['x-frame-options'], 'DENY');
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.match(res.body, /<meta name="viewport" content="width=device-width, initial-scale=1">/);
    assert.match(res.body, /<html lang="en">/);
    assert.match(res.body, /<label for="email">/);
    assert.match(res.body, /<label for="password">/);
    assert.doesNotMatch(res.body, /<script|<link|src="http|href="http/);
    assert.match(res.body, /Shop Sync/);
    assert.match(res.body, /Acme/);
    assert.ok(hidden(res.body, 'csrf_token'));
    const cookie = String(res.headers['set-cookie']);
    assert.match(cookie, /^bxl_csrf=/);
    assert.match(cookie, /HttpOnly/);
    assert.match(cookie, /SameSite=Lax/);
    assert.doesNotMatch(cookie, /Secure/, 'not over plain http');
  });

  it('cookies are Secure when the page is served over https', async () => {
    const res = await get(codeQuery(), { 'x-forwarded-proto': 'https' });
    assert.match(String(res.headers['set-cookie']), /; Secure/);
  });

  it('a consent page naming the app, the organization and each scope in words, read-only ones as such', async () => {
    const jar = new Jar();
    const login = await get(codeQuery({ scope: 'order contact-read_only' }));
    jar.take(login);
    const signedIn = jar.take(await world.app.inject({
      method: 'POST', url: '/api/v1/oauth2/authorize', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
      payload: form({ ...codeQuery({ scope: 'order contact-read_only' }), action: 'login', csrf_token: hidden(login.body, 'csrf_token'), email: member.email, password: 'correct horse battery' }),
    }));
    assert.equal(signedIn.statusCode, 303, signedIn.body);
    const session = String(signedIn.headers['set-cookie']);
    assert.match(session, /bxl_session=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    const consent = await world.app.inject({ method: 'GET', url: String(signedIn.headers.location), headers: { cookie: jar.header() } });
    assert.equal(consent.statusCode, 200);
    assert.match(consent.body, /Allow Shop Sync\?/);
    assert.match(consent.body, /organization <strong>Acme<\/strong>/);
    assert.match(consent.body, /See and change orders/);
    assert.match(consent.body, /See contacts[^<]*<strong>\(read only\)<\/strong>/);
    assert.match(consent.body, /value="allow"[^>]*>Allow</);
    assert.match(consent.body, />Deny</);
    assert.match(String(consent.headers['content-security-policy']), /form-action 'self' https:\/\/shop\.example/);
  });

  it('an unknown app or a redirect URI not registered exactly is told on the page, never redirected', async () => {
    for (const query of [
      codeQuery({ client_id: undefined }),
      codeQuery({ client_id: 'bxc_1_00000000000000000000' }),
      codeQuery({ redirect_uri: 'https://evil.example/callback' }),
      codeQuery({ redirect_uri: 'https://shop.example/callback' }),
      codeQuery({ redirect_uri: `${REDIRECT}&x=1` }),
      codeQuery({ redirect_uri: undefined }),
    ]) {
      const res = await get(query);
      assert.equal(res.statusCode, 400, JSON.stringify(query));
      assert.equal(res.headers.location, undefined);
      assert.match(res.body, /role="alert"/);
    }
  });

  it('with a known redirect URI, other errors go back to it with state (RFC 6749 4.1.2.1)', async () => {
    const cases: [Record<string, string | undefined>, string][] = [
      [codeQuery({ response_type: undefined }), 'invalid_request'],
      [codeQuery({ response_type: 'id_token' }), 'unsupported_response_type'],
      [codeQuery({ code_challenge: undefined }), 'invalid_request'],
      [codeQuery({ code_challenge_method: 'plain' }), 'invalid_request'],
      [codeQuery({ code_challenge_method: undefined }), 'invalid_request'],
      [codeQuery({ scope: 'webhook' }), 'invalid_scope'],
      [codeQuery({ scope: 'order bogus' }), 'invalid_scope'],
    ];
    for (const [query, error] of cases) {
      const res = await get(query);
      assert.equal(res.statusCode, 303, JSON.stringify(query));
      const location = new URL(String(res.headers.location));
      assert.equal(location.searchParams.get('error'), error, JSON.stringify(query));
      assert.equal(location.searchParams.get('state'), 's1');
      assert.equal(location.searchParams.get('keep'), '1', 'the registered query is kept');
    }
    const implicit = await get({ response_type: 'token', client_id: app.clientId, redirect_uri: REDIRECT, scope: 'webhook', state: 's2' });
    const fragment = new URLSearchParams(new URL(String(implicit.headers.location)).hash.slice(1));
    assert.equal(fragment.get('error'), 'invalid_scope', 'the token flow answers in the fragment');
    assert.equal(fragment.get('state'), 's2');
  });

  it('deny sends access_denied with state; nothing is installed', async () => {
    const denying = await registerApp(world, org, { redirectUris: ['https://deny.example/cb'] });
    const { res } = await authorizeOverHttp(world, { response_type: 'code', client_id: denying.clientId, state: 'st', code_challenge: pkce().challenge, code_challenge_method: 'S256' }, member, 'deny');
    assert.equal(res.statusCode, 303);
    const location = new URL(String(res.headers.location));
    assert.equal(location.origin + location.pathname, 'https://deny.example/cb');
    assert.equal(location.searchParams.get('error'), 'access_denied');
    assert.equal(location.searchParams.get('state'), 'st');
    const rows = await world.db.rows(sql`SELECT 1 FROM app_relations WHERE client_id = ${denying.id}`);
    assert.equal(rows.length, 0);
  });

  it('the token flow: the token in the fragment, or on a page when the app has no redirect URI', async () => {
    const { res } = await authorizeOverHttp(world, { response_type: 'token', client_id: app.clientId, redirect_uri: REDIRECT, scope: 'order', state: 'abc' }, member);
    assert.equal(res.statusCode, 303);
    const url = new URL(String(res.headers.location));
    const fragment = new URLSearchParams(url.hash.slice(1));
    assert.equal(fragment.get('token_type'), 'bearer');
    assert.equal(fragment.get('expires_in'), '3600');
    assert.equal(fragment.get('scope'), 'order');
    assert.equal(fragment.get('state'), 'abc');
    assert.equal(url.searchParams.get('access_token'), null, 'never in the query');
    const token = fragment.get('access_token')!;
    assert.equal((await world.request('GET', `/api/v2/orgs/${org.pk}/orders/`, { token })).statusCode, 200);

    const pageApp = await registerApp(world, org, { redirectUris: [] });
    const shown = await authorizeOverHttp(world, { response_type: 'token', client_id: pageApp.clientId }, member);
    assert.equal(shown.res.statusCode, 200);
    const onPage = /id="token" readonly value="([^"]+)"/.exec(shown.res.body)?.[1];
    assert.ok(onPage);
    assert.equal((await world.request('GET', `/api/v2/orgs/${org.pk}/orders/`, { token: onPage })).statusCode, 200);
    // An app without a redirect URI cannot use the code flow: told on the page.
    const codeless = await get({ response_type: 'code', client_id: pageApp.clientId, code_challenge: pkce().challenge, code_challenge_method: 'S256' });
    assert.equal(codeless.statusCode, 400);
  });

  it('refuses a login or consent form without the right CSRF token', async () => {
    const login = await get(codeQuery());
    const jar = new Jar();
    jar.take(login);
    const forged = await world.app.inject({
      method: 'POST', url: '/api/v1/oauth2/authorize', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
      payload: form({ ...codeQuery(), action: 'login', csrf_token: 'x'.repeat(32), email: member.email, password: 'correct horse battery' }),
    });
    assert.equal(forged.statusCode, 403);
    assert.equal(forged.headers.location, undefined);
    const noCookie = await world.app.inject({
      method: 'POST', url: '/api/v1/oauth2/authorize', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ ...codeQuery(), action: 'login', csrf_token: hidden(login.body, 'csrf_token'), email: member.email, password: 'correct horse battery' }),
    });
    assert.equal(noCookie.statusCode, 403);

    const { jar: signedIn, consent } = await authorizeOverHttp(world, codeQuery(), member, 'deny');
    const before = await world.db.rows(sql`SELECT count(*)::int AS n FROM oauth_codes`);
    // Another first character (a random token starts with Z one time in 64).
    const token = hidden(consent!.body, 'csrf_token')!;
    const wrong = `${token[0] === 'Z' ? 'Y' : 'Z'}${token.slice(1)}`;
    const res = await world.app.inject({
      method: 'POST', url: '/api/v1/oauth2/authorize', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: signedIn.header() },
      payload: form({ ...codeQuery(), action: 'consent', decision: 'allow', csrf_token: wrong }),
    });
    assert.equal(res.statusCode, 403);
    assert.deepEqual(await world.db.rows(sql`SELECT count(*)::int AS n FROM oauth_codes`), before);
  });

  it('a wrong password is refused; a member of another organization cannot allow the app', async () => {
    const wrong = await authorizeOverHttp(world, codeQuery(), { email: member.email, password: 'not the password' });
    assert.equal(wrong.res.statusCode, 401);
    assert.match(wrong.res.body, /role="alert"[^>]*>The e-mail address or the password is wrong/);
    const outsider = await memberWithPassword(world, other);
    const res = await authorizeOverHttp(world, codeQuery(), outsider);
    assert.equal(res.res.statusCode, 403);
    assert.match(res.res.body, /not a member of Acme/);
  });

  it(`limits failed logins: after ${LOGIN_MAX_FAILURES} failures for one e-mail address, 429 with Retry-After`, async () => {
    const victim = await memberWithPassword(world, org);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const res = await authorizeOverHttp(world, codeQuery(), { email: victim.email, password: `guess ${i}` });
      assert.equal(res.res.statusCode, 401);
    }
    const limited = await authorizeOverHttp(world, codeQuery(), { email: victim.email, password: 'correct horse battery' });
    assert.equal(limited.res.statusCode, 429);
    assert.ok(Number(limited.res.headers['retry-after']) > 0);
    assert.match(limited.res.body, /Too many failed sign-ins/);
  });

  it(`counts the console's and the authorize page's failures together: ${LOGIN_MAX_FAILURES} in all, then 429 on both`, async () => {
    const victim = await memberWithPassword(world, org);
    const consoleSignIn = async (password: string) => {
      const jar = new Jar();
      const page = jar.take(await world.app.inject({ method: 'GET', url: '/console/sign-in' }));
      return world.app.inject({
        method: 'POST', url: '/console/sign-in', payload: form({ csrf_token: hidden(page.body, 'csrf_token'), email: victim.email.toUpperCase(), password }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
      });
    };
    const half = LOGIN_MAX_FAILURES / 2;
    for (let i = 0; i < half; i++) assert.equal((await consoleSignIn(`guess ${i}`)).statusCode, 401);
    for (let i = half; i < LOGIN_MAX_FAILURES; i++) {
      assert.equal((await authorizeOverHttp(world, codeQuery(), { email: victim.email, password: `guess ${i}` })).res.statusCode, 401);
    }
    const onAuthorize = await authorizeOverHttp(world, codeQuery(), { email: victim.email, password: 'correct horse battery' });
    assert.equal(onAuthorize.res.statusCode, 429, 'the authorize page, after failures on both pages');
    const onConsole = await consoleSignIn('correct horse battery');
    assert.equal(onConsole.statusCode, 429, 'the console, after failures on both pages');
    assert.ok(Number(onConsole.headers['retry-after']) > 0);
  });
});

describe('the login limit per client address', () => {
  it('counts failures for any e-mail address from one address, with a higher limit than per e-mail', async () => {
    const { createLoginLimiter } = await import('../../src/oauth/login-limit.ts');
    let now = 0;
    const limiter = createLoginLimiter({ maxFailures: { email: 2, ip: 3 }, windowSeconds: 60 }, () => now);
    limiter.failed(['ip:1.2.3.4', 'email:a@x']);
    limiter.failed(['ip:1.2.3.4', 'email:b@x']);
    assert.equal(limiter.retryAfter(['ip:1.2.3.4', 'email:c@x']), 0);
    limiter.failed(['ip:1.2.3.4', 'email:c@x']);
    assert.equal(limiter.retryAfter(['ip:1.2.3.4', 'email:d@x']), 60);
    assert.equal(limiter.retryAfter(['ip:5.6.7.8', 'email:d@x']), 0, 'another address is not limited');
    now = 30_000;
    assert.equal(limiter.retryAfter(['ip:1.2.3.4', 'email:d@x']), 30);
    now = 61_000;
    assert.equal(limiter.retryAfter(['ip:1.2.3.4', 'email:d@x']), 0, 'the window slides');
  });
});
