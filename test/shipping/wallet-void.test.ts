/**
 * Postage held on a wallet sub-account across the carrier call (src/shipping/labels/funds.ts): purchases at once
 * against a small balance never overdraw it, those it cannot pay are 402 and buy nothing, a refused purchase gives
 * its hold back. And a voided label's document shows it is voided.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { createWorld, type TestWorld } from '../support/app.ts';
import { ORDER, shippable } from './support.ts';

describe('wallet holds and voided label documents', () => {
  let world: TestWorld;
  before(async () => { world = await createWorld({ WALLET_TOKEN_KEY: 'k'.repeat(40) }); });
  after(() => world.close());

  it('buys at once only what the balance pays: no overdraw, 402 and nothing bought for the others', async () => {
    const org = await world.createOrg();
    const s = await shippable(world, org);
    const order = (await world.request('POST', `/api/v2/orgs/${org.pk}/orders/?expand=boxes`, { token: org.token, body: {
      ...ORDER, boxes: [1, 2, 3, 4, 5].map(() => ({ weight: '1000 g' })) } })).json();
    const boxes = order.boxes.map((b: { url: string }) => b.url as string);
    const rate = (await world.request('POST', `${order.url}rates/`, { token: org.token, body: { boxes: [boxes[0]], carrier_accounts: [s.account] } })).json()
      .results.find((r: { service: string }) => r.service === 'ground');
    const postage = Number(rate.amount.split(' ')[0]);
    const sub = (await world.request('POST', `/api/v2/orgs/${org.pk}/wallet-subaccounts/`, { token: org.token, body: { unique_id: 'small' } })).json();
    // Enough for two labels and a half (in cents).
    const cents = Math.round(postage * 100);
    const fund = Math.round(cents * 2.5);
    const funded = await world.request('POST', `${sub.url}transactions/`, { token: org.token, body: {
      amount: `${(fund / 100).toFixed(2)} USD`, transaction_type: 'refill', last_transaction: null } });
    assert.equal(funded.statusCode, 201, funded.body);
    const answers = await Promise.all(boxes.map((box: string) => world.request('POST', `${box}label/`, { token: org.token, body: {
      carrier_account: s.account, service: 'ground', wallet_subaccount: sub.url } })));
    const statuses = answers.map((a) => a.statusCode).sort();
    assert.deepEqual(statuses, [201, 201, 402, 402, 402], answers.map((a) => a.body).join('\n'));
    const rows = await world.db.rows<{ status: string }>(sql`SELECT status FROM label_purchases WHERE org_id = ${org.id} ORDER BY id`);
    assert.deepEqual(rows.map((r) => r.status), ['purchased', 'purchased'], 'nothing recorded for the refused ones');
    const numbered = await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM boxes WHERE org_id = ${org.id} AND tracking_number IS NOT NULL`);
    assert.equal(numbered!.n, 2);
    const wallet = (await world.request('GET', `${sub.url}transactions/?limit=100`, { token: org.token })).json();
    assert.equal(wallet.results.length, 3, 'the refill and two postage charges');
    assert.equal(wallet.current_wallet_balance, `${((fund - 2 * cents) / 100).toFixed(2)} USD`);
  });

  it('gives the hold back when the carrier refuses the purchase', async () => {
    const org = await world.createOrg();
    const s = await shippable(world, org);
    const sub = (await world.request('POST', `/api/v2/orgs/${org.pk}/wallet-subaccounts/`, { token: org.token, body: { unique_id: 'w' } })).json();
    await world.request('POST', `${sub.url}transactions/`, { token: org.token, body: { amount: '100 USD', transaction_type: 'refill', last_transaction: null } });
    // The sandbox quotes this destination's postal code but refuses the address when the label is made.
    await world.request('PATCH', s.order, { token: org.token, body: { shipping: { ship_to: { region: 'ZZ' } } } });
    const refused = await world.request('POST', `${s.boxes[0]}label/`, { token: org.token, body: { carrier_account: s.account, service: 'ground', wallet_subaccount: sub.url } });
    assert.equal(refused.statusCode, 400, refused.body);
    const wallet = (await world.request('GET', `${sub.url}transactions/?limit=100`, { token: org.token })).json();
    assert.equal(wallet.results.length, 3, `the refill, the hold and its void: ${JSON.stringify(wallet.results)}`);
    assert.equal(wallet.current_wallet_balance, '100.00 USD');
    const [row] = await world.db.rows<{ status: string; refund: number | null }>(sql`
      SELECT status, refund_transaction_id AS refund FROM label_purchases WHERE org_id = ${org.id}`);
    assert.equal(row.status, 'failed');
    assert.notEqual(row.refund, null);
  });

  it('marks a voided label\'s document voided: kept, no longer of kind label, its purpose saying so', async () => {
    const org = await world.createOrg();
    const s = await shippable(world, org);
    const label = (await world.request('POST', `${s.boxes[0]}label/`, { token: org.token, body: { carrier_account: s.account, service: 'ground' } })).json();
    const voided = await world.request('DELETE', `${s.boxes[0]}label/`, { token: org.token });
    assert.equal(voided.statusCode, 200, voided.body);
    assert.equal(voided.json().document, label.document);
    const doc = (await world.request('GET', label.document, { token: org.token })).json();
    assert.equal(doc.kind, 'other');
    assert.match(doc.purpose, new RegExp(`^Voided label ${label.tracking_number} \\(Sandbox ground\\) on \\d{4}-\\d\\d-\\d\\d: do not ship with it$`));
    const order = (await world.request('GET', `${s.order}?expand=boxes`, { token: org.token })).json();
    const shown = JSON.stringify(order.boxes[0]);
    assert.ok(!shown.includes('"kind":"label"'), `the order shows no label document for the box: ${shown}`);
    assert.ok(shown.includes('"kind":"other"') && shown.includes(`Voided label ${label.tracking_number}`), `the order shows the voided one: ${shown}`);
    assert.equal((await world.request('GET', doc.document, { token: org.token })).statusCode, 200, 'the file is kept');
  });
});
