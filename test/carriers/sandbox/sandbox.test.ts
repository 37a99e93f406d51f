import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { createSandboxShipping, addBusinessDays } from '../../../src/carriers/sandbox/index.ts';
import { memoryStore } from '../../../src/carriers/sandbox/store.ts';
import { LETTER_LABEL_AREA } from '../../../src/carriers/sandbox/label.ts';
import { parseRateSheet, RateSheetError, zoneOf, startedPounds, defaultRateSheetCsv } from '../../../src/carriers/sandbox/rate-sheet.ts';
import { createSandboxTracker } from '../../../src/carriers/sandbox/tracking.ts';
import { CarrierRefusal, type LabelRequest, type PostalAddress } from '../../../src/carriers/shipping-types.ts';
import { decodeCode128, hasPdftoppm, rasterisePdf } from '../../support/barcodes.ts';

const GOLDEN = join(import.meta.dirname, '../../../../test/carriers/sandbox/golden');

const address = (over: Partial<PostalAddress>): PostalAddress => ({
  name: null, company: null, street1: null, street2: null, city: null, state: null, postalCode: null, country: 'US', phone: null, email: null,
  residential: null, ...over,
});
const FROM = address({ name: 'Acme Fulfilment', company: 'Acme', street1: '1 Depot Rd', city: 'Springfield', state: 'IL', postalCode: '62701' });
const TO = address({ name: 'Ada Lovelace', street1: '12 Analytical Way', city: 'Brooklyn', state: 'ny', postalCode: '11201' });

const request = (over: Partial<LabelRequest> = {}): LabelRequest => ({
  from: FROM, to: TO, parcel: { weightGrams: 1000, lengthM: null, widthM: null, heightM: null }, shipDate: '2026-03-02', reference: 'ORDER-1',
  service: 'ground', format: 'pdf', size: '4x6', purchaseKey: 'purchase-1', ...over,
});

