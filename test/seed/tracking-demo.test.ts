/**
 * The tracking demo (`boxline seed --tracking`): tracked orders whose scripted scans play out over about a
 * minute once the worker asks; here the scripted adapter's clock is moved on instead of waiting. And the
 * command itself, as an operator runs it.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from '../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { seedTrackingDemo } from '../../src/seed/tracking-demo.ts';
import { createTrackingPoller } from '../../src/carriers/poller.ts';
import { createCarriers } from '../../src/carriers/registry.ts';
import { createScriptedAdapter } from '../../src/carriers/scripted.ts';
import { recordBoxScans } from '../../src/orders/writing/tracking-scans.ts';
import { runInProcess } from '../cli/support.ts';

describe('tracking demo', () => {
  let world: TestWorld;
  let org: TestOrg;
  let dir: string;

  before(async () => {
    world = await createWorld();
    org = await world.createOrg();
    dir = mkdtempSync(join(tmpdir(), 'boxline-tracking-demo-'));
  });
  after(async () => {
    await world.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates tracked orders whose scans play out within about a minute, ending delivered with both events sent', async () => {
    const file = join(dir, 'script.json');
    const demo = await seedTrackingDemo(world.db, org.id, file);
    assert.deepEqual(demo, { orders: 3, boxes: 4, scriptFile: file });
    const scripts = JSON.parse(readFileSync(file, 'utf8'));
    assert.equal(Object.keys(scripts).length, 4);
    const lastScan = Math.max(...Object.values<any>(scripts).flatMap((s) => s.events.map((e: any) => e.after_seconds)));
    assert.ok(lastScan >= 45 && lastScan <= 90, `the last scan comes after about a minute (${lastScan} s)`);

    let clock = Date.now();
    const poller = createTrackingPoller({
      db: world.db, carriers: createCarriers({}, createScriptedAdapter(file, { now: () => clock })),
      config: { pollIntervalMs: 60_000, tickMs: 0 }, record: (box, scans) => recordBoxScans(world.db, box, scans),
    });
    assert.equal(await poller.runOnce(), 4, 'the worker asks about every demo box');
    const waits = await world.db.rows<{ wait_s: number }>(sql`SELECT extract(epoch FROM next_poll_at - now())::float8 AS wait_s FROM tracking_polls`);
    assert.ok(waits.every((w) => w.wait_s <= 11), 'each box is asked again when its next scan is due, not after the poll interval');

    clock += 90_000;
    await world.db.exec('UPDATE tracking_polls SET next_poll_at = now()');
    await poller.runOnce();
    const orders = (await world.request('GET', `${org.url}orders/?expand=boxes`, { token: org.token })).json();
    assert.equal(orders.count, 3);
    for (const order of orders.results) {
      assert.ok(order.boxes.every((b: any) => b.delivered_at && b.tracking.at(-1).status === 'delivered'), `${order.primary_id} delivered`);
    }
    const [events] = await world.db.rows<{ delivered: number; scans: number }>(sql`
      SELECT count(*) FILTER (WHERE entity = 'order-delivered')::int AS delivered, count(*) FILTER (WHERE entity = 'acceptance-scan')::int AS scans
      FROM events WHERE org_id = ${org.id}`);
    assert.deepEqual(events, { delivered: 3, scans: 3 });
  });

  it('`boxline seed --tracking` writes the orders and the scripts and says how to watch them', async () => {
    const dataDir = join(dir, 'data');
    mkdirSync(dataDir);
    const res = await runInProcess(world.db, ['seed', '--tracking', '--json'], { env: { DATA_DIR: dataDir } });
    assert.equal(res.code, 0, res.stderr);
    const out = JSON.parse(res.stdout);
    assert.deepEqual(out.tracking, { orders: 3, boxes: 4, scriptFile: join(dataDir, 'tracking-script.json') });
    assert.equal(Object.keys(JSON.parse(readFileSync(join(dataDir, 'tracking-script.json'), 'utf8'))).length, 4);
  });
});
