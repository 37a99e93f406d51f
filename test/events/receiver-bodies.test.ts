/**
 * Whatever a receiver answers, the attempt is recorded: a body holding NUL (which PostgreSQL text cannot hold) or
 * other control characters, or a long one, is stored as text on one line, cut; so back-off and suspension apply
 * as to any failure, rather than the delivery being sent again at every claim expiry.
 */
import { describe, it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { createDispatcher, type Dispatcher, type DispatcherOptions } from '../../src/events/dispatcher.ts';
import { ERROR_TEXT_CHARS, storableError } from '../../src/events/record.ts';
import { startReceiver, type Receiver } from './support/receiver.ts';
import { deliveryLog, emit, subscribe } from './support/webhooks.ts';

const NUL_BODY = Buffer.concat([Buffer.from('{"error":"bad'), Buffer.from([0]), Buffer.from('\u0001thing"}\r\n'), Buffer.alloc(2000, 'x')]);

describe('a receiver whose error body holds NUL', () => {
  let world: TestWorld;
  let org: TestOrg;
  let receiver: Receiver;
  const dispatchers: Dispatcher[] = [];
  const dispatcher = (options: DispatcherOptions) => {
    const d = createDispatcher({ db: world.db, config: world.config, options });
    dispatchers.push(d);
    return d;
  };

  before(async () => {
    world = await createWorld();
    receiver = await startReceiver();
    receiver.answer = () => ({ status: 500, body: NUL_BODY });
  });
  beforeEach(async () => {
    org = await world.createOrg();
    receiver.requests.length = 0;
  });
  after(async () => {
    for (const d of dispatchers) await d.stop();
    await receiver.close();
    await world.close();
  });

  it('has its attempt recorded, NUL-free and cut, and the next one waits for its back-off', async () => {
    const webhook = await subscribe(world, org, receiver.url);
    const d = dispatcher({ retry: { delaysMs: [60_000], giveUpAfterMs: 3_600_000 } });
    await emit(world, org, '1', { version: 1 });
    assert.deepEqual(await d.runOnce(), { claimed: 1, delivered: 0, failed: 1 });
    const log = await deliveryLog(world, org, webhook);
    assert.deepEqual(log.map((a) => [a.attempt, a.state, a.status_code]), [[2, 'pending', null], [1, 'retried', 500]]);
    const error = String(log[1].error);
    assert.match(error, /^answered 500, not 200: \{"error":"bad thing"\} x+$/);
    assert.ok(error.length <= ERROR_TEXT_CHARS, `${error.length} characters`);
    // The next attempt is a minute away: nothing is claimed now, and the receiver was asked once.
    const due = Date.parse(log[0].scheduled_at) - Date.now();
    assert.ok(due > 50_000 && due <= 60_000, `due in ${due} ms`);
    assert.equal((await d.drain()).claimed, 0);
    assert.equal(receiver.requests.length, 1);
  });

  it('suspends the webhook after the failure threshold', async () => {
    const webhook = await subscribe(world, org, receiver.url);
    const d = dispatcher({ retry: { delaysMs: [0], giveUpAfterMs: 3_600_000 } });
    await emit(world, org, '1', { version: 1 });
    for (let i = 0; i < 4; i++) assert.equal((await d.runOnce()).failed, 1);
    assert.ok((await world.request('GET', webhook.url, { token: org.token })).json().suspended_at, 'suspended');
    assert.equal((await d.drain()).claimed, 0, 'a suspended webhook gets nothing');
    assert.equal(receiver.requests.length, 4);
    const log = await deliveryLog(world, org, webhook);
    assert.equal(log.filter((a) => a.state === 'retried').length, 4);
    assert.ok(log.every((a) => !String(a.error ?? '').includes('\0')));
  });

  it('stores any error text without NUL and at most ERROR_TEXT_CHARS long', () => {
    assert.equal(storableError(null), null);
    assert.equal(storableError('a\0b'), 'ab');
    assert.equal(storableError('y'.repeat(ERROR_TEXT_CHARS + 10))!.length, ERROR_TEXT_CHARS);
  });
});
