// completePurchase tells a refusal from a crash by its type: a label the wallet's ledger refuses to pay (a
// LedgerRefusal) can never be recorded, so it is voided at the carrier and the purchase fails; a crash (a plain
// error) leaves the purchase pending for the worker, the label kept. (The order writer's refusal, a box deleted
// meanwhile: test/shipping/recovery.test.ts.)
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import { decodeId } from '../../../src/core/ids.ts';
import { shippingDeps, adapterOf } from '../../../src/shipping/deps.ts';
import { completePurchase } from '../../../src/shipping/labels/complete.ts';
import { insertPending } from '../../../src/shipping/labels/queries.ts';
import { selectCarrierAccount } from '../../../src/shipping/accounts/queries.ts';
import { orderForShipping, shipmentOf } from '../../../src/shipping/shipment.ts';
import { append, LedgerRefusal, WALLET_LEDGER } from '../../../src/money/ledger/index.ts';
import { createWorld, type TestWorld } from '../../support/app.ts';
import { shippable } from '../support.ts';

const idOf = (url: string) => decodeId(url.split('/').filter(Boolean).at(-1)!)!;

describe('completing a purchase: a refusal is not a crash', () => {
  let world: TestWorld;
  before(async () => { world = await createWorld({ WALLET_TOKEN_KEY: 'k'.repeat(40) }); });
  after(() => world.close());

  async function soldLabel(walletCurrency: string) {
    const org = await world.createOrg();
    const s = await shippable(world, org);
    const deps = shippingDeps(world.app);
    const orderId = idOf(s.order);
    const boxId = idOf(s.boxes[0]);
    const account = (await selectCarrierAccount(world.db, org.id, idOf(s.account)))!;
    const adapter = adapterOf(deps, account);
    const sub = await world.db.one<{ id: number }>(sql`INSERT INTO wallet_subaccounts (org_id, unique_id) VALUES (${org.id}, 'postage') RETURNING id`);
    const key = { orgId: org.id, subaccountId: Number(sub!.id) };
    await world.db.transaction((tx) => append(tx, WALLET_LEDGER, key, { type: 'refill', amount: '100', currency: walletCurrency }, { expected: null }));
    const purchaseKey = `complete-${org.id}`;
    const purchase = (await insertPending(world.db, org.id, {
      orderId, boxId, accountId: account.id, carrier: 'sandbox', service: 'ground', format: 'pdf', size: '4x6', purchaseKey,
      idempotencyKey: null, walletSubaccountId: key.subaccountId,
    }))!;
    const order = (await orderForShipping(world.db, org.id, orderId, null))!;
    const label = await adapter.buyLabel({ ...shipmentOf(order, order.boxes[0].parcel), service: 'ground', format: 'pdf', size: '4x6', purchaseKey });
    const state = async () => ({
      purchase: (await world.db.one<{ status: string; error: string | null }>(sql`SELECT status, error FROM label_purchases WHERE org_id = ${org.id} AND id = ${purchase.id}`))!,
      voided: (await deps.carriers.sandboxStore.findByTracking(label.trackingNumber))?.voided ?? null,
      walletRows: (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM wallet_transactions WHERE org_id = ${org.id}`))!.n,
    });
    return { org, deps, adapter, purchase, label, state };
  }

  it('the wallet\'s ledger refuses the postage (another currency): voided at the carrier, the purchase failed', async () => {
    const { org, deps, adapter, purchase, label, state } = await soldLabel('EUR');
    assert.notEqual(label.amount.currency, 'EUR', 'the sandbox sells in another currency than the wallet holds');
    await assert.rejects(completePurchase(deps, org, purchase, label, adapter),
      (err: unknown) => err instanceof LedgerRefusal && err.refusal.kind === 'other_currency');
    const after = await state();
    assert.equal(after.purchase.status, 'failed');
    assert.match(after.purchase.error!, /^The label could not be recorded \(the wallet ledger refused: other_currency .*\); it was voided at the carrier\.$/);
    assert.equal(after.voided, true);
    assert.equal(after.walletRows, 1, 'only the refill: nothing charged');
  });

  it('a crash while recording leaves the purchase pending and the label unvoided, for the worker', async () => {
    const { org, deps, adapter, purchase, label, state } = await soldLabel('USD');
    // The transaction that records the label fails as a lost connection would (the file was stored before it).
    const crash = new Error('the database went away');
    const db = { ...deps.db, transaction: () => Promise.reject(crash) };
    await assert.rejects(completePurchase({ ...deps, db }, org, purchase, label, adapter), (err: unknown) => err === crash);
    const after = await state();
    assert.equal(after.purchase.status, 'pending');
    assert.equal(after.voided, false);
  });
});
