// The console's money pages: the insurance balance and ledger (with the order charged), and the wallet's
// sub-accounts with their balances and transactions, made through the API.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestWorld, type TestOrg } from '../support/app.ts';
import { signedIn, textOf, type Browser } from './support.ts';
import { makeOrder } from './fixtures.ts';

describe('console money', () => {
  let world: TestWorld;
  let org: TestOrg;
  let member: Browser;
  before(async () => {
    world = await createWorld({ WALLET_TOKEN_KEY: Buffer.alloc(32, 7).toString('base64') });
    org = await world.createOrg('Acme Fulfilment');
    member = await signedIn(world, org, 'member');
  });
  after(() => world.close());

  it('shows the insurance balance and ledger, and the charge on the order page', async () => {
    const refill = await world.request('POST', `${org.url}insurance/`, { token: org.token, body: { amount: '100 USD', transaction_type: 'refill', last_transaction: null } });
    assert.equal(refill.statusCode, 201, refill.body);
    const { order, key } = await makeOrder(world, org);
    const charge = await world.request('POST', `${order.url}insurance/`, { token: org.token, body: { amount: '30 USD', last_transaction: refill.json().url } });
    assert.equal(charge.statusCode, 201, charge.body);
    const page = await member.get(`/console/orgs/${org.pk}/money/`);
    assert.equal(page.statusCode, 200);
    const text = textOf(page.body);
    assert.match(text, /Balance: 70\.0+ USD/);
    assert.match(text, /charge -30\.0+ USD 70\.0+ USD/);
    assert.match(text, /refill 100\.0+ USD 100\.0+ USD/);
    const orderPage = textOf((await member.get(`/console/orgs/${org.pk}/orders/${key}/`)).body);
    assert.match(orderPage, /charge -\$30\.00/);
  });

  it('lists wallet sub-accounts with balances and shows one\'s transactions', async () => {
    const sub = await world.request('POST', `${org.url}wallet-subaccounts/`, { token: org.token, body: { unique_id: 'cust-1', name: 'Ada Shop', email: 'ada@example.com' } });
    assert.equal(sub.statusCode, 201, sub.body);
    const r = await world.request('POST', `${sub.json().url}transactions/`, { token: org.token, body: { amount: '20 USD', transaction_type: 'refill', last_transaction: null } });
    assert.equal(r.statusCode, 201, r.body);
    const c = await world.request('POST', `${sub.json().url}transactions/`, { token: org.token, body: { amount: '5 USD', transaction_type: 'charge', kind: 'equipment_return', last_transaction: r.json().url } });
    assert.equal(c.statusCode, 201, c.body);
    const overview = await member.get(`/console/orgs/${org.pk}/money/`);
    assert.match(textOf(overview.body), /Ada Shop ada@example\.com 15\.0+ USD Active/);
    const link = /href="([^"]+\/money\/wallet\/[^"]+\/)"/.exec(overview.body)![1];
    const page = textOf((await member.get(link)).body);
    assert.match(page, /Wallet: Ada Shop/);
    assert.match(page, /equipment_return -5\.0+ USD 15\.0+ USD/);
    assert.equal((await member.get(`/console/orgs/${org.pk}/money/wallet/zzz/`)).statusCode, 404);
  });
});
