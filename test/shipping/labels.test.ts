import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { PDFDocument } from 'pdf-lib';
import { sql } from '../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { assertRouteSecurity } from '../support/security.ts';
import { shippable, type Shippable } from './support.ts';

describe('rates, labels and voids', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;

  before(async () => {
    // A UPS account here points at a closed port: it gives a message, never an error of the whole answer.
    world = await createWorld({ WALLET_TOKEN_KEY: 'k'.repeat(40), UPS_SHIPPING_BASE_URL: 'http://127.0.0.1:9', SHIPPING_HTTP_TIMEOUT_MS: '2000' });
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg('Other');
  });
  after(() => world.close());

  const buy = (org: TestOrg, box: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    world.request('POST', `${box}label/`, { token: org.token, body, headers });
  const purchases = async (orgId: number) => world.db.rows(sql`SELECT id, status, box_id FROM label_purchases WHERE org_id = ${orgId} ORDER BY id`);

  it('rates every box with every account, cheapest first, with a message for an account that gives none', async () => {
    const org = await world.createOrg();
    const s = await shippable(world, org);
    const cheap = await world.request('POST', `/api/v2/orgs/${org.pk}/carrier-accounts/`, { token: org.token, body: {
      carrier: 'sandbox', name: 'Cheap', services: ['ground'], rate_sheet: 'service,zone,max_weight_lb,amount,delivery_days\nground,6,3,1.00,9\n' } });
    const ups = await world.request('POST', `/api/v2/orgs/${org.pk}/carrier-accounts/`, { token: org.token, body: {
      carrier: 'ups', name: 'UPS', credentials: { client_id: 'a', client_secret: 'b', account_number: 'A1B2C3' } } });
    assert.equal(ups.statusCode, 201, ups.body);
    const res = await world.request('POST', `${s.order}rates/`, { token: org.token, body: {} });
    assert.equal(res.statusCode, 200, res.body);
    const { results, messages } = res.json();
    // Default sheet: 3 services x 2 boxes; the cheap sheet prices the 3 lb box only (its 5 lb box gives a message).
    assert.equal(results.filter((r: { carrier_account: string }) => r.carrier_account === s.account).length, 6);
    assert.deepEqual(results[0], {
      carrier_account: cheap.json().url, carrier: 'sandbox', service: 'ground', service_name: 'Sandbox Ground', box: s.boxes[0], amount: '1.00 USD',
      delivery_days: 9, estimated_delivery_date: results[0].estimated_delivery_date,
    });
    const amounts = results.map((r: { amount: string }) => Number(r.amount.split(' ')[0]));
    assert.deepEqual(amounts, [...amounts].sort((a, b) => a - b));
    assert.deepEqual([...new Set(messages.map((m: { carrier_account: string }) => m.carrier_account))].sort(), [cheap.json().url, ups.json().url].sort());
    assert.match(messages.find((m: { carrier_account: string }) => m.carrier_account === ups.json().url).message, /did not answer usefully \(unavailable\)/);
    // Some boxes, some accounts.
    const some = await world.request('POST', `${s.order}rates/`, { token: org.token, body: { boxes: [s.boxes[1]], carrier_accounts: [s.account] } });
    assert.equal(some.json().results.length, 3);
    assert.ok(some.json().results.every((r: { box: string }) => r.box === s.boxes[1]));
    const bad = await world.request('POST', `${s.order}rates/`, { token: org.token, body: { boxes: ['/nope/'], carrier_accounts: [s.boxes[0]] } });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(Object.keys(bad.json().errors).sort(), ['boxes[0]', 'carrier_accounts[0]']);
  });

  it('buys a PDF label: the box gets the document and tracking number, the order ship_via, through the order writer', async () => {
    const org = await world.createOrg();
    const s = await shippable(world, org);
    const eventsBefore = (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM events WHERE org_id = ${org.id}`))!.n;
    const res = await buy(org, s.boxes[0], { carrier_account: s.account, service: 'express' });
    assert.equal(res.statusCode, 201, res.body);
    const label = res.json();
    assert.equal(label.status, 'purchased');
    assert.equal(label.url, `${s.boxes[0]}label/`);
    assert.equal(label.box, s.boxes[0]);
    assert.equal(label.carrier_account, s.account);
    assert.equal(label.format, 'pdf');
    assert.equal(label.size, '4x6');
    assert.match(label.tracking_number, /^SBX\d{12}$/);
    assert.match(label.amount, /^\d+\.\d\d USD$/);
    const box = (await world.request('GET', s.boxes[0], { token: org.token })).json();
    assert.equal(box.tracking_number, label.tracking_number);
    const order = (await world.request('GET', s.order, { token: org.token })).json();
    assert.equal(order.shipping.ship_via, 'Sandbox');
    const doc = (await world.request('GET', label.document, { token: org.token })).json();
    assert.equal(doc.kind, 'label');
    const file = await world.request('GET', doc.document, { token: org.token });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'application/pdf');
    const pdf = await PDFDocument.load(file.rawPayload);
    assert.deepEqual(pdf.getPage(0).getSize(), { width: 288, height: 432 });
    const eventsAfter = (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM events WHERE org_id = ${org.id}`))!.n;
    assert.ok(eventsAfter > eventsBefore, 'the order change was emitted');
    const got = await world.request('GET', `${s.boxes[0]}label/`, { token: org.token });
    assert.deepEqual(got.json(), label);
    // A second label for the box is refused until the first is voided.
    const again = await buy(org, s.boxes[0], { carrier_account: s.account, service: 'ground' });
    assert.equal(again.statusCode, 409);
    assert.equal((await purchases(org.id)).length, 1);
  });

  it('answers a retried purchase under the same Idempotency-Key with the same label, buying once', async () => {
    const org = await world.createOrg();
    const s = await shippable(world, org);
    const headers = { 'idempotency-key': 'label-retry-1' };
    const first = await buy(org, s.boxes[1], { carrier_account: s.account, service: 'ground', format: 'zpl' }, headers);
    const second = await buy(org, s.boxes[1], { carrier_account: s.account, service: 'ground', format: 'zpl' }, headers);
    assert.equal(first.statusCode, 201);
    assert.equal(second.statusCode, 201);
    assert.equal(second.json().tracking_number, first.json().tracking_number);
    assert.equal((await purchases(org.id)).length, 1);
  });

  it('voids a label: marked voided, tracking number cleared; then another can be bought', async () => {
    const org = await world.createOrg();
    const s = await shippable(world, org);
    const label = (await buy(org, s.boxes[0], { carrier_account: s.account, service: 'ground', format: 'png' })).json();
    const voided = await world.request('DELETE', `${s.boxes[0]}label/`, { token: org.token });
    assert.equal(voided.statusCode, 200, voided.body);
    assert.equal(voided.json().status, 'voided');
    assert.equal(voided.json().tracking_number, label.tracking_number);
    assert.ok(voided.json().voided_at);
    assert.equal((await world.request('GET', s.boxes[0], { token: org.token })).json().tracking_number, null);
    assert.equal((await world.request('DELETE', `${s.boxes[0]}label/`, { token: org.token })).statusCode, 409);
    const next = await buy(org, s.boxes[0], { carrier_account: s.account, service: 'ground' });
    assert.equal(next.statusCode, 201);
    assert.notEqual(next.json().tracking_number, label.tracking_number);
  });

  it('charges postage to a wallet sub-account with the label, refunds it on void, refills or answers 402 when short', async () => {
    const org = await world.createOrg();
    const s = await shippable(world, org);
    const subs = `/api/v2/orgs/${org.pk}/wallet-subaccounts/`;
    const poor = (await world.request('POST', subs, { token: org.token, body: { unique_id: 'poor' } })).json();
    const short = await buy(org, s.boxes[0], { carrier_account: s.account, service: 'ground', wallet_subaccount: poor.url });
    assert.equal(short.statusCode, 402, short.body);
    assert.equal((await purchases(org.id)).length, 0, 'nothing bought');
    assert.equal((await world.request('GET', s.boxes[0], { token: org.token })).json().tracking_number, null);
    const refilling = (await world.request('POST', subs, { token: org.token, body: {
      unique_id: 'refilling', processor_credit_card: '4242424242424242', wallet_auto_refill_limit: '10 USD', wallet_auto_refill_amount: '100 USD' } })).json();
    const paid = await buy(org, s.boxes[0], { carrier_account: s.account, service: 'ground', wallet_subaccount: refilling.url });
    assert.equal(paid.statusCode, 201, paid.body);
    const amount = paid.json().amount.split(' ')[0];
    const txs = async () => (await world.request('GET', `${refilling.url}transactions/`, { token: org.token })).json().results;
    const afterBuy = await txs();
    const balance = async () => (await world.request('GET', refilling.url, { token: org.token })).json();
    assert.equal(afterBuy.length, 2, JSON.stringify(afterBuy));
    assert.equal(Number(JSON.stringify(afterBuy).match(/"balance":"([\d.]+) USD"/)?.[1] ?? NaN) >= 0, true);
    const voided = await world.request('DELETE', `${s.boxes[0]}label/`, { token: org.token });
    assert.equal(voided.statusCode, 200);
    const afterVoid = await txs();
    assert.equal(afterVoid.length, 3);
    assert.ok(JSON.stringify(afterVoid).includes(`${amount} USD`));
    assert.ok(await balance());
  });

  it('refuses bad input with 400s naming the fields, buying nothing', async () => {
    const org = await world.createOrg();
    const s = await shippable(world, org);
    const cases: [Record<string, unknown>, string][] = [
      [{ service: 'ground' }, 'carrier_account'],
      [{ carrier_account: s.account }, 'service'],
      [{ carrier_account: s.boxes[0], service: 'ground' }, 'carrier_account'],
      [{ carrier_account: s.account, service: 'teleport' }, 'service'],
      [{ carrier_account: s.account, service: 'ground', format: 'gif' }, 'format'],
      [{ carrier_account: s.account, service: 'ground', size: 'a4' }, 'size'],
      [{ carrier_account: s.account, service: 'ground', wallet_subaccount: s.account }, 'wallet_subaccount'],
    ];
    for (const [body, field] of cases) {
      const res = await buy(org, s.boxes[0], body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
      assert.ok(res.json().errors?.[field], `${JSON.stringify(body)} names ${field}: ${res.body}`);
    }
    // A destination the carrier refuses: 400 naming it, and the purchase recorded as failed, the box untouched.
    await world.request('PATCH', s.order, { token: org.token, body: { shipping: { ship_to: { post_code: 'none' } } } });
    const refused = await buy(org, s.boxes[0], { carrier_account: s.account, service: 'ground' });
    assert.equal(refused.statusCode, 400);
    assert.ok(refused.json().errors['ship_to.post_code'], refused.body);
    assert.deepEqual((await purchases(org.id)).map((p) => p.status), ['failed']);
    assert.equal((await world.request('GET', s.boxes[0], { token: org.token })).json().tracking_number, null);
    assert.equal((await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM shipping_documents WHERE org_id = ${org.id}`))!.n, 0);
  });

  it('checks addresses', async () => {
    const res = await world.request('POST', `/api/v2/orgs/${orgA.pk}/addresses/validate/`, { token: orgA.token, body: {
      first_name: 'Ada', address_1: ' 12  Main St', city: 'Brooklyn', region: 'ny', post_code: '11201', country: 'us' } });
    assert.equal(res.statusCode, 200, res.body);
    const a = res.json();
    assert.equal(a.valid, true);
    assert.equal(a.residential, true);
    assert.equal(a.address.region, 'NY');
    assert.equal(a.address.address_1, '12 Main St');
    assert.equal(a.address.first_name, 'Ada');
    const bad = (await world.request('POST', `/api/v2/orgs/${orgA.pk}/addresses/validate/`, { token: orgA.token, body: { region: 'ZZ', post_code: '1' } })).json();
    assert.equal(bad.valid, false);
    assert.ok(bad.messages.length >= 3);
    const badRef = await world.request('POST', `/api/v2/orgs/${orgA.pk}/addresses/validate/`, { token: orgA.token, body: { carrier_account: '/x/' } });
    assert.equal(badRef.statusCode, 400);
    assert.ok(badRef.json().errors.carrier_account);
  });

  it('passes the security suite on every route', async () => {
    const a: Shippable = await shippable(world, orgA);
    const path = (url: string) => (pk: string) => url.replace(`/orgs/${orgA.pk}/`, `/orgs/${pk}/`);
    const labelOf = (box: string) => `${box}label/`;
    const state = async () => (await world.request('GET', `${a.order}?expand=boxes`, { token: orgA.token })).json().boxes.map((b: { tracking_number: string }) => b.tracking_number);
    await assertRouteSecurity(world, orgA, orgB, { method: 'POST', path: path(`${a.order}rates/`), scope: 'shipping', body: {} });
    await assertRouteSecurity(world, orgA, orgB, { method: 'POST', path: path(`/api/v2/orgs/${orgA.pk}/addresses/validate/`), scope: 'shipping', body: { city: 'X' }, hasObjectIds: false });
    await assertRouteSecurity(world, orgA, orgB, { method: 'POST', path: path(labelOf(a.boxes[0])), scope: 'shipping', body: { carrier_account: a.account, service: 'ground' }, unchanged: state });
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: path(labelOf(a.boxes[0])), scope: 'shipping' });
    await assertRouteSecurity(world, orgA, orgB, { method: 'DELETE', path: path(labelOf(a.boxes[0])), scope: 'shipping', unchanged: state });
  });
});
