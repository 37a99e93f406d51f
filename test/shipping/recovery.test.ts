import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { decodeId } from '../../src/core/ids.ts';
import { shippingDeps, adapterOf } from '../../src/shipping/deps.ts';
import { recoverPurchases } from '../../src/shipping/labels/recovery.ts';
import { insertPending } from '../../src/shipping/labels/queries.ts';
import { selectCarrierAccount } from '../../src/shipping/accounts/queries.ts';
import { orderForShipping, shipmentOf } from '../../src/shipping/shipment.ts';
import { createWorld, type TestWorld } from '../support/app.ts';
import { shippable } from './support.ts';

const idOf = (url: string) => decodeId(url.split('/').filter(Boolean).at(-1)!)!;

describe('recovery of pending label purchases', () => {
  let world: TestWorld;
  before(async () => { world = await createWorld({ WALLET_TOKEN_KEY: 'k'.repeat(40) }); });
  after(() => world.close());

  it('completes a label the carrier sold, fails one it never sold, voids one that cannot be recorded', async () => {
    const org = await world.createOrg();
    const s = await shippable(world, org);
    const deps = shippingDeps(world.app);
    const orderId = idOf(s.order);
    const [box1, box2] = s.boxes.map(idOf);
    const account = (await selectCarrierAccount(world.db, org.id, idOf(s.account)))!;
    const adapter = adapterOf(deps, account);
    const pending = async (boxId: number, key: string) => (await insertPending(world.db, org.id, {
      orderId, boxId, accountId: account.id, carrier: 'sandbox', service: 'ground', format: 'pdf', size: '4x6', purchaseKey: key,
      idempotencyKey: null, walletSubaccountId: null,
    }))!;
    const order = (await orderForShipping(world.db, org.id, orderId, null))!;
    // Box 1: the carrier sold it, the process died before recording it.
    await pending(box1, `rec-sold-${org.id}`);
    const sold = await adapter.buyLabel({ ...shipmentOf(order, order.boxes[0].parcel), service: 'ground', format: 'pdf', size: '4x6', purchaseKey: `rec-sold-${org.id}` });
    // Box 2: the process died before calling the carrier.
    await pending(box2, `rec-never-${org.id}`);
    const counts = await recoverPurchases(deps, 0);
    assert.deepEqual(counts, { completed: 1, failed: 1, voided: 0, attention: 0, unknown: 0, errors: 0 });
    const label1 = (await world.request('GET', `${s.boxes[0]}label/`, { token: org.token })).json();
    assert.equal(label1.status, 'purchased');
    assert.equal(label1.tracking_number, sold.trackingNumber);
    assert.equal((await world.request('GET', s.boxes[0], { token: org.token })).json().tracking_number, sold.trackingNumber);
    assert.equal((await world.request('GET', `${s.boxes[1]}label/`, { token: org.token })).json().status, 'failed');

    // Sold, but its box is deleted before it could be recorded: voided at the carrier, the purchase failed.
    await pending(box2, `rec-gone-${org.id}`);
    const orphan = await adapter.buyLabel({ ...shipmentOf(order, order.boxes[1].parcel), service: 'ground', format: 'pdf', size: '4x6', purchaseKey: `rec-gone-${org.id}` });
    assert.equal((await world.request('DELETE', s.boxes[1], { token: org.token })).statusCode, 204);
    const again = await recoverPurchases(deps, 0);
    assert.equal(again.errors, 1);
    assert.equal((await deps.carriers.sandboxStore.findByTracking(orphan.trackingNumber))?.voided, true);
    const [row] = await world.db.rows<{ status: string; error: string }>(sql`SELECT status, error FROM label_purchases WHERE org_id = ${org.id} AND purchase_key = ${`rec-gone-${org.id}`}`);
    assert.equal(row.status, 'failed');
    assert.match(row.error, /voided at the carrier/);
  });
});
