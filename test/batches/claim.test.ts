/**
 * The worker's claims: two workers at once run each item once; a claim whose lease ran out (its worker taken for
 * dead) records nothing, and the item's purchase, keyed to the item, is not bought again by the claim after it.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { shippingDeps } from '../../src/shipping/deps.ts';
import { claimItems, recordItem } from '../../src/batches/claim.ts';
import { runBatchesOnce } from '../../src/batches/run.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { makeOrders, sandboxAccount } from './support.ts';

describe('batch claims', () => {
  let world: TestWorld;

  before(async () => {
    world = await createWorld({ WALLET_TOKEN_KEY: 'k'.repeat(40) });
  });
  after(() => world.close());

  const newBatch = async (org: TestOrg, n: number) => {
    const account = await sandboxAccount(world, org);
    const orders = await makeOrders(world, org, Array.from({ length: n }, (_, i) => ({ primary_id: `W-${i}` })));
    const res = await world.request('POST', `/api/v2/orgs/${org.pk}/batches/`, { token: org.token, body: { action: 'labels', orders: orders.map((o) => o.url), carrier_account: account, service: 'ground' } });
    assert.equal(res.statusCode, 202, res.body);
    return res.json();
  };
  const counts = async (org: TestOrg) => world.db.one<{ purchases: number; boxes: number }>(sql`SELECT
    (SELECT count(*)::int FROM label_purchases WHERE org_id = ${org.id}) AS purchases,
    (SELECT count(DISTINCT box_id)::int FROM label_purchases WHERE org_id = ${org.id} AND status = 'purchased') AS boxes`);

  it('shares a batch between two workers, each item run once', async () => {
    const org = await world.createOrg();
    const batch = await newBatch(org, 8);
    const deps = shippingDeps(world.app);
    const opts = { ...world.config.shipping.batches, concurrency: 2 };
    const workerLoop = async () => {
      for (let i = 0; i < 100 && (await runBatchesOnce(deps, opts)) > 0; i++);
    };
    await Promise.all([workerLoop(), workerLoop()]);
    const ended = (await world.request('GET', batch.url, { token: org.token })).json();
    assert.deepEqual([ended.status, ended.done, ended.failed], ['done', 8, 0]);
    assert.deepEqual(await counts(org), { purchases: 8, boxes: 8 });
  });

  it('ignores the result of a claim whose lease ran out, and does not buy the item twice', async () => {
    const org = await world.createOrg();
    const batch = await newBatch(org, 1);
    const deps = shippingDeps(world.app);
    const opts = { ...world.config.shipping.batches, concurrency: 1 };
    const { items: [dead] } = await claimItems(world.db, 1, 60);
    assert.equal(dead.org_id, org.id);
    // Its worker stops answering: the lease runs out and the next round takes the item, buys its label and ends the batch.
    await world.db.rows(sql`UPDATE batch_items SET claimed_until = now() - interval '1 second' WHERE org_id = ${org.id} RETURNING 1`);
    for (let i = 0; i < 10 && (await runBatchesOnce(deps, opts)) > 0; i++);
    // The old claim comes back with a failure: it changes nothing.
    await recordItem(world.db, dead, { kind: 'failed', message: 'stale' });
    const ended = (await world.request('GET', batch.url, { token: org.token })).json();
    assert.deepEqual([ended.status, ended.done, ended.failed], ['done', 1, 0]);
    // Run again from scratch (as after a crash between the purchase and its record): the key answers the same label.
    await world.db.rows(sql`UPDATE batch_items SET status = 'queued' WHERE org_id = ${org.id} RETURNING 1`);
    await world.db.rows(sql`UPDATE batches SET status = 'running', done = 0 WHERE org_id = ${org.id} RETURNING 1`);
    for (let i = 0; i < 10 && (await runBatchesOnce(deps, opts)) > 0; i++);
    assert.equal((await world.request('GET', batch.url, { token: org.token })).json().done, 1);
    assert.deepEqual(await counts(org), { purchases: 1, boxes: 1 });
  });
});
