// App relations (issue 13 item 6): allowing an app on the authorize page installs it in the organization.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { assertRouteSecurity } from '../../support/security.ts';
import { authorizeOverHttp, memberWithPassword, registerApp } from '../../oauth/support.ts';

describe('app relations', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;
  let member: { email: string; userId: number };
  const listOf = (org: TestOrg) => `${org.url}appstore/app-relations/`;

  /** Allows a new app (token flow, no redirect URI) as `member`; returns the relation's url. */
  async function install(name = 'Label Printer') {
    const app = await registerApp(world, orgA, { name, redirectUris: [] });
    const { res } = await authorizeOverHttp(world, { response_type: 'token', client_id: app.clientId }, member);
    assert.equal(res.statusCode, 200, res.body);
    const row = await world.db.one<{ access_token: string }>(sql`SELECT access_token FROM app_relations WHERE org_id = ${orgA.id} AND client_id = ${app.id}`);
    return { app, url: `${listOf(orgA)}${row!.access_token}/` };
  }

  before(async () => {
    world = await createWorld();
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg('Other');
    member = await memberWithPassword(world, orgA, 'admin');
  });
  after(() => world.close());

  it('allowing an app creates its relation, naming the member who installed it; allowing again updates it', async () => {
    const { app, url } = await install('Label Printer');
    const res = await world.request('GET', url, { token: orgA.token });
    assert.equal(res.statusCode, 200, res.body);
    const rel = res.json();
    assert.deepEqual(Object.keys(rel).sort(), ['access_token', 'app_name', 'created_at', 'installed_by', 'is_configured', 'name', 'unique_id', 'updated_at', 'url']);
    assert.equal(rel.url, url);
    assert.equal(rel.app_name, 'Label Printer');
    assert.equal(rel.name, null);
    assert.equal(rel.is_configured, true);
    assert.match(rel.unique_id, /^[0-9a-f-]{36}$/);
    assert.equal(rel.installed_by.email, member.email);
    assert.equal(rel.installed_by.is_admin, true);
    assert.equal(rel.installed_by.is_owner, false);
    assert.equal(rel.installed_by.is_shipper, false);
    assert.deepEqual(Object.keys(rel.installed_by).sort(), ['email', 'first_name', 'is_admin', 'is_owner', 'is_shipper', 'last_name',
      'member_websocket_channel_id', 'profile_image', 'url', 'user_websocket_channel_id', 'websocket_channel_id']);

    await authorizeOverHttp(world, { response_type: 'token', client_id: app.clientId }, member);
    const list = (await world.request('GET', listOf(orgA), { token: orgA.token })).json();
    assert.equal(list.results.filter((r: { app_name: string }) => r.app_name === 'Label Printer').length, 1, 'one relation per app');
    const again = (await world.request('GET', url, { token: orgA.token })).json();
    assert.ok(again.updated_at >= rel.updated_at);
  });

  it('lists the installed apps of the organization only', async () => {
    await install('Second');
    const list = (await world.request('GET', listOf(orgA), { token: orgA.token })).json();
    assert.ok(list.count >= 2);
    assert.deepEqual(Object.keys(list).sort(), ['count', 'next', 'previous', 'results']);
    assert.equal((await world.request('GET', listOf(orgB), { token: orgB.token })).json().count, 0);
  });

  it('PATCH changes name only; installed_by sent as null (or anything) is left as it was', async () => {
    const { url } = await install('Renamable');
    const res = await world.request('PATCH', url, { token: orgA.token, body: { name: 'Warehouse 2 printer', installed_by: null, app_name: 'ignored' } });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().name, 'Warehouse 2 printer');
    assert.equal(res.json().app_name, 'Renamable');
    assert.equal(res.json().installed_by.email, member.email);
    const cleared = await world.request('PATCH', url, { token: orgA.token, body: { name: null } });
    assert.equal(cleared.json().name, null);
  });

  it('bad input is 400 naming the field, nothing written; an unknown key is 404', async () => {
    const { url } = await install('Strict');
    await world.request('PATCH', url, { token: orgA.token, body: { name: 'Kept' } });
    for (const body of [{ name: 7 }, { name: 'x'.repeat(256) }]) {
      const res = await world.request('PATCH', url, { token: orgA.token, body });
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.ok(res.json().errors.name);
    }
    assert.equal((await world.request('GET', url, { token: orgA.token })).json().name, 'Kept');
    assert.equal((await world.request('GET', `${listOf(orgA)}nope/`, { token: orgA.token })).statusCode, 404);
    assert.equal((await world.request('PATCH', `${listOf(orgA)}nope/`, { token: orgA.token, body: { name: 'x' } })).statusCode, 404);
  });

  it('every route passes the security suite', async () => {
    const { url } = await install('Secured');
    const path = (pk: string) => url.replace(`/orgs/${orgA.pk}/`, `/orgs/${pk}/`);
    const unchanged = () => world.db.rows(sql`SELECT name, updated_at::text FROM app_relations ORDER BY org_id, id`);
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: (pk) => `/api/v2/orgs/${pk}/appstore/app-relations/`, scope: 'api_client', hasObjectIds: false });
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path, scope: 'api_client' });
    await assertRouteSecurity(world, orgA, orgB, { method: 'PATCH', path, scope: 'api_client', body: { name: 'Suite' }, unchanged });
  });
});
