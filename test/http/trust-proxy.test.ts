// TRUST_PROXY (src/http/trust-proxy.ts): behind a proxy the client address that rate limits and sign-in limits
// count is read from the right of X-Forwarded-For, past the trusted hops, so a client that writes its own
// X-Forwarded-For values cannot pass for many clients. Every request comes from the proxy's connection
// (remoteAddress), with a spoofed left-most value that changes each time.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { App } from '../../src/app-types.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig, ConfigError } from '../../src/config.ts';
import { LOGIN_MAX_FAILURES_PER_ADDRESS } from '../../src/oauth/authorize.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { form, hidden, pkce, registerApp } from '../oauth/support.ts';

const PROXY = '10.9.9.9';
let spoof = 0;
/** A left-most value the client made up, different every time. */
const spoofed = () => `198.51.100.${++spoof % 250}, 203.0.${spoof % 250}.1`;
const randomToken = () => `bxl_${randomBytes(24).toString('base64url')}`;

describe('TRUST_PROXY', () => {
  it('reads true as one hop, a number as hops, a list as proxy addresses; refuses anything else naming TRUST_PROXY', () => {
    assert.equal(loadConfig({}).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: 'true' }).trustProxy, 1);
    assert.equal(loadConfig({ TRUST_PROXY: '1' }).trustProxy, 1);
    assert.equal(loadConfig({ TRUST_PROXY: '2' }).trustProxy, 2);
    assert.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: '0' }).trustProxy, false);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,loopback,::1' }).trustProxy, ['10.0.0.0/8', '192.168.1.4', 'loopback', '::1']);
    for (const bad of ['maybe', '10.0.0.0/33', '10.0.0.1,example.com', '-1']) {
      assert.throws(() => loadConfig({ TRUST_PROXY: bad }), (err: Error) => err instanceof ConfigError && err.message.includes('TRUST_PROXY'), bad);
    }
  });

  it('names every form it accepts in its error, whatever the wrong value looks like', () => {
    const accepted = ['yes', 'on', '3', '10.0.0.7', '::1', '10.0.0.0/8', '10.0.0.0/255.0.0.0', 'loopback', 'linklocal', 'uniquelocal'];
    for (const good of accepted) assert.doesNotThrow(() => loadConfig({ TRUST_PROXY: good }), good);
    for (const bad of ['maybe', '10.0.0.0/33', 'proxy.example.com']) {
      let message = '';
      assert.throws(() => loadConfig({ TRUST_PROXY: bad }), (err: Error) => { message = err.message; return err instanceof ConfigError; });
      for (const form of ['true', 'false', 'number of hops', ...accepted.filter((a) => a !== '3')]) assert.ok(message.includes(form), `${bad}: "${message}" names ${form}`);
      assert.ok(message.endsWith(`got "${bad}"`), message);
    }
  });
});

