/**
 * The USPS shipping adapter against the fake USPS APIs v3 (test/support/carriers/usps-fake.ts), which checks
 * every request against USPS's published fields: domestic and international prices, labels (payment
 * authorization first, PDF 4x6 and letter, ZPL), cancel, address checks, token expiry, 429, refusals, and no
 * credential in any error.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createUspsShipping, parseUspsCredentials } from '../../src/carriers/usps-shipping.ts';
import { CarrierError, CarrierRefusal, type ShippingAdapter } from '../../src/carriers/shipping-types.ts';
import { startUspsFake, USPS_FAKE_ACCOUNT, type UspsFake } from '../support/carriers/usps-fake.ts';
import { SHIPMENT, expectedFailures, labelRequest, pdfPageSize } from './shipping-fixtures.ts';

describe('USPS shipping adapter', () => {
  let fake: UspsFake;
  let usps: ShippingAdapter;
  const failures = expectedFailures();
  const expectError = failures.expect;

  before(async () => {
    fake = await startUspsFake();
    usps = createUspsShipping(USPS_FAKE_ACCOUNT, { baseUrl: fake.baseUrl, timeoutMs: 5000 });
  });
  after(() => failures.end(fake, 'USPS', [USPS_FAKE_ACCOUNT.client_secret, USPS_FAKE_ACCOUNT.client_id]));

  it('prices each mail class at the lowest option, commercial with a payment account', async () => {
    const rates = await usps.rates(SHIPMENT, ['USPS_GROUND_ADVANTAGE', 'PRIORITY_MAIL']);
    // 4.5 lb: 6.20 + 0.90 x 4.5 = 10.25.
    assert.deepEqual(rates.map((r) => [r.service, r.amount.amount]), [['USPS_GROUND_ADVANTAGE', '10.25'], ['PRIORITY_MAIL', '13.40']]);
    const sent = fake.requests.find((r) => r.path === '/prices/v3/total-rates/search')!.json as Record<string, unknown>;
    assert.deepEqual([sent.priceType, sent.accountNumber, sent.length, sent.width, sent.height], ['COMMERCIAL', '1000123456', 12, 8, 4]);
    assert.equal((await usps.rates(SHIPMENT, [])).length, 3);
  });

  it('prices international mail classes through the international API', async () => {
    const abroad = { ...SHIPMENT, to: { ...SHIPMENT.to, country: 'CA', state: 'ON', postalCode: 'K1A 0B1' } };
    const rates = await usps.rates(abroad, []);
    assert.deepEqual(rates.map((r) => r.service), ['PRIORITY_MAIL_INTERNATIONAL', 'PRIORITY_MAIL_EXPRESS_INTERNATIONAL']);
    assert.ok(fake.requests.some((r) => r.path === '/international-prices/v3/total-rates/search'));
  });

  it('leaves out a mail class USPS refuses, unless all are refused', async () => {
    const rates = await usps.rates(SHIPMENT, ['MEDIA_MAIL', 'PRIORITY_MAIL']);
    assert.deepEqual(rates.map((r) => r.service), ['PRIORITY_MAIL']);
    const err = await expectError(usps.rates(SHIPMENT, ['MEDIA_MAIL']));
    assert.ok(err instanceof CarrierRefusal);
    assert.equal(err.field, 'mailClass');
  });

  it('needs the parcel dimensions', async () => {
    const err = await expectError(usps.rates({ ...SHIPMENT, parcel: { ...SHIPMENT.parcel, heightM: null } }, []));
    assert.ok(err instanceof CarrierRefusal);
    assert.equal(err.field, 'parcel');
  });

  it('buys labels with a payment authorization: PDF 4x6 and letter, ZPL', async () => {
    const label = await usps.buyLabel(labelRequest('PRIORITY_MAIL', 'pdf', '4x6'));
    assert.match(label.trackingNumber, /^9400\d{18}$/);
    assert.deepEqual(label.amount, { amount: '8.65', currency: 'USD' }, 'postage plus fees');
    assert.deepEqual(await pdfPageSize(label.file), { width: 288, height: 432 });
    const letter = await usps.buyLabel(labelRequest('PRIORITY_MAIL', 'pdf', 'letter'));
    assert.deepEqual(await pdfPageSize(letter.file), { width: 612, height: 792 });
    const zpl = await usps.buyLabel(labelRequest('USPS_GROUND_ADVANTAGE', 'zpl', '4x6'));
    assert.ok(zpl.file.toString().startsWith('^XA') && zpl.file.toString().includes(zpl.trackingNumber));
    assert.equal(fake.requests.filter((r) => r.path === '/payments/v3/payment-authorization').length, 1, 'one payment authorization kept');
  });

  it('sends the same idempotency key when a purchase is retried, and gets the same label', async () => {
    const request = labelRequest('PRIORITY_MAIL', 'zpl', '4x6');
    const first = await usps.buyLabel(request);
    const again = await usps.buyLabel(request);
    assert.equal(again.trackingNumber, first.trackingNumber);
  });

  it('refuses PNG, international labels and an account without payment credentials', async () => {
    assert.equal((await expectError(usps.buyLabel(labelRequest('PRIORITY_MAIL', 'png', '4x6'))) as CarrierRefusal).field, 'format');
    const abroad = { ...labelRequest('PRIORITY_MAIL_INTERNATIONAL', 'pdf', '4x6'), to: { ...SHIPMENT.to, country: 'CA' } };
    assert.equal((await expectError(usps.buyLabel(abroad)) as CarrierRefusal).field, 'service');
    const bare = createUspsShipping({ client_id: USPS_FAKE_ACCOUNT.client_id, client_secret: USPS_FAKE_ACCOUNT.client_secret }, { baseUrl: fake.baseUrl, timeoutMs: 5000 });
    const err = await expectError(bare.buyLabel(labelRequest('PRIORITY_MAIL', 'pdf', '4x6')));
    assert.ok(err instanceof CarrierRefusal);
    assert.equal(err.field, 'credentials.payment_account');
  });

  it('cancels a label; a second cancel is refused in USPS words', async () => {
    const label = await usps.buyLabel(labelRequest('PRIORITY_MAIL', 'zpl', '4x6'));
    assert.deepEqual(await usps.voidLabel(label), { kind: 'voided', refund: null });
    assert.equal(fake.labels.get(label.trackingNumber)?.cancelled, true);
    assert.deepEqual(await usps.voidLabel(label), { kind: 'refused', reason: 'USPS cancel: The label has already been canceled' });
  });

  it('checks addresses: confirmed and residential, not found, abroad', async () => {
    const ok = await usps.validateAddress(SHIPMENT.to);
    assert.deepEqual([ok.valid, ok.residential, ok.address.postalCode, ok.address.city], [true, true, '62701-1320', 'SPRINGFIELD']);
    assert.deepEqual(ok.messages, ['Single Response - exact match']);
    const missing = await usps.validateAddress({ ...SHIPMENT.to, street1: '99 Nowhere Rd' });
    assert.deepEqual([missing.valid, missing.messages], [false, ['USPS address check: Address Not Found.']]);
    const abroad = await usps.validateAddress({ ...SHIPMENT.to, country: 'FR' });
    assert.equal(abroad.valid, false);
  });

  it('gets a new token when USPS stops accepting the old one, once', async () => {
    await usps.rates(SHIPMENT, ['PRIORITY_MAIL']);
    const issued = fake.tokensIssued();
    fake.expireTokens();
    assert.equal((await usps.rates(SHIPMENT, ['PRIORITY_MAIL'])).length, 1);
    assert.equal(fake.tokensIssued(), issued + 1);
  });

  it('reports a 429 as rate limited with its Retry-After', async () => {
    fake.rateLimitNext(1, 11);
    const err = await expectError(usps.validateAddress(SHIPMENT.to));
    assert.ok(err instanceof CarrierError);
    assert.deepEqual([err.kind, err.retryAfterMs], ['rate_limited', 11000]);
  });

  it('passes a refused request on with USPS message and field', async () => {
    const to = { ...SHIPMENT.to, postalCode: '00000' };
    const err = await expectError(usps.rates({ ...SHIPMENT, to }, ['PRIORITY_MAIL']));
    assert.ok(err instanceof CarrierRefusal);
    assert.deepEqual([err.message, err.field], ['USPS prices: destinationZIPCode is not a valid ZIP Code', 'destinationZIPCode']);
    const labelErr = await expectError(usps.buyLabel({ ...labelRequest('PRIORITY_MAIL', 'pdf', '4x6'), to }));
    assert.equal((labelErr as CarrierRefusal).field, 'toAddress.ZIPCode');
  });

  it('refuses wrong credentials as an auth error that names no secret', async () => {
    const wrong = createUspsShipping({ ...USPS_FAKE_ACCOUNT, client_secret: 'wrong-usps-secret-42' }, { baseUrl: fake.baseUrl, timeoutMs: 5000 });
    const err = await expectError(wrong.rates(SHIPMENT, []));
    assert.ok(err instanceof CarrierError);
    assert.equal(err.kind, 'auth');
    assert.ok(!err.message.includes('wrong-usps-secret-42'));
  });

  it('cannot look a label up by our key; checks credentials', async () => {
    assert.deepEqual(await usps.findLabel('purchase-1'), { kind: 'unknown' });
    assert.deepEqual(parseUspsCredentials({ client_id: 'a', client_secret: 'b' }), { ok: true, value: { client_id: 'a', client_secret: 'b' } });
    assert.deepEqual(parseUspsCredentials({ ...USPS_FAKE_ACCOUNT, mid: '12' }), { ok: false, field: 'mid', message: 'must be the 6- or 9-digit Mailer ID' });
  });
});