describe('sandbox carrier', () => {
  it('prices by zone (first digits of the postal codes) and started pounds from the default sheet, with delivery dates', async () => {
    assert.equal(zoneOf('62701', '11201'), 6);
    assert.equal(zoneOf('10001', '10001'), 1);
    assert.equal(startedPounds(1000), 3);
    assert.equal(startedPounds(453.59237), 1);
    const adapter = createSandboxShipping({ rateSheet: null, store: memoryStore() });
    const rates = await adapter.rates(request(), []);
    assert.deepEqual(rates.map((r) => r.service), ['ground', 'express', 'overnight']);
    const csv = defaultRateSheetCsv().split('\n');
    const groundRow = csv.find((l) => l.startsWith('ground,6,3,'))!.split(',');
    assert.equal(rates[0].amount.amount, groundRow[3]);
    assert.equal(rates[0].amount.currency, 'USD');
    assert.equal(rates[0].deliveryDays, Number(groundRow[4]));
    assert.equal(rates[0].estimatedDeliveryDate, addBusinessDays('2026-03-02', Number(groundRow[4])));
    assert.equal(addBusinessDays('2026-03-06', 1), '2026-03-09'); // Friday + 1 is Monday
    assert.deepEqual((await adapter.rates(request(), ['express'])).map((r) => r.service), ['express']);
  });

  it('prices from an account sheet, and refuses what the sheet cannot price', async () => {
    const sheet = parseRateSheet('service,zone,max_weight_lb,amount,delivery_days\nground,6,2,3.10,4\nground,6,5,7.25,4\n');
    const adapter = createSandboxShipping({ rateSheet: sheet, store: memoryStore() });
    const [rate] = await adapter.rates(request(), []);
    assert.equal(rate.amount.amount, '7.25');
    await assert.rejects(adapter.rates(request({ parcel: { weightGrams: 5000, lengthM: null, widthM: null, heightM: null } }), []), CarrierRefusal);
    await assert.rejects(adapter.rates(request({ to: { ...TO, postalCode: 'SW-A' } }), []), (e: CarrierRefusal) => e.field === 'ship_to.post_code');
    assert.throws(() => parseRateSheet('service,zone,max_weight_lb,amount,delivery_days\nground,1,1,abc,2\n'), (e: RateSheetError) => e.line === 2 && /amount/.test(e.message));
    assert.throws(() => parseRateSheet('service,zone,max_weight_lb,amount,delivery_days\nground,1,1,"1.00,2\n'), RateSheetError);
  });

  it('draws a 4x6 PDF of one page whose barcode scans as the SBX tracking number', { skip: !hasPdftoppm && 'pdftoppm (poppler-utils) is not installed' }, async () => {
    const adapter = createSandboxShipping({ rateSheet: null, store: memoryStore() });
    const label = await adapter.buyLabel(request());
    assert.match(label.trackingNumber, /^SBX\d{12}$/);
    const pdf = await PDFDocument.load(label.file);
    assert.equal(pdf.getPageCount(), 1);
    assert.deepEqual(pdf.getPage(0).getSize(), { width: 288, height: 432 });
    assert.equal(decodeCode128(rasterisePdf(label.file)), label.trackingNumber);
  });

  it('draws the letter (2-up) PDF: the 4x6 label turned in the top half of a US letter page, scannable', { skip: !hasPdftoppm && 'pdftoppm (poppler-utils) is not installed' }, async () => {
    const adapter = createSandboxShipping({ rateSheet: null, store: memoryStore() });
    const label = await adapter.buyLabel(request({ size: 'letter', purchaseKey: 'letter-1' }));
    const pdf = await PDFDocument.load(label.file);
    assert.equal(pdf.getPageCount(), 1);
    assert.deepEqual(pdf.getPage(0).getSize(), { width: 612, height: 792 });
    // 6 x 4 inches, centred in the top 8.5 x 5.5 inch half, clear of the cut line at the middle.
    assert.deepEqual(LETTER_LABEL_AREA, { x: 90, y: 450, width: 432, height: 288 });
    const page = rasterisePdf(label.file, 150);
    assert.equal(decodeCode128(page, { rows: { from: 0, to: 0.5 }, turned: true }), label.trackingNumber);
    assert.throws(() => decodeCode128(page, { rows: { from: 0.5, to: 1 }, turned: true }), /no Code 128/);
  });

  it('draws a PNG whose barcode scans as the tracking number', async () => {
    const adapter = createSandboxShipping({ rateSheet: null, store: memoryStore() });
    const label = await adapter.buyLabel(request({ format: 'png', purchaseKey: 'png-1' }));
    assert.equal(label.file.subarray(1, 4).toString('ascii'), 'PNG');
    assert.equal(decodeCode128(label.file), label.trackingNumber);
  });

  it('writes ZPL II equal to the golden file', async () => {
    const adapter = createSandboxShipping({ rateSheet: null, store: memoryStore() });
    const label = await adapter.buyLabel(request({ format: 'zpl', purchaseKey: 'zpl-golden' }));
    const golden = join(GOLDEN, 'ground-4x6.zpl');
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(golden, label.file);
    assert.ok(existsSync(golden), 'the golden file exists (UPDATE_GOLDEN=1 writes it)');
    assert.equal(label.file.toString('ascii'), readFileSync(golden, 'ascii'));
    assert.match(label.file.toString('ascii'), new RegExp(`\\^BCN,200,Y,N,N\\^FD${label.trackingNumber}\\^FS`));
  });

  it('sells one label per purchase key, finds it again, voids it once', async () => {
    const store = memoryStore();
    const adapter = createSandboxShipping({ rateSheet: null, store });
    assert.deepEqual(await adapter.findLabel('k-1'), { kind: 'not_found' });
    const first = await adapter.buyLabel(request({ purchaseKey: 'k-1' }));
    const again = await adapter.buyLabel(request({ purchaseKey: 'k-1' }));
    assert.equal(again.trackingNumber, first.trackingNumber);
    assert.equal(store.all().length, 1);
    const found = await adapter.findLabel('k-1');
    assert.equal(found.kind === 'found' && found.label.trackingNumber, first.trackingNumber);
    assert.deepEqual(await adapter.voidLabel(first), { kind: 'voided', refund: first.amount });
    assert.equal((await adapter.voidLabel(first)).kind, 'refused');
    await assert.rejects(adapter.buyLabel(request({ purchaseKey: 'k-2', service: 'teleport' })), (e: CarrierRefusal) => e.field === 'service');
  });

  it('checks addresses with simple rules', async () => {
    const adapter = createSandboxShipping({ rateSheet: null, store: memoryStore() });
    const ok = await adapter.validateAddress(address({ street1: ' 12  Main St ', city: 'Brooklyn', state: 'ny', postalCode: '112011234' }));
    assert.equal(ok.valid, true);
    assert.equal(ok.residential, true);
    assert.equal(ok.address.state, 'NY');
    assert.equal(ok.address.postalCode, '11201-1234');
    assert.equal(ok.address.street1, '12 Main St');
    const bad = await adapter.validateAddress(address({ street1: '1 A St', city: 'X', state: 'ZZ', postalCode: '123' }));
    assert.equal(bad.valid, false);
    assert.ok(bad.messages.some((m) => m.startsWith('region:')) && bad.messages.some((m) => m.startsWith('post_code:')));
    const commercial = await adapter.validateAddress(address({ company: 'Acme', street1: '1 A St', city: 'X', state: 'IL', postalCode: '62701' }));
    assert.equal(commercial.residential, false);
  });

  it('plays SBX numbers to delivered in the tracker', async () => {
    let now = Date.parse('2026-03-02T10:00:00Z');
    const tracker = createSandboxTracker({ now: () => now });
    assert.deepEqual(await tracker.track('1Z999'), { kind: 'not_found' });
    const first = await tracker.track('SBX000000000001');
    assert.equal(first.kind === 'events' && first.events.map((e) => e.status).join(), 'accepted');
    now += 91_000;
    const last = await tracker.track('SBX000000000001');
    assert.equal(last.kind === 'events' && last.events.map((e) => e.status).join(), 'accepted,in_transit,out_for_delivery,delivered');
  });
});
