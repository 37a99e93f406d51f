// Both OAuth2 flows as a merchant goes through them, in headless Chromium (Debian's `chromium`, driven by
// playwright-core): the integration sends the browser to /api/v1/oauth2/authorize, the member signs in and
// allows (keyboard only), the integration's real callback server on loopback receives the code (or the page
// reads the token from the fragment) and calls the API with the token. Also: deny, a wrong redirect URI and
// a reused code. Screenshots of the login and consent pages (desktop and phone) go to test-artifacts/.
//
// Chromium as test/support/browser.ts finds and drives it.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { createWorld, type TestWorld, type TestOrg } from '../support/app.ts';
import { artifact, BROWSER_SUITE, hasChromium, launchBrowser, MISSING_CHROMIUM, openPage } from '../support/browser.ts';
import { memberWithPassword, pkce, registerApp, PASSWORD } from './support.ts';


describe('OAuth2 in a browser', BROWSER_SUITE, () => {
  let world: TestWorld;
  let org: TestOrg;
  let browser: Browser;
  let base: string;
  let callbackServer: Server;
  let callbackBase: string;
  const received: URL[] = [];
  let app: Awaited<ReturnType<typeof registerApp>>;
  let member: { email: string; userId: number };

  before(async () => {
    if (!hasChromium()) return; // the first test fails, naming what is missing
    world = await createWorld();
    org = await world.createOrg('Acme Fulfilment');
    member = await memberWithPassword(world, org, 'admin');
    // The integration's own server: it records what the authorize page sends back.
    callbackServer = createServer((req, res) => {
      received.push(new URL(req.url ?? '/', callbackBase));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Shop Sync</title><p>Connected.</p>');
    });
    await new Promise<void>((resolve) => callbackServer.listen(0, '127.0.0.1', resolve));
    callbackBase = `http://127.0.0.1:${(callbackServer.address() as { port: number }).port}`;
    app = await registerApp(world, org, { name: 'Shop Sync', redirectUris: [`${callbackBase}/callback`], scopes: ['order', 'contact'] });
    base = await world.app.listen({ host: '127.0.0.1', port: 0 });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await new Promise((resolve) => (callbackServer ? callbackServer.close(resolve) : resolve(null)));
    await world?.close();
  });

  const newPage = (viewport = { width: 1024, height: 800 }) => openPage(browser, viewport);

  const authorizeUrl = (params: Record<string, string>) => `${base}/api/v1/oauth2/authorize?${new URLSearchParams(params)}`;

  /** Signs in with the keyboard only: the e-mail field has the focus, Tab reaches the password, Enter submits. */
  async function signIn(page: Page, screenshot?: string) {
    await page.getByRole('heading', { name: 'Sign in to Boxline' }).waitFor();
    if (screenshot) await page.screenshot({ path: artifact(screenshot), fullPage: true });
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'email', 'the e-mail field has the focus');
    await page.keyboard.type(member.email);
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'password');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Allow' }).waitFor();
  }

  /** Presses Allow or Deny with the keyboard: Tab from the top of the page reaches Allow first, then Deny. */
  async function decide(page: Page, decision: 'Allow' | 'Deny') {
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Allow', 'Allow comes first in the focus order');
    if (decision === 'Deny') {
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Deny');
    }
    await page.keyboard.press('Enter');
  }

  const callbackWith = async (page: Page) => {
    await page.waitForURL((url) => url.href.startsWith(callbackBase));
    return new URL(page.url());
  };

  async function exchange(code: string, verifier: string) {
    const res = await fetch(`${base}/api/v1/oauth2/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${app.clientId}:${app.secret}`).toString('base64')}` },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: `${callbackBase}/callback` }),
    });
    return { status: res.status, body: await res.json() as Record<string, string> };
  }

  const ordersWith = async (token: string) =>
    (await fetch(`${base}/api/v2/orgs/${org.pk}/orders/`, { headers: { authorization: `Bearer ${token}` } })).status;

  it('has a chromium to drive', () => {
    assert.ok(hasChromium(), MISSING_CHROMIUM);
  });

  it('code flow with PKCE: sign in, allow, the callback gets the code, the token works on the API; the code cannot be used twice', async () => {
    assert.ok(browser, MISSING_CHROMIUM);
    const page = await newPage();
    const { verifier, challenge } = pkce();
    await page.goto(authorizeUrl({
      response_type: 'code', client_id: app.clientId, redirect_uri: `${callbackBase}/callback`, scope: 'order contact-read_only',
      state: 'st-123', code_challenge: challenge, code_challenge_method: 'S256',
    }));
    await signIn(page, 'oauth-login.png');
    const consentText = await page.locator('main').innerText();
    assert.match(consentText, /Allow Shop Sync\?/);
    assert.match(consentText, /Acme Fulfilment/);
    assert.match(consentText, /See and change orders/);
    assert.match(consentText, /See contacts.*\(read only\)/);
    await page.screenshot({ path: artifact('oauth-consent.png'), fullPage: true });
    await decide(page, 'Allow');

    const callback = await callbackWith(page);
    assert.equal(callback.pathname, '/callback');
    assert.equal(callback.searchParams.get('state'), 'st-123');
    const code = callback.searchParams.get('code')!;
    assert.ok(code);
    assert.ok(received.some((u) => u.searchParams.get('code') === code), 'the integration\'s server received the code');

    const first = await exchange(code, verifier);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.scope, 'order contact-read_only');
    assert.equal(await ordersWith(first.body.access_token), 200);

    const reused = await exchange(code, verifier);
    assert.equal(reused.status, 400);
    assert.equal(reused.body.error, 'invalid_grant');
    assert.equal(await ordersWith(first.body.access_token), 401, 'a reused code revokes the tokens of its first use');
    await page.context().close();
  });

  it('token flow: the token arrives in the fragment of the redirect URI and works on the API', async () => {
    assert.ok(browser, MISSING_CHROMIUM);
    const page = await newPage();
    await page.goto(authorizeUrl({ response_type: 'token', client_id: app.clientId, redirect_uri: `${callbackBase}/callback`, state: 'legacy' }));
    await signIn(page);
    await decide(page, 'Allow');
    const callback = await callbackWith(page);
    const fragment = new URLSearchParams(callback.hash.slice(1));
    assert.equal(fragment.get('state'), 'legacy');
    assert.equal(fragment.get('token_type'), 'bearer');
    assert.equal(fragment.get('scope'), 'order contact');
    assert.equal(await ordersWith(fragment.get('access_token')!), 200);
    assert.ok(!received.some((u) => u.search.includes('access_token')), 'the token never reaches a server in a query');
    await page.context().close();
  });

  it('deny: the callback gets access_denied with the state, and no code', async () => {
    assert.ok(browser, MISSING_CHROMIUM);
    const page = await newPage();
    await page.goto(authorizeUrl({
      response_type: 'code', client_id: app.clientId, redirect_uri: `${callbackBase}/callback`, state: 'no-thanks',
      code_challenge: pkce().challenge, code_challenge_method: 'S256',
    }));
    await signIn(page);
    await decide(page, 'Deny');
    const callback = await callbackWith(page);
    assert.equal(callback.searchParams.get('error'), 'access_denied');
    assert.equal(callback.searchParams.get('state'), 'no-thanks');
    assert.equal(callback.searchParams.get('code'), null);
    await page.context().close();
  });

  it('a redirect URI that is not registered: an error on the page, the browser is not sent there', async () => {
    assert.ok(browser, MISSING_CHROMIUM);
    const page = await newPage();
    const before = received.length;
    await page.goto(authorizeUrl({
      response_type: 'code', client_id: app.clientId, redirect_uri: `${callbackBase}/evil`, state: 'x',
      code_challenge: pkce().challenge, code_challenge_method: 'S256',
    }));
    await page.getByRole('heading', { name: 'Wrong redirect address' }).waitFor();
    assert.ok(page.url().startsWith(base));
    assert.match(await page.getByRole('alert').innerText(), /not one that Shop Sync registered/);
    assert.equal(received.length, before);
    await page.context().close();
  });

  it('on a phone: the login and consent pages fit the screen without sideways scrolling', async () => {
    assert.ok(browser, MISSING_CHROMIUM);
    const page = await newPage({ width: 360, height: 740 });
    await page.goto(authorizeUrl({ response_type: 'token', client_id: app.clientId, redirect_uri: `${callbackBase}/callback` }));
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.getByRole('heading', { name: 'Sign in to Boxline' }).waitFor();
    assert.ok(await fits(), 'login page fits');
    await signIn(page, 'oauth-login-phone.png');
    assert.ok(await fits(), 'consent page fits');
    await page.screenshot({ path: artifact('oauth-consent-phone.png'), fullPage: true });
    const allow = await page.getByRole('button', { name: 'Allow' }).boundingBox();
    assert.ok(allow && allow.height >= 44, 'a finger-sized Allow button');
    await page.context().close();
  });
});
