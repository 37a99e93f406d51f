import { describe, it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { createDispatcher, type Dispatcher, type DispatcherOptions } from '../../src/events/dispatcher.ts';
import { claimDeliveries } from '../../src/events/claim.ts';
import { verifySignature } from '../../src/events/signature.ts';
import { emitEvent } from '../../src/events/emit.ts';
import { startReceiver, type Receiver } from './support/receiver.ts';
import { deliveryLog, emit, subscribe } from './support/webhooks.ts';

describe('webhook dispatcher', () => {
  let world: TestWorld;
  let org: TestOrg;
  let receiver: Receiver;
  const dispatchers: Dispatcher[] = [];

  const dispatcher = (options: DispatcherOptions = {}, config = world.config) => {
    const d = createDispatcher({ db: world.db, config, options });
    dispatchers.push(d);
    return d;
  };

  before(async () => {
    world = await createWorld();
    receiver = await startReceiver();
  });
  beforeEach(async () => {
    org = await world.createOrg();
    receiver.requests.length = 0;
    receiver.answer = () => 200;
  });
  after(async () => {
    for (const d of dispatchers) await d.stop();
    await receiver.close();
    await world.close();
  });

  it('PUTs the object to remote_url + key with the token, JSON and a signature the receiver can verify', async () => {
    const webhook = await subscribe(world, org, receiver.url);
    const payload = { url: `${org.url}orders/5/`, primary_id: 'A-1', note: 'ünïcode' };
    await emit(world, org, '5', payload);
    const before = Math.floor(Date.now() / 1000);
    assert.deepEqual(await dispatcher().drain(), { claimed: 1, delivered: 1, failed: 0 });

    assert.equal(receiver.requests.length, 1);
    const [req] = receiver.requests;
    assert.equal(req.method, 'PUT');
    assert.equal(req.path, '/hooks/5');
    assert.equal(req.headers.auth, webhook.token);
    assert.equal(req.headers['content-type'], 'application/json');
    assert.deepEqual(JSON.parse(req.body), payload);
    assert.match(String(req.headers['webhook-id']), /^evt_\d+$/);
    const timestamp = Number(req.headers['webhook-timestamp']);
    assert.ok(timestamp >= before - 1 && timestamp <= before + 5, 'Webhook-Timestamp is unix seconds');
    assert.match(String(req.headers['webhook-signature']), /^v1,[A-Za-z0-9+/]+=*$/);
    const headers = { id: String(req.headers['webhook-id']), timestamp: String(timestamp), signature: String(req.headers['webhook-signature']) };
    assert.ok(verifySignature(webhook.token, headers, req.body));
    assert.ok(!verifySignature('another-token', headers, req.body));
    assert.ok(!verifySignature(webhook.token, headers, `${req.body} `));

    const [logged] = await deliveryLog(world, org, webhook);
    assert.equal(logged.state, 'delivered');
    assert.equal(logged.status_code, 200);
    assert.equal(logged.attempt, 1);
    assert.equal(logged.entity, 'orders');
    assert.equal(logged.action, 'put');
    assert.equal(logged.object_pk, '5');
    assert.equal(logged.object_url, payload.url);
    assert.equal(logged.message_id, headers.id);
    assert.equal(typeof logged.latency_ms, 'number');
    assert.equal(logged.error, null);
  });

  it('sends DELETE with an empty signed body when the object is deleted', async () => {
    const webhook = await subscribe(world, org, receiver.url);
    await emit(world, org, 'Z9', null, { action: 'delete' });
    await dispatcher().drain();
    const [req] = receiver.requests;
    assert.equal(req.method, 'DELETE');
    assert.equal(req.path, '/hooks/Z9');
    assert.equal(req.body, '');
    assert.equal(req.headers.auth, webhook.token);
    assert.ok(verifySignature(webhook.token, {
      id: String(req.headers['webhook-id']), timestamp: String(req.headers['webhook-timestamp']), signature: String(req.headers['webhook-signature']),
    }, ''));
  });

  it('sends nothing for a transaction that rolls back', async () => {
    const webhook = await subscribe(world, org, receiver.url);
    await assert.rejects(world.db.transaction(async (tx) => {
      await emitEvent(tx, { orgId: org.id, entity: 'orders', objectPk: '7', action: 'put', payload: { url: 'x' } });
      throw new Error('the write failed');
    }), /the write failed/);
    assert.equal((await dispatcher().drain()).claimed, 0);
    assert.equal(receiver.requests.length, 0);
    assert.deepEqual(await deliveryLog(world, org, webhook), []);
  });

  it('delivers only to subscribers of the entity in the same organization', async () => {
    const other = await world.createOrg('Other');
    await subscribe(world, org, receiver.url, 'packaging');
    await subscribe(world, other, `${receiver.url}other/`, 'orders');
    await emit(world, org, '1', { url: 'order' });
    await emit(world, org, '2', { url: 'packaging' }, { entity: 'packaging' });
    await dispatcher().drain();
    assert.deepEqual(receiver.requests.map((r) => [r.path, JSON.parse(r.body).url]), [['/hooks/2', 'packaging']]);
  });

  it('delivers only the newest of several undelivered states of one object and marks the others superseded', async () => {
    const webhook = await subscribe(world, org, receiver.url);
    for (const version of [1, 2, 3]) await emit(world, org, '8', { version });
    await emit(world, org, '9', { version: 1 });
    await dispatcher().drain();
    assert.deepEqual(receiver.requests.map((r) => [r.path, JSON.parse(r.body).version]).sort(), [['/hooks/8', 3], ['/hooks/9', 1]]);
    const log = await deliveryLog(world, org, webhook);
    const states = log.filter((d) => d.object_pk === '8').map((d) => d.state);
    assert.deepEqual(states, ['delivered', 'superseded', 'superseded']);
    const delivered = log.find((d) => d.object_pk === '8' && d.state === 'delivered');
    assert.ok(log.filter((d) => d.state === 'superseded').every((d) => d.superseded_by === delivered!.url));
  });

  it('keeps commit order per object while events keep arriving', async () => {
    await subscribe(world, org, receiver.url);
    const d = dispatcher({ batchSize: 5 });
    for (let version = 1; version <= 12; version++) {
      await emit(world, org, `obj${version % 3}`, { version });
      if (version % 4 === 0) await d.runOnce();
    }
    await d.drain();
    const seen = new Map<string, number[]>();
    for (const r of receiver.requests) seen.set(r.path, [...(seen.get(r.path) ?? []), JSON.parse(r.body).version]);
    for (const [path, versions] of seen) {
      assert.deepEqual(versions, [...versions].sort((a, b) => a - b), `${path} in commit order`);
    }
    assert.deepEqual([...seen.entries()].map(([p, v]) => [p, v.at(-1)]).sort(), [['/hooks/obj0', 12], ['/hooks/obj1', 10], ['/hooks/obj2', 11]]);
  });

  it('counts anything but 200 as a failure, redirects included, and does not follow them', async () => {
    const webhook = await subscribe(world, org, receiver.url);
    receiver.answer = (req) => (req.path.endsWith('/r') ? { status: 302, headers: { location: `${receiver.url}elsewhere` } } : 201);
    await emit(world, org, 'r', { a: 1 });
    await emit(world, org, 'c', { a: 1 });
    const summary = await dispatcher().runOnce();
    assert.deepEqual(summary, { claimed: 2, delivered: 0, failed: 2 });
    assert.equal(receiver.requests.length, 2, 'the redirect was not followed');
    const log = await deliveryLog(world, org, webhook);
    const failed = log.filter((d) => d.state === 'retried');
    assert.deepEqual(failed.map((d) => d.status_code).sort(), [201, 302]);
    assert.match(failed.find((d) => d.status_code === 302)!.error, /redirects are not followed/);
    assert.match(failed.find((d) => d.status_code === 201)!.error, /not 200/);
  });

  it('schedules retries on the back-off table and does not send them early', async () => {
    const webhook = await subscribe(world, org, receiver.url);
    receiver.answer = () => 500;
    await emit(world, org, '1', { a: 1 });
    const d = dispatcher();
    await d.drain();
    assert.equal(receiver.requests.length, 1, 'the retry waits for its time');
    const [next, first] = await deliveryLog(world, org, webhook);
    assert.equal(first.state, 'retried');
    assert.equal(first.status_code, 500);
    assert.equal(first.attempt, 1);
    assert.equal(next.state, 'pending');
    assert.equal(next.attempt, 2);
    assert.equal(next.message_id, first.message_id);
    const gapSeconds = (Date.parse(next.scheduled_at) - Date.parse(first.finished_at)) / 1000;
    assert.ok(gapSeconds > 59 && gapSeconds < 61, `first retry after about a minute, got ${gapSeconds}s`);
  });

  it('retries through the table and gives up, marking the delivery failed', async () => {
    const webhook = await subscribe(world, org, receiver.url);
    receiver.answer = () => 503;
    await emit(world, org, '1', { a: 1 });
    // Two immediate retries, then a delay that would pass the give-up horizon: the third failure is final.
    const retry = { delaysMs: [0, 0, 3_600_000], giveUpAfterMs: 1_800_000 };
    const d = dispatcher({ retry, suspension: { maxFailures: 1000, windowMs: 3_600_000 } });
    await d.drain();
    assert.equal(receiver.requests.length, 3);
    const log = await deliveryLog(world, org, webhook);
    assert.deepEqual(log.map((a) => [a.attempt, a.state]), [[3, 'failed'], [2, 'retried'], [1, 'retried']]);
    assert.ok(log.every((a) => a.status_code === 503 && a.message_id === log[0].message_id));
    assert.equal((await d.drain()).claimed, 0, 'nothing is left to send');
  });

  it('suspends after more than 3 failures within 6 hours, keeps events, and delivers the latest state on resume', async () => {
    const webhook = await subscribe(world, org, receiver.url);
    receiver.answer = () => 500;
    const d = dispatcher({ retry: { delaysMs: [0], giveUpAfterMs: 3_600_000 } });
    await emit(world, org, '1', { version: 1 });
    for (let i = 0; i < 4; i++) await d.runOnce();
    assert.equal(receiver.requests.length, 4);
    const suspended = (await world.request('GET', webhook.url, { token: org.token })).json();
    assert.ok(suspended.suspended_at, 'suspended_at is set');

    receiver.answer = () => 200;
    await emit(world, org, '1', { version: 2 });
    await emit(world, org, '2', { version: 1 });
    assert.equal((await d.drain()).claimed, 0, 'a suspended webhook gets nothing');
    assert.equal(receiver.requests.length, 4);

    const resumed = await world.request('PATCH', webhook.url, { token: org.token, body: { suspended_at: null } });
    assert.equal(resumed.statusCode, 200);
    assert.equal(resumed.json().suspended_at, null);
    await d.drain();
    const after = receiver.requests.slice(4).map((r) => [r.path, JSON.parse(r.body).version]).sort();
    assert.deepEqual(after, [['/hooks/1', 2], ['/hooks/2', 1]], 'the latest state of each object, once');
  });

  it('counts failures again from zero after a resume', async () => {
    const webhook = await subscribe(world, org, receiver.url);
    receiver.answer = () => 500;
    const d = dispatcher({ retry: { delaysMs: [0], giveUpAfterMs: 3_600_000 } });
    await emit(world, org, '1', { version: 1 });
    for (let i = 0; i < 4; i++) await d.runOnce();
    await world.request('PATCH', webhook.url, { token: org.token, body: { suspended_at: null } });
    await d.runOnce();
    assert.equal((await world.request('GET', webhook.url, { token: org.token })).json().suspended_at, null, 'one failure after resuming does not suspend');
  });

  it('times out a receiver that does not answer', async () => {
    const webhook = await subscribe(world, org, receiver.url);
    receiver.answer = () => 'hang';
    const quick = { ...world.config, webhook: { ...world.config.webhook, timeoutMs: 200 } };
    await emit(world, org, '1', { a: 1 });
    await dispatcher({ leaseMs: 5000 }, quick).runOnce();
    const [, first] = await deliveryLog(world, org, webhook);
    assert.equal(first.state, 'retried');
    assert.equal(first.status_code, null);
    assert.match(first.error, /no answer within 200 ms/);
  });

  it('sends a delivery claimed by a dispatcher that died again once its claim has expired', async () => {
    const webhook = await subscribe(world, org, receiver.url);
    await emit(world, org, '1', { a: 1 });
    // A dispatcher claims and is killed before sending or recording anything.
    const claimed = await claimDeliveries(world.db, { dispatcherId: 'killed', limit: 10, leaseMs: 1000 });
    assert.equal(claimed.length, 1);
    const d = dispatcher();
    assert.equal((await d.drain()).claimed, 0, 'not while the claim holds');
    await new Promise((r) => setTimeout(r, 1100));
    await d.drain();
    assert.equal(receiver.requests.length, 1);
    const [second, first] = await deliveryLog(world, org, webhook);
    assert.equal(first.state, 'expired');
    assert.equal(first.attempt, 1);
    assert.equal(second.state, 'delivered');
    assert.equal(second.attempt, 2);
  });

  it('ignores the result of a dispatcher whose claim expired and was taken over', async () => {
    const webhook = await subscribe(world, org, receiver.url);
    await emit(world, org, '1', { a: 1 });
    const stale = await claimDeliveries(world.db, { dispatcherId: 'stalled', limit: 10, leaseMs: 100 });
    await new Promise((r) => setTimeout(r, 150));
    await dispatcher().drain();
    const { recordSuccesses } = await import('../../src/events/record.ts');
    await recordSuccesses(world.db, 'stalled', [{ delivery: stale[0], result: { ok: true, statusCode: 200, latencyMs: 1, error: null } }]);
    const log = await deliveryLog(world, org, webhook);
    assert.deepEqual(log.map((d) => d.state), ['delivered', 'expired']);
  });

  it('refuses private targets at delivery time when they are not allowed', async () => {
    const webhook = await subscribe(world, org, receiver.url);
    const named = await subscribe(world, org, receiver.url.replace('127.0.0.1', 'localhost'));
    await emit(world, org, '1', { a: 1 });
    const strict = { ...world.config, webhook: { ...world.config.webhook, allowPrivateTargets: false } };
    await dispatcher({}, strict).runOnce();
    assert.equal(receiver.requests.length, 0);
    for (const hook of [webhook, named]) {
      const [, first] = await deliveryLog(world, org, hook);
      assert.equal(first.state, 'retried');
      assert.match(first.error, /^refused: /);
    }
  });
});
