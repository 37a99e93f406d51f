// Signing in to the console with a member's e-mail and password (the OAuth2 pages' login form and session),
// coming back to the page asked for, signing out, and the headers every console page carries.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestWorld, type TestOrg } from '../support/app.ts';
import { Jar, hidden, memberWithPassword, PASSWORD } from '../oauth/support.ts';
import { anonymous, signedIn, textOf } from './support.ts';

describe('console sign-in', () => {
  let world: TestWorld;
  let org: TestOrg;
  before(async () => {
    world = await createWorld();
    org = await world.createOrg('Acme Fulfilment');
  });
  after(() => world.close());

  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  async function signInWith(jar: Jar, email: string, password: string, next = '/console/') {
    const page = jar.take(await world.app.inject({ method: 'GET', url: `/console/sign-in?next=${encodeURIComponent(next)}`, headers: { cookie: jar.header() } }));
    assert.equal(page.statusCode, 200);
    const csrf = hidden(page.body, 'csrf_token')!;
    return jar.take(await world.app.inject({
      method: 'POST', url: '/console/sign-in', payload: form({ csrf_token: csrf, email, password, next: hidden(page.body, 'next')! }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    }));
  }

  it('sends a signed-out browser to the sign-in page and back to the page it asked for', async () => {
    const res = await anonymous(world).get(`/console/orgs/${org.pk}/orders/?q=abc`);
    assert.equal(res.statusCode, 303);
    assert.equal(res.headers.location, `/console/sign-in?next=${encodeURIComponent(`/console/orgs/${org.pk}/orders/?q=abc`)}`);
    const member = await memberWithPassword(world, org, 'member');
    const jar = new Jar();
    const signed = await signInWith(jar, member.email, PASSWORD, `/console/orgs/${org.pk}/orders/?q=abc`);
    assert.equal(signed.statusCode, 303);
    assert.equal(signed.headers.location, `/console/orgs/${org.pk}/orders/?q=abc`);
    const list = await world.app.inject({ method: 'GET', url: signed.headers.location as string, headers: { cookie: jar.header() } });
    assert.equal(list.statusCode, 200);
    assert.match(textOf(list.body), /Orders/);
    assert.match(textOf(list.body), new RegExp(member.email));
  });

  it('refuses a wrong password, a missing CSRF token, and a next page on another site', async () => {
    const member = await memberWithPassword(world, org, 'admin');
    const wrong = await signInWith(new Jar(), member.email, 'not the password');
    assert.equal(wrong.statusCode, 401);
    assert.match(textOf(wrong.body), /The e-mail address or the password is wrong/);
    const noCsrf = await world.app.inject({
      method: 'POST', url: '/console/sign-in', payload: form({ email: member.email, password: PASSWORD }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(noCsrf.statusCode, 403);
    const offsite = await signInWith(new Jar(), member.email, PASSWORD, '//evil.example/console/');
    assert.equal(offsite.statusCode, 303);
    assert.equal(offsite.headers.location, '/console/');
  });

  it('takes a member of one organization straight to it, and signs out', async () => {
    const member = await memberWithPassword(world, org, 'owner');
    const jar = new Jar();
    await signInWith(jar, member.email, PASSWORD);
    const home = await world.app.inject({ method: 'GET', url: '/console/', headers: { cookie: jar.header() } });
    assert.equal(home.statusCode, 303);
    assert.equal(home.headers.location, `/console/orgs/${org.pk}/orders/`);
    const page = await world.app.inject({ method: 'GET', url: home.headers.location as string, headers: { cookie: jar.header() } });
    const csrf = hidden(page.body, 'csrf_token')!;
    const badOut = await world.app.inject({ method: 'POST', url: '/console/sign-out', payload: form({ csrf_token: 'nope' }), headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() } });
    assert.equal(badOut.statusCode, 403);
    const out = jar.take(await world.app.inject({ method: 'POST', url: '/console/sign-out', payload: form({ csrf_token: csrf }), headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() } }));
    assert.equal(out.statusCode, 303);
    const after = await world.app.inject({ method: 'GET', url: `/console/orgs/${org.pk}/orders/`, headers: { cookie: jar.header() } });
    assert.equal(after.statusCode, 303, 'signed out');
  });

  it('serves pages with a hash-based CSP, no scripts and no external assets, a skip link and a viewport', async () => {
    const owner = await signedIn(world, org, 'owner');
    const res = await owner.get(`/console/orgs/${org.pk}/orders/`);
    assert.equal(res.statusCode, 200);
    const csp = String(res.headers['content-security-policy']);
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, /style-src 'sha256-[A-Za-z0-9+/=]+'/);
    assert.doesNotMatch(csp, /unsafe-inline|script-src/);
    assert.equal(res.headers['x-frame-options'], 'DENY');
    assert.doesNotMatch(res.body, /<script|https?:\/\//);
    assert.match(res.body, /<a class="skip" href="#main">Skip to content<\/a>/);
    assert.match(res.body, /<meta name="viewport" content="width=device-width, initial-scale=1">/);
    const missing = await owner.get('/console/no-such-page/');
    assert.equal(missing.statusCode, 404);
    assert.match(String(missing.headers['content-type']), /text\/html/);
  });
});
