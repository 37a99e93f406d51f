/** v1 company, company_address, company_license_keys and company_members: status codes, meta keys, security. */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { assertV1RouteSecurity } from '../support/security-v1.ts';
import { fromTastypieXml } from '../../src/v1/xml.ts';
import { count } from './support.ts';
import { addMember } from '../../src/orgs/members.ts';
import { issueToken } from '../../src/auth/tokens.ts';

describe('v1 company resources', () => {
  let world: TestWorld;
  let a: TestOrg;
  let b: TestOrg;
  before(async () => {
    world = await createWorld();
    a = await world.createOrg('Acme');
    b = await world.createOrg('Other');
  });
  after(() => world.close());

  describe('company', () => {
    it('lists the token\'s company and gets it; another company is 404', async () => {
      const list = await world.request('GET', '/api/v1/company/', { token: a.token });
      assert.equal(list.statusCode, 200);
      const [company] = list.json().objects;
      assert.deepEqual(Object.keys(company), ['id', 'resource_uri', 'company_id', 'name', 'created_at', 'updated_at']);
      assert.equal(company.id, a.id);
      assert.equal(company.resource_uri, `/api/v1/company/${a.id}/`);
      assert.match(company.updated_at, /\+00:00$/);
      assert.deepEqual((await world.request('GET', `/api/v1/company/${a.id}/`, { token: a.token })).json(), company);
      const xml = await world.request('GET', '/api/v1/company/?format=Xml', { token: a.token });
      assert.deepEqual(fromTastypieXml(xml.body), list.json());
      assert.equal((await world.request('GET', `/api/v1/company/${b.id}/`, { token: a.token })).statusCode, 404);
    });

    it('POST creates a company owned by the member (201); a taken company_id is 409; bad input 400', async () => {
      const res = await world.request('POST', '/api/v1/company/', { token: a.token, body: { name: 'Second', company_id: 'acme-2' } });
      assert.equal(res.statusCode, 201, res.body);
      assert.equal(res.json().company_id, 'acme-2');
      assert.equal(res.headers.location, res.json().resource_uri);
      const role = await world.db.one<{ role: string }>(sql`SELECT role FROM memberships WHERE org_id = ${res.json().id} AND user_id = ${a.userId}`);
      assert.equal(role?.role, 'owner');
      const before = await count(world, 'orgs');
      const taken = await world.request('POST', '/api/v1/company/', { token: a.token, body: { name: 'Third', company_id: 'acme-2' } });
      assert.equal(taken.statusCode, 409);
      assert.equal(typeof taken.json().error_message, 'string');
      for (const body of [{}, { name: '  ' }, { name: 'x', company_id: '' }]) {
        assert.equal((await world.request('POST', '/api/v1/company/', { token: a.token, body })).statusCode, 400, JSON.stringify(body));
      }
      assert.equal(await count(world, 'orgs'), before);
    });

    it('PUT needs admin rights (403 for a member), answers 202, 409 for a taken company_id', async () => {
      const member = await world.tokenFor(a, { role: 'member' });
      assert.equal((await world.request('PUT', `/api/v1/company/${a.id}/`, { token: member, body: { name: 'Nope' } })).statusCode, 403);
      const res = await world.request('PUT', `/api/v1/company/${a.id}/`, { token: a.token, body: { name: 'Acme Renamed' } });
      assert.equal(res.statusCode, 202);
      assert.equal(res.json().name, 'Acme Renamed');
      const other = (await world.request('GET', `/api/v1/company/${b.id}/`, { token: b.token })).json();
      const clash = await world.request('PUT', `/api/v1/company/${a.id}/`, { token: a.token, body: { company_id: other.company_id } });
      assert.equal(clash.statusCode, 409);
      const v2 = await world.request('GET', a.url, { token: a.token });
      assert.equal(v2.json().name, 'Acme Renamed', 'the company is the v2 organization');
    });

    it('DELETE needs admin rights; a user\'s only company cannot be deleted (403); else 204 and it is gone', async () => {
      const solo = await world.createOrg('Solo');
      assert.equal((await world.request('DELETE', `/api/v1/company/${solo.id}/`, { token: solo.token })).statusCode, 403);
      const extra = await world.request('POST', '/api/v1/company/', { token: solo.token, body: { name: 'Solo 2' } });
      const extraId = extra.json().id;
      const member = await world.tokenFor(solo, { role: 'member' });
      assert.equal((await world.request('DELETE', `/api/v1/company/${solo.id}/`, { token: member })).statusCode, 403);
      assert.equal((await world.request('DELETE', `/api/v1/company/${b.id}/`, { token: solo.token })).statusCode, 404, 'another member\'s company');
      assert.ok(extraId > solo.id);
      assert.equal((await world.request('DELETE', `/api/v1/company/${solo.id}/`, { token: solo.token })).statusCode, 204);
      const row = await world.db.one<{ deleted_at: string | null }>(sql`SELECT deleted_at FROM orgs WHERE id = ${solo.id}`);
      assert.ok(row?.deleted_at, 'marked deleted, as v2 shows it');
    });
  });

  describe('company_address', () => {
    it('POST 201, second address 409, unknown company uri 400; PUT 200 or 201 with an id; DELETE 204', async () => {
      const org = await world.createOrg('Addressed');
      const bad = await world.request('POST', '/api/v1/company_address/', { token: org.token, body: { city: 'Lyon', ship_company: '/api/v1/company/999999/' } });
      assert.equal(bad.statusCode, 400);
      assert.equal((await world.request('POST', '/api/v1/company_address/', { token: org.token, body: { email: 'not-mail' } })).statusCode, 400);
      const res = await world.request('POST', '/api/v1/company_address/', {
        token: org.token, body: { city: 'Lyon', state: 'ARA', address_1: '1 rue', ship_company: `/api/v1/company/${org.id}/` },
      });
      assert.equal(res.statusCode, 201, res.body);
      const address = res.json();
      assert.equal(address.state, 'ARA');
      assert.equal(address.ship_company, `/api/v1/company/${org.id}/`);
      assert.equal(res.headers.location, address.resource_uri);
      assert.equal((await world.request('POST', '/api/v1/company_address/', { token: org.token, body: { city: 'Nice' } })).statusCode, 409);
      const list = (await world.request('GET', '/api/v1/company_address/', { token: org.token })).json();
      assert.equal(list.meta.limit, 20);
      assert.deepEqual(list.objects, [address]);
      const put = await world.request('PUT', `/api/v1/company_address/${address.id}/`, { token: org.token, body: { city: 'Grenoble' } });
      assert.equal(put.statusCode, 200);
      assert.equal(put.json().city, 'Grenoble');
      assert.equal(put.json().state, 'ARA');
      assert.equal((await world.request('PUT', '/api/v1/company_address/777777/', { token: org.token, body: { city: 'X' } })).statusCode, 409);
      assert.equal((await world.request('DELETE', `/api/v1/company_address/${address.id}/`, { token: org.token })).statusCode, 204);
      const created = await world.request('PUT', '/api/v1/company_address/777777/', { token: org.token, body: { city: 'Paris' } });
      assert.equal(created.statusCode, 201);
      assert.equal(created.json().id, 777777);
      assert.equal((await world.request('GET', '/api/v1/company_address/777777/', { token: b.token })).statusCode, 404);
    });
  });

  describe('license keys and members', () => {
    it('lists license keys with is_company_admin and is_super_user in meta', async () => {
      await world.db.exec(`INSERT INTO license_keys (org_id, code) VALUES (${a.id}, 'KEY-AAA'), (${b.id}, 'KEY-BBB')`);
      const res = await world.request('GET', '/api/v1/company_license_keys/', { token: a.token });
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.equal(body.meta.limit, 20);
      assert.equal(body.meta.is_company_admin, true);
      assert.equal(body.meta.is_super_user, false);
      assert.deepEqual(body.objects.map((k: { code: string }) => k.code), ['KEY-AAA']);
      const one = await world.request('GET', body.objects[0].resource_uri, { token: a.token });
      assert.equal(one.json().code, 'KEY-AAA');
      const member = await world.tokenFor(a, { role: 'member' });
      assert.equal((await world.request('GET', '/api/v1/company_license_keys/', { token: member })).json().meta.is_company_admin, false);
    });

    it('lists members (limit 1000) with is_company_admin and is_company_owner in meta', async () => {
      const res = await world.request('GET', '/api/v1/company_members/', { token: a.token });
      const body = res.json();
      assert.equal(body.meta.limit, 1000);
      assert.equal(body.meta.is_company_owner, true);
      const owner = body.objects.find((m: { id: number }) => m.id === a.userId);
      assert.deepEqual(Object.keys(owner).sort(), ['avatar', 'email', 'id', 'is_active', 'is_admin', 'is_owner', 'is_superuser', 'name', 'resource_uri']);
      assert.equal(owner.is_owner, true);
      assert.deepEqual((await world.request('GET', `/api/v1/company_members/${a.userId}/`, { token: a.token })).json(), owner);
      assert.equal((await world.request('GET', `/api/v1/company_members/${b.userId}/`, { token: a.token })).statusCode, 404);
    });
  });

  it('passes the v1 security suite on every company route', async () => {
    await world.db.exec(`INSERT INTO license_keys (org_id, code) VALUES (${a.id}, 'KEY-SEC')`);
    const key = (await world.request('GET', '/api/v1/company_license_keys/', { token: a.token })).json().objects[0];
    const address = (await world.request('POST', '/api/v1/company_address/', { token: a.token, body: { city: 'Oslo' } })).json();
    const company = async () => (await world.request('GET', `/api/v1/company/${a.id}/`, { token: a.token })).json();
    const addr = async () => (await world.request('GET', address.resource_uri, { token: a.token })).json();
    await assertV1RouteSecurity(world, a, b, { method: 'GET', url: '/api/v1/company/', scope: 'company', hasObjectIds: false });
    await assertV1RouteSecurity(world, a, b, { method: 'GET', url: `/api/v1/company/${a.id}/`, scope: 'company' });
    await assertV1RouteSecurity(world, a, b, { method: 'POST', url: '/api/v1/company/', scope: 'company', body: { name: 'Made' }, hasObjectIds: false });
    await assertV1RouteSecurity(world, a, b, { method: 'PUT', url: `/api/v1/company/${a.id}/`, scope: 'company', body: { name: 'Acme' }, unchanged: company, role: 'admin' });
    await assertV1RouteSecurity(world, a, b, {
      method: 'DELETE', url: `/api/v1/company/${a.id}/`, scope: 'company', unchanged: company, role: 'admin',
      // An admin of org A who belongs to another company too, with only the "company" scope.
      exactToken: async () => {
        const other = await world.createOrg('Elsewhere');
        await addMember(world.db, a.id, (await world.db.one<{ email: string }>(sql`SELECT email FROM users WHERE id = ${other.userId}`))!.email, 'admin');
        return (await issueToken(world.db, { userId: other.userId, orgId: a.id, scopes: ['company'] })).token;
      },
    });
    await world.db.exec(`UPDATE orgs SET deleted_at = NULL WHERE id = ${a.id}`);
    await assertV1RouteSecurity(world, a, b, { method: 'GET', url: '/api/v1/company_address/', scope: 'company', hasObjectIds: false });
    await assertV1RouteSecurity(world, a, b, { method: 'GET', url: address.resource_uri, scope: 'company' });
    await assertV1RouteSecurity(world, a, b, { method: 'PUT', url: address.resource_uri, scope: 'company', body: { city: 'Bergen' }, unchanged: addr });
    await assertV1RouteSecurity(world, a, b, {
      method: 'DELETE', url: address.resource_uri, scope: 'company', unchanged: addr,
    });
    await assertV1RouteSecurity(world, a, b, {
      method: 'POST', url: '/api/v1/company_address/', scope: 'company', body: { city: 'Tromsø' }, hasObjectIds: false,
    });
    await assertV1RouteSecurity(world, a, b, { method: 'GET', url: '/api/v1/company_license_keys/', scope: 'license_key', hasObjectIds: false });
    await assertV1RouteSecurity(world, a, b, { method: 'GET', url: key.resource_uri, scope: 'license_key' });
    await assertV1RouteSecurity(world, a, b, { method: 'GET', url: '/api/v1/company_members/', scope: 'company', hasObjectIds: false });
    await assertV1RouteSecurity(world, a, b, { method: 'GET', url: `/api/v1/company_members/${a.userId}/`, scope: 'company' });
  });
});
