import { describe, it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { createDispatcher, type Dispatcher } from '../../src/events/dispatcher.ts';
import { runRetention } from '../../src/retention.ts';
import { issueToken, issueTokenPair } from '../../src/auth/tokens.ts';
import { startReceiver, type Receiver } from '../events/support/receiver.ts';
import { emit, subscribe } from '../events/support/webhooks.ts';

const DAY = 86_400_000;

describe('retention', () => {
  let world: TestWorld;
  let org: TestOrg;
  let receiver: Receiver;
  const dispatchers: Dispatcher[] = [];
  const dispatcher = () => {
    const d = createDispatcher({ db: world.db, config: world.config, options: { retry: { delaysMs: [0], giveUpAfterMs: 3_600_000 } } });
    dispatchers.push(d);
    return d;
  };
  const retention = { days: 30, batchSize: 2, intervalSeconds: 0 };
  const count = async (table: string, where = sql`true`) =>
    (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE org_id = ${org.id} AND ${where}`))!.n;
  const later = (days: number) => new Date(Date.now() + days * DAY);

  before(async () => {
    world = await createWorld();
    receiver = await startReceiver();
  });
  beforeEach(async () => {
    await world.reset();
    org = await world.createOrg();
    receiver.requests.length = 0;
    receiver.answer = () => 200;
  });
  after(async () => {
    for (const d of dispatchers) await d.stop();
    await receiver.close();
    await world.close();
  });

  it('prunes old delivered events and attempts in batches, keeps young ones, and keeps everything a suspended webhook has not received', async () => {
    const healthy = await subscribe(world, org, `${receiver.url}ok/`);
    const broken = await subscribe(world, org, `${receiver.url}down/`);
    receiver.answer = (req) => (req.path.includes('/down/') ? 500 : 200);
    const d = dispatcher();
    for (let i = 1; i <= 5; i++) await emit(world, org, String(i), { version: 1 });
    for (let i = 0; i < 6; i++) await d.runOnce();
    assert.ok((await world.request('GET', broken.url, { token: org.token })).json().suspended_at, 'the failing webhook is suspended');
    const undelivered = await count('webhook_deliveries', sql`state = 'pending' AND webhook_id = (SELECT id FROM webhooks WHERE token = ${broken.token})`);
    assert.equal(undelivered, 5, 'its five objects wait, parked');

    // Within the age nothing moves.
    assert.deepEqual(await runRetention(world.db, retention, { now: later(29) }), { deliveries: 0, events: 0, tokens: 0, idempotencyKeys: 0 });

    const summary = await runRetention(world.db, retention, { now: later(31) });
    assert.ok(summary.deliveries >= 5, 'the settled attempts go (in batches of 2)');
    assert.equal(summary.events, 3, 'only the webhook events (two creates, one suspension) nobody subscribed to');
    assert.equal(await count('webhook_deliveries', sql`state <> 'pending'`), 0);
    assert.equal(await count('webhook_deliveries', sql`state = 'pending'`), 5);
    assert.equal(await count('events'), 5, 'every order event still has a pending delivery');

    // The metrics show the parked outbox and its age.
    const metrics = (await world.request('GET', '/metrics')).body;
    assert.match(metrics, /boxline_outbox_depth\{state="parked"\} 5/);
    assert.match(metrics, /boxline_outbox_depth\{state="due"\} 0/);
    assert.match(metrics, /boxline_outbox_oldest_undelivered_seconds\{state="parked"\} [0-9.e-]+/);

    // Resumed, it receives the latest state of all five; then the events can go.
    receiver.answer = () => 200;
    receiver.requests.length = 0;
    await world.request('PATCH', broken.url, { token: org.token, body: { suspended_at: null } });
    await d.drain();
    assert.deepEqual(receiver.requests.map((r) => r.path).sort(), ['1', '2', '3', '4', '5'].map((k) => `/hooks/down/${k}`));
    const second = await runRetention(world.db, retention, { now: later(31) });
    assert.equal(second.events, 6, 'the five order events and the webhook event of the resume');
    assert.equal(await count('events'), 0);
    assert.equal(await count('webhook_deliveries'), 0);
    assert.ok(healthy.url);
  });

  it('never prunes a delivery waiting for a retry, nor its event', async () => {
    await subscribe(world, org, `${receiver.url}flaky/`);
    receiver.answer = () => 503;
    const d = createDispatcher({ db: world.db, config: world.config, options: { retry: { delaysMs: [3_600_000], giveUpAfterMs: 72 * 3_600_000 } } });
    dispatchers.push(d);
    await emit(world, org, '9', { version: 1 });
    await d.runOnce();
    assert.equal(await count('webhook_deliveries', sql`state = 'pending'`), 1, 'the retry is scheduled');
    const summary = await runRetention(world.db, retention, { now: later(31) });
    assert.equal(summary.events, 1, 'only the webhook-created event');
    assert.equal(await count('events'), 1);
    assert.equal(await count('events', sql`entity = 'orders'`), 1);
    assert.equal(await count('webhook_deliveries', sql`state = 'pending'`), 1);
    // An event nobody subscribed to is only history.
    await world.db.exec(`DELETE FROM webhooks WHERE org_id = ${org.id}`);
    await emit(world, org, '10', { version: 1 });
    assert.equal((await runRetention(world.db, retention, { now: later(31) })).events, 2, 'both order events');
    assert.equal(await count('events'), 0);
  });

  it('prunes revoked tokens and expired ones without a refresh token, keeps the rest', async () => {
    const q = (token: string) => world.request('GET', `${org.url}orders/`, { token });
    const live = await issueToken(world.db, { userId: org.userId, orgId: org.id, scopes: ['order'] });
    const expired = await issueToken(world.db, { userId: org.userId, orgId: org.id, scopes: ['order'], expiresInSeconds: 60 });
    const pair = await issueTokenPair(world.db, { userId: org.userId, orgId: org.id, scopes: ['order'], expiresInSeconds: 60 });
    const revoked = await issueToken(world.db, { userId: org.userId, orgId: org.id, scopes: ['order'] });
    await world.db.exec(`UPDATE access_tokens SET revoked_at = now() WHERE token_hash = (SELECT token_hash FROM access_tokens ORDER BY id DESC LIMIT 1)`);
    const tokens = async () => (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM access_tokens WHERE user_id = ${org.userId}`))!.n;
    assert.equal(await tokens(), 5);
    assert.equal((await runRetention(world.db, retention, { now: later(1) })).tokens, 0);
    assert.equal((await runRetention(world.db, retention, { now: later(31) })).tokens, 2);
    assert.equal(await tokens(), 3, 'the owner token, the live one and the pair remain');
    assert.equal((await q(live.token)).statusCode, 200);
    assert.equal((await q(org.token)).statusCode, 200);
    assert.ok(pair.refreshToken && expired.token && revoked.token);
  });

  it('prunes idempotency keys once their 24 hours are over, and only those', async () => {
    for (const key of ['a', 'b', 'c']) {
      const res = await world.request('POST', `${org.url}contacts/`, { token: org.token, body: { first_name: key }, headers: { 'idempotency-key': key } });
      assert.equal(res.statusCode, 201);
    }
    assert.equal((await runRetention(world.db, retention, { now: later(0.5) })).idempotencyKeys, 0);
    assert.equal((await runRetention(world.db, retention, { now: later(2) })).idempotencyKeys, 3);
    assert.equal((await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM idempotency_keys`))!.n, 0);
  });
});
