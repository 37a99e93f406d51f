/**
 * The UPS shipping adapter against the fake UPS API (test/support/carriers/ups-fake.ts), which checks every
 * request against UPS's published definitions: rates, a label in each format (the PDF's page size and the PNG's
 * pixels read back), void, address checks, token expiry, 429, refusals, and no credential in any error.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { PNG } from 'pngjs';
import { createUpsShipping, parseUpsCredentials } from '../../src/carriers/ups-shipping.ts';
import { CarrierError, CarrierRefusal, type ShippingAdapter } from '../../src/carriers/shipping-types.ts';
import { startUpsFake, UPS_FAKE_ACCOUNT, type UpsFake } from '../support/carriers/ups-fake.ts';
import { samplePixel } from '../support/carriers/fake-server.ts';
import { SHIPMENT, expectedFailures, labelRequest, pdfPageSize } from './shipping-fixtures.ts';

describe('UPS shipping adapter', () => {
  let fake: UpsFake;
  let ups: ShippingAdapter;
  const failures = expectedFailures();
  const expectError = failures.expect;

  before(async () => {
    fake = await startUpsFake();
    ups = createUpsShipping(UPS_FAKE_ACCOUNT, { baseUrl: fake.baseUrl, timeoutMs: 5000 });
  });
  after(() => failures.end(fake, 'UPS', Object.values(UPS_FAKE_ACCOUNT).filter((v) => v.length > 6)));

  it('rates the services asked for, priced by the weight in pounds, with transit days and date', async () => {
    const rates = await ups.rates(SHIPMENT, ['03', '01']);
    assert.deepEqual(rates.map((r) => r.service).sort(), ['01', '03']);
    const ground = rates.find((r) => r.service === '03')!;
    // 2000 g is 4.41 lb, billed as 4.5 lb: 9.50 + 1.10 x 4.5.
    assert.deepEqual(ground.amount, { amount: '14.45', currency: 'USD' });
    assert.equal(ground.serviceName, 'UPS Ground');
    assert.equal(ground.deliveryDays, 4);
    assert.equal(ground.estimatedDeliveryDate, '2024-03-08');
    const all = await ups.rates(SHIPMENT, []);
    assert.equal(all.length, 3);
    // Rating takes 2-character state codes (the fake flags a longer one); Ship takes up to 5.
    assert.equal((await ups.rates({ ...SHIPMENT, to: { ...SHIPMENT.to, country: 'AU', state: 'QLD', postalCode: '4000' } }, ['03'])).length, 1);
    const sent = fake.requests.find((r) => r.path.startsWith('/api/rating/'))!.json as { RateRequest: { Shipment: { Package: { Dimensions: { Length: string } }[] } } };
    assert.equal(sent.RateRequest.Shipment.Package[0].Dimensions.Length, '12', '0.30 m is 11.8 in, sent as 12');
  });

  it('buys a PDF label on a 4x6 page and on letter paper', async () => {
    const label = await ups.buyLabel(labelRequest('03', 'pdf', '4x6'));
    assert.match(label.trackingNumber, /^1ZA1B2C303\d{8}$/);
    assert.equal(label.shipmentId, label.trackingNumber);
    assert.deepEqual(label.amount, { amount: '14.72', currency: 'USD' });
    assert.deepEqual(await pdfPageSize(label.file), { width: 288, height: 432 });
    const letter = await ups.buyLabel(labelRequest('03', 'pdf', 'letter'));
    assert.deepEqual(await pdfPageSize(letter.file), { width: 612, height: 792 });
    assert.equal(letter.size, 'letter');
  });

  it('buys a PNG label converted from the GIF UPS sends, pixel for pixel', async () => {
    const label = await ups.buyLabel(labelRequest('02', 'png', '4x6'));
    const png = PNG.sync.read(label.file);
    assert.equal(png.width, 120);
    assert.equal(png.height, 80);
    const colours = [[255, 255, 255], [0, 0, 0], [255, 0, 0]];
    for (const [x, y] of [[0, 0], [5, 10], [9, 3], [13, 70], [119, 79]]) {
      const o: number = (y * png.width + x) * 4;
      assert.deepEqual([png.data[o], png.data[o + 1], png.data[o + 2]], colours[samplePixel(x, y)], `pixel ${x},${y}`);
    }
    const sent = fake.requests.at(-1)!.json as { ShipmentRequest: { LabelSpecification: { LabelImageFormat: { Code: string } } } };
    assert.equal(sent.ShipmentRequest.LabelSpecification.LabelImageFormat.Code, 'GIF');
  });

  it('buys a ZPL label as UPS prints it', async () => {
    const label = await ups.buyLabel(labelRequest('01', 'zpl', '4x6'));
    const zpl = label.file.toString('utf8');
    assert.ok(zpl.startsWith('^XA') && zpl.includes(label.trackingNumber));
    assert.equal(label.format, 'zpl');
  });

  it('voids a label once; a second void is refused in UPS words', async () => {
    const label = await ups.buyLabel(labelRequest('03', 'zpl', '4x6'));
    assert.deepEqual(await ups.voidLabel(label), { kind: 'voided', refund: null });
    assert.equal(fake.shipments.get(label.shipmentId)?.voided, true);
    const again = await ups.voidLabel(label);
    assert.equal(again.kind, 'refused');
    assert.match(again.kind === 'refused' ? again.reason : '', /already been voided/);
  });

  it('checks addresses: valid and residential, ambiguous, not found', async () => {
    const valid = await ups.validateAddress(SHIPMENT.to);
    assert.equal(valid.valid, true);
    assert.equal(valid.residential, true);
    assert.equal(valid.address.postalCode, '62701-1234');
    assert.equal(valid.address.city, 'SPRINGFIELD');
    assert.equal(valid.address.street1, '1 MAIN ST');
    const ambiguous = await ups.validateAddress({ ...SHIPMENT.to, postalCode: '62799' });
    assert.equal(ambiguous.valid, false);
    assert.deepEqual(ambiguous.messages, ['UPS found 2 possible addresses']);
    assert.equal(ambiguous.address.postalCode, '62799');
    const none = await ups.validateAddress({ ...SHIPMENT.to, city: 'Nowhere' });
    assert.deepEqual([none.valid, none.messages], [false, ['UPS found no such address']]);
  });

  it('gets a new token when UPS stops accepting the old one, once', async () => {
    await ups.rates(SHIPMENT, ['03']);
    const issued = fake.tokensIssued();
    fake.expireTokens();
    const rates = await ups.rates(SHIPMENT, ['03']);
    assert.equal(rates.length, 1);
    assert.equal(fake.tokensIssued(), issued + 1);
  });

  it('reports a 429 as rate limited with its Retry-After', async () => {
    fake.rateLimitNext(1, 7);
    const err = await expectError(ups.rates(SHIPMENT, ['03']));
    assert.ok(err instanceof CarrierError);
    assert.deepEqual([err.kind, err.retryAfterMs], ['rate_limited', 7000]);
  });

  it('passes a refused shipment on as a CarrierRefusal with UPS message', async () => {
    const bad = { ...SHIPMENT, to: { ...SHIPMENT.to, postalCode: '00000' } };
    const rateErr = await expectError(ups.rates(bad, []));
    assert.ok(rateErr instanceof CarrierRefusal);
    assert.match(rateErr.message, /postal code 00000 is invalid/);
    const labelErr = await expectError(ups.buyLabel({ ...labelRequest('03', 'pdf', '4x6'), to: bad.to }));
    assert.ok(labelErr instanceof CarrierRefusal);
    assert.match(labelErr.message, /Address Validation Error/);
  });

  it('refuses wrong credentials as an auth error that names no secret', async () => {
    const wrong = createUpsShipping({ ...UPS_FAKE_ACCOUNT, client_secret: 'not-the-secret-9921' }, { baseUrl: fake.baseUrl, timeoutMs: 5000 });
    const err = await expectError(wrong.rates(SHIPMENT, []));
    assert.ok(err instanceof CarrierError);
    assert.equal(err.kind, 'auth');
    assert.ok(!err.message.includes('not-the-secret-9921'));
  });

  it('cannot look a label up by our key', async () => {
    assert.deepEqual(await ups.findLabel('purchase-1'), { kind: 'unknown' });
  });

  it('checks credentials', () => {
    assert.deepEqual(parseUpsCredentials(UPS_FAKE_ACCOUNT), { ok: true, value: UPS_FAKE_ACCOUNT });
    assert.deepEqual(parseUpsCredentials({ ...UPS_FAKE_ACCOUNT, client_secret: ' ' }), { ok: false, field: 'client_secret', message: 'is required' });
    const short = parseUpsCredentials({ ...UPS_FAKE_ACCOUNT, account_number: '123' });
    assert.equal(short.ok ? null : short.field, 'account_number');
    assert.equal(parseUpsCredentials('text').ok, false);
  });
});
