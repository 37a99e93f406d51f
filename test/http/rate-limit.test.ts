// Rate limiting on verified identity (src/http/rate-limit.ts, drawn on by src/http/guard.ts): a verified token
// draws from its token id's bucket, an unknown token from its address's unknown-token bucket, a request without
// a token from its address's bucket, and an over-limit request is
// refused before any database statement. The limit is 3 requests, refilled at 1 per second of a clock the
// tests move by hand, so a slow machine cannot refill a bucket between two requests.
import { describe, it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db/database.ts';
import type { App } from '../../src/app-types.ts';
import { buildApp } from '../../src/app.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';

/** Counts every statement the app sends to the database while `fn` runs. */
async function statementsDuring(db: Database, fn: () => Promise<unknown>): Promise<number> {
  const target = db as unknown as Record<string, (...args: unknown[]) => unknown>;
  const names = ['one', 'rows', 'exec', 'transaction'];
  const originals = names.map((name) => target[name]);
  let count = 0;
  names.forEach((name, i) => {
    target[name] = (...args: unknown[]) => {
      count++;
      return originals[i].apply(db, args);
    };
  });
  try {
    await fn();
  } finally {
    names.forEach((name, i) => (target[name] = originals[i]));
  }
  return count;
}

describe('rate limiting on verified identity', () => {
  let world: TestWorld;
  let app: App;
  let org: TestOrg;
  let address = 0;
  let clock = 0;

  before(async () => {
    world = await createWorld();
    const rateLimit = { perSecond: 1, burst: 3, now: () => clock };
    app = await buildApp({ config: { ...world.config, rateLimit }, db: world.db, logger: false });
    await app.ready();
  });
  beforeEach(async () => {
    org = await world.createOrg();
    address++; // each test comes from its own client address, so buckets of earlier tests do not interfere
  });
  after(async () => {
    await app.close();
    await world.close();
  });

  const from = (ip: string, token: string | null, url = org.url) =>
    app.inject({ method: 'GET', url, remoteAddress: ip, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const ip = (n = 0) => `10.0.${address}.${n + 1}`;
  const randomToken = () => `bxl_${randomBytes(24).toString('base64url')}`;

  it('limits a flood of random tokens from one address: 401 until the limit, then 429 with Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await from(ip(), randomToken())).statusCode);
    assert.deepEqual(statuses, [401, 401, 401, 429, 429]);
    const limited = await from(ip(), randomToken());
    assert.equal(limited.json().code, 'rate_limited');
    assert.ok(Number(limited.headers['retry-after']) >= 1);
    assert.match(limited.json().detail, /unknown tokens from this address/);
    // Unknown tokens have their own bucket: requests without a token from the address still get their 401
    // (and have a bucket of their own); another address is not affected.
    for (let i = 0; i < 3; i++) assert.equal((await from(ip(), null)).statusCode, 401);
    assert.equal((await from(ip(), null)).statusCode, 429);
    assert.equal((await from(ip(1), randomToken())).statusCode, 401);
  });

  it('refuses an over-limit request without a single database statement', async () => {
    for (let i = 0; i < 3; i++) assert.equal((await from(ip(), org.token)).statusCode, 200);
    let res;
    assert.equal(await statementsDuring(world.db, async () => (res = await from(ip(), org.token))), 0, 'over-limit token');
    assert.equal(res!.statusCode, 429);
    assert.match(res!.json().detail, /this token/);

    for (let i = 0; i < 3; i++) assert.equal((await from(ip(1), randomToken())).statusCode, 401);
    assert.equal(await statementsDuring(world.db, async () => (res = await from(ip(1), randomToken()))), 0, 'over-limit address');
    assert.equal(res!.statusCode, 429);

    // A request under the limit does reach the database (the count above is not blind).
    assert.ok((await statementsDuring(world.db, () => from(ip(2), randomToken()))) > 0);
  });

  it('limits each verified token on its own, wherever its requests come from', async () => {
    const second = await world.tokenFor(org);
    for (let i = 0; i < 3; i++) assert.equal((await from(ip(i), org.token)).statusCode, 200, 'one token from three addresses');
    assert.equal((await from(ip(3), org.token)).statusCode, 429, 'the fourth, from a fourth address');
    const other = await from(ip(), second);
    assert.equal(other.statusCode, 200, 'a second token of the same member and address');
    assert.equal(other.headers['ratelimit-remaining'], '2');
    for (let i = 0; i < 2; i++) assert.equal((await from(ip(), second)).statusCode, 200);
    assert.equal((await from(ip(), second)).statusCode, 429);
  });

  it('keeps serving a verified token while random tokens flood its address', async () => {
    assert.equal((await from(ip(), org.token)).statusCode, 200);
    for (let i = 0; i < 4; i++) await from(ip(), randomToken());
    assert.equal((await from(ip(), randomToken())).statusCode, 429);
    assert.equal((await from(ip(), org.token)).statusCode, 200);
  });

  it('refills a bucket at the sustained rate', async () => {
    for (let i = 0; i < 3; i++) await from(ip(), org.token);
    const limited = await from(ip(), org.token);
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.headers['retry-after'], '1');
    clock += 1000;
    assert.equal((await from(ip(), org.token)).statusCode, 200);
    assert.equal((await from(ip(), org.token)).statusCode, 429);
  });

  it('counts public routes and unknown paths under /api against the address', async () => {
    for (let i = 0; i < 3; i++) assert.equal((await from(ip(), null, '/api/v2/nowhere/')).statusCode, 404);
    assert.equal((await from(ip(), null, '/api/v2/openapi.json')).statusCode, 429);
    assert.equal((await from(ip(), null, '/healthz')).statusCode, 200, 'operational endpoints are not limited');
  });
});
