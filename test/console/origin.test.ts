// Console POSTs come from the console's own pages (Origin, else Referer, else the CSRF token alone); the pre-login
// CSRF cookie is a `__Host-` cookie when the site is https (PUBLIC_URL) and a plain one over http; invitation
// links are built from the configured address, never from Host or X-Forwarded-Host.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { createWorld, type TestWorld, type TestOrg } from '../support/app.ts';
import { Jar, hidden, memberWithPassword, PASSWORD } from '../oauth/support.ts';
import { signedIn, textOf, type Browser } from './support.ts';

const readonlyValue = (html: string, id: string) => new RegExp(`id="${id}" readonly value="([^"]*)"`).exec(html)?.[1];
const setCookies = (res: { headers: Record<string, unknown> }) => {
  const raw = res.headers['set-cookie'];
  return (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]).map(String);
};

for (const publicUrl of ['', 'https://boxline.example']) {
  describe(`the console's origin checks, cookies and links (${publicUrl || 'no PUBLIC_URL, plain http'})`, () => {
    let world: TestWorld;
    let org: TestOrg;
    let owner: Browser;
    const site = publicUrl || 'http://localhost:80';
    before(async () => {
      world = await createWorld(publicUrl ? { PUBLIC_URL: publicUrl } : {});
      org = await world.createOrg('Origin Org');
      owner = await signedIn(world, org, 'owner');
    });
    after(() => world.close());

    const invitations = async () => (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM console_invitations WHERE org_id = ${org.id}`))!.n;
    const invite = (headers: Record<string, string>) => world.app.inject({
      method: 'POST', url: `/console/orgs/${org.pk}/access/invitations/`,
      payload: new URLSearchParams({ email: `x-${Date.now()}@example.test`, role: 'member', csrf_token: owner.csrf }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: owner.cookie, host: 'localhost:80', ...headers },
    });

    it('refuses a POST from another site (Origin, or Referer without Origin) with a 403 page, writing nothing', async () => {
      const before = await invitations();
      for (const headers of [{ origin: 'https://evil.example' } as Record<string, string>, { origin: 'null' }, { referer: 'https://evil.example/page' }, { origin: `${site}.evil.example` }]) {
        const res = await invite(headers);
        assert.equal(res.statusCode, 403, JSON.stringify(headers));
        assert.match(textOf(res.body), /another site/);
      }
      const signIn = await world.app.inject({ method: 'POST', url: '/console/sign-in', payload: 'email=a%40b.c&password=x', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' } });
      assert.equal(signIn.statusCode, 403, 'the sign-in form too');
      assert.equal(await invitations(), before);
      assert.equal((await invite({ origin: site })).statusCode, 201, 'from the site itself');
      assert.equal((await invite({ referer: `${site}/console/orgs/${org.pk}/access/` })).statusCode, 201, 'Referer of the site, no Origin');
      assert.equal((await invite({})).statusCode, 201, 'neither header: the CSRF token decides');
    });

    it('builds invitation links from the configured address, never from Host or X-Forwarded-Host', async () => {
      const res = await invite({ host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
      assert.equal(res.statusCode, 201);
      const link = readonlyValue(res.body, 'invitation-link')!;
      assert.ok(link.startsWith(`${publicUrl || 'http://127.0.0.1:8080'}/console/invitations/bxi_`), link);
      assert.ok(!link.includes('evil'));
    });

    it(publicUrl ? 'sets a __Host- CSRF cookie (Secure, Path=/, no Domain) and ignores a planted plain one' : 'sets a plain CSRF cookie over http, which signs in', async () => {
      const page = await world.app.inject({ method: 'GET', url: '/console/sign-in' });
      const cookie = setCookies(page).find((c) => /csrf/.test(c))!;
      const member = await memberWithPassword(world, org, 'member');
      const csrf = hidden(page.body, 'csrf_token')!;
      const signIn = (cookieHeader: string) => world.app.inject({
        method: 'POST', url: '/console/sign-in', payload: new URLSearchParams({ csrf_token: csrf, email: member.email, password: PASSWORD }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader },
      });
      if (publicUrl) {
        assert.match(cookie, /^__Host-bxl_csrf=/);
        assert.match(cookie, /; Secure/);
        assert.match(cookie, /Path=\/;/);
        assert.doesNotMatch(cookie, /Domain=/i);
        assert.equal((await signIn(`bxl_csrf=${csrf}`)).statusCode, 403, 'a cookie a sibling site could plant is not taken');
        assert.equal((await signIn(`__Host-bxl_csrf=${csrf}`)).statusCode, 303);
      } else {
        assert.match(cookie, /^bxl_csrf=/);
        assert.doesNotMatch(cookie, /Secure/);
        const jar = new Jar();
        jar.take(page);
        assert.equal((await signIn(jar.header())).statusCode, 303);
      }
    });
  });
}
