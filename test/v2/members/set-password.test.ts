// The owner sets a member's password through v2; the member then signs in on the authorize page with it.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { assertRouteSecurity } from '../../support/security.ts';
import { addMember } from '../../../src/orgs/members.ts';
import { encodeId } from '../../../src/core/ids.ts';
import { authorizeOverHttp, registerApp } from '../../oauth/support.ts';

describe("a member's password, set by the owner", () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;
  let n = 0;
  const newMember = async (org: TestOrg) => {
    const email = `m${++n}-${Date.now()}@example.test`;
    return { email, id: await addMember(world.db, org.id, email, 'member') };
  };
  const urlOf = (org: TestOrg, id: number) => `${org.url}members/${encodeId(id)}/password/`;
  const hashOf = async (id: number) => (await world.db.one<{ h: string | null }>(sql`SELECT password_hash AS h FROM users WHERE id = ${id}`))!.h;

  before(async () => {
    world = await createWorld();
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg('Other');
  });
  after(() => world.close());

  it('sets it (a scrypt hash, never the password), and the member signs in with it', async () => {
    const member = await newMember(orgA);
    const res = await world.request('PUT', urlOf(orgA, member.id), { token: orgA.token, body: { password: 'a long passphrase' } });
    assert.equal(res.statusCode, 204, res.body);
    assert.match((await hashOf(member.id))!, /^scrypt\$32768\$8\$1\$/);
    const app = await registerApp(world, orgA, { redirectUris: [] });
    const { res: page } = await authorizeOverHttp(world, { response_type: 'token', client_id: app.clientId }, { email: member.email, password: 'a long passphrase' });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /id="token" readonly/);
  });

  it('bad input is 400 naming password, nothing written; admins get 403; a non-member 404', async () => {
    const member = await newMember(orgA);
    for (const body of [{}, { password: '' }, { password: 'short' }, { password: 12345678 }]) {
      const res = await world.request('PUT', urlOf(orgA, member.id), { token: orgA.token, body });
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.ok(res.json().errors.password);
    }
    assert.equal(await hashOf(member.id), null);
    const admin = await world.tokenFor(orgA, { role: 'admin' });
    assert.equal((await world.request('PUT', urlOf(orgA, member.id), { token: admin, body: { password: 'a long passphrase' } })).statusCode, 403);
    const outsider = await newMember(orgB);
    assert.equal((await world.request('PUT', urlOf(orgA, outsider.id), { token: orgA.token, body: { password: 'a long passphrase' } })).statusCode, 404);
    assert.equal(await hashOf(outsider.id), null);
  });

  it('passes the security suite', async () => {
    const member = await newMember(orgA);
    await assertRouteSecurity(world, orgA, orgB, {
      method: 'PUT', path: (pk) => `/api/v2/orgs/${pk}/members/${encodeId(member.id)}/password/`, scope: 'account', role: 'owner',
      body: { password: 'a long passphrase' }, unchanged: () => hashOf(member.id),
    });
  });
});
