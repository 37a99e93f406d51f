// OAuth2 apps through v2: register (secret shown once, stored hashed), list, change, delete; owners and admins only.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { assertRouteSecurity } from '../../support/security.ts';
import { tokenRequest } from '../../oauth/support.ts';

describe('OAuth2 apps', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;
  const appsOf = (org: TestOrg) => `${org.url}apps/`;
  const create = (org: TestOrg, body: unknown, token = org.token) => world.request('POST', appsOf(org), { token, body });
  const count = async () => Number((await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM oauth_clients`))!.n);

  before(async () => {
    world = await createWorld();
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg('Other');
  });
  after(() => world.close());

  it('registers an app: client_id and client_secret once, the secret stored only as a hash', async () => {
    const res = await create(orgA, { name: ' Shop Sync ', redirect_uris: ['https://shop.example/cb', 'http://localhost:3000/cb', 'com.example.app:/cb'], scopes: ['order', 'contact-read_only'] });
    assert.equal(res.statusCode, 201, res.body);
    const app = res.json();
    assert.deepEqual(Object.keys(app).sort(), ['client_id', 'client_secret', 'created_at', 'name', 'redirect_uris', 'scopes', 'updated_at', 'url']);
    assert.equal(app.name, 'Shop Sync');
    assert.match(app.client_id, new RegExp(`^bxc_${orgA.id}_[0-9a-f]{32}$`));
    assert.match(app.client_secret, /^bxs_[\w-]{32}$/);
    assert.deepEqual(app.scopes, ['order', 'contact-read_only']);
    assert.match(app.url, new RegExp(`^${appsOf(orgA)}[^/]+/$`));
    const stored = await world.db.one<{ secret_hash: string }>(sql`SELECT secret_hash FROM oauth_clients WHERE client_key = ${app.client_id.split('_')[2]}`);
    assert.ok(stored && !stored.secret_hash.includes(app.client_secret.slice(4)));

    const got = (await world.request('GET', app.url, { token: orgA.token })).json();
    const { client_secret: _secret, ...shown } = app;
    assert.deepEqual(got, shown, 'the secret is never shown again');
    const list = (await world.request('GET', appsOf(orgA), { token: orgA.token })).json();
    assert.ok(list.results.some((a: { client_id: string }) => a.client_id === app.client_id));
    assert.ok(list.results.every((a: Record<string, unknown>) => !('client_secret' in a)));
    // The secret works at the token endpoint.
    assert.equal((await tokenRequest(world, { grant_type: 'client_credentials', client_id: app.client_id, client_secret: app.client_secret })).statusCode, 200);
  });

  it('defaults: no redirect URIs and every scope', async () => {
    const app = (await create(orgA, { name: 'Minimal' })).json();
    assert.deepEqual(app.redirect_uris, []);
    assert.equal(app.scopes.length, 15);
    assert.ok(app.scopes.includes('shipping'));
  });

  it('refuses bad input with 400 naming the field and writes nothing', async () => {
    const before = await count();
    const cases: [unknown, string][] = [
      [{}, 'name'],
      [{ name: '' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 7 }, 'name'],
      [{ name: 'x', redirect_uris: 'https://a.example/' }, 'redirect_uris'],
      [{ name: 'x', redirect_uris: ['not a uri'] }, 'redirect_uris[0]'],
      [{ name: 'x', redirect_uris: ['https://ok.example/', 'http://evil.example/cb'] }, 'redirect_uris[1]'],
      [{ name: 'x', redirect_uris: ['https://a.example/cb#frag'] }, 'redirect_uris[0]'],
      [{ name: 'x', redirect_uris: ['javascript:alert(1)'] }, 'redirect_uris[0]'],
      // RFC 8252: https, http on loopback, or a private-use (reversed domain name) scheme only.
      ...['blob:https://a.example/x', 'ftp://a.example/cb', 'data:text/html,x', 'file:///cb', 'myapp:/cb', 'ws://localhost/cb', 'http://10.0.0.1/cb', 'http://localhost.evil.example/cb']
        .map((uri): [unknown, string] => [{ name: 'x', redirect_uris: ['https://ok.example/', uri] }, 'redirect_uris[1]']),
      [{ name: 'x', scopes: ['order', 'bogus'] }, 'scopes[1]'],
      [{ name: 'x', scopes: [] }, 'scopes'],
    ];
    for (const [body, field] of cases) {
      const res = await create(orgA, body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
      assert.ok(res.json().errors?.[field], `errors[${field}] for ${JSON.stringify(body)}: ${res.body}`);
    }
    assert.equal(await count(), before);
    const loopback = await create(orgA, { name: 'Native', redirect_uris: ['http://127.0.0.1:8123/cb', 'http://[::1]/cb', 'com.example.native-app:/oauth'] });
    assert.equal(loopback.statusCode, 201, loopback.body);
  });

  it('changes name, redirect URIs and scopes; bad values are 400 and change nothing', async () => {
    const app = (await create(orgA, { name: 'Before', redirect_uris: ['https://a.example/cb'] })).json();
    const res = await world.request('PATCH', app.url, { token: orgA.token, body: { name: 'After', redirect_uris: ['https://b.example/cb'], scopes: ['order'], client_id: 'ignored' } });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().name, 'After');
    assert.deepEqual(res.json().redirect_uris, ['https://b.example/cb']);
    assert.deepEqual(res.json().scopes, ['order']);
    assert.equal(res.json().client_id, app.client_id);
    const bad = await world.request('PATCH', app.url, { token: orgA.token, body: { name: 'Again', scopes: ['nope'] } });
    assert.equal(bad.statusCode, 400);
    assert.ok(bad.json().errors['scopes[0]']);
    assert.equal((await world.request('GET', app.url, { token: orgA.token })).json().name, 'After');
  });

  it('members who are not owners or admins get 403', async () => {
    for (const role of ['member', 'shipper'] as const) {
      const token = await world.tokenFor(orgA, { role });
      assert.equal((await world.request('GET', appsOf(orgA), { token })).statusCode, 403, role);
      assert.equal((await create(orgA, { name: 'x' }, token)).statusCode, 403, role);
    }
    const admin = await world.tokenFor(orgA, { role: 'admin' });
    assert.equal((await create(orgA, { name: 'by an admin' }, admin)).statusCode, 201);
  });

  it('every route passes the security suite', async () => {
    const make = async () => (await create(orgA, { name: 'Secured' })).json().url as string;
    const url = await make();
    const unchanged = () => world.db.rows(sql`SELECT name, redirect_uris, scopes FROM oauth_clients ORDER BY org_id, id`);
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: (pk) => `/api/v2/orgs/${pk}/apps/`, scope: 'api_client', role: 'admin', hasObjectIds: false });
    await assertRouteSecurity(world, orgA, orgB, { method: 'POST', path: (pk) => `/api/v2/orgs/${pk}/apps/`, scope: 'api_client', role: 'admin', hasObjectIds: false, body: { name: 'Via suite' }, unchanged: count });
    const path = (pk: string) => url.replace(`/orgs/${orgA.pk}/`, `/orgs/${pk}/`);
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path, scope: 'api_client', role: 'admin' });
    await assertRouteSecurity(world, orgA, orgB, { method: 'PATCH', path, scope: 'api_client', role: 'admin', body: { name: 'Renamed' }, unchanged, prepare: make });
    await assertRouteSecurity(world, orgA, orgB, { method: 'DELETE', path, scope: 'api_client', role: 'admin', unchanged, prepare: make });
  });
});
