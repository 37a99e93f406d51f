import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import { ShippingRefusal, type ShippingRefusalReason } from '../../../src/shipping/refusals.ts';
import { shippingDeps } from '../../../src/shipping/deps.ts';
import { closeBox, packState, restartBox, scanItem } from '../../../src/shipping/pack/station.ts';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { packable, sandboxAccount } from './support.ts';
import { drain } from '../../batches/support.ts';
import { encodeId } from '../../../src/core/ids.ts';

/** The domain refuses as data (a ShippingRefusal of this kind and values); the console words it (test/console/pack.test.ts). */
const refusedAs = (expected: ShippingRefusalReason) => (err: unknown) => {
  assert.ok(err instanceof ShippingRefusal, `a ShippingRefusal, not ${String(err)}`);
  assert.deepEqual(err.refusal, expected);
  return true;
};

describe('the pack station (domain)', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;

  before(async () => {
    world = await createWorld({ WALLET_TOKEN_KEY: 'k'.repeat(40) });
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg('Other');
  });
  after(() => world.close());

  const scans = async (orgId: number) => world.db.rows(sql`SELECT item_id, scanned FROM pack_scans WHERE org_id = ${orgId} ORDER BY item_id`);
  const counts = async (orgId: number, orderId: number) =>
    (await packState(world.db, orgId, orderId)).boxes.map((b) => b.lines.map((l) => `${l.part_number}:${l.scanned}/${l.quantity}`));

  it('counts a right item up by part number or barcode custom field; goods only; the state survives a re-read', async () => {
    const p = await packable(world, orgA);
    const state = await packState(world.db, orgA.id, p.orderId);
    assert.equal(state.current?.id, p.boxIds[0]);
    assert.deepEqual(await counts(orgA.id, p.orderId), [['WID-1:0/2', 'GAD-9:0/1'], ['BIG-1:0/1']]);
    const first = await scanItem(world.db, orgA.id, p.orderId, ' wid-1 ', orgA.userId);
    assert.equal(first.kind, 'counted');
    assert.equal(first.kind === 'counted' && first.boxComplete, false);
    const byBarcode = await scanItem(world.db, orgA.id, p.orderId, '0123456789012', orgA.userId);
    assert.equal(byBarcode.kind === 'counted' && byBarcode.line.part_number, 'GAD-9');
    assert.deepEqual(await counts(orgA.id, p.orderId), [['WID-1:1/2', 'GAD-9:1/1'], ['BIG-1:0/1']]);
    const last = await scanItem(world.db, orgA.id, p.orderId, 'WID-1', orgA.userId);
    assert.equal(last.kind === 'counted' && last.boxComplete, true, 'the last unit completes the box');
  });

  it('refuses a wrong, an extra and another box\'s item, writing nothing', async () => {
    const p = await packable(world, orgA);
    await scanItem(world.db, orgA.id, p.orderId, 'GAD-9', null);
    const before = await scans(orgA.id);
    const wrong = await scanItem(world.db, orgA.id, p.orderId, 'NOPE-7', null);
    assert.deepEqual(wrong.kind === 'refused' && wrong.reason, 'unknown');
    const extra = await scanItem(world.db, orgA.id, p.orderId, 'GAD-9', null);
    assert.deepEqual(extra.kind === 'refused' && [extra.reason, extra.line?.part_number], ['extra', 'GAD-9']);
    const other = await scanItem(world.db, orgA.id, p.orderId, 'BIG-1', null);
    assert.deepEqual(other.kind === 'refused' && [other.reason, other.boxNumber], ['other_box', 2]);
    const discount = await scanItem(world.db, orgA.id, p.orderId, 'DISC', null);
    assert.equal(discount.kind === 'refused' && discount.reason, 'unknown', 'a discount line is not packed');
    assert.deepEqual(await scans(orgA.id), before, 'nothing written');
    await assert.rejects(scanItem(world.db, orgA.id, p.orderId, '  ', null), refusedAs({ kind: 'invalid', fields: [{ path: 'code', reason: 'blank_code', values: { scan: 'item' } }] }));
  });

  it('keeps each organization to its own orders', async () => {
    const p = await packable(world, orgA);
    const noOrder = refusedAs({ kind: 'missing', what: 'order' });
    await assert.rejects(packState(world.db, orgB.id, p.orderId), noOrder);
    await assert.rejects(scanItem(world.db, orgB.id, p.orderId, 'WID-1', null), noOrder);
    await assert.rejects(restartBox(world.db, orgB.id, p.orderId, p.boxIds[0]!), noOrder);
    await assert.rejects(closeBox(shippingDeps(world.app), { id: orgB.id }, p.orderId, p.boxIds[0]!), noOrder);
    await assert.rejects(restartBox(world.db, orgA.id, p.orderId, p.boxIds[0]! + 1000), refusedAs({ kind: 'missing', what: 'box' }));
    assert.deepEqual(await scans(orgB.id), []);
  });

  it('closes a complete box with the default account and service, then packs the next box', async () => {
    const org = await world.createOrg();
    const deps = shippingDeps(world.app);
    await sandboxAccount(world, org, { name: 'Other' });
    const chosen = await sandboxAccount(world, org, { name: 'Default', is_default: true, default_service: 'overnight' });
    const p = await packable(world, org);
    const ref = { id: org.id, base: `/api/v2/orgs/${org.pk}` };
    await assert.rejects(closeBox(deps, ref, p.orderId, p.boxIds[0]!), refusedAs({ kind: 'units_to_scan', missing: 3 }));
    for (const code of ['WID-1', 'WID-1', 'GAD-9']) await scanItem(world.db, org.id, p.orderId, code, null);
    const label = await closeBox(deps, ref, p.orderId, p.boxIds[0]!);
    assert.deepEqual([label.status, label.carrier_account_id, label.service, label.format], ['purchased', chosen.id, 'overnight', 'pdf']);
    await assert.rejects(closeBox(deps, ref, p.orderId, p.boxIds[0]!), refusedAs({ kind: 'box_closed', attempt: 'close' }));
    const state = await packState(world.db, org.id, p.orderId);
    assert.equal(state.current?.id, p.boxIds[1], 'the next box is packed now');
    const refused = await scanItem(world.db, org.id, p.orderId, 'WID-1', null);
    assert.equal(refused.kind === 'refused' && refused.reason, 'other_box', 'a closed box takes nothing more');
    await assert.rejects(restartBox(world.db, org.id, p.orderId, p.boxIds[0]!), refusedAs({ kind: 'box_closed', attempt: 'restart' }));
  });

  it('without a default service buys the cheapest; without accounts says what to do; restart forgets the counts', async () => {
    const org = await world.createOrg();
    const deps = shippingDeps(world.app);
    const ref = { id: org.id, base: `/api/v2/orgs/${org.pk}` };
    const p = await packable(world, org);
    await scanItem(world.db, org.id, p.orderId, 'BIG-1', null);
    for (const code of ['WID-1', 'WID-1', 'GAD-9']) await scanItem(world.db, org.id, p.orderId, code, null);
    await assert.rejects(closeBox(deps, ref, p.orderId, p.boxIds[0]!), refusedAs({ kind: 'no_carrier_account' }));
    await sandboxAccount(world, org, { name: 'Default', is_default: true });
    const label = await closeBox(deps, ref, p.orderId, p.boxIds[0]!);
    assert.equal(label.service, 'ground', 'the cheapest service of the default account');
    await scanItem(world.db, org.id, p.orderId, 'BIG-1', null);
    await restartBox(world.db, org.id, p.orderId, p.boxIds[1]!);
    assert.deepEqual(await counts(org.id, p.orderId), [['WID-1:2/2', 'GAD-9:1/1'], ['BIG-1:0/1']]);
  });

  it('buys with the rule of the order\'s labels batch (its account and service, or its account\'s cheapest), else the default', async () => {
    const org = await world.createOrg();
    const deps = shippingDeps(world.app);
    const ref = { id: org.id, base: `/api/v2/orgs/${org.pk}` };
    await sandboxAccount(world, org, { name: 'Default', is_default: true, default_service: 'overnight' });
    const batchAccount = await sandboxAccount(world, org, { name: 'Batch account' });
    /** An order labelled by a batch with `rule`, whose first box's label was then voided: packed again. */
    const repacked = async (rule: Record<string, unknown>) => {
      const p = await packable(world, org);
      const batch = await world.request('POST', `/api/v2/orgs/${org.pk}/batches/`, { token: org.token, body: { action: 'labels', orders: [p.orderUrl], ...rule } });
      assert.equal(batch.statusCode, 202, batch.body);
      await drain(world);
      const voided = await world.request('DELETE', `${p.orderUrl}boxes/${encodeId(p.boxIds[0]!)}/label/`, { token: org.token });
      assert.equal(voided.statusCode, 200, voided.body);
      for (const code of ['WID-1', 'WID-1', 'GAD-9']) await scanItem(world.db, org.id, p.orderId, code, null);
      return closeBox(deps, ref, p.orderId, p.boxIds[0]!);
    };
    const fixed = await repacked({ carrier_account: batchAccount.url, service: 'express' });
    assert.deepEqual([fixed.carrier_account_id, fixed.service], [batchAccount.id, 'express'], 'the batch\'s account and service');
    const cheapest = await repacked({ carrier_account: batchAccount.url, service: 'cheapest' });
    assert.deepEqual([cheapest.carrier_account_id, cheapest.service], [batchAccount.id, 'ground'], 'the cheapest rate of the batch\'s account');
    // A pick list batch has no rule: the default choice.
    const p = await packable(world, org);
    assert.equal((await world.request('POST', `/api/v2/orgs/${org.pk}/batches/`, { token: org.token, body: { action: 'pick_list', orders: [p.orderUrl] } })).statusCode, 202);
    for (const code of ['WID-1', 'WID-1', 'GAD-9']) await scanItem(world.db, org.id, p.orderId, code, null);
    const label = await closeBox(deps, ref, p.orderId, p.boxIds[0]!);
    assert.equal(label.service, 'overnight', 'the default account\'s service');
  });
});
