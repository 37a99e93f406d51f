// The console's access pages: invitations (a one-time link, accepted with a new password or an existing one),
// roles and removal (the last owner stays), API tokens (made with scopes and expiry, shown once, revoked and then
// refused by the API), OAuth2 apps (secret shown once, redirect URIs checked) and installed apps.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { encodeId } from '../../src/core/ids.ts';
import { createWorld, type TestWorld, type TestOrg } from '../support/app.ts';
import { Jar, hidden, memberWithPassword, PASSWORD } from '../oauth/support.ts';
import { signedIn, textOf, type Browser } from './support.ts';

const readonlyValue = (html: string, id: string) => new RegExp(`id="${id}" readonly value="([^"]*)"`).exec(html)?.[1];

describe('console access', () => {
  let world: TestWorld;
  let org: TestOrg;
  let owner: Browser;
  let base: string;
  before(async () => {
    world = await createWorld();
    org = await world.createOrg('Acme Fulfilment');
    owner = await signedIn(world, org, 'owner');
    base = `/console/orgs/${org.pk}/access/`;
  });
  after(() => world.close());

  async function invite(email: string, role = 'admin') {
    const res = await owner.post(`${base}invitations/`, { email, role });
    assert.equal(res.statusCode, 201, res.body);
    return new URL(readonlyValue(res.body, 'invitation-link')!).pathname;
  }

  async function accept(path: string, password: string, jar = new Jar()) {
    const page = jar.take(await world.app.inject({ method: 'GET', url: path, headers: { cookie: jar.header() } }));
    if (page.statusCode !== 200) return page;
    return jar.take(await world.app.inject({
      method: 'POST', url: path, payload: new URLSearchParams({ csrf_token: hidden(page.body, 'csrf_token')!, password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    }));
  }

  it('invites someone new with a one-time link: they choose a password and are signed in', async () => {
    const path = await invite('new.person@example.test', 'admin');
    assert.match(path, /^\/console\/invitations\/bxi_\d+_/);
    assert.match(textOf((await owner.get(base)).body), /new\.person@example\.test admin/);
    const jar = new Jar();
    const short = await accept(path, 'short', jar);
    assert.equal(short.statusCode, 400);
    assert.match(textOf(short.body), /at least 8 characters/);
    const joined = await accept(path, 'a good long password', jar);
    assert.equal(joined.statusCode, 303);
    assert.equal(joined.headers.location, `/console/orgs/${org.pk}/orders/`);
    const page = await world.app.inject({ method: 'GET', url: joined.headers.location as string, headers: { cookie: jar.header() } });
    assert.equal(page.statusCode, 200);
    assert.match(textOf(page.body), /new\.person@example\.test \(admin\)/);
    assert.equal((await accept(path, 'a good long password')).statusCode, 404, 'the link works once');
    assert.equal((await world.app.inject({ method: 'GET', url: '/console/invitations/bxi_1_nonsense' })).statusCode, 404);
  });

  it('asks someone with a password for it, and never changes it', async () => {
    const other = await world.createOrg('Other Org');
    const existing = await memberWithPassword(world, other, 'owner');
    const path = await invite(existing.email, 'member');
    const page = await world.app.inject({ method: 'GET', url: path });
    assert.match(textOf(page.body), /confirm it is you/);
    assert.equal((await accept(path, 'somebody else’s guess')).statusCode, 401);
    assert.equal((await accept(path, PASSWORD)).statusCode, 303);
    const role = await world.db.one<{ role: string }>(sql`SELECT role FROM memberships WHERE org_id = ${org.id} AND user_id = ${existing.userId}`);
    assert.equal(role!.role, 'member');
  });

  it('limits wrong passwords on an invitation as sign-in does, and counts them together', async () => {
    const other = await world.createOrg('Third Org');
    const existing = await memberWithPassword(world, other, 'owner');
    const path = await invite(existing.email, 'member');
    for (let i = 0; i < 10; i++) assert.equal((await accept(path, `guess ${i}`)).statusCode, 401);
    const limited = await accept(path, PASSWORD);
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    const jar = new Jar();
    const page = jar.take(await world.app.inject({ method: 'GET', url: '/console/sign-in' }));
    const signIn = await world.app.inject({
      method: 'POST', url: '/console/sign-in',
      payload: new URLSearchParams({ csrf_token: hidden(page.body, 'csrf_token')!, email: existing.email, password: PASSWORD }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    });
    assert.equal(signIn.statusCode, 429, 'the same address is limited on the sign-in page');
  });

  it('lets only owners invite owners, and withdraws an invitation', async () => {
    const admin = await signedIn(world, org, 'admin');
    assert.equal((await admin.post(`${base}invitations/`, { email: 'x@example.test', role: 'owner' })).statusCode, 403);
    assert.equal((await admin.post(`${base}invitations/`, { email: 'not an address', role: 'member' })).statusCode, 400);
    const path = await invite('withdrawn@example.test', 'member');
    const html = (await owner.get(base)).body;
    const withdraw = /action="([^"]+\/withdraw\/)"/.exec(html)![1];
    assert.equal((await owner.post(withdraw)).statusCode, 303);
    assert.equal((await accept(path, 'a good long password')).statusCode, 404);
  });

  it('changes roles and removes members, keeping the last owner', async () => {
    const member = await signedIn(world, org, 'member');
    const key = encodeId(member.userId);
    assert.equal((await owner.post(`${base}members/${key}/role/`, { role: 'admin' })).statusCode, 303);
    assert.equal((await world.db.one<{ role: string }>(sql`SELECT role FROM memberships WHERE org_id = ${org.id} AND user_id = ${member.userId}`))!.role, 'admin');
    assert.equal((await owner.post(`${base}members/${key}/role/`, { role: 'king' })).statusCode, 400);
    const admin = await signedIn(world, org, 'admin');
    assert.equal((await admin.post(`${base}members/${encodeId(owner.userId)}/remove/`)).statusCode, 403, 'an admin cannot remove an owner');
    // org.userId is the first owner; make owner the only one, then try to demote it.
    await world.db.exec(`UPDATE memberships SET role = 'admin' WHERE org_id = ${org.id} AND user_id = ${org.userId}`);
    const last = await owner.post(`${base}members/${encodeId(owner.userId)}/role/`, { role: 'member' });
    assert.equal(last.statusCode, 409);
    assert.match(textOf(last.body), /must keep an owner/);
    assert.equal((await owner.post(`${base}members/${encodeId(owner.userId)}/remove/`)).statusCode, 409);
    assert.equal((await owner.post(`${base}members/${key}/remove/`)).statusCode, 303);
    assert.equal((await member.get(`/console/orgs/${org.pk}/orders/`)).statusCode, 404, 'a removed member sees nothing');
    assert.equal((await owner.post(`${base}members/${key}/remove/`)).statusCode, 404);
  });

  it('makes an API token with scopes and expiry, shown once, and revokes it: the API refuses it', async () => {
    const made = await owner.post(`${base}tokens/`, { 'scope:order': 'full', 'scope:contact': 'read', expires: '30' });
    assert.equal(made.statusCode, 201, made.body);
    const token = readonlyValue(made.body, 'token')!;
    assert.match(token, /^bxl_/);
    assert.match(textOf(made.body), /Scopes: contact-read_only order|Scopes: order contact-read_only/);
    const api = (t: string) => world.request('GET', `/api/v2/orgs/${org.pk}/orders/`, { token: t });
    assert.equal((await api(token)).statusCode, 200);
    const list = await owner.get(`${base}tokens/`);
    assert.ok(!list.body.includes(token), 'the list does not show the token');
    const row = await world.db.one<{ id: number; expires_at: string }>(sql`SELECT id, expires_at::text FROM access_tokens WHERE kind = 'personal' ORDER BY id DESC LIMIT 1`);
    const days = (new Date(row!.expires_at).getTime() - Date.now()) / 86_400_000;
    assert.ok(days > 29 && days <= 30, `expires in 30 days (${days})`);
    assert.equal((await owner.post(`${base}tokens/`, { expires: '30' })).statusCode, 400, 'no scope');
    assert.equal((await owner.post(`${base}tokens/${encodeId(row!.id)}/revoke/`)).statusCode, 303);
    assert.equal((await api(token)).statusCode, 401);
    assert.equal((await owner.post(`${base}tokens/${encodeId(row!.id)}/revoke/`)).statusCode, 404);
  });

  it('registers an OAuth2 app with its secret shown once, checks redirect URIs, and lists installed apps', async () => {
    const bad = await owner.post(`${base}apps/`, { name: 'Shop Sync', redirect_uris: 'http://shop.example/cb' });
    assert.equal(bad.statusCode, 400);
    assert.match(textOf(bad.body), /redirect_uris\[0\]/);
    const made = await owner.post(`${base}apps/`, { name: 'Shop Sync', redirect_uris: 'https://shop.example/cb\nhttp://127.0.0.1:9/cb', 'scope:order': 'full' });
    assert.equal(made.statusCode, 201, made.body);
    const secret = readonlyValue(made.body, 'client_secret')!;
    const clientId = readonlyValue(made.body, 'client_id')!;
    assert.match(secret, /^bxs_/);
    const apps = await owner.get(`${base}apps/`);
    assert.ok(!apps.body.includes(secret));
    assert.ok(apps.body.includes(clientId));
    assert.match(textOf(apps.body), /https:\/\/shop\.example\/cb/);
    assert.match(textOf(apps.body), /No app is installed/);
    const member = await signedIn(world, org, 'member');
    assert.doesNotMatch((await member.get(`${base}apps/`)).body, /Register app/);
  });
});
