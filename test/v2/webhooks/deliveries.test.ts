import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { assertRouteSecurity } from '../../support/security.ts';
import { createDispatcher, type Dispatcher } from '../../../src/events/dispatcher.ts';
import { startReceiver, type Receiver } from '../../events/support/receiver.ts';
import { deliveryLog, emit, subscribe, type CreatedWebhook } from '../../events/support/webhooks.ts';

describe('webhook deliveries', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;
  let receiver: Receiver;
  let dispatcher: Dispatcher;
  let hook: CreatedWebhook;

  before(async () => {
    world = await createWorld();
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg('Other');
    receiver = await startReceiver();
    dispatcher = createDispatcher({ db: world.db, config: world.config });
    hook = await subscribe(world, orgA, receiver.url);
    for (let i = 1; i <= 3; i++) {
      await emit(world, orgA, String(i), { url: `${orgA.url}orders/${i}/` });
      await dispatcher.drain();
    }
  });
  after(async () => {
    await dispatcher.stop();
    await receiver.close();
    await world.close();
  });

  it('lists attempts newest first, in pages', async () => {
    const res = await world.request('GET', `${hook.url}deliveries/?limit=2`, { token: orgA.token });
    assert.equal(res.statusCode, 200);
    const page = res.json();
    assert.equal(page.count, 3);
    assert.match(page.next, /offset=2/);
    assert.deepEqual(page.results.map((d: { object_pk: string }) => d.object_pk), ['3', '2']);
    const [first] = page.results;
    assert.deepEqual(Object.keys(first).sort(), [
      'action', 'attempt', 'attempted_at', 'created_at', 'entity', 'error', 'finished_at', 'latency_ms', 'message_id', 'object_pk',
      'object_url', 'redelivery_of', 'scheduled_at', 'state', 'status_code', 'superseded_by', 'url', 'webhook',
    ]);
    assert.match(first.url, new RegExp(`^${hook.url}deliveries/[^/]+/$`));
    assert.equal(first.webhook, hook.url);
    assert.equal(first.object_url, `${orgA.url}orders/3/`);
    assert.equal(first.state, 'delivered');
    assert.equal(first.status_code, 200);
    assert.ok(Number.isInteger(first.latency_ms));
    assert.ok(first.attempted_at && first.finished_at);
    const one = await world.request('GET', first.url, { token: orgA.token });
    assert.equal(one.statusCode, 200);
    assert.deepEqual(one.json(), first);
  });

  it('rejects bad paging with 400 naming the parameter', async () => {
    for (const [query, field] of [['limit=abc', 'limit'], ['offset=-1', 'offset'], ['limit=0', 'limit']]) {
      const res = await world.request('GET', `${hook.url}deliveries/?${query}`, { token: orgA.token });
      assert.equal(res.statusCode, 400, query);
      assert.ok(res.json().errors[field], `errors.${field}`);
    }
  });

  it('answers 404 for unknown webhooks and deliveries', async () => {
    const [latest] = await deliveryLog(world, orgA, hook);
    const other = await subscribe(world, orgA, `${receiver.url}other/`, 'contact');
    const pk = latest.url.split('/').at(-2);
    for (const url of [
      `${orgA.url}webhooks/zzz/deliveries/`, `${orgA.url}webhooks/0x/deliveries/`, `${hook.url}deliveries/zzz/`, `${hook.url}deliveries/0x/`,
      `${other.url}deliveries/${pk}/`,
    ]) assert.equal((await world.request('GET', url, { token: orgA.token })).statusCode, 404, url);
    for (const url of [`${hook.url}deliveries/zzz/redeliver/`, `${other.url}deliveries/${pk}/redeliver/`]) {
      assert.equal((await world.request('POST', url, { token: orgA.token })).statusCode, 404, url);
    }
  });

  it('redelivers: a new delivery of the same event, with the same body and Webhook-Id', async () => {
    const [latest] = await deliveryLog(world, orgA, hook);
    const original = receiver.requests.find((r) => r.headers['webhook-id'] === latest.message_id)!;
    // Sent as clients send a body-less POST: Content-Type application/json and nothing (DECISIONS section 11).
    const res = await world.request('POST', `${latest.url}redeliver/`, { token: orgA.token, headers: { 'content-type': 'application/json' } });
    assert.equal(res.statusCode, 201);
    const queued = res.json();
    assert.notEqual(queued.url, latest.url);
    assert.equal(queued.state, 'pending');
    assert.equal(queued.attempt, 1);
    assert.equal(queued.redelivery_of, latest.url);
    assert.equal(queued.message_id, latest.message_id);
    assert.equal(queued.status_code, null);

    const before = receiver.requests.length;
    await dispatcher.drain();
    const again = receiver.requests.slice(before);
    assert.equal(again.length, 1);
    assert.equal(again[0].body, original.body);
    assert.equal(again[0].headers['webhook-id'], original.headers['webhook-id']);
    assert.equal((await world.request('GET', queued.url, { token: orgA.token })).json().state, 'delivered');
  });

  it('holds a redelivery while the webhook is suspended', async () => {
    const [latest] = await deliveryLog(world, orgA, hook);
    await world.request('PATCH', hook.url, { token: orgA.token, body: { suspended_at: '2024-01-01T00:00:00Z' } });
    const queued = (await world.request('POST', `${latest.url}redeliver/`, { token: orgA.token })).json();
    assert.equal(queued.scheduled_at, null);
    assert.equal((await dispatcher.drain()).claimed, 0);
    await world.request('PATCH', hook.url, { token: orgA.token, body: { suspended_at: null } });
    assert.equal((await dispatcher.drain()).delivered, 1);
  });

  it('passes the security suite on every route', async () => {
    const [latest] = await deliveryLog(world, orgA, hook);
    const hookPk = hook.url.split('/').at(-2);
    const pk = latest.url.split('/').at(-2);
    const base = (o: string) => `/api/v2/orgs/${o}/webhooks/${hookPk}/deliveries/`;
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: base, scope: 'webhook' });
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: (o) => `${base(o)}${pk}/`, scope: 'webhook' });
    assert.ok((await deliveryLog(world, orgA, hook)).every((d) => d.state !== 'pending'), 'nothing pending before');
    const redelivered = await assertRouteSecurity(world, orgA, orgB, {
      method: 'POST', path: (o) => `${base(o)}${pk}/redeliver/`, scope: 'webhook', unchanged: () => deliveryLog(world, orgA, hook),
    });
    const log = await deliveryLog(world, orgA, hook);
    assert.deepEqual(log.filter((d) => d.state === 'pending').map((d) => d.url), [redelivered.json().url], 'the security suite queued only the exact-scope redelivery');
  });
});
