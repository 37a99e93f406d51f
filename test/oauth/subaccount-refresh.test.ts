// A wallet sub-account created through v2 refreshes its pair at /api/v1/oauth2/token/ as the specification says
// (issue 13 item 5), end to end: the two branches that built the sub-accounts and the endpoint meet here.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { registerApp, tokenRequest } from './support.ts';

const KEY = 'an-encryption-key-of-at-least-32-characters';

describe('wallet sub-account token refresh', () => {
  let world: TestWorld;
  let org: TestOrg;
  let other: TestOrg;

  before(async () => {
    world = await createWorld({ WALLET_TOKEN_KEY: KEY });
    org = await world.createOrg('Acme');
    other = await world.createOrg('Other');
  });
  after(() => world.close());

  it('rotates both tokens: the new ones work at once, the old ones stop, and GET shows the new pair', async () => {
    const app = await registerApp(world, org);
    const created = await world.request('POST', `${org.url}wallet-subaccounts/`, { token: org.token, body: { unique_id: 'kiosk-1', name: 'Kiosk' } });
    assert.equal(created.statusCode, 201, created.body);
    const sub = created.json();
    assert.equal((await world.request('GET', sub.url, { token: sub.access_token })).statusCode, 200);

    const res = await tokenRequest(world, {
      bearer_token: sub.access_token, refresh_token: sub.refresh_token, grant_type: 'refresh_token', client_id: app.clientId, client_secret: app.secret,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), ['access_token', 'expires_in', 'refresh_token', 'token_type']);
    assert.equal(body.expires_in, 1800);
    assert.equal(body.token_type, 'bearer');

    assert.equal((await world.request('GET', sub.url, { token: body.access_token })).statusCode, 200);
    assert.equal((await world.request('GET', sub.url, { token: sub.access_token })).statusCode, 401);
    const shown = (await world.request('GET', sub.url, { token: org.token })).json();
    assert.equal(shown.token, body.access_token);
    assert.equal(shown.refresh_token, body.refresh_token);
    assert.ok(Number(shown.token_expires_at) > Date.now() / 1000 + 1700);

    // The old refresh token is spent: using it again is invalid_grant (and revokes the family).
    const reused = await tokenRequest(world, {
      bearer_token: sub.access_token, refresh_token: sub.refresh_token, grant_type: 'refresh_token', client_id: app.clientId, client_secret: app.secret,
    });
    assert.equal(reused.statusCode, 400);
    assert.equal(reused.json().error, 'invalid_grant');
  });

  it('refuses a mismatched pair (invalid_grant, 400) and a bad or foreign client (invalid_client, 401), rotating nothing', async () => {
    const app = await registerApp(world, org);
    const foreign = await registerApp(world, other);
    const a = (await world.request('POST', `${org.url}wallet-subaccounts/`, { token: org.token, body: { unique_id: 'a' } })).json();
    const b = (await world.request('POST', `${org.url}wallet-subaccounts/`, { token: org.token, body: { unique_id: 'b' } })).json();
    const mismatched = await tokenRequest(world, {
      bearer_token: b.access_token, refresh_token: a.refresh_token, grant_type: 'refresh_token', client_id: app.clientId, client_secret: app.secret,
    });
    assert.equal(mismatched.statusCode, 400, mismatched.body);
    assert.equal(mismatched.json().error, 'invalid_grant');
    const badSecret = await tokenRequest(world, {
      bearer_token: a.access_token, refresh_token: a.refresh_token, grant_type: 'refresh_token', client_id: app.clientId, client_secret: 'nope',
    });
    assert.equal(badSecret.statusCode, 401, badSecret.body);
    assert.equal(badSecret.json().error, 'invalid_client');
    const otherOrg = await tokenRequest(world, {
      bearer_token: a.access_token, refresh_token: a.refresh_token, grant_type: 'refresh_token', client_id: foreign.clientId, client_secret: foreign.secret,
    });
    assert.ok([400, 401].includes(otherOrg.statusCode), otherOrg.body);
    for (const sub of [a, b]) assert.equal((await world.request('GET', sub.url, { token: sub.access_token })).statusCode, 200, 'still valid');
  });
});
