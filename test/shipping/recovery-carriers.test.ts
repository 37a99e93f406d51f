/**
 * Recovery of purchases a crash left pending with UPS, FedEx and USPS, which cannot be asked for a label by our
 * key: one whose carrier answer was kept is voided at the carrier by its tracking number (each fake sees the void)
 * and fails; one without (the process stopped during the call) waits for an operator (`attention`), holding the
 * box, until DELETE .../label/ settles it.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { decodeId } from '../../src/core/ids.ts';
import { shippingDeps, adapterOf } from '../../src/shipping/deps.ts';
import { recoverPurchases } from '../../src/shipping/labels/recovery.ts';
import { insertPending, recordCarrierAnswer } from '../../src/shipping/labels/queries.ts';
import { selectCarrierAccount } from '../../src/shipping/accounts/queries.ts';
import { orderForShipping, shipmentOf } from '../../src/shipping/shipment.ts';
import { createWorld, type TestWorld } from '../support/app.ts';
import { startUpsFake, UPS_FAKE_ACCOUNT, type UpsFake } from '../support/carriers/ups-fake.ts';
import { startFedexFake, FEDEX_FAKE_ACCOUNT, type FedexFake } from '../support/carriers/fedex-fake.ts';
import { startUspsFake, USPS_FAKE_ACCOUNT, type UspsFake } from '../support/carriers/usps-fake.ts';
import { ORDER } from './support.ts';

const idOf = (url: string) => decodeId(url.split('/').filter(Boolean).at(-1)!)!;

describe('recovery with carriers that cannot be asked by our key', () => {
  let world: TestWorld;
  let ups: UpsFake;
  let fedex: FedexFake;
  let usps: UspsFake;

  before(async () => {
    [ups, fedex, usps] = await Promise.all([startUpsFake(), startFedexFake(), startUspsFake()]);
    world = await createWorld({
      WALLET_TOKEN_KEY: 'k'.repeat(40), UPS_SHIPPING_BASE_URL: ups.baseUrl, FEDEX_SHIPPING_BASE_URL: fedex.baseUrl, USPS_SHIPPING_BASE_URL: usps.baseUrl,
    });
  });
  after(async () => {
    await world.close();
    await Promise.all([ups.close(), fedex.close(), usps.close()]);
  });

  const carriers = () => [
    { carrier: 'ups', credentials: UPS_FAKE_ACCOUNT, voidedAt: (tn: string) => ups.shipments.get(tn)?.voided },
    { carrier: 'fedex', credentials: FEDEX_FAKE_ACCOUNT, voidedAt: (tn: string) => fedex.shipments.get(tn)?.cancelled },
    { carrier: 'usps', credentials: USPS_FAKE_ACCOUNT, voidedAt: (tn: string) => usps.labels.get(tn)?.cancelled },
  ];

  for (const c of carriers()) {
    it(`${c.carrier}: voids a label whose answer was kept, leaves one without to an operator, never drops either`, async () => {
      const { voidedAt } = carriers().find((x) => x.carrier === c.carrier)!;
      const org = await world.createOrg();
      const deps = shippingDeps(world.app);
      const made = await world.request('POST', `/api/v2/orgs/${org.pk}/carrier-accounts/`, { token: org.token, body: { carrier: c.carrier, name: c.carrier, credentials: c.credentials } });
      assert.equal(made.statusCode, 201, made.body);
      // FedEx wants each party's phone.
      const body = {
        ...ORDER, shipping: { ship_from: { ...ORDER.shipping.ship_from, phone: '2175550100' }, ship_to: { ...ORDER.shipping.ship_to, phone: '7185550199' } },
        boxes: [1, 2].map(() => ({ weight: '1000 g', length: '30 cm', width: '20 cm', height: '10 cm' })),
      };
      const order = (await world.request('POST', `/api/v2/orgs/${org.pk}/orders/?expand=boxes`, { token: org.token, body })).json();
      const [box1, box2] = order.boxes.map((b: { url: string }) => b.url as string);
      const account = (await selectCarrierAccount(world.db, org.id, idOf(made.json().url)))!;
      const adapter = adapterOf(deps, account);
      assert.equal(adapter.findsLabels, false);
      assert.deepEqual(await adapter.findLabel('anything'), { kind: 'unknown' });
      const forShipping = (await orderForShipping(world.db, org.id, idOf(order.url), null))!;
      const service = (await adapter.rates(shipmentOf(forShipping, forShipping.boxes[0].parcel), account.services))[0].service;
      const pending = async (box: string, key: string) => (await insertPending(world.db, org.id, {
        orderId: idOf(order.url), boxId: idOf(box), accountId: account.id, carrier: c.carrier, service, format: 'pdf', size: '4x6',
        purchaseKey: key, idempotencyKey: null, walletSubaccountId: null,
      }))!;
      // Box 1: the carrier sold the label and its answer was kept, then the process died before recording it.
      const kept = await pending(box1, `${c.carrier}-kept-${org.id}`);
      const sold = await adapter.buyLabel({ ...shipmentOf(forShipping, forShipping.boxes[0].parcel), service, format: 'pdf', size: '4x6', purchaseKey: kept.purchase_key });
      await recordCarrierAnswer(world.db, org.id, kept.id, sold);
      // Box 2: the process died during the call: nobody knows whether the carrier sold one.
      await pending(box2, `${c.carrier}-lost-${org.id}`);

      // (The worker settles every organization's purchases: the counts are at least this one's.)
      const counts = await recoverPurchases(deps, 0);
      assert.ok(counts.voided >= 1 && counts.attention >= 1, JSON.stringify(counts));
      assert.equal(voidedAt(sold.trackingNumber), true, 'voided at the carrier by its tracking number');
      const label1 = (await world.request('GET', `${box1}label/`, { token: org.token })).json();
      assert.equal(label1.status, 'failed');
      assert.equal((await world.request('GET', box1, { token: org.token })).json().tracking_number, null);
      const label2 = (await world.request('GET', `${box2}label/`, { token: org.token })).json();
      assert.equal(label2.status, 'attention');
      // The box is held: no second label while the first may exist.
      const again = await world.request('POST', `${box2}label/`, { token: org.token, body: { carrier_account: made.json().url, service } });
      assert.equal(again.statusCode, 409, again.body);
      // The next round leaves it alone; the operator settles it.
      await recoverPurchases(deps, 0);
      assert.equal((await world.request('GET', `${box2}label/`, { token: org.token })).json().status, 'attention');
      const settled = await world.request('DELETE', `${box2}label/`, { token: org.token });
      assert.equal(settled.statusCode, 200, settled.body);
      assert.equal(settled.json().status, 'failed');
      const bought = await world.request('POST', `${box2}label/`, { token: org.token, body: { carrier_account: made.json().url, service } });
      assert.equal(bought.statusCode, 201, bought.body);
    });
  }
});
