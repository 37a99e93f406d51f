/**
 * UPS, FedEx and USPS accounts through the API, each against its fake server (test/support/carriers/), which checks
 * every request against the carrier's published definitions: account credentials read by the carrier's own rules,
 * rates from every account, a label bought and voided through the shipping domain, and no request that broke the
 * carrier's documentation.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { PDFDocument } from 'pdf-lib';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { startUpsFake, UPS_FAKE_ACCOUNT, type UpsFake } from '../support/carriers/ups-fake.ts';
import { startFedexFake, FEDEX_FAKE_ACCOUNT, type FedexFake } from '../support/carriers/fedex-fake.ts';
import { startUspsFake, USPS_FAKE_ACCOUNT, type UspsFake } from '../support/carriers/usps-fake.ts';
import { ORDER } from './support.ts';

describe('UPS, FedEx and USPS accounts end to end', () => {
  let world: TestWorld;
  let org: TestOrg;
  let ups: UpsFake;
  let fedex: FedexFake;
  let usps: UspsFake;

  before(async () => {
    [ups, fedex, usps] = await Promise.all([startUpsFake(), startFedexFake(), startUspsFake()]);
    world = await createWorld({
      WALLET_TOKEN_KEY: 'k'.repeat(40), UPS_SHIPPING_BASE_URL: ups.baseUrl, FEDEX_SHIPPING_BASE_URL: fedex.baseUrl, USPS_SHIPPING_BASE_URL: usps.baseUrl,
    });
    org = await world.createOrg('Carriers');
  });
  after(async () => {
    await world.close();
    await Promise.all([ups.close(), fedex.close(), usps.close()]);
  });

  const account = (body: Record<string, unknown>) => world.request('POST', `/api/v2/orgs/${org.pk}/carrier-accounts/`, { token: org.token, body });

  it('refuses credentials its carrier would refuse, naming the field, and keeps nothing', async () => {
    const before = (await world.request('GET', `/api/v2/orgs/${org.pk}/carrier-accounts/`, { token: org.token })).json().count;
    const bad = await account({ carrier: 'ups', name: 'UPS', credentials: { ...UPS_FAKE_ACCOUNT, account_number: 'not-six' } });
    assert.equal(bad.statusCode, 400, bad.body);
    assert.ok(bad.json().errors['credentials.account_number'], bad.body);
    const missing = await account({ carrier: 'usps', name: 'USPS', credentials: { client_id: 'x' } });
    assert.equal(missing.statusCode, 400, missing.body);
    assert.ok(missing.json().errors['credentials.client_secret'], missing.body);
    const service = await account({ carrier: 'fedex', name: 'FedEx', services: ['TELEPORT'], credentials: FEDEX_FAKE_ACCOUNT });
    assert.equal(service.statusCode, 400, service.body);
    assert.ok(service.json().errors.services, service.body);
    assert.equal((await world.request('GET', `/api/v2/orgs/${org.pk}/carrier-accounts/`, { token: org.token })).json().count, before);
  });

  it('rates an order with every account, buys a UPS label and voids it, every request as the carriers document', async () => {
    const made = await Promise.all([
      account({ carrier: 'ups', name: 'UPS', credentials: UPS_FAKE_ACCOUNT }),
      account({ carrier: 'fedex', name: 'FedEx', credentials: FEDEX_FAKE_ACCOUNT }),
      account({ carrier: 'usps', name: 'USPS', credentials: USPS_FAKE_ACCOUNT }),
    ]);
    for (const m of made) assert.equal(m.statusCode, 201, m.body);
    const [upsUrl, fedexUrl, uspsUrl] = made.map((m) => m.json().url as string);
    // USPS prices need the parcel's dimensions.
    const body = { ...ORDER, boxes: [{ weight: '1000 g', length: '30 cm', width: '20 cm', height: '10 cm' }] };
    const order = (await world.request('POST', `/api/v2/orgs/${org.pk}/orders/?expand=boxes`, { token: org.token, body })).json();
    const box = order.boxes[0].url as string;

    const rates = await world.request('POST', `${order.url}rates/`, { token: org.token, body: { boxes: [box] } });
    assert.equal(rates.statusCode, 200, rates.body);
    const { results, messages } = rates.json();
    for (const url of [upsUrl, fedexUrl, uspsUrl]) {
      assert.ok(results.some((r: { carrier_account: string }) => r.carrier_account === url), `${url} rated: ${JSON.stringify(messages)}`);
    }
    const amounts = results.map((r: { amount: string }) => Number(r.amount.split(' ')[0]));
    assert.deepEqual(amounts, [...amounts].sort((a, b) => a - b));

    const upsRate = results.find((r: { carrier_account: string }) => r.carrier_account === upsUrl);
    const bought = await world.request('POST', `${box}label/`, { token: org.token, body: { carrier_account: upsUrl, service: upsRate.service } });
    assert.equal(bought.statusCode, 201, bought.body);
    const label = bought.json();
    assert.equal(label.status, 'purchased');
    const shipped = (await world.request('GET', box, { token: org.token })).json();
    assert.equal(shipped.tracking_number, label.tracking_number);
    assert.equal((await world.request('GET', order.url, { token: org.token })).json().shipping.ship_via, 'UPS');
    const doc = (await world.request('GET', label.document, { token: org.token })).json();
    const file = await world.request('GET', doc.document, { token: org.token });
    assert.equal(file.statusCode, 200);
    const pdf = await PDFDocument.load(file.rawPayload);
    assert.equal(pdf.getPageCount(), 1);
    const { width, height } = pdf.getPage(0).getSize();
    assert.deepEqual([Math.round(width), Math.round(height)], [288, 432], '4x6 inches');

    const voided = await world.request('DELETE', `${box}label/`, { token: org.token });
    assert.equal(voided.statusCode, 200, voided.body);
    assert.equal(voided.json().status, 'voided');
    assert.equal((await world.request('GET', box, { token: org.token })).json().tracking_number, null);
    assert.ok([...ups.shipments.values()].some((s) => s.voided), 'voided at UPS');

    assert.deepEqual([...ups.violations, ...fedex.violations, ...usps.violations], []);
  });
});
