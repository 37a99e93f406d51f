/**
 * The tracking poller against the database: two pollers never ask about one box at once, failures back off per
 * box (at least a 429's Retry-After), tracking stops after delivery, scans are recorded once, and only boxes
 * whose tracking is active (ship_via exactly UPS, FedEx or USPS, a tracking number, a carrier that is on) are
 * asked about. The adapters here are test adapters behind the same interface; the record step is the real one.
 */
import { describe, it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { createTrackingPoller, failureDelayMs, BACKOFF_MAX_MS } from '../../src/carriers/poller.ts';
import { createCarriers } from '../../src/carriers/registry.ts';
import { CarrierError, type CarrierEvent, type TrackResult, type TrackingAdapter } from '../../src/carriers/types.ts';
import { recordBoxScans } from '../../src/orders/writing/tracking-scans.ts';

/** An adapter whose answers the test decides, counting calls and calls in flight per number. */
function testAdapter(name: string, answer: (n: string) => Promise<TrackResult> | TrackResult) {
  const calls: string[] = [];
  const inFlight = new Map<string, number>();
  let maxInFlight = 0;
  const adapter: TrackingAdapter = {
    name,
    async track(n) {
      calls.push(n);
      inFlight.set(n, (inFlight.get(n) ?? 0) + 1);
      maxInFlight = Math.max(maxInFlight, inFlight.get(n)!);
      try {
        return await answer(n);
      } finally {
        inFlight.set(n, inFlight.get(n)! - 1);
      }
    },
  };
  return { adapter, calls, maxInFlight: () => maxInFlight };
}

const event = (status: CarrierEvent['status'], occurredAt: string): CarrierEvent => ({ status, occurredAt, description: status, location: null });

describe('tracking poller', () => {
  let world: TestWorld;
  let org: TestOrg;

  const makeOrder = async (shipVia: string | null, numbers: (string | null)[]) => {
    const res = await world.request('POST', `${org.url}orders/`, {
      token: org.token, body: { primary_id: 'P', shipping: { ship_via: shipVia }, boxes: numbers.map((n) => ({ tracking_number: n })) },
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json();
  };
  const poller = (adapters: Record<string, TrackingAdapter>, interval = 60_000) => createTrackingPoller({
    db: world.db, carriers: createCarriers(adapters, null), config: { pollIntervalMs: interval, tickMs: 0 },
    record: (box, scans) => recordBoxScans(world.db, box, scans),
  });
  const pollRow = async (number: string) => (await world.db.rows<{ failures: number; wait_s: number; last_error: string | null }>(sql`
    SELECT failures, extract(epoch FROM next_poll_at - now())::float8 AS wait_s, last_error FROM tracking_polls WHERE tracking_number = ${number}`))[0];
  const makeDue = () => world.db.exec('UPDATE tracking_polls SET next_poll_at = now()');

  before(async () => {
    world = await createWorld();
  });
  beforeEach(async () => {
    await world.reset();
    org = await world.createOrg();
  });
  after(() => world.close());

  it('two pollers running at once never ask about the same box at once, and each box is asked once', async () => {
    const numbers = Array.from({ length: 6 }, (_, i) => `1Z${i}`);
    for (const n of numbers) await makeOrder('UPS', [n]);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => { open = resolve; });
    const t = testAdapter('UPS', async () => {
      await gate;
      return { kind: 'events', events: [event('in_transit', '2024-03-01T10:00:00Z')] };
    });
    const a = createTrackingPoller({
      db: world.db, carriers: createCarriers({ UPS: t.adapter }, null), config: { pollIntervalMs: 60_000, tickMs: 0 }, batch: 4,
      record: (box, scans) => recordBoxScans(world.db, box, scans),
    });
    const b = createTrackingPoller({
      db: world.db, carriers: createCarriers({ UPS: t.adapter }, null), config: { pollIntervalMs: 60_000, tickMs: 0 }, batch: 4,
      record: (box, scans) => recordBoxScans(world.db, box, scans),
    });
    const runs = Promise.all([a.runOnce(), b.runOnce()]);
    // Both pollers have leased their boxes and are waiting on the carrier: a third round finds nothing to take.
    await new Promise((r) => setTimeout(r, 200));
    const c = poller({ UPS: t.adapter });
    const third = c.runOnce();
    open();
    const [leasedA, leasedB] = await runs;
    assert.equal(leasedA + leasedB + (await third), 6);
    assert.deepEqual([...t.calls].sort(), numbers);
    assert.equal(t.maxInFlight(), 1);
    const [row] = await world.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM tracking_events WHERE org_id = ${org.id}`);
    assert.equal(row.n, 6);
  });

  it('backs off per box after failures (1 min, then 2 min), at least the Retry-After of a 429, and resets after a success', async () => {
    await makeOrder('UPS', ['1ZFAIL']);
    await makeOrder('FedEx', ['FX1']);
    let failing: CarrierError | null = new CarrierError('unavailable', 'HTTP 503');
    const ups = testAdapter('UPS', () => {
      if (failing) throw failing;
      return { kind: 'events', events: [] };
    });
    const fedex = testAdapter('FedEx', () => ({ kind: 'events', events: [] }));
    const p = poller({ UPS: ups.adapter, FedEx: fedex.adapter });
    await p.runOnce();
    let row = await pollRow('1ZFAIL');
    assert.equal(row.failures, 1);
    assert.ok(row.wait_s > 50 && row.wait_s <= 60, `first backoff ~60 s, got ${row.wait_s}`);
    assert.match(row.last_error!, /503/);
    await p.runOnce();
    assert.equal(ups.calls.length, 1, 'not asked again before its time');
    assert.equal(fedex.calls.length, 1, 'the other box is not held back');

    await makeDue();
    await p.runOnce();
    row = await pollRow('1ZFAIL');
    assert.equal(row.failures, 2);
    assert.ok(row.wait_s > 110 && row.wait_s <= 120, `second backoff ~120 s, got ${row.wait_s}`);

    failing = new CarrierError('rate_limited', 'HTTP 429', 3600_000);
    await makeDue();
    await p.runOnce();
    row = await pollRow('1ZFAIL');
    assert.ok(row.wait_s > 3590, `a 429 waits its Retry-After, got ${row.wait_s}`);

    failing = null;
    await makeDue();
    const calls = ups.calls.length;
    await p.runOnce();
    assert.equal(ups.calls.length, calls, 'the carrier is paused until its Retry-After has passed');

    const fresh = poller({ UPS: ups.adapter });
    await makeDue();
    await fresh.runOnce();
    row = await pollRow('1ZFAIL');
    assert.equal(row.failures, 0);
    assert.equal(row.last_error, null);
    assert.ok(row.wait_s > 50 && row.wait_s <= 60, 'back to the poll interval');
  });

  it('grows the delay by doubling up to 6 hours', () => {
    assert.deepEqual([1, 2, 3, 4].map((n) => failureDelayMs(n)), [60_000, 120_000, 240_000, 480_000]);
    assert.equal(failureDelayMs(30), BACKOFF_MAX_MS);
    assert.equal(failureDelayMs(1, 90_000), 90_000);
  });

  it('stops asking about a box once it is delivered, and records each scan once', async () => {
    const order = await makeOrder('USPS', ['9400A']);
    const scans = [event('accepted', '2024-03-01T10:00:00Z'), event('in_transit', '2024-03-02T10:00:00Z')];
    const usps = testAdapter('USPS', () => ({ kind: 'events', events: [...scans, ...scans] }));
    const p = poller({ USPS: usps.adapter });
    await p.runOnce();
    await makeDue();
    await p.runOnce();
    const list = async () => (await world.request('GET', `${order.boxes[0].url}tracking/`, { token: org.token })).json();
    assert.equal((await list()).count, 2, 'scans repeated in one answer and across answers are recorded once');

    scans.push(event('delivered', '2024-03-03T10:00:00Z'));
    await makeDue();
    await p.runOnce();
    assert.equal((await list()).count, 3);
    assert.equal((await world.request('GET', order.boxes[0].url, { token: org.token })).json().delivered_at, '2024-03-03T10:00:00Z');
    assert.equal(await pollRow('9400A'), undefined, 'its poll row is gone');
    const calls = usps.calls.length;
    await makeDue();
    assert.equal(await p.runOnce(), 0);
    assert.equal(usps.calls.length, calls);
  });

  it('asks only about active boxes of carriers that are on, and again after the tracking number changes', async () => {
    await makeOrder('UPS', ['1ZON', null]);
    await makeOrder('ups', ['1ZLOWER']);
    await makeOrder('DHL', ['DHL1']);
    await makeOrder('FedEx', ['FXOFF']);
    const order = await makeOrder('UPS', ['1ZOLD']);
    const ups = testAdapter('UPS', () => ({ kind: 'not_found' }));
    const p = poller({ UPS: ups.adapter });
    await p.runOnce();
    assert.deepEqual([...ups.calls].sort(), ['1ZOLD', '1ZON']);
    assert.equal((await pollRow('1ZON')).last_error, 'not found');

    const res = await world.request('PATCH', order.boxes[0].url, { token: org.token, body: { tracking_number: '1ZNEW' } });
    assert.equal(res.statusCode, 200);
    await p.runOnce();
    assert.deepEqual(ups.calls.slice(2), ['1ZNEW']);
  });

  it('does nothing when no carrier is on and nothing is scripted', async () => {
    await makeOrder('UPS', ['1ZIDLE']);
    assert.equal(await poller({}).runOnce(), 0);
    const [row] = await world.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM tracking_polls`);
    assert.equal(row.n, 0);
  });

  it('leaves a lease to its poller until it is released: a stopped poller gives its leases back', async () => {
    await makeOrder('UPS', ['1ZLEASE']);
    let open!: () => void;
    let entered!: () => void;
    const gate = new Promise<void>((resolve) => { open = resolve; });
    const asked = new Promise<void>((resolve) => { entered = resolve; });
    const ups = testAdapter('UPS', async () => {
      entered();
      await gate;
      return { kind: 'events', events: [] };
    });
    const p = poller({ UPS: ups.adapter });
    const run = p.runOnce();
    await asked; // the carrier is being asked: the box is leased
    const [leased] = await world.db.rows<{ leased_by: string | null }>(sql`SELECT leased_by FROM tracking_polls`);
    assert.equal(leased.leased_by, p.id);
    open();
    await run;
    await p.stop();
    const [after] = await world.db.rows<{ leased_by: string | null }>(sql`SELECT leased_by FROM tracking_polls`);
    assert.equal(after.leased_by, null);
  });
});
