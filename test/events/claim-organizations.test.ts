/**
 * Deliveries of many organizations are claimed together: the dispatcher finds due deliveries across organizations
 * without a lock, then locks and claims them organization by organization (src/db/claim-by-org.ts, what makes the
 * claim run on Citus). Every organization found gets its deliveries in the same claim, none twice.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { claimDeliveries, expireStaleClaims } from '../../src/events/claim.ts';
import { startReceiver, type Receiver } from './support/receiver.ts';
import { emit, subscribe } from './support/webhooks.ts';

const ORGANIZATIONS = 6;

describe('claims across organizations', () => {
  let world: TestWorld;
  let receiver: Receiver;
  const orgs: TestOrg[] = [];

  before(async () => {
    world = await createWorld();
    receiver = await startReceiver();
    for (let i = 0; i < ORGANIZATIONS; i++) {
      const org = await world.createOrg();
      await subscribe(world, org, `${receiver.url}org${i}/`);
      orgs.push(org);
    }
  });
  after(async () => {
    await receiver.close();
    await world.close();
  });

  it('claims the due deliveries of every organization in one claim, each once, and expires them all', async () => {
    for (const org of orgs) for (const key of ['a', 'b']) await emit(world, org, key, { key });
    const claimed = await claimDeliveries(world.db, { dispatcherId: 'one', limit: 100, leaseMs: 300 });
    assert.equal(claimed.length, ORGANIZATIONS * 2);
    assert.deepEqual(new Set(claimed.map((c) => c.orgId)), new Set(orgs.map((o) => o.id)), 'every organization claimed');
    assert.equal(new Set(claimed.map((c) => c.id)).size, claimed.length, 'no delivery twice');
    for (const c of claimed) {
      const i = orgs.findIndex((o) => o.id === c.orgId);
      assert.equal(c.remoteUrl, `${receiver.url}org${i}/`, "each delivery goes to its own organization's webhook");
    }
    assert.equal((await claimDeliveries(world.db, { dispatcherId: 'two', limit: 100, leaseMs: 60_000 })).length, 0, 'nothing while the leases hold');

    // The leases run out (the dispatcher died): every organization's claims expire, and the next attempts are claimed.
    await new Promise((r) => setTimeout(r, 400));
    assert.equal(await expireStaleClaims(world.db), ORGANIZATIONS * 2);
    const again = await claimDeliveries(world.db, { dispatcherId: 'two', limit: 100, leaseMs: 60_000 });
    assert.deepEqual(new Set(again.map((c) => c.orgId)), new Set(orgs.map((o) => o.id)));
    assert.deepEqual(again.map((c) => c.attempt), Array(ORGANIZATIONS * 2).fill(2));
  });
});