describe('rate limits behind a proxy', () => {
  let world: TestWorld;
  let org: TestOrg;
  const apps: App[] = [];
  before(async () => {
    world = await createWorld();
    org = await world.createOrg();
  });
  after(async () => {
    for (const app of apps) await app.close();
    await world.close();
  });

  const appWith = async (env: Record<string, string>) => {
    const config = { ...loadConfig({ ...env, DATA_DIR: world.config.dataDir }), rateLimit: { perSecond: 0.001, burst: 3 } };
    const app = await buildApp({ config, db: world.db, logger: false });
    await app.ready();
    apps.push(app);
    return app;
  };
  const send = (app: App, forwardedFor: string, token: string | null, remoteAddress = PROXY) =>
    app.inject({ method: 'GET', url: org.url, remoteAddress, headers: { 'x-forwarded-for': forwardedFor, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  for (const [name, env, client] of [
    ['TRUST_PROXY=true (one hop)', { TRUST_PROXY: 'true' }, '203.0.113.7'],
    ['TRUST_PROXY=2 (two hops)', { TRUST_PROXY: '2' }, '203.0.113.8'],
    ['TRUST_PROXY=<the proxies\' addresses>', { TRUST_PROXY: `${PROXY},10.8.8.8` }, '203.0.113.9'],
  ] as const) {
    it(`${name}: spoofed X-Forwarded-For values do not dodge the limit`, async () => {
      const app = await appWith(env);
      // With two hops, the right-most value is the first proxy's peer: the second proxy (10.8.8.8).
      const tail = env.TRUST_PROXY === 'true' ? client : `${client}, 10.8.8.8`;
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await send(app, `${spoofed()}, ${tail}`, randomToken())).statusCode);
      assert.deepEqual(statuses, [401, 401, 401, 429, 429]);
      // Another client behind the same proxy has its own bucket.
      assert.equal((await send(app, `${spoofed()}, 203.0.113.99${tail.slice(client.length)}`, randomToken())).statusCode, 401);
    });
  }

  it('with a list, a connection that is not a listed proxy is the client, whatever it forwards', async () => {
    const app = await appWith({ TRUST_PROXY: PROXY });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await send(app, `${spoofed()}`, randomToken(), '192.0.2.50')).statusCode);
    assert.deepEqual(statuses, [401, 401, 401, 429]);
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored', async () => {
    const app = await appWith({});
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await send(app, spoofed(), randomToken(), '192.0.2.60')).statusCode);
    assert.deepEqual(statuses, [401, 401, 401, 429]);
  });

  it('a flood of unknown tokens does not lock out a token that has authenticated from the same address, nor requests without a token', async () => {
    const app = await appWith({ TRUST_PROXY: 'true' });
    const office = '203.0.113.20';
    const member = await world.tokenFor(org);
    assert.equal((await send(app, office, member)).statusCode, 200);
    for (let i = 0; i < 3; i++) assert.equal((await send(app, `${spoofed()}, ${office}`, randomToken())).statusCode, 401);
    const flooded = await send(app, office, randomToken());
    assert.equal(flooded.statusCode, 429);
    assert.match(flooded.json().detail, /unknown tokens from this address/);
    assert.equal((await send(app, office, member)).statusCode, 200, 'the token that authenticated before');
    assert.equal((await send(app, office, null)).statusCode, 401, 'no token: the address\'s own bucket, not the unknown tokens\'');
  });
});

describe('sign-in limits behind a proxy', () => {
  let world: TestWorld;
  before(async () => {
    world = await createWorld({ TRUST_PROXY: 'true' });
  });
  after(() => world.close());

  it(`refuses the sign-in after ${LOGIN_MAX_FAILURES_PER_ADDRESS} failures from one client, whatever it writes in X-Forwarded-For`, async () => {
    const org = await world.createOrg();
    const oauthApp = await registerApp(world, org);
    const query = { response_type: 'code', client_id: oauthApp.clientId, redirect_uri: 'https://shop.example/callback', state: 's', code_challenge: pkce().challenge, code_challenge_method: 'S256' };
    const url = `/api/v1/oauth2/authorize?${form(query)}`;
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_MAX_FAILURES_PER_ADDRESS; i++) {
      const headers = { 'x-forwarded-for': `${spoofed()}, 203.0.113.30` };
      const page = await world.app.inject({ method: 'GET', url, remoteAddress: PROXY, headers });
      const cookie = String(page.headers['set-cookie']).split(';')[0];
      const res = await world.app.inject({
        method: 'POST', url: '/api/v1/oauth2/authorize', remoteAddress: PROXY,
        headers: { ...headers, cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: form({ ...query, action: 'login', csrf_token: hidden(page.body, 'csrf_token'), email: `nobody-${i}@example.test`, password: 'guess' }),
      });
      statuses.push(res.statusCode);
    }
    assert.deepEqual(statuses.slice(0, LOGIN_MAX_FAILURES_PER_ADDRESS), Array(LOGIN_MAX_FAILURES_PER_ADDRESS).fill(401));
    assert.equal(statuses.at(-1), 429);
  });
});
