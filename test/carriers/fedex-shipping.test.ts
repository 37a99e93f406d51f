/**
 * The FedEx shipping adapter against the fake FedEx API (test/support/carriers/fedex-fake.ts), which checks
 * every request against FedEx's published definitions: rates with transit times, a label in each format,
 * cancel, address resolution, token expiry, 429, refusals, and no credential in any error.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { PNG } from 'pngjs';
import { createFedexShipping, fedexDays, parseFedexCredentials } from '../../src/carriers/fedex-shipping.ts';
import { CarrierError, CarrierRefusal, type ShippingAdapter } from '../../src/carriers/shipping-types.ts';
import { startFedexFake, FEDEX_FAKE_ACCOUNT, type FedexFake } from '../support/carriers/fedex-fake.ts';
import { SHIPMENT, expectedFailures, labelRequest, pdfPageSize } from './shipping-fixtures.ts';

describe('FedEx shipping adapter', () => {
  let fake: FedexFake;
  let fedex: ShippingAdapter;
  const failures = expectedFailures();
  const expectError = failures.expect;

  before(async () => {
    fake = await startFedexFake();
    fedex = createFedexShipping(FEDEX_FAKE_ACCOUNT, { baseUrl: fake.baseUrl, timeoutMs: 5000 });
  });
  after(() => failures.end(fake, 'FedEx', Object.values(FEDEX_FAKE_ACCOUNT)));

  it('rates the services asked for at the account rate, with transit days and date', async () => {
    const rates = await fedex.rates(SHIPMENT, ['FEDEX_GROUND', 'FEDEX_2_DAY']);
    assert.deepEqual(rates.map((r) => r.service), ['FEDEX_GROUND', 'FEDEX_2_DAY']);
    // 2000 g is 4.41 lb, sent as 4.5: 10.20 + 1.05 x 4.5 = 14.925, which FedEx rounds to 14.93.
    assert.deepEqual(rates[0].amount, { amount: '14.93', currency: 'USD' });
    assert.deepEqual([rates[0].deliveryDays, rates[0].estimatedDeliveryDate], [3, '2024-03-07']);
    assert.equal((await fedex.rates(SHIPMENT, [])).length, 3);
    assert.equal(fedexDays('TWELVE_DAYS'), 12);
  });

  it('buys PDF labels on 4x6 and letter stock', async () => {
    const label = await fedex.buyLabel(labelRequest('FEDEX_GROUND', 'pdf', '4x6'));
    assert.match(label.trackingNumber, /^\d{12}$/);
    assert.deepEqual(label.amount, { amount: '18.34', currency: 'USD' });
    assert.deepEqual(await pdfPageSize(label.file), { width: 288, height: 432 });
    const letter = await fedex.buyLabel(labelRequest('FEDEX_GROUND', 'pdf', 'letter'));
    assert.deepEqual(await pdfPageSize(letter.file), { width: 612, height: 792 });
    const sent = fake.requests.at(-1)!;
    assert.equal((sent.json as { requestedShipment: { labelSpecification: { labelStockType: string } } }).requestedShipment.labelSpecification.labelStockType, 'PAPER_85X11_TOP_HALF_LABEL');
    assert.match(String(sent.headers['x-customer-transaction-id']), /^purchase-\d+$/, 'our purchase key travels as the transaction id');
  });

  it('buys PNG and ZPL II labels', async () => {
    const png = PNG.sync.read((await fedex.buyLabel(labelRequest('FEDEX_2_DAY', 'png', '4x6'))).file);
    assert.deepEqual([png.width, png.height], [96, 144]);
    const zpl = await fedex.buyLabel(labelRequest('FEDEX_2_DAY', 'zpl', '4x6'));
    assert.ok(zpl.file.toString().startsWith('^XA') && zpl.file.toString().includes(zpl.trackingNumber));
  });

  it('refuses a label without the phone numbers FedEx needs, before calling', async () => {
    const before = fake.requests.length;
    const err = await expectError(fedex.buyLabel({ ...labelRequest('FEDEX_GROUND', 'pdf', '4x6'), to: { ...SHIPMENT.to, phone: null } }));
    assert.ok(err instanceof CarrierRefusal);
    assert.equal(err.field, 'to.phone');
    assert.equal(fake.requests.length, before);
  });

  it('cancels a label; a second cancel and an unknown one are refused', async () => {
    const label = await fedex.buyLabel(labelRequest('FEDEX_GROUND', 'zpl', '4x6'));
    assert.deepEqual(await fedex.voidLabel(label), { kind: 'voided', refund: null });
    assert.equal(fake.shipments.get(label.shipmentId)?.cancelled, true);
    assert.deepEqual(await fedex.voidLabel(label), { kind: 'refused', reason: 'FedEx cancel: Shipment is already cancelled' });
    const unknown = await fedex.voidLabel({ trackingNumber: '123456789012', shipmentId: '123456789012' });
    assert.equal(unknown.kind, 'refused');
    assert.match(unknown.kind === 'refused' ? unknown.reason : '', /Tracking number cannot be found/);
  });

  it('resolves addresses: valid and residential, or not with FedEx message', async () => {
    const valid = await fedex.validateAddress(SHIPMENT.to);
    assert.deepEqual([valid.valid, valid.residential, valid.address.postalCode, valid.address.street1], [true, true, '62701-4321', '1 MAIN ST']);
    const not = await fedex.validateAddress({ ...SHIPMENT.to, postalCode: '62799' });
    assert.equal(not.valid, false);
    assert.equal(not.address.postalCode, '62799');
    assert.deepEqual(not.messages, ['Street range not matched', 'FedEx could not resolve the address to a delivery point']);
  });

  it('gets a new token when FedEx stops accepting the old one, once', async () => {
    await fedex.rates(SHIPMENT, []);
    const issued = fake.tokensIssued();
    fake.expireTokens();
    assert.equal((await fedex.rates(SHIPMENT, ['FEDEX_GROUND'])).length, 1);
    assert.equal(fake.tokensIssued(), issued + 1);
  });

  it('reports a 429 as rate limited with its Retry-After', async () => {
    fake.rateLimitNext(1, 3);
    const err = await expectError(fedex.validateAddress(SHIPMENT.to));
    assert.ok(err instanceof CarrierError);
    assert.deepEqual([err.kind, err.retryAfterMs], ['rate_limited', 3000]);
  });

  it('passes a refused request on as a CarrierRefusal with FedEx message', async () => {
    const to = { ...SHIPMENT.to, postalCode: '00000' };
    const err = await expectError(fedex.rates({ ...SHIPMENT, to }, []));
    assert.ok(err instanceof CarrierRefusal);
    assert.equal(err.message, 'FedEx rates: Recipient postal code is invalid. (RECIPIENT.POSTALCODE.INVALID)');
    assert.ok(await expectError(fedex.buyLabel({ ...labelRequest('FEDEX_GROUND', 'pdf', '4x6'), to })) instanceof CarrierRefusal);
  });

  it('refuses wrong credentials as an auth error that names no secret', async () => {
    const wrong = createFedexShipping({ ...FEDEX_FAKE_ACCOUNT, client_secret: 'wrong-fedex-secret-1' }, { baseUrl: fake.baseUrl, timeoutMs: 5000 });
    const err = await expectError(wrong.rates(SHIPMENT, []));
    assert.ok(err instanceof CarrierError);
    assert.equal(err.kind, 'auth');
    assert.ok(!err.message.includes('wrong-fedex-secret-1'));
  });

  it('cannot look a label up by our key; checks credentials', async () => {
    assert.deepEqual(await fedex.findLabel('purchase-1'), { kind: 'unknown' });
    assert.equal(parseFedexCredentials(FEDEX_FAKE_ACCOUNT).ok, true);
    assert.deepEqual(parseFedexCredentials({ ...FEDEX_FAKE_ACCOUNT, account_number: 'A1B2C3' }),
      { ok: false, field: 'account_number', message: 'must be the 9-digit FedEx account number' });
    assert.deepEqual(parseFedexCredentials({ client_id: 'x', account_number: '740561073' }), { ok: false, field: 'client_secret', message: 'is required' });
  });
});
