// Buying and voiding a label refuse as data (ShippingRefusal), called directly (buyLabel, voidLabel): a box or label
// not there (`missing`), an account, service or wallet sub-account that cannot be used (`invalid`, naming the field),
// a box with a label (`label_exists`), nothing to void. Nothing is bought. How the API words them:
// test/http/shipping-refusals.test.ts; the routes: test/shipping/labels.test.ts, test/shipping/refusals.test.ts.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import { buyLabel, type LabelOrder } from '../../../src/shipping/labels/purchase.ts';
import { voidLabel } from '../../../src/shipping/labels/void.ts';
import { shippingDeps } from '../../../src/shipping/deps.ts';
import { createWorld, type TestWorld } from '../../support/app.ts';
import { idOf, refusedWith, shippable } from '../support.ts';

describe('a label\'s refusals (ShippingRefusal, called directly)', () => {
  let world: TestWorld;
  before(async () => { world = await createWorld({ WALLET_TOKEN_KEY: 'k'.repeat(40) }); });
  after(() => world.close());
  const deps = () => shippingDeps(world.app);
  const purchases = async (orgId: number) => (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM label_purchases WHERE org_id = ${orgId}`))!.n;

  it('buying: missing box, invalid account, service and wallet sub-account, then label_exists', async () => {
    const org = await world.createOrg();
    const s = await shippable(world, org);
    const stranger = await shippable(world, await world.createOrg());
    const ref = { id: org.id, base: `/api/v2/orgs/${org.pk}` };
    const label: LabelOrder = { orderId: idOf(s.order), boxId: idOf(s.boxes[0]!), accountId: idOf(s.account), service: 'ground', format: 'pdf', size: '4x6',
      walletSubaccountId: null, idempotencyKey: null };
    await refusedWith(buyLabel(deps(), ref, { ...label, boxId: idOf(stranger.boxes[0]!) }), { kind: 'missing', what: 'box' });
    await refusedWith(buyLabel(deps(), ref, { ...label, accountId: idOf(stranger.account) }),
      { kind: 'invalid', fields: [{ path: 'carrier_account', reason: 'unknown_account' }] });
    await refusedWith(buyLabel(deps(), ref, { ...label, service: 'teleport' }),
      { kind: 'invalid', fields: [{ path: 'service', reason: 'unknown_service', values: { allowed: ['ground', 'express', 'overnight'] } }] });
    await refusedWith(buyLabel(deps(), ref, { ...label, walletSubaccountId: 999_999 }), { kind: 'invalid', fields: [{ path: 'wallet_subaccount', reason: 'unknown_wallet' }] });
    assert.equal(await purchases(org.id), 0);
    await buyLabel(deps(), ref, label);
    await refusedWith(buyLabel(deps(), ref, label), { kind: 'label_exists' });
    assert.equal(await purchases(org.id), 1);
  });

  it('voiding: missing label, then nothing_to_void once it is voided', async () => {
    const org = await world.createOrg();
    const s = await shippable(world, org);
    const ref = { id: org.id, base: `/api/v2/orgs/${org.pk}` };
    const [orderId, boxId] = [idOf(s.order), idOf(s.boxes[0]!)];
    await refusedWith(voidLabel(deps(), ref, orderId, boxId), { kind: 'missing', what: 'label' });
    await buyLabel(deps(), ref, { orderId, boxId, accountId: idOf(s.account), service: 'ground', format: 'pdf', size: '4x6', walletSubaccountId: null, idempotencyKey: null });
    await voidLabel(deps(), ref, orderId, boxId);
    await refusedWith(voidLabel(deps(), ref, orderId, boxId), { kind: 'nothing_to_void', status: 'voided' });
  });
});
