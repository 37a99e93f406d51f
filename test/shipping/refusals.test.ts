/**
 * What the shipping domain refuses as data reaches the client worded by the view, as it did when the domain threw
 * HTTP errors: postage a wallet cannot pay because its automatic refill's card was declined (a ledger refusal read
 * by the postage check), credentials a server without an at-rest key cannot keep, and a batch's order deleted after
 * the batch was made.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { createWorld, type TestWorld } from '../support/app.ts';
import { drain, makeOrders, sandboxAccount } from '../batches/support.ts';
import { shippable } from './support.ts';

describe('shipping refusals, worded by the view', () => {
  let world: TestWorld;
  let keyless: TestWorld;

  before(async () => {
    world = await createWorld({ WALLET_TOKEN_KEY: 'k'.repeat(40) });
    keyless = await createWorld();
  });
  after(async () => {
    await world.close();
    await keyless.close();
  });

  it('answers 402 when the wallet\'s automatic refill is declined, and buys and writes nothing', async () => {
    const org = await world.createOrg();
    const s = await shippable(world, org);
    const sub = (await world.request('POST', `/api/v2/orgs/${org.pk}/wallet-subaccounts/`, { token: org.token, body: {
      unique_id: 'declining', processor_credit_card: '4000000000009995', wallet_auto_refill_limit: '10 USD', wallet_auto_refill_amount: '100 USD' } })).json();
    const res = await world.request('POST', `${s.boxes[0]}label/`, { token: org.token, body: { carrier_account: s.account, service: 'ground', wallet_subaccount: sub.url } });
    assert.equal(res.statusCode, 402, res.body);
    assert.equal(res.json().code, 'payment_required');
    assert.match(res.json().detail, /^The wallet sub-account's balance \(0\.00 USD\) is less than the postage \(\S+ USD\) and its automatic refill was declined; nothing was bought\.$/);
    assert.equal((await world.db.rows(sql`SELECT id FROM label_purchases WHERE org_id = ${org.id}`)).length, 0);
    assert.equal((await world.request('GET', `${sub.url}transactions/`, { token: org.token })).json().count, 0);
  });

  it('answers 409 for credentials a server without an at-rest key cannot keep, and writes nothing', async () => {
    const org = await keyless.createOrg();
    const res = await keyless.request('POST', `/api/v2/orgs/${org.pk}/carrier-accounts/`, { token: org.token, body: {
      carrier: 'ups', name: 'UPS', credentials: { client_id: 'a', client_secret: 'b', account_number: 'A1B2C3' } } });
    assert.equal(res.statusCode, 409, res.body);
    assert.equal(res.json().detail, 'Credentials cannot be stored: this server has no at-rest key (set WALLET_TOKEN_KEY, or let the server create its key file).');
    assert.equal((await keyless.db.rows(sql`SELECT id FROM carrier_accounts WHERE org_id = ${org.id}`)).length, 0);
  });

  it('fails a batch\'s label whose order was deleted after the batch was made', async () => {
    const org = await world.createOrg();
    const account = await sandboxAccount(world, org);
    const [kept, gone] = await makeOrders(world, org, [{ primary_id: 'D-1' }, { primary_id: 'D-2' }]);
    const batch = (await world.request('POST', `/api/v2/orgs/${org.pk}/batches/`, { token: org.token, body: {
      action: 'labels', orders: [kept.url, gone.url], carrier_account: account, service: 'ground' } })).json();
    assert.equal((await world.request('DELETE', gone.url, { token: org.token })).statusCode, 204);
    await drain(world);
    const ended = (await world.request('GET', batch.url, { token: org.token })).json();
    assert.deepEqual([ended.status, ended.done, ended.failed], ['done', 1, 1]);
    const errors = (await world.request('GET', `${batch.url}errors/`, { token: org.token })).json().results;
    assert.deepEqual(errors.map((e: { message: string }) => e.message), ['the order was deleted after the batch was made']);
  });
});
