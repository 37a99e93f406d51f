// The one read of ledger transactions (src/money/ledger/transactions.ts), called directly: filters, order, the
// voiding transaction and the order's primary id, and only the ledger the key names (another organization's, another
// sub-account's: nothing).
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { INSURANCE_LEDGER, WALLET_LEDGER } from '../../../src/money/ledger/index.ts';
import { transactionPage, transactionRow } from '../../../src/money/ledger/transactions.ts';
import { decodeId } from '../../../src/core/ids.ts';

const lastKey = (url: string) => decodeId(url.split('/').filter(Boolean).pop()!)!;
const PAGE = { limit: 10, offset: 0 };

describe('ledger transactions read', () => {
  let world: TestWorld;
  let org: TestOrg;
  let other: TestOrg;
  const ids: Record<string, number> = {};
  before(async () => {
    world = await createWorld({ WALLET_TOKEN_KEY: Buffer.alloc(32, 7).toString('base64') });
    org = await world.createOrg('Ledger reads');
    other = await world.createOrg('Another');
    const post = async (url: string, body: object) => {
      const res = await world.request('POST', url, { token: org.token, body });
      assert.equal(res.statusCode, 201, res.body);
      return res.json() as { url: string };
    };
    const refill = await post(`${org.url}insurance/`, { amount: '100 USD', transaction_type: 'refill', last_transaction: null });
    const order = await post(`${org.url}orders/`, { primary_id: 'LEDGER-1', boxes: [{}] });
    const charge = await post(`${order.url}insurance/`, { amount: '30 USD', last_transaction: refill.url });
    const voided = await world.request('PATCH', charge.url, { token: org.token, body: { void: true } });
    assert.equal(voided.statusCode, 200, voided.body);
    Object.assign(ids, { refill: lastKey(refill.url), charge: lastKey(charge.url), order: lastKey(order.url) });
    const sub = await post(`${org.url}wallet-subaccounts/`, { unique_id: 'w-1' });
    ids.subaccount = lastKey(sub.url);
    ids.wallet = lastKey((await post(`${sub.url}transactions/`, { amount: '20 USD', transaction_type: 'refill', last_transaction: null })).url);
  });
  after(() => world.close());

  it('pages a ledger oldest or newest first, and by order', async () => {
    const all = await transactionPage(world.db, INSURANCE_LEDGER, { orgId: org.id }, {}, PAGE);
    assert.equal(all.count, 3);
    assert.deepEqual(all.rows.map((r) => Number(r.id)).slice(0, 2), [ids.refill, ids.charge]);
    const newest = await transactionPage(world.db, INSURANCE_LEDGER, { orgId: org.id }, {}, PAGE, 'newest first');
    assert.deepEqual(newest.rows.map((r) => Number(r.id)), all.rows.map((r) => Number(r.id)).reverse());
    const ofOrder = await transactionPage(world.db, INSURANCE_LEDGER, { orgId: org.id }, { orderId: ids.order }, PAGE);
    assert.equal(ofOrder.count, 2, 'the charge and its void name the order');
    const charge = ofOrder.rows.find((r) => Number(r.id) === ids.charge)!;
    assert.equal(charge.order_primary_id, 'LEDGER-1');
    assert.equal(Number(charge.amount_amount), -30);
    assert.equal(charge.kind, null);
    assert.notEqual(charge.voided_by_id, null);
  });

  it('reads a wallet transaction only under its sub-account and organization', async () => {
    const row = await transactionRow(world.db, WALLET_LEDGER, { orgId: org.id, subaccountId: ids.subaccount }, ids.wallet);
    assert.equal(Number(row?.subaccount_id), ids.subaccount);
    assert.equal(Number(row?.balance_amount), 20);
    assert.equal(await transactionRow(world.db, WALLET_LEDGER, { orgId: org.id, subaccountId: ids.subaccount + 1 }, ids.wallet), null);
    assert.equal(await transactionRow(world.db, WALLET_LEDGER, { orgId: other.id, subaccountId: ids.subaccount }, ids.wallet), null);
    assert.equal((await transactionPage(world.db, INSURANCE_LEDGER, { orgId: other.id }, {}, PAGE)).count, 0);
    assert.equal(await transactionRow(world.db, INSURANCE_LEDGER, { orgId: other.id }, ids.refill), null);
  });
});
