// POST /api/v1/oauth2/token/ over HTTP: every grant type, and every error it answers (DECISIONS section 2).
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { issueTokenPair } from '../../src/auth/tokens.ts';
import { authorizeOverHttp, memberWithPassword, pkce, registerApp, tokenRequest } from './support.ts';

describe('the token endpoint', () => {
  let world: TestWorld;
  let org: TestOrg;
  let other: TestOrg;
  let app: Awaited<ReturnType<typeof registerApp>>;
  let member: { email: string; userId: number };
  const REDIRECT = 'https://shop.example/callback';

  before(async () => {
    world = await createWorld();
    org = await world.createOrg('Acme');
    other = await world.createOrg('Other');
    app = await registerApp(world, org, { redirectUris: [REDIRECT], scopes: ['order', 'contact', 'company'] });
    member = await memberWithPassword(world, org);
  });
  after(() => world.close());

  const creds = () => ({ client_id: app.clientId, client_secret: app.secret });
  const orgOf = (token: string) => world.request('GET', `/api/v2/orgs/${org.pk}/orders/`, { token });

  function assertError(res: Awaited<ReturnType<typeof tokenRequest>>, status: number, error: string) {
    assert.equal(res.statusCode, status, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.match(String(res.headers['content-type']), /^application\/json/);
    const body = res.json();
    assert.equal(body.error, error, res.body);
    assert.equal(typeof body.error_description, 'string');
    assert.deepEqual(Object.keys(body).sort(), ['error', 'error_description']);
  }

  /** A fresh authorization code for `challenge`, through the authorize forms. */
  async function code(challenge: string, scope?: string) {
    const { res } = await authorizeOverHttp(world, {
      response_type: 'code', client_id: app.clientId, redirect_uri: REDIRECT, scope, state: 'xyz', code_challenge: challenge, code_challenge_method: 'S256',
    }, member);
    assert.equal(res.statusCode, 303, res.body);
    const location = new URL(String(res.headers.location));
    assert.equal(`${location.origin}${location.pathname}`, REDIRECT);
    assert.equal(location.searchParams.get('state'), 'xyz');
    return location.searchParams.get('code')!;
  }

  it('authorization_code with PKCE: a token pair with the granted scopes that works on v2, the code used once', async () => {
    const { verifier, challenge } = pkce();
    const theCode = await code(challenge, 'order contact-read_only');
    const res = await tokenRequest(world, { grant_type: 'authorization_code', code: theCode, code_verifier: verifier, redirect_uri: REDIRECT, ...creds() });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), ['access_token', 'expires_in', 'refresh_token', 'scope', 'token_type']);
    assert.equal(body.token_type, 'bearer');
    assert.equal(body.expires_in, 3600);
    assert.equal(body.scope, 'order contact-read_only');
    assert.equal((await orgOf(body.access_token)).statusCode, 200);
    assert.equal((await world.request('GET', `/api/v2/orgs/${org.pk}/contacts/`, { token: body.access_token })).statusCode, 200);
    assert.equal((await world.request('POST', `/api/v2/orgs/${org.pk}/contacts/`, { token: body.access_token, body: {} })).statusCode, 403, 'read-only scope');
    assert.equal((await world.request('GET', `/api/v2/orgs/${org.pk}/packaging/`, { token: body.access_token })).statusCode, 403, 'scope not granted');

    // The same code again: invalid_grant, and the tokens of its first use are revoked (RFC 6749 4.1.2).
    const again = await tokenRequest(world, { grant_type: 'authorization_code', code: theCode, code_verifier: verifier, redirect_uri: REDIRECT, ...creds() });
    assertError(again, 400, 'invalid_grant');
    assert.equal((await orgOf(body.access_token)).statusCode, 401);
  });

  it('authorization_code errors: missing code or verifier, a wrong verifier, redirect_uri or client, an expired code', async () => {
    const { verifier, challenge } = pkce();
    const theCode = await code(challenge);
    const base = { grant_type: 'authorization_code', code: theCode, code_verifier: verifier, redirect_uri: REDIRECT, ...creds() };
    assertError(await tokenRequest(world, { ...base, code: undefined }), 400, 'invalid_request');
    assertError(await tokenRequest(world, { ...base, code_verifier: undefined }), 400, 'invalid_request');
    assertError(await tokenRequest(world, { ...base, code_verifier: 'short' }), 400, 'invalid_request');
    assertError(await tokenRequest(world, { ...base, code_verifier: pkce().verifier }), 400, 'invalid_grant');
    assertError(await tokenRequest(world, { ...base, redirect_uri: 'https://shop.example/other' }), 400, 'invalid_grant');
    assertError(await tokenRequest(world, { ...base, code: 'bxa_1_made-up' }), 400, 'invalid_grant');
    const second = await registerApp(world, org, { redirectUris: [REDIRECT] });
    assertError(await tokenRequest(world, { ...base, client_id: second.clientId, client_secret: second.secret }), 400, 'invalid_grant');
    // None of these used the code up: it still works once.
    assert.equal((await tokenRequest(world, base)).statusCode, 200);

    const late = pkce();
    const expiring = await code(late.challenge);
    await world.db.exec("UPDATE oauth_codes SET expires_at = now() - interval '1 second' WHERE used_at IS NULL");
    assertError(await tokenRequest(world, { ...base, code: expiring, code_verifier: late.verifier }), 400, 'invalid_grant');
  });

  it('refresh_token for an app: both tokens rotate, the old ones stop at once, reuse revokes the family', async () => {
    const { verifier, challenge } = pkce();
    const first = (await tokenRequest(world, { grant_type: 'authorization_code', code: await code(challenge), code_verifier: verifier, redirect_uri: REDIRECT, ...creds() })).json();
    const res = await tokenRequest(world, { grant_type: 'refresh_token', refresh_token: first.refresh_token, ...creds() });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const second = res.json();
    assert.equal(second.scope, first.scope);
    assert.notEqual(second.access_token, first.access_token);
    assert.notEqual(second.refresh_token, first.refresh_token);
    assert.equal((await orgOf(first.access_token)).statusCode, 401);
    assert.equal((await orgOf(second.access_token)).statusCode, 200);

    assertError(await tokenRequest(world, { grant_type: 'refresh_token', refresh_token: first.refresh_token, ...creds() }), 400, 'invalid_grant');
    assert.equal((await orgOf(second.access_token)).statusCode, 401, 'the family is revoked');
    assertError(await tokenRequest(world, { grant_type: 'refresh_token', refresh_token: second.refresh_token, ...creds() }), 400, 'invalid_grant');
  });

  it("refresh_token of an app's pair by another app of the organization is refused and rotates nothing", async () => {
    const { verifier, challenge } = pkce();
    const pair = (await tokenRequest(world, { grant_type: 'authorization_code', code: await code(challenge), code_verifier: verifier, redirect_uri: REDIRECT, ...creds() })).json();
    const second = await registerApp(world, org);
    assertError(await tokenRequest(world, { grant_type: 'refresh_token', refresh_token: pair.refresh_token, client_id: second.clientId, client_secret: second.secret }), 400, 'invalid_grant');
    assert.equal((await orgOf(pair.access_token)).statusCode, 200);
  });

  it('refresh_token for a wallet sub-account, as the specification sends it (bearer_token and refresh_token as form fields)', async () => {
    const subjectId = 42;
    const pair = await issueTokenPair(world.db, { userId: org.userId, orgId: org.id, scopes: ['wallet_subaccount'], kind: 'subaccount', subjectId, expiresInSeconds: 1800 });
    const res = await tokenRequest(world, { bearer_token: pair.accessToken, refresh_token: pair.refreshToken, grant_type: 'refresh_token', ...creds() });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), ['access_token', 'expires_in', 'refresh_token', 'token_type']);
    assert.equal(body.expires_in, 1800);
    assert.equal(body.token_type, 'bearer');
    const rows = await world.db.rows<{ kind: string; subject_id: number; revoked: boolean }>(sql`
      SELECT kind, subject_id, revoked_at IS NOT NULL AS revoked FROM access_tokens WHERE family_id = ${pair.tokenId} ORDER BY id`);
    assert.deepEqual(rows.map((r) => [r.kind, Number(r.subject_id), r.revoked]), [['subaccount', subjectId, true], ['subaccount', subjectId, false]]);

    // A mismatched pair (the new refresh token with the old bearer token): invalid_grant, nothing rotated.
    assertError(await tokenRequest(world, { bearer_token: pair.accessToken, refresh_token: body.refresh_token, grant_type: 'refresh_token', ...creds() }), 400, 'invalid_grant');
    const ok = await tokenRequest(world, { bearer_token: body.access_token, refresh_token: body.refresh_token, grant_type: 'refresh_token', ...creds() });
    assert.equal(ok.statusCode, 200, 'the mismatch rotated nothing');

    // An app of another organization cannot refresh this organization's sub-account.
    const foreign = await registerApp(world, other);
    const next = ok.json();
    assertError(await tokenRequest(world, { bearer_token: next.access_token, refresh_token: next.refresh_token, grant_type: 'refresh_token', client_id: foreign.clientId, client_secret: foreign.secret }), 400, 'invalid_grant');
    // A bad client is 401 and rotates nothing either.
    assertError(await tokenRequest(world, { bearer_token: next.access_token, refresh_token: next.refresh_token, grant_type: 'refresh_token', client_id: app.clientId, client_secret: 'wrong' }), 401, 'invalid_client');
    assert.equal((await tokenRequest(world, { bearer_token: next.access_token, refresh_token: next.refresh_token, grant_type: 'refresh_token', ...creds() })).statusCode, 200);
  });

  it('client_credentials: a token for the app, with its scopes or fewer, and no refresh token', async () => {
    const res = await tokenRequest(world, { grant_type: 'client_credentials', ...creds() });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), ['access_token', 'expires_in', 'scope', 'token_type']);
    assert.equal(body.scope, 'order contact company');
    assert.equal((await orgOf(body.access_token)).statusCode, 200);
    const narrow = (await tokenRequest(world, { grant_type: 'client_credentials', scope: 'order-read_only', ...creds() })).json();
    assert.equal(narrow.scope, 'order-read_only');
    assertError(await tokenRequest(world, { grant_type: 'client_credentials', scope: 'webhook', ...creds() }), 400, 'invalid_scope');
    assertError(await tokenRequest(world, { grant_type: 'client_credentials', scope: 'bogus', ...creds() }), 400, 'invalid_scope');
  });

  it('client authentication: HTTP Basic or body; unknown client, wrong secret or none is invalid_client 401', async () => {
    const basic = `Basic ${Buffer.from(`${encodeURIComponent(app.clientId)}:${encodeURIComponent(app.secret)}`).toString('base64')}`;
    assert.equal((await tokenRequest(world, { grant_type: 'client_credentials' }, { authorization: basic })).statusCode, 200);
    const wrongBasic = `Basic ${Buffer.from(`${app.clientId}:nope`).toString('base64')}`;
    const refused = await tokenRequest(world, { grant_type: 'client_credentials' }, { authorization: wrongBasic });
    assertError(refused, 401, 'invalid_client');
    assert.match(String(refused.headers['www-authenticate']), /^Basic/);
    assertError(await tokenRequest(world, { grant_type: 'client_credentials' }, { authorization: 'Basic !!!' }), 401, 'invalid_client');
    assertError(await tokenRequest(world, { grant_type: 'client_credentials' }), 401, 'invalid_client');
    assertError(await tokenRequest(world, { grant_type: 'client_credentials', client_id: app.clientId, client_secret: 'wrong' }), 401, 'invalid_client');
    assertError(await tokenRequest(world, { grant_type: 'client_credentials', client_id: 'bxc_1_0000000000000000', client_secret: app.secret }), 401, 'invalid_client');
    assertError(await tokenRequest(world, { grant_type: 'client_credentials', client_id: 'garbage', client_secret: app.secret }), 401, 'invalid_client');
  });

  it('grant_type missing or unknown, and refresh_token missing', async () => {
    assertError(await tokenRequest(world, { ...creds() }), 400, 'invalid_request');
    assertError(await tokenRequest(world, { grant_type: 'password', ...creds() }), 400, 'unsupported_grant_type');
    assertError(await tokenRequest(world, { grant_type: 'refresh_token', ...creds() }), 400, 'invalid_request');
    assertError(await tokenRequest(world, { grant_type: 'refresh_token', refresh_token: 'bxr_unknown', ...creds() }), 400, 'invalid_grant');
  });

  it('a deleted app: its tokens stop working and it can no longer authenticate', async () => {
    const doomed = await registerApp(world, org);
    const token = (await tokenRequest(world, { grant_type: 'client_credentials', client_id: doomed.clientId, client_secret: doomed.secret })).json().access_token;
    assert.equal((await orgOf(token)).statusCode, 200);
    const del = await world.request('DELETE', `/api/v2/orgs/${org.pk}/apps/${doomed.id}/`, { token: org.token });
    assert.equal(del.statusCode, 204, del.body);
    assert.equal((await orgOf(token)).statusCode, 401);
    assertError(await tokenRequest(world, { grant_type: 'client_credentials', client_id: doomed.clientId, client_secret: doomed.secret }), 401, 'invalid_client');
  });
});
