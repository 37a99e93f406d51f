// Rating an order, and the default choice that rates a box, refuse as data (ShippingRefusal), called directly: an
// order not there (`missing`), boxes and accounts that are not the order's or the organization's (`invalid`, each at
// its index, all at once), no account at all (`no_carrier_account`), no rate from any (`no_rate_for_box`, with the
// default account's name and the carriers' messages). How the API words them: test/http/shipping-refusals.test.ts.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { rateOrder } from '../../src/shipping/rates.ts';
import { chooseRate } from '../../src/shipping/choose-rate.ts';
import { defaultShippingChoice } from '../../src/shipping/default-choice.ts';
import { shippingDeps } from '../../src/shipping/deps.ts';
import { createWorld, type TestWorld } from '../support/app.ts';
import { idOf, refusedWith, shippable } from './support.ts';

describe('rating\'s refusals (ShippingRefusal, called directly)', () => {
  let world: TestWorld;
  before(async () => { world = await createWorld(); });
  after(() => world.close());
  const deps = () => shippingDeps(world.app);

  it('missing order; invalid boxes and accounts, each at its index', async () => {
    const org = await world.createOrg();
    const s = await shippable(world, org);
    const other = await shippable(world, await world.createOrg());
    const orderId = idOf(s.order);
    await refusedWith(rateOrder(deps(), org.id, orderId + 1000, { boxIds: null, accountIds: null }), { kind: 'missing', what: 'order' });
    await refusedWith(rateOrder(deps(), org.id, idOf(other.order), { boxIds: null, accountIds: null }), { kind: 'missing', what: 'order' });
    await refusedWith(rateOrder(deps(), org.id, orderId, { boxIds: [idOf(s.boxes[0]!), null, idOf(other.boxes[0]!)], accountIds: [idOf(other.account), idOf(s.account)] }), {
      kind: 'invalid', fields: [
        { path: 'boxes[1]', reason: 'unknown_box' }, { path: 'boxes[2]', reason: 'unknown_box' }, { path: 'carrier_accounts[0]', reason: 'unknown_account' },
      ],
    });
  });

  it('the default choice: no carrier account, or no rate from the default account (its name and the carrier\'s words)', async () => {
    const org = await world.createOrg();
    const s = await shippable(world, org);
    const orderId = idOf(s.order);
    const boxId = idOf(s.boxes[0]!);
    await world.request('DELETE', s.account, { token: org.token });
    await refusedWith(defaultShippingChoice(deps(), org.id, orderId, boxId), { kind: 'no_carrier_account' });
    const account = await world.request('POST', `/api/v2/orgs/${org.pk}/carrier-accounts/`, { token: org.token, body: {
      carrier: 'sandbox', name: 'Tiny', is_default: true, rate_sheet: 'service,zone,max_weight_lb,amount,delivery_days\nground,1,1,5.00,2\n' } });
    assert.equal(account.statusCode, 201, account.body);
    await world.request('PATCH', s.boxes[0]!, { token: org.token, body: { weight: '50 lbs' } });
    const { messages, rate } = await chooseRate(deps(), org.id, orderId, boxId, null);
    assert.equal(rate, null);
    await refusedWith(defaultShippingChoice(deps(), org.id, orderId, boxId), { kind: 'no_rate_for_box', rule: { defaultAccount: 'Tiny' }, messages });
  });
});
