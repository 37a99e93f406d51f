/**
 * Ledger entries outlive the orders and boxes they name (src/money/ledger/detach.ts): deleting a box or an order
 * keeps every charge, its amount and the balance, and clears the reference (what ON DELETE SET NULL did before
 * migration 0291).
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import { detachLedgerFromBox, detachLedgerFromOrders } from '../../../src/money/ledger/index.ts';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';

describe('ledger entries after their order or box is deleted', () => {
  let world: TestWorld;
  before(async () => { world = await createWorld(); });
  after(async () => { await world.close(); });

  const makeOrder = async (org: TestOrg) => {
    const res = await world.request('POST', `${org.url}orders/`, { token: org.token, body: { primary_id: 'PO-1', boxes: [{}, {}] } });
    assert.equal(res.statusCode, 201, res.body);
    return { url: res.json().url as string, boxes: res.json().boxes.map((b: { url: string }) => b.url) as string[] };
  };
  const post = async (org: TestOrg, url: string, body: Record<string, unknown>) => {
    const res = await world.request('POST', url, { token: org.token, body });
    assert.equal(res.statusCode, 201, res.body);
    return res.json();
  };
  const get = async (org: TestOrg, url: string) => (await world.request('GET', url, { token: org.token })).json();

  it('keeps the charges of a deleted box and of a deleted order, without their reference', async () => {
    const org = await world.createOrg();
    const refill = await post(org, `${org.url}insurance/`, { amount: '100 USD', transaction_type: 'refill', last_transaction: null });
    const first = await makeOrder(org);
    const second = await makeOrder(org);
    const orderCharge = await post(org, `${first.url}insurance/`, { amount: '30 USD', last_transaction: refill.url });
    const boxCharge = await post(org, `${first.boxes[1]}insurance/`, { amount: '20 USD', last_transaction: orderCharge.url });
    const otherBoxCharge = await post(org, `${second.boxes[0]}insurance/`, { amount: '5 USD', last_transaction: boxCharge.url });

    assert.equal((await world.request('DELETE', first.boxes[1]!, { token: org.token })).statusCode, 204);
    const afterBox = await get(org, boxCharge.url);
    assert.equal(afterBox.box, null);
    assert.equal(afterBox.amount, '-20.00 USD');
    assert.equal((await get(org, orderCharge.url)).order, first.url, 'the order stays named');

    assert.equal((await world.request('DELETE', first.url, { token: org.token })).statusCode, 204);
    assert.equal((await world.request('DELETE', second.url, { token: org.token })).statusCode, 204);
    for (const url of [orderCharge.url, boxCharge.url, otherBoxCharge.url]) {
      const t = await get(org, url);
      assert.equal(t.order, null, url);
      assert.equal(t.box, null, url);
    }
    const ledger = await get(org, `${org.url}insurance/`);
    assert.equal(ledger.count, 4);
    assert.equal(ledger.current_insurance_balance, '45.00 USD');
  });

  it('clears only the given organization\'s references, and nothing for an empty list', async () => {
    const org = await world.createOrg();
    const other = await world.createOrg();
    const refill = await post(other, `${other.url}insurance/`, { amount: '10 USD', transaction_type: 'refill', last_transaction: null });
    const order = await makeOrder(other);
    await post(other, `${order.boxes[0]}insurance/`, { amount: '1 USD', last_transaction: refill.url });
    const ids = await world.db.one<{ order_id: string; box_id: string }>(sql`
      SELECT order_id::text, box_id::text FROM insurance_transactions WHERE org_id = ${other.id} AND box_id IS NOT NULL`);
    await world.db.transaction(async (tx) => {
      await detachLedgerFromOrders(tx, org.id, [Number(ids!.order_id)]);
      await detachLedgerFromBox(tx, org.id, Number(ids!.box_id));
      await detachLedgerFromOrders(tx, other.id, []);
    });
    const still = await world.db.one<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM insurance_transactions WHERE org_id = ${other.id} AND box_id = ${Number(ids!.box_id)}`);
    assert.equal(still!.n, 1);
  });
});
