/**
 * What the shipping domain refuses as data reaches the client worded by the view, as it did when the domain threw
 * HTTP errors: postage a wallet cannot pay because its automatic refill's card was declined (a ledger refusal read
 * by the postage check).
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { createWorld, type TestWorld } from '../support/app.ts';
import { shippable } from './support.ts';

describe('shipping refusals, worded by the view', () => {
  let world: TestWorld;

  before(async () => {
    world = await createWorld({ WALLET_TOKEN_KEY: 'k'.repeat(40) });
  });
  after(() => world.close());

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
});
