/**
 * The carriers' own end-of-day closes against their fakes (test/support/carriers/), which check every request
 * against the published definitions: USPS's SCAN form (multipart answer: manifest number and PS Form 5630 PDF) and
 * FedEx's Ground End of Day Close (MANIFEST report; reprint by ship date after a crash), with their refusals, an
 * expired token and a 429, and no credential in any error. UPS has no such endpoint: its adapter has no close.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { PDFDocument } from 'pdf-lib';
import { createUspsShipping } from '../../src/carriers/usps-shipping.ts';
import { createFedexShipping } from '../../src/carriers/fedex-shipping.ts';
import { createUpsShipping } from '../../src/carriers/ups-shipping.ts';
import { CarrierError, CarrierRefusal, type ManifestRequest, type ShippingAdapter } from '../../src/carriers/shipping-types.ts';
import { startUspsFake, USPS_FAKE_ACCOUNT, type UspsFake } from '../support/carriers/usps-fake.ts';
import { startFedexFake, FEDEX_FAKE_ACCOUNT, type FedexFake } from '../support/carriers/fedex-fake.ts';
import { UPS_FAKE_ACCOUNT } from '../support/carriers/ups-fake.ts';
import { SHIPMENT, expectedFailures, labelRequest } from './shipping-fixtures.ts';

const manifestOf = (labels: ManifestRequest['labels'], shipDate = SHIPMENT.shipDate): ManifestRequest =>
  ({ shipDate, labels, from: SHIPMENT.from });

describe('carriers\' end-of-day closes', () => {
  let uspsFake: UspsFake;
  let fedexFake: FedexFake;
  let usps: ShippingAdapter;
  let fedex: ShippingAdapter;
  const uspsFailures = expectedFailures();
  const fedexFailures = expectedFailures();

  before(async () => {
    [uspsFake, fedexFake] = await Promise.all([startUspsFake(), startFedexFake()]);
    usps = createUspsShipping(USPS_FAKE_ACCOUNT, { baseUrl: uspsFake.baseUrl, timeoutMs: 5000 });
    fedex = createFedexShipping(FEDEX_FAKE_ACCOUNT, { baseUrl: fedexFake.baseUrl, timeoutMs: 5000 });
  });
  after(async () => {
    await uspsFailures.end(uspsFake, 'USPS', [USPS_FAKE_ACCOUNT.client_secret, USPS_FAKE_ACCOUNT.client_id]);
    await fedexFailures.end(fedexFake, 'FedEx', [FEDEX_FAKE_ACCOUNT.client_secret, FEDEX_FAKE_ACCOUNT.client_id]);
  });

  it('USPS: makes the SCAN form of the labels, its manifest number and PS Form 5630 as a PDF', async () => {
    const labels = [await usps.buyLabel(labelRequest('PRIORITY_MAIL', 'pdf', '4x6')), await usps.buyLabel(labelRequest('USPS_GROUND_ADVANTAGE', 'zpl', '4x6'))];
    const made = await usps.closeManifest!(manifestOf(labels.map((l) => ({ trackingNumber: l.trackingNumber, service: 'PRIORITY_MAIL' }))));
    assert.ok(made);
    assert.match(made.reference, /^9275\d+$/);
    assert.equal(made.document?.contentType, 'application/pdf');
    assert.equal((await PDFDocument.load(made.document!.file)).getPageCount(), 1);
    for (const l of labels) assert.equal(uspsFake.labels.get(l.trackingNumber)?.form, made.reference);
    const sent = uspsFake.requests.find((r) => r.path === '/scan-forms/v3/scan-form')!.json as Record<string, unknown>;
    assert.deepEqual([sent.form, sent.mailingDate, sent.entryFacilityZIPCode], ['5630', SHIPMENT.shipDate, '30301']);
  });

  it('USPS: refuses a label already on a form, or cancelled, in USPS words naming it', async () => {
    const label = await usps.buyLabel(labelRequest('PRIORITY_MAIL', 'pdf', '4x6'));
    const request = manifestOf([{ trackingNumber: label.trackingNumber, service: 'PRIORITY_MAIL' }]);
    await usps.closeManifest!(request);
    const again = await uspsFailures.expect(usps.closeManifest!(request));
    assert.ok(again instanceof CarrierRefusal);
    assert.match(again.message, new RegExp(`USPS SCAN form: The label ${label.trackingNumber} is already on SCAN form`));
    const cancelled = await usps.buyLabel(labelRequest('PRIORITY_MAIL', 'pdf', '4x6'));
    await usps.voidLabel(cancelled);
    const refused = await uspsFailures.expect(usps.closeManifest!(manifestOf([{ trackingNumber: cancelled.trackingNumber, service: 'PRIORITY_MAIL' }])));
    assert.ok(refused instanceof CarrierRefusal && /canceled/.test(refused.message));
    assert.equal(usps.findManifest, undefined, 'USPS cannot be asked for a form made before');
  });

  it('USPS: a new token when the old one expired; a 429 is reported with its Retry-After', async () => {
    const label = await usps.buyLabel(labelRequest('PRIORITY_MAIL', 'pdf', '4x6'));
    uspsFake.expireTokens();
    uspsFake.rateLimitNext(1, 7);
    const limited = await uspsFailures.expect(usps.closeManifest!(manifestOf([{ trackingNumber: label.trackingNumber, service: 'PRIORITY_MAIL' }])));
    assert.ok(limited instanceof CarrierError);
    assert.deepEqual([limited.kind, limited.retryAfterMs], ['rate_limited', 7000]);
    const issued = uspsFake.tokensIssued();
    assert.ok(await usps.closeManifest!(manifestOf([{ trackingNumber: label.trackingNumber, service: 'PRIORITY_MAIL' }])));
    assert.equal(uspsFake.tokensIssued(), issued + 1);
  });

  it('FedEx: closes the day\'s Ground shipments with the MANIFEST report; Express needs no close', async () => {
    const ground = await fedex.buyLabel(labelRequest('FEDEX_GROUND', 'pdf', '4x6'));
    const express = await fedex.buyLabel(labelRequest('FEDEX_2_DAY', 'pdf', '4x6'));
    assert.equal(await fedex.closeManifest!(manifestOf([{ trackingNumber: express.trackingNumber, service: 'FEDEX_2_DAY' }])), null);
    assert.equal(fedexFake.requests.filter((r) => r.path === '/ship/v1/endofday/').length, 0, 'nothing asked for Express');
    const made = await fedex.closeManifest!(manifestOf([{ trackingNumber: ground.trackingNumber, service: 'FEDEX_GROUND' }]));
    assert.ok(made);
    assert.equal(made.reference, fedexFake.closes.get(SHIPMENT.shipDate)?.cycle);
    assert.equal(made.document?.contentType, 'text/plain; charset=utf-8');
    assert.match(made.document!.file.toString(), new RegExp(ground.trackingNumber));
    assert.ok(!made.document!.file.toString().includes(express.trackingNumber));
  });

  it('FedEx: finds a close made before (a crash) by reprinting the day, and none for a day not closed', async () => {
    const request = manifestOf([{ trackingNumber: 'any', service: 'FEDEX_GROUND' }]);
    const found = await fedex.findManifest!(request);
    assert.equal(found?.reference, fedexFake.closes.get(SHIPMENT.shipDate)?.cycle);
    assert.equal(await fedex.findManifest!(manifestOf(request.labels, '2024-03-05')), null);
    // A second close of the day: nothing is left open, FedEx refuses in its words.
    const again = await fedexFailures.expect(fedex.closeManifest!(request));
    assert.ok(again instanceof CarrierRefusal);
    assert.match(again.message, /^FedEx Ground End of Day Close: There are no open Ground shipments to close/);
  });

  it('FedEx: a new token when the old one expired; a 429 is reported with its Retry-After', async () => {
    const ground = await fedex.buyLabel({ ...labelRequest('FEDEX_GROUND', 'pdf', '4x6'), shipDate: '2024-03-06' });
    fedexFake.rateLimitNext(1, 3);
    const limited = await fedexFailures.expect(fedex.closeManifest!(manifestOf([{ trackingNumber: ground.trackingNumber, service: 'FEDEX_GROUND' }], '2024-03-06')));
    assert.ok(limited instanceof CarrierError && limited.kind === 'rate_limited' && limited.retryAfterMs === 3000);
    fedexFake.expireTokens();
    const issued = fedexFake.tokensIssued();
    assert.ok(await fedex.closeManifest!(manifestOf([{ trackingNumber: ground.trackingNumber, service: 'FEDEX_GROUND' }], '2024-03-06')));
    assert.equal(fedexFake.tokensIssued(), issued + 1);
  });

  it('UPS: no close (UPS\'s published APIs have none)', () => {
    const ups = createUpsShipping(UPS_FAKE_ACCOUNT, { baseUrl: 'http://127.0.0.1:9', timeoutMs: 1000 });
    assert.equal(ups.closeManifest, undefined);
  });
});
