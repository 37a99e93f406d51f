// Every refusal of closing the day, thrown by its functions called directly (closeManifest, retryCarrierClose): a
// ManifestRefusal of its kind with the values behind it, nothing written. How the API words each kind:
// test/http/manifest-refusals.test.ts; the routes: test/v2/manifests/.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { closeManifest } from '../../src/manifests/close.ts';
import { retryCarrierClose } from '../../src/manifests/carrier-close.ts';
import { ManifestRefusal, type ManifestRefusalReason } from '../../src/manifests/refusals.ts';
import { dayIn } from '../../src/manifests/ship-date.ts';
import { shippingDeps } from '../../src/shipping/deps.ts';
import { createWorld, type TestWorld } from '../support/app.ts';
import { boughtLabel, idOf, sandboxAccount, WORLD_ENV } from './support.ts';
import { isRefusal } from '../support/refusals.ts';

/** Rejects with a ManifestRefusal whose data is exactly `expected`. */
const refused = (promise: Promise<unknown>, expected: ManifestRefusalReason) => assert.rejects(promise, isRefusal(ManifestRefusal, expected));

describe('closing the day\'s refusals (ManifestRefusal, called directly)', () => {
  let world: TestWorld;
  before(async () => { world = await createWorld(WORLD_ENV); });
  after(() => world.close());
  const deps = () => shippingDeps(world.app);
  const manifests = async (orgId: number) => (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM manifests WHERE org_id = ${orgId}`))!.n;

  it('invalid: a ship date that is no date, an account of another organization', async () => {
    const org = await world.createOrg();
    const stranger = await world.createOrg();
    const mine = await sandboxAccount(world, org);
    await boughtLabel(world, org, mine);
    await refused(closeManifest(deps(), org.id, { accountId: idOf(mine), shipDate: '2026-02-30' }),
      { kind: 'invalid', fields: [{ path: 'ship_date', reason: 'not_a_date' }] });
    await refused(closeManifest(deps(), org.id, { accountId: idOf(await sandboxAccount(world, stranger)), shipDate: null }),
      { kind: 'invalid', fields: [{ path: 'carrier_account', reason: 'unknown_account' }] });
    assert.equal(await manifests(org.id), 0);
  });

  it('nothing_to_manifest: no purchased label of the account is left for the day, which it names', async () => {
    const org = await world.createOrg();
    const account = await sandboxAccount(world, org);
    await refused(closeManifest(deps(), org.id, { accountId: idOf(account), shipDate: null }), { kind: 'nothing_to_manifest', shipDate: dayIn('UTC') });
    await refused(closeManifest(deps(), org.id, { accountId: idOf(account), shipDate: '2026-01-05' }), { kind: 'nothing_to_manifest', shipDate: '2026-01-05' });
    assert.equal(await manifests(org.id), 0);
  });

  it('missing, and carrier_close_not_failed: a retry of a manifest not there, or whose carrier close did not fail', async () => {
    const org = await world.createOrg();
    const account = await sandboxAccount(world, org);
    await boughtLabel(world, org, account);
    const m = await closeManifest(deps(), org.id, { accountId: idOf(account), shipDate: null });
    await refused(retryCarrierClose(deps(), org.id, m.id + 1000), { kind: 'missing', what: 'manifest' });
    await refused(retryCarrierClose(deps(), (await world.createOrg()).id, m.id), { kind: 'missing', what: 'manifest' });
    await refused(retryCarrierClose(deps(), org.id, m.id), { kind: 'carrier_close_not_failed', status: 'none' });
    await world.db.rows(sql`UPDATE manifests SET carrier_status = 'closed' WHERE org_id = ${org.id} AND id = ${m.id}`);
    await refused(retryCarrierClose(deps(), org.id, m.id), { kind: 'carrier_close_not_failed', status: 'closed' });
  });
});
