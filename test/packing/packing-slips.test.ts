import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { PDFDocument } from 'pdf-lib';
import { renderPackingSlips } from '../../src/packing/index.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { countingDb } from '../support/counting-db.ts';
import { decodeCode128, hasPdftoppm, pdfText, rasterisePdf } from '../support/barcodes.ts';
import { collector, imageCount, logoPng, makeOrder, uploadLogo } from './support.ts';

describe('packing slips', () => {
  let world: TestWorld;
  let org: TestOrg;
  let other: TestOrg;

  before(async () => {
    world = await createWorld();
    org = await world.createOrg('Acme Fulfilment');
    other = await world.createOrg('Other');
  });
  after(() => world.close());

  const deps = () => ({ db: world.db, storage: world.app.storage });

  it('prints one letter page per order, in the order given, with ship-to, items and a Code 128 of the primary_id', { skip: !hasPdftoppm }, async () => {
    const a = await makeOrder(world, org, 'SLIP-A1', [[{ part_number: 'MUG-1', description: 'Blue mug', quantity: 2 }, { part_number: 'TAX', kind: 'tax', quantity: 1 }]]);
    const b = await makeOrder(world, org, 'SLIP-B2', [[{ part_number: 'ANV-9', description: 'Anvil', quantity: 1 }], [{ description: 'Loose screws', quantity: 30 }]]);
    const foreign = await makeOrder(world, other, 'SLIP-X', [[{ part_number: 'SECRET', quantity: 1 }]]);
    await uploadLogo(world, org, a.boxes[0], logoPng());
    const out = collector();
    const result = await renderPackingSlips(deps(), org.id, [b.id, a.id, foreign.id], out.target);
    assert.deepEqual([result.orderIds, result.missingOrderIds, result.pages], [[b.id, a.id], [foreign.id], 2]);
    const pdf = out.bytes();
    const doc = await PDFDocument.load(pdf);
    assert.equal(doc.getPageCount(), 2);
    for (const page of doc.getPages()) assert.deepEqual(page.getSize(), { width: 612, height: 792 });
    assert.equal(decodeCode128(rasterisePdf(pdf, 200, 1)), 'SLIP-B2');
    assert.equal(decodeCode128(rasterisePdf(pdf, 200, 2)), 'SLIP-A1');
    const [first, second] = pdfText(pdf).split('\f');
    assert.match(first, /Acme Fulfilment/);
    assert.match(first, /Ada Lovelace/);
    assert.match(first, /Brooklyn, NY 11201/);
    assert.match(first, /1\s+ANV-9\s+Anvil/);
    assert.match(first, /30\s+-\s+Loose screws/);
    assert.match(second, /2\s+MUG-1\s+Blue mug/);
    assert.doesNotMatch(second, /TAX|SECRET/);
    // The logo once; the barcodes are vector bars (decoded above), not images.
    assert.equal(imageCount(pdf), 1);
  });

  it('continues an order whose items do not fit on a page, barcode repeated, in four statements for any number of orders', { skip: !hasPdftoppm }, async () => {
    const many = Array.from({ length: 80 }, (_, n) => ({ part_number: `P-${n}`, description: `Part ${n}`, quantity: 1 }));
    const big = await makeOrder(world, org, 'SLIP-BIG', [many]);
    const small = await makeOrder(world, org, 'SLIP-SMALL', [[{ part_number: 'ONE', quantity: 1 }]]);
    const counted = countingDb(world.db);
    const out = collector();
    const result = await renderPackingSlips({ db: counted.db, storage: world.app.storage }, org.id, [big.id, small.id], out.target);
    const doc = await PDFDocument.load(out.bytes());
    assert.equal(doc.getPageCount(), result.pages);
    assert.ok(result.pages >= 3, `${result.pages} pages`);
    for (let page = 1; page <= result.pages; page++) {
      assert.equal(decodeCode128(rasterisePdf(out.bytes(), 200, page)), page === result.pages ? 'SLIP-SMALL' : 'SLIP-BIG');
    }
    assert.match(pdfText(out.bytes()), /Packing slip \(continued\)/);
    // Orders, items, the organization's name and its logo.
    assert.equal(counted.count(), 4);
  });
});
