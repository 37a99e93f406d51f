/**
 * v1 company lifecycle: a company made with POST (or PUT to a free id) is the creating token's, on v1 and v2; a
 * deleted company is reached by no token at once (personal, bound or not, OAuth, wallet sub-account, a login
 * session of the authorize page), and its rows stay for a restore.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { encodeId } from '../../src/core/ids.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { issueToken, rotateTokenPair } from '../../src/auth/tokens.ts';
import { ALL_SCOPES } from '../../src/auth/scopes.ts';
import { authorizeOverHttp, form, hidden, memberWithPassword, pkce, registerApp } from '../oauth/support.ts';

describe('v1 company lifecycle', () => {
  let world: TestWorld;
  let a: TestOrg;
  let b: TestOrg;
  before(async () => {
    world = await createWorld();
    a = await world.createOrg('Acme');
    b = await world.createOrg('Other');
  });
  after(() => world.close());

  const ids = (res: { json(): { objects: { id: number }[] } }) => res.json().objects.map((c) => c.id);

  it('POST: the Location works with the same token, on v1 and v2, and the token lists it; other tokens of the first company do not reach it', async () => {
    const res = await world.request('POST', '/api/v1/company/', { token: a.token, body: { name: 'Acme West' } });
    assert.equal(res.statusCode, 201, res.body);
    const created = res.json();
    const got = await world.request('GET', String(res.headers.location), { token: a.token });
    assert.equal(got.statusCode, 200, got.body);
    assert.deepEqual(got.json(), created);
    assert.deepEqual(ids(await world.request('GET', '/api/v1/company/', { token: a.token })), [a.id, created.id]);
    const v2 = await world.request('GET', `/api/v2/orgs/${encodeId(created.id)}/`, { token: a.token });
    assert.equal(v2.statusCode, 200, v2.body);
    assert.equal(v2.json().name, 'Acme West');
    const v2List = (await world.request('GET', '/api/v2/orgs/', { token: a.token })).json();
    assert.deepEqual(v2List.results.map((o: { name: string }) => o.name), ['Acme', 'Acme West']);
    assert.equal((await world.request('GET', `/api/v2/orgs/${encodeId(created.id)}/orders/`, { token: a.token })).statusCode, 200);
    // The token still works in its own company: v1 requests without a company in the path stay there.
    const members = (await world.request('GET', '/api/v1/company_members/', { token: a.token })).json();
    assert.deepEqual(members.objects.map((m: { id: number }) => m.id), [a.userId]);
    const colleague = await world.tokenFor(a, { role: 'admin' });
    assert.equal((await world.request('GET', String(res.headers.location), { token: colleague })).statusCode, 404);
    assert.equal((await world.request('GET', `/api/v2/orgs/${encodeId(created.id)}/`, { token: colleague })).statusCode, 404);
  });

  it('PUT to a free id creates the company with it (201); another company\'s id is 404; without a name 400', async () => {
    const free = (await world.db.one<{ id: number }>(sql`SELECT max(id)::int + 50 AS id FROM orgs`))!.id;
    const noName = await world.request('PUT', `/api/v1/company/${free}/`, { token: a.token, body: { company_id: 'acme-put' } });
    assert.equal(noName.statusCode, 400);
    assert.match(noName.json().error_message, /name/);
    const res = await world.request('PUT', `/api/v1/company/${free}/`, { token: a.token, body: { name: 'Acme Put', company_id: 'acme-put' } });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().id, free);
    assert.equal(res.headers.location, `/api/v1/company/${free}/`);
    assert.equal((await world.request('GET', `/api/v1/company/${free}/`, { token: a.token })).json().company_id, 'acme-put');
    const again = await world.request('PUT', `/api/v1/company/${free}/`, { token: a.token, body: { name: 'Acme Put 2' } });
    assert.equal(again.statusCode, 202, 'now it exists: an update');
    assert.equal((await world.request('PUT', `/api/v1/company/${b.id}/`, { token: a.token, body: { name: 'Mine' } })).statusCode, 404);
    const next = await world.request('POST', '/api/v1/company/', { token: a.token, body: { name: 'After' } });
    assert.ok(next.json().id > free, 'the drawn ids moved past the one given');
  });

  it('DELETE ends every token\'s access to the company at once (401 or 404 on v1 and v2) and keeps its rows for a restore', async () => {
    const d = await world.createOrg('Doomed');
    const keep = await world.request('POST', '/api/v1/company/', { token: d.token, body: { name: 'Doomed Keeps' } });
    const admin = await world.tokenFor(d, { role: 'admin' });
    const unbound = (await issueToken(world.db, { userId: d.userId, orgId: null, scopes: ALL_SCOPES })).token;
    const app = await registerApp(world, d);
    const oauth = (await issueToken(world.db, { userId: d.userId, orgId: d.id, scopes: ['order'], kind: 'oauth', clientId: app.id })).token;
    const sub = (await world.request('POST', `${d.url}wallet-subaccounts/`, { token: d.token, body: { unique_id: 'w-1' } })).json();
    assert.equal((await world.request('GET', sub.url, { token: sub.access_token })).statusCode, 200);
    // A member signed in on the authorize page, at the consent form when the company goes.
    const person = await memberWithPassword(world, d);
    const query = { response_type: 'code', client_id: app.clientId, redirect_uri: 'https://shop.example/callback', state: 's', code_challenge: pkce().challenge, code_challenge_method: 'S256' };
    const { consent, jar } = await authorizeOverHttp(world, query, person, 'deny');
    assert.equal(consent?.statusCode, 200);
    const before = await world.db.one<{ n: number }>(sql`
      SELECT (SELECT count(*) FROM memberships WHERE org_id = ${d.id}) + (SELECT count(*) FROM wallet_subaccounts WHERE org_id = ${d.id})
           + (SELECT count(*) FROM access_tokens WHERE org_id = ${d.id}) AS n`);

    assert.equal((await world.request('DELETE', `/api/v1/company/${d.id}/`, { token: d.token })).statusCode, 204);

    for (const token of [d.token, admin, oauth]) {
      for (const url of ['/api/v1/company/', '/api/v1/orders/', d.url, `${d.url}orders/`, '/api/v2/orgs/']) {
        assert.equal((await world.request('GET', url, { token })).statusCode, 401, url);
      }
      assert.equal((await world.request('POST', `${d.url}orders/`, { token, body: {} })).statusCode, 401);
    }
    assert.equal((await world.request('GET', sub.url, { token: sub.access_token })).statusCode, 401);
    const refreshed = await world.db.transaction((tx) => rotateTokenPair(tx, { refreshToken: sub.refresh_token }));
    assert.equal(refreshed.ok, false, 'a pair of a deleted company is refreshed no more');
    // A token of every company of the member: 404 for the deleted one, the others still work.
    for (const url of [d.url, `${d.url}orders/`, `/api/v1/company/${d.id}/`]) {
      assert.equal((await world.request('GET', url, { token: unbound })).statusCode, 404, url);
    }
    assert.equal((await world.request('PUT', `/api/v1/company/${d.id}/`, { token: unbound, body: { name: 'Back' } })).statusCode, 404);
    assert.deepEqual(ids(await world.request('GET', '/api/v1/company/', { token: unbound })), [keep.json().id]);
    assert.deepEqual((await world.request('GET', '/api/v2/orgs/', { token: unbound })).json().results.map((o: { name: string }) => o.name), ['Doomed Keeps']);
    // The session's consent is refused: the member no longer belongs to a live organization of the app.
    const answer = await world.app.inject({
      method: 'POST', url: '/api/v1/oauth2/authorize', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
      payload: form({ ...query, action: 'consent', csrf_token: hidden(consent!.body, 'csrf_token'), decision: 'allow' }),
    });
    assert.equal(answer.statusCode, 403);
    assert.equal(await world.db.one(sql`SELECT 1 AS x FROM oauth_codes WHERE org_id = ${d.id}`), undefined, 'no code was issued');

    const after = await world.db.one<{ n: number }>(sql`
      SELECT (SELECT count(*) FROM memberships WHERE org_id = ${d.id}) + (SELECT count(*) FROM wallet_subaccounts WHERE org_id = ${d.id})
           + (SELECT count(*) FROM access_tokens WHERE org_id = ${d.id}) AS n`);
    assert.equal(Number(after!.n), Number(before!.n), 'its rows are kept');
    await world.db.rows(sql`UPDATE orgs SET deleted_at = NULL WHERE id = ${d.id} RETURNING id`);
    assert.equal((await world.request('GET', d.url, { token: d.token })).statusCode, 200, 'a restore brings it back');
    assert.equal((await world.request('GET', sub.url, { token: sub.access_token })).statusCode, 200);
  });
});
