import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { createDispatcher, startDispatcher } from '../../src/events/dispatcher.ts';
import { startReceiver, type Receiver } from './support/receiver.ts';
import { deliveryLog, emit, subscribe } from './support/webhooks.ts';

describe('dispatchers running side by side', () => {
  let world: TestWorld;
  let org: TestOrg;
  let receiver: Receiver;

  before(async () => {
    world = await createWorld();
    org = await world.createOrg();
    receiver = await startReceiver();
  });
  after(async () => {
    await receiver.close();
    await world.close();
  });

  it('never deliver the same attempt twice and keep each object in commit order', async () => {
    const hooks = [await subscribe(world, org, `${receiver.url}a/`), await subscribe(world, org, `${receiver.url}b/`)];
    receiver.answer = (_req, i) => ({ status: 200, delayMs: i % 7 });
    const options = { batchSize: 7, concurrency: 16, pollMs: 20 };
    const running = ['one', 'two'].map((id) => startDispatcher({ db: world.db, config: world.config, options: { ...options, id } }));

    const distinct = 120;
    const hot = 6;
    const versions = 8;
    const writers = [
      (async () => {
        for (let i = 0; i < distinct; i++) await emit(world, org, `d${i}`, { version: 1 });
      })(),
      (async () => {
        for (let v = 1; v <= versions; v++) for (let h = 0; h < hot; h++) await emit(world, org, `h${h}`, { version: v });
      })(),
    ];
    await Promise.all(writers);

    const done = () => {
      const last = new Map<string, number>();
      for (const r of receiver.requests) last.set(r.path, JSON.parse(r.body).version);
      const distinctDone = receiver.requests.filter((r) => r.path.includes('/d')).length >= distinct * hooks.length;
      const hotDone = hooks.every((_, i) => Array.from({ length: hot }, (_, h) => last.get(`/hooks/${'ab'[i]}/h${h}`)).every((v) => v === versions));
      return distinctDone && hotDone;
    };
    const deadline = Date.now() + 30_000;
    while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await Promise.all(running.map((d) => d.stop()));
    assert.ok(done(), 'everything arrived');

    // The premise: both dispatchers took part.
    const workers = await world.db.rows<{ claimed_by: string }>(sql`SELECT DISTINCT claimed_by FROM webhook_deliveries WHERE claimed_by IS NOT NULL`);
    assert.deepEqual(workers.map((w) => w.claimed_by).sort(), ['one', 'two']);

    const seen = new Set<string>();
    for (const r of receiver.requests) {
      const key = `${r.path} ${r.headers['webhook-id']}`;
      assert.ok(!seen.has(key), `delivered twice: ${key}`);
      seen.add(key);
    }
    assert.equal(receiver.requests.filter((r) => r.path.includes('/d')).length, distinct * hooks.length, 'each object exactly once per webhook');

    const order = new Map<string, number[]>();
    for (const r of receiver.requests) order.set(r.path, [...(order.get(r.path) ?? []), JSON.parse(r.body).version]);
    for (const [path, seenVersions] of order) {
      for (let i = 1; i < seenVersions.length; i++) assert.ok(seenVersions[i] > seenVersions[i - 1], `${path} out of order: ${seenVersions}`);
    }

    for (const hook of hooks) {
      const log = await deliveryLog(world, org, hook);
      assert.ok(log.every((d) => d.state === 'delivered' || d.state === 'superseded'), 'nothing left pending or failed');
      assert.equal(log.filter((d) => d.state === 'delivered').length, receiver.requests.filter((r) => r.path.startsWith(new URL(`${hook.remote_url}`).pathname)).length);
    }
  });

  it('a running dispatcher picks up new events by itself and records in-flight deliveries when stopped', async () => {
    const webhook = await subscribe(world, org, `${receiver.url}live/`);
    receiver.requests.length = 0;
    receiver.answer = () => ({ status: 200, delayMs: 100 });
    const dispatcher = createDispatcher({ db: world.db, config: world.config, options: { pollMs: 20 } });
    dispatcher.start();
    await emit(world, org, 'x', { version: 1 });
    await receiver.waitFor(1);
    await dispatcher.stop();
    const [logged] = await deliveryLog(world, org, webhook);
    assert.equal(logged.state, 'delivered', 'the delivery in flight at stop() was recorded');
  });
});
