/**
 * order-delivered and acceptance-scan end to end: scripted carrier scans played by the tracking poller (as
 * `boxline worker` runs it), recorded through the order-write path, delivered by the dispatcher to a real HTTP
 * receiver on 127.0.0.1. And order-delivered from a client that PATCHes delivered_at on every box.
 */
import { describe, it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { createDispatcher } from '../../src/events/dispatcher.ts';
import { createTrackingPoller } from '../../src/carriers/poller.ts';
import { createCarriers } from '../../src/carriers/registry.ts';
import { addScripts, createScriptedAdapter } from '../../src/carriers/scripted.ts';
import { recordBoxScans } from '../../src/orders/writing/tracking-scans.ts';
import { startReceiver, type Receiver } from './support/receiver.ts';
import { subscribe } from './support/webhooks.ts';

const past = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('order-delivered and acceptance-scan webhooks', () => {
  let world: TestWorld;
  let org: TestOrg;
  let receiver: Receiver;
  let dir: string;
  let scriptFile: string;

  const pkOf = (url: string) => url.replace(/\/$/, '').split('/').pop()!;
  const poller = () => createTrackingPoller({
    db: world.db, carriers: createCarriers({}, createScriptedAdapter(scriptFile)), config: { pollIntervalMs: 60_000, tickMs: 0 },
    record: (box, scans) => recordBoxScans(world.db, box, scans),
  });
  const received = (prefix: string) => receiver.requests.filter((r) => r.path.startsWith(`/hooks/${prefix}/`));
  const createOrder = async (boxes: unknown[], extra: Record<string, unknown> = {}) => {
    const res = await world.request('POST', `${org.url}orders/`, {
      token: org.token,
      body: { primary_id: 'T-1', shipping: { ship_via: 'UPS' }, billing: { tax: '3.20 USD' }, boxes, ...extra },
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json();
  };

  before(async () => {
    world = await createWorld();
    receiver = await startReceiver();
  });
  beforeEach(async () => {
    await world.reset();
    receiver.requests.length = 0;
    org = await world.createOrg();
    dir = await mkdtemp(join(tmpdir(), 'boxline-tracking-'));
    scriptFile = join(dir, 'script.json');
    await subscribe(world, org, `${receiver.url}delivered/`, 'order-delivered');
    await subscribe(world, org, `${receiver.url}scan/`, 'acceptance-scan');
  });
  after(async () => {
    await receiver.close();
    await world.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('sends acceptance-scan once for the first accepted scan of a box with the packing cost field, and order-delivered once when every box is delivered', async () => {
    const order = await createOrder([
      { tracking_number: '1ZA', ship_cost: '12.5 USD', custom_fields: { PACKING_GROUP_TRANSACTION_AMOUNT: { value: '1.75' } } },
      { tracking_number: '1ZB', ship_cost: '8 USD' },
    ]);
    const [boxA, boxB] = order.boxes.map((b: { url: string }) => b.url);
    const start = past(10);
    await addScripts(scriptFile, {
      '1ZA': { start, events: [
        { after_seconds: 0, status: 'accepted', description: 'Pickup Scan', location: 'Atlanta, GA' },
        { after_seconds: 60, status: 'accepted', description: 'Origin Scan', location: 'Atlanta, GA' },
        { after_seconds: 120, status: 'in_transit', description: 'Departed' },
        { after_seconds: 240, status: 'delivered', description: 'Delivered' },
      ] },
      '1ZB': { start, events: [{ after_seconds: 0, status: 'accepted' }] },
    });
    const dispatcher = createDispatcher({ db: world.db, config: world.config });
    try {
      assert.equal(await poller().runOnce(), 2);
      await dispatcher.drain();
      const scans = received('scan');
      assert.equal(scans.length, 1, 'one acceptance-scan: box B has no PACKING_GROUP_TRANSACTION_AMOUNT');
      assert.equal(scans[0].method, 'PUT');
      assert.equal(scans[0].path, `/hooks/scan/${pkOf(boxA)}`);
      assert.deepEqual(JSON.parse(scans[0].body), {
        url: order.url, box_url: boxA, ship_cost: '12.50 USD', tax: '3.20 USD', packing_cost: '1.75 USD',
        acceptance_scan_at: (await world.request('GET', `${boxA}tracking/`, { token: org.token })).json().results[0].created_at,
      });
      assert.equal(received('delivered').length, 0, 'box B is not delivered yet');
      assert.equal((await world.request('GET', boxA, { token: org.token })).json().delivered_at !== null, true);

      // Box B is delivered later: now every box is.
      await addScripts(scriptFile, { '1ZB': { start, events: [{ after_seconds: 0, status: 'accepted' }, { after_seconds: 300, status: 'delivered' }] } });
      await world.db.exec('UPDATE tracking_polls SET next_poll_at = now()'); // the poll interval has passed
      assert.equal(await poller().runOnce(), 1, 'box A is delivered: its tracking stopped');
      await dispatcher.drain();
      const delivered = received('delivered');
      assert.equal(delivered.length, 1);
      assert.equal(delivered[0].method, 'PUT');
      assert.equal(delivered[0].path, `/hooks/delivered/${pkOf(order.url)}`);
      const now = (await world.request('GET', order.url, { token: org.token })).json();
      assert.deepEqual(JSON.parse(delivered[0].body), now);
      assert.ok(now.boxes.every((b: any) => b.url === boxA || b.url === boxB));

      // Nothing more: no box is active, a client's later change of the delivered order sends no second order-delivered.
      await world.db.exec('UPDATE tracking_polls SET next_poll_at = now()');
      assert.equal(await poller().runOnce(), 0);
      assert.equal((await world.request('PATCH', order.url, { token: org.token, body: { message: 'thanks' } })).statusCode, 200);
      await dispatcher.drain();
      assert.equal(received('delivered').length, 1);
      assert.equal(received('scan').length, 1);
    } finally {
      await dispatcher.stop();
    }
  });

  it('sends no acceptance-scan for a box without the packing cost field, and none for a later accepted scan', async () => {
    const order = await createOrder([{ tracking_number: '1ZC' }]);
    const start = past(5);
    await addScripts(scriptFile, { '1ZC': { start, events: [{ after_seconds: 0, status: 'accepted' }] } });
    const dispatcher = createDispatcher({ db: world.db, config: world.config });
    try {
      await poller().runOnce();
      // The field arrives after the first accepted scan: a later accepted scan is not the first one.
      const box = order.boxes[0].url;
      assert.equal((await world.request('PATCH', box, { token: org.token, body: { custom_fields: { PACKING_GROUP_TRANSACTION_AMOUNT: { value: '2.00 USD' } } } })).statusCode, 200);
      await addScripts(scriptFile, { '1ZC': { start, events: [{ after_seconds: 0, status: 'accepted' }, { after_seconds: 30, status: 'accepted', description: 'Again' }] } });
      await world.db.exec('UPDATE tracking_polls SET next_poll_at = now()');
      await poller().runOnce();
      assert.equal((await world.request('GET', `${box}tracking/`, { token: org.token })).json().count, 2);
      await dispatcher.drain();
      assert.equal(received('scan').length, 0);
    } finally {
      await dispatcher.stop();
    }
  });

  it('sends order-delivered once when a client PATCHes delivered_at on every box', async () => {
    const order = await createOrder([{ tracking_number: null }, {}], { shipping: { ship_via: 'DHL' } });
    const [boxA, boxB] = order.boxes.map((b: { url: string }) => b.url);
    const dispatcher = createDispatcher({ db: world.db, config: world.config });
    try {
      assert.equal((await world.request('PATCH', boxA, { token: org.token, body: { delivered_at: '2024-05-01T10:00:00Z' } })).statusCode, 200);
      await dispatcher.drain();
      assert.equal(received('delivered').length, 0, 'one box of two');
      assert.equal((await world.request('PATCH', boxB, { token: org.token, body: { delivered_at: '2024-05-01T11:00:00Z' } })).statusCode, 200);
      await dispatcher.drain();
      assert.equal(received('delivered').length, 1);
      assert.deepEqual(JSON.parse(received('delivered')[0].body), (await world.request('GET', order.url, { token: org.token })).json());
      assert.equal((await world.request('PATCH', boxB, { token: org.token, body: { description: 'left at the door' } })).statusCode, 200);
      await dispatcher.drain();
      assert.equal(received('delivered').length, 1, 'once');
    } finally {
      await dispatcher.stop();
    }
  });

  it('sends order-delivered once for an order created with every box delivered, and none for one with a box to deliver', async () => {
    const dispatcher = createDispatcher({ db: world.db, config: world.config });
    try {
      await createOrder([{ delivered_at: '2024-05-01T10:00:00Z' }, {}]);
      const order = await createOrder([{ delivered_at: '2024-05-01T10:00:00Z' }, { delivered_at: '2024-05-01T11:00:00Z' }], { primary_id: 'T-2' });
      await dispatcher.drain();
      assert.equal(received('delivered').length, 1);
      assert.deepEqual(JSON.parse(received('delivered')[0].body), (await world.request('GET', order.url, { token: org.token })).json());
    } finally {
      await dispatcher.stop();
    }
  });

  it('a failed write sends nothing: order-delivered is in the transaction of the change', async () => {
    const order = await createOrder([{}]);
    const res = await world.request('PATCH', order.url, {
      token: org.token, body: { boxes: [{ url: order.boxes[0].url, delivered_at: '2024-05-01T10:00:00Z', weight: 'heavy' }] },
    });
    assert.equal(res.statusCode, 400);
    const dispatcher = createDispatcher({ db: world.db, config: world.config });
    try {
      await dispatcher.drain();
      assert.equal(received('delivered').length, 0);
    } finally {
      await dispatcher.stop();
    }
  });
});
