// GET /orgs/{pk}/members/{id}/: what an app relation's installed_by.url points at, for owners and admins.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { assertRouteSecurity } from '../../support/security.ts';
import { addMember } from '../../../src/orgs/members.ts';
import { encodeId } from '../../../src/core/ids.ts';
import { authorizeOverHttp, memberWithPassword, registerApp } from '../../oauth/support.ts';

describe('a member of an organization', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;
  const urlOf = (org: TestOrg, id: number) => `${org.url}members/${encodeId(id)}/`;

  before(async () => {
    world = await createWorld();
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg('Other');
  });
  after(() => world.close());

  it('is what an app relation\'s installed_by shows, at its url', async () => {
    const person = await memberWithPassword(world, orgA, 'admin');
    const app = await registerApp(world, orgA, { redirectUris: [] });
    const { res } = await authorizeOverHttp(world, { response_type: 'token', client_id: app.clientId }, person);
    assert.equal(res.statusCode, 200, res.body);
    const relations = (await world.request('GET', `${orgA.url}appstore/app-relations/`, { token: orgA.token })).json();
    const installedBy = relations.results[0].installed_by;
    assert.equal(installedBy.url, urlOf(orgA, person.userId));
    const got = await world.request('GET', installedBy.url, { token: orgA.token });
    assert.equal(got.statusCode, 200, got.body);
    assert.deepEqual(got.json(), installedBy);
    assert.equal(got.json().is_admin, true);
    assert.equal(got.json().is_owner, false);
  });

  it('is for owners and admins (403 for a member or shipper); another organization\'s member or a non-member is 404', async () => {
    const admin = await world.tokenFor(orgA, { role: 'admin' });
    const owner = await world.request('GET', urlOf(orgA, orgA.userId), { token: admin });
    assert.equal(owner.statusCode, 200);
    assert.equal(owner.json().is_owner, true);
    for (const role of ['member', 'shipper'] as const) {
      assert.equal((await world.request('GET', urlOf(orgA, orgA.userId), { token: await world.tokenFor(orgA, { role }) })).statusCode, 403, role);
    }
    assert.equal((await world.request('GET', urlOf(orgA, orgB.userId), { token: orgA.token })).statusCode, 404, 'org B\'s owner through org A');
    const outsider = await addMember(world.db, orgB.id, `outsider-${Date.now()}@example.test`, 'member');
    assert.equal((await world.request('GET', urlOf(orgA, outsider), { token: orgA.token })).statusCode, 404);
    assert.equal((await world.request('GET', urlOf(orgA, 987654), { token: orgA.token })).statusCode, 404);
  });

  it('passes the security suite', async () => {
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: (pk) => `/api/v2/orgs/${pk}/members/${encodeId(orgA.userId)}/`, scope: 'company', role: 'admin' });
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await world.request('GET', '/api/v2/openapi.json')).json();
    assert.ok(doc.paths['/api/v2/orgs/{org_pk}/members/{member_pk}/']?.get, 'the route is documented');
  });
});
