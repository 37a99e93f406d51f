// The console answers forms as the API does: a NUL character in any field, or a value the API's own rules refuse
// (a note over the API's 100,000 characters), is a 400 page naming the field, with nothing written; never a 500.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { createWorld, type TestWorld, type TestOrg } from '../support/app.ts';
import { Jar, hidden } from '../oauth/support.ts';
import { signedIn, textOf, type Browser } from './support.ts';
import { makeOrder } from './fixtures.ts';

const NUL = '\u0000';

describe('console forms follow the API\'s rules', () => {
  let world: TestWorld;
  let org: TestOrg;
  let owner: Browser;
  let home: string;
  before(async () => {
    world = await createWorld();
    org = await world.createOrg('Forms Org');
    owner = await signedIn(world, org, 'owner');
    home = `/console/orgs/${org.pk}/`;
  });
  after(() => world.close());

  const written = async () => world.db.one(sql`SELECT
    (SELECT count(*)::int FROM order_notes) AS notes, (SELECT count(*)::int FROM order_tags) AS tags,
    (SELECT count(*)::int FROM console_invitations) AS invitations, (SELECT count(*)::int FROM oauth_clients) AS apps,
    (SELECT count(*)::int FROM webhooks) AS webhooks, (SELECT count(*)::int FROM access_tokens) AS tokens,
    (SELECT count(*)::int FROM login_sessions) AS sessions, (SELECT count(*)::int FROM users) AS users`);

  async function refused(res: { statusCode: number; body: string }, field: string, label: string) {
    assert.equal(res.statusCode, 400, `${label}: ${res.statusCode} ${textOf(res.body).slice(0, 300)}`);
    assert.match(textOf(res.body), new RegExp(`${field.replace(/[[\]]/g, '\\$&')}: `), `${label} names ${field}`);
  }

  it('refuses a NUL character in every form with a 400 page naming the field, writing nothing', async () => {
    const { key } = await makeOrder(world, org, { tags: ['fragile'] });
    const order = `${home}orders/${key}/`;
    const before = await written();
    const forms: [string, Record<string, string>, string][] = [
      [`${order}notes/`, { content: `a note${NUL}` }, 'content'],
      [`${order}tags/`, { value: `ta${NUL}g` }, 'value'],
      [`${order}tags/remove/`, { value: `fragile${NUL}` }, 'value'],
      [`${home}access/invitations/`, { email: `someone${NUL}@example.test`, role: 'member' }, 'email'],
      [`${home}access/invitations/`, { email: 'someone@example.test', role: `member${NUL}` }, 'role'],
      [`${home}access/apps/`, { name: `Shop${NUL}Sync`, redirect_uris: 'https://shop.example/cb' }, 'name'],
      [`${home}access/tokens/`, { 'scope:order': 'full', expires: `30${NUL}` }, 'expires'],
      [`${home}webhooks/`, { entity: 'orders', remote_url: `https://hooks.example/${NUL}` }, 'remote_url'],
    ];
    for (const [url, fields, field] of forms) await refused(await owner.post(url, fields), field, url);
    // The pages before sign-in: the sign-in form and an invitation.
    for (const [url, field] of [['/console/sign-in', 'email'], ['/console/invitations/bxi_1_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'password']]) {
      const jar = new Jar();
      const page = jar.take(await world.app.inject({ method: 'GET', url: '/console/sign-in' }));
      const res = await world.app.inject({
        method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
        payload: new URLSearchParams({ csrf_token: hidden(page.body, 'csrf_token')!, email: field === 'email' ? `a${NUL}@example.test` : 'a@example.test', password: field === 'password' ? `pass${NUL}word` : 'password' }).toString(),
      });
      await refused(res, field, url);
    }
    assert.deepEqual(await written(), before, 'nothing written');
  });

  it('takes a note up to the API\'s 100,000 characters, and refuses a longer one naming content', async () => {
    const { key } = await makeOrder(world, org);
    const url = `${home}orders/${key}/notes/`;
    const notes = async () => (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM order_notes`))!.n;
    const before = await notes();
    await refused(await owner.post(url, { content: 'x'.repeat(200_000) }), 'content', 'a 200,000-character note');
    await refused(await owner.post(url, { content: 'x'.repeat(100_001) }), 'content', 'a 100,001-character note');
    assert.equal(await notes(), before);
    assert.equal((await owner.post(url, { content: 'x'.repeat(100_000) })).statusCode, 303);
    const api = await world.request('GET', `/api/v2/orgs/${org.pk}/orders/${key}/notes/`, { token: org.token });
    assert.equal(api.statusCode, 200);
    assert.equal(JSON.stringify(api.json()).includes('x'.repeat(100_000)), true, 'the API reads the note back');
  });

  it('checks an app\'s name and redirect URIs and an invitation\'s address by the API\'s rules', async () => {
    const before = await written();
    await refused(await owner.post(`${home}access/apps/`, { name: 'n'.repeat(256) }), 'name', 'a 256-character app name');
    await refused(await owner.post(`${home}access/apps/`, { name: 'Many', redirect_uris: Array.from({ length: 21 }, (_, i) => `https://a.example/${i}`).join('\n') }), 'redirect_uris', '21 redirect URIs');
    await refused(await owner.post(`${home}access/invitations/`, { email: `${'a'.repeat(250)}@example.test`, role: 'member' }), 'email', 'a 263-character address');
    await refused(await owner.post(`${home}access/invitations/`, { email: 'not an address', role: 'member' }), 'email', 'not an address');
    await refused(await owner.post(`${home}webhooks/`, { remote_url: `https://hooks.example/${'p'.repeat(3000)}` }), 'remote_url', 'a 3,000-character URL');
    assert.deepEqual(await written(), before, 'nothing written');
  });
});
