// Accepting an invitation never sets the password of an existing user (issue: an admin of any organization invited
// another organization's passwordless owner, chose a password through the link and signed in as that owner). Only
// a brand-new address chooses a password through an invitation; the first-owner link is the one way in for its owner.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { hashPassword } from '../../src/oauth/passwords.ts';
import { setMemberPassword } from '../../src/oauth/members.ts';
import { createUserWithPassword, setFirstPassword, userByEmail } from '../../src/orgs/members.ts';
import { consoleWelcomeLine } from '../../src/console/first-owner.ts';
import { createWorld, type TestWorld, type TestOrg } from '../support/app.ts';
import { Jar, hidden, memberWithPassword, PASSWORD } from '../oauth/support.ts';
import { signedIn, textOf, type Browser } from './support.ts';

const readonlyValue = (html: string, id: string) => new RegExp(`id="${id}" readonly value="([^"]*)"`).exec(html)?.[1];

describe('accepting an invitation', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;
  let adminA: Browser;
  let ownerB: string;
  before(async () => {
    world = await createWorld();
    orgA = await world.createOrg('Attacker Org');
    orgB = await world.createOrg('Victim Org');
    adminA = await signedIn(world, orgA, 'admin');
    ownerB = (await world.db.one<{ email: string }>(sql`SELECT email FROM users WHERE id = ${orgB.userId}`))!.email;
  });
  after(() => world.close());

  async function invite(email: string, role = 'member') {
    const res = await adminA.post(`/console/orgs/${orgA.pk}/access/invitations/`, { email, role });
    assert.equal(res.statusCode, 201, res.body);
    return new URL(readonlyValue(res.body, 'invitation-link')!).pathname;
  }

  /** Posts the invitation form with a password, the CSRF token taken from the sign-in page when the link shows no form. */
  async function post(path: string, password: string, jar = new Jar()) {
    const page = jar.take(await world.app.inject({ method: 'GET', url: path, headers: { cookie: jar.header() } }));
    const csrf = hidden(page.body, 'csrf_token') ?? hidden(jar.take(await world.app.inject({ method: 'GET', url: '/console/sign-in', headers: { cookie: jar.header() } })).body, 'csrf_token')!;
    const res = jar.take(await world.app.inject({
      method: 'POST', url: path, payload: new URLSearchParams({ csrf_token: csrf, password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    }));
    return { page, res, jar };
  }

  const passwordOf = async (userId: number) => (await world.db.one<{ password_hash: string | null }>(sql`SELECT password_hash FROM users WHERE id = ${userId}`))!.password_hash;
  const sessionsOf = async (userId: number) => (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM login_sessions WHERE user_id = ${userId}`))!.n;
  const tokensOf = async (userId: number) => (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM access_tokens WHERE user_id = ${userId}`))!.n;

  it('refuses the takeover: another organization\'s passwordless owner gets no password, no session, no membership', async () => {
    assert.equal(await passwordOf(orgB.userId), null, 'org create makes an owner without a password');
    const tokensBefore = await tokensOf(orgB.userId);
    const path = await invite(ownerB, 'member');
    const { page, res, jar } = await post(path, 'the attacker chose this');
    assert.equal(await passwordOf(orgB.userId), null, 'the owner\'s password stays unset');
    assert.equal(res.statusCode, 403);
    assert.ok(!jar.cookies.has('bxl_session'), 'no session cookie');
    assert.equal(page.statusCode, 200);
    assert.doesNotMatch(page.body, /Choose a password/);
    assert.match(textOf(page.body), /without a password yet/);
    assert.match(textOf(page.body), /boxline member set-password/);
    assert.equal(await sessionsOf(orgB.userId), 0, 'no login session');
    assert.equal(await tokensOf(orgB.userId), tokensBefore, 'no token');
    assert.equal(await world.db.one(sql`SELECT 1 AS x FROM memberships WHERE org_id = ${orgA.id} AND user_id = ${orgB.userId}`), undefined, 'not a member of A');
    assert.equal((await world.db.one<{ used: boolean }>(sql`SELECT used_at IS NOT NULL AS used FROM console_invitations WHERE org_id = ${orgA.id} ORDER BY id DESC LIMIT 1`))!.used, false);
    // The password the attacker chose opens nothing, and a token made afterwards in org A reads nothing of org B.
    const signIn = await post('/console/sign-in', 'the attacker chose this');
    assert.notEqual(signIn.res.statusCode, 303);
    const made = await adminA.post(`/console/orgs/${orgA.pk}/access/tokens/`, { 'scope:order': 'full', expires: '30' });
    const token = readonlyValue(made.body, 'token')!;
    assert.equal((await world.request('GET', `/api/v2/orgs/${orgA.pk}/orders/`, { token })).statusCode, 200);
    assert.equal((await world.request('GET', `/api/v2/orgs/${orgB.pk}/orders/`, { token })).statusCode, 404);
  });

  it('lets that owner join once they set their password themselves, confirming it', async () => {
    const other = await world.createOrg('Owner Without Password');
    const email = (await world.db.one<{ email: string }>(sql`SELECT email FROM users WHERE id = ${other.userId}`))!.email;
    const path = await invite(email, 'member');
    await setMemberPassword(world.db, email, 'the owner\'s own password');
    assert.match(textOf((await world.app.inject({ method: 'GET', url: path })).body), /confirm it is you/);
    assert.equal((await post(path, 'a guess of the attacker')).res.statusCode, 401);
    const joined = await post(path, 'the owner\'s own password');
    assert.equal(joined.res.statusCode, 303);
    assert.equal(await world.db.one<{ role: string }>(sql`SELECT role FROM memberships WHERE org_id = ${orgA.id} AND user_id = ${other.userId}`).then((r) => r!.role), 'member');
  });

  it('keeps the first-owner link for its own owner, and only for them', async () => {
    const org = await world.createOrg('First Owner Org');
    const line = await consoleWelcomeLine(world.db, org.id, 'http://127.0.0.1:8080');
    const link = /http:\/\/127\.0\.0\.1:8080(\/console\/invitations\/bxi_\S+)/.exec(line)![1];
    const { page, res } = await post(link, 'the owner chose this');
    assert.match(page.body, /Choose a password/);
    assert.equal(res.statusCode, 303);
    assert.ok(await passwordOf(org.userId));
  });

  it('never leaves an organization without an owner: neither inviting nor accepting demotes its only owner', async () => {
    const org = await world.createOrg('One Owner Org');
    const inviter = await signedIn(world, org, 'owner');
    const only = await memberWithPassword(world, org, 'owner');
    const roleOf = async (userId: number) => (await world.db.one<{ role: string }>(sql`SELECT role FROM memberships WHERE org_id = ${org.id} AND user_id = ${userId}`))!.role;
    const invitations = async () => (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM console_invitations WHERE org_id = ${org.id}`))!.n;
    const setRoles = (role: string) => world.db.exec(`UPDATE memberships SET role = '${role}' WHERE org_id = ${org.id} AND user_id IN (${org.userId}, ${inviter.userId})`);
    const inviteAs = (who: Browser, email: string) => who.post(`/console/orgs/${org.pk}/access/invitations/`, { email, role: 'member' });

    await setRoles('admin'); // `only` is the only owner
    const self = await inviteAs(await signedIn(world, org, 'owner', only.userId), only.email);
    assert.equal(self.statusCode, 409, 'the only owner invited as member');
    assert.match(textOf(self.body), /must keep an owner/);
    assert.equal((await inviteAs(inviter, only.email)).statusCode, 403, 'an admin cannot unmake an owner by invitation');
    assert.equal(await invitations(), 0, 'no invitation made');

    await setRoles('owner');
    const made = await inviteAs(inviter, only.email);
    assert.equal(made.statusCode, 201);
    const path = new URL(readonlyValue(made.body, 'invitation-link')!).pathname;
    await setRoles('admin'); // the other owners step down before it is accepted
    const accepted = await post(path, PASSWORD);
    assert.equal(accepted.res.statusCode, 409);
    assert.match(textOf(accepted.res.body), /only owner/);
    assert.equal(await roleOf(only.userId), 'owner');
    assert.equal((await world.db.one<{ used: boolean }>(sql`SELECT used_at IS NOT NULL AS used FROM console_invitations WHERE org_id = ${org.id}`))!.used, false);
    assert.ok(!accepted.jar.cookies.has('bxl_session'));
  });

  it('creates a new user only when the address has none, and sets a first password only where there is none (domain)', async () => {
    const hash = await hashPassword('a password of its own');
    const existing = (await userByEmail(world.db, ownerB))!;
    assert.equal(await world.db.transaction((tx) => createUserWithPassword(tx, ownerB.toUpperCase(), hash)), null);
    assert.equal(await passwordOf(existing.id), null);
    const id = await world.db.transaction((tx) => createUserWithPassword(tx, `fresh-${Date.now()}@example.test`, hash));
    assert.ok(id);
    assert.equal(await passwordOf(id!), hash);
    const other = await hashPassword('another password');
    assert.equal(await world.db.transaction((tx) => setFirstPassword(tx, id!, other)), false);
    assert.equal(await passwordOf(id!), hash, 'an existing password is never replaced');
  });
});
