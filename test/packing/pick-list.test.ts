import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { PDFDocument } from 'pdf-lib';
import { pdfStream, renderPickList } from '../../src/packing/index.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { countingDb } from '../support/counting-db.ts';
import { pdfText } from '../support/barcodes.ts';
import { collector, imageCount, logoPng, makeOrder, uploadLogo } from './support.ts';

describe('pick list', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;

  before(async () => {
    world = await createWorld();
    orgA = await world.createOrg('Acme Fulfilment');
    orgB = await world.createOrg('Other');
  });
  after(() => world.close());

  const deps = () => ({ db: world.db, storage: world.app.storage });

  it('groups goods items by pick location (else the order\'s warehouse), then part number, with quantities and orders', async () => {
    const o1 = await makeOrder(world, orgA, 'PL-1', [[
      { part_number: 'SKU-B', description: 'Blue mug', quantity: 2, pick_location: 'A-01' },
      { part_number: 'SKU-A', description: 'Anvil', quantity: 1, pick_location: 'A-01' },
      { part_number: 'SKU-C', description: 'Crate', quantity: 1 },
      { part_number: 'DISC', description: 'Discount', quantity: 1, kind: 'discount' },
      { part_number: 'SKU-A', description: 'Anvil', quantity: 0, pick_location: 'A-01' },
    ]], { warehouse: 'WH-EAST' });
    const o2 = await makeOrder(world, orgA, 'PL-2', [[{ part_number: 'SKU-B', description: 'Blue mug', quantity: 1, pick_location: 'A-01' }],
      [{ part_number: 'SKU-B', description: 'Blue mug', quantity: 2, pick_location: 'A-01' }]]);
    const empty = await makeOrder(world, orgA, 'PL-3', []);
    const o4 = await makeOrder(world, orgA, 'PL-4', [[{ part_number: 'SKU-Z', description: 'Zither', quantity: 4 }]]);
    const foreign = await makeOrder(world, orgB, 'B-1', [[{ part_number: 'SECRET', quantity: 1, pick_location: 'A-01' }]]);

    const out = collector();
    const result = await renderPickList(deps(), orgA.id, [o2.id, o1.id, empty.id, o4.id, 999_999, foreign.id, o1.id], out.target);
    assert.deepEqual(result.orderIds, [o2.id, o1.id, empty.id, o4.id]);
    assert.deepEqual(result.missingOrderIds, [999_999, foreign.id]);
    assert.deepEqual(result.emptyOrderIds, [empty.id]);
    assert.deepEqual(result.lines.map((l) => [l.location, l.partNumber, l.quantity, l.orders.map((o) => `${o.primaryId}x${o.quantity}`)]), [
      ['A-01', 'SKU-A', 1, ['PL-1x1']],
      ['A-01', 'SKU-B', 5, ['PL-2x3', 'PL-1x2']],
      ['WH-EAST', 'SKU-C', 1, ['PL-1x1']],
      [null, 'SKU-Z', 4, ['PL-4x4']],
    ]);

    const pdf = out.bytes();
    assert.equal(result.bytes, pdf.length);
    const doc = await PDFDocument.load(pdf);
    assert.equal(doc.getPageCount(), 1);
    assert.equal(result.pages, 1);
    assert.deepEqual(doc.getPage(0).getSize(), { width: 612, height: 792 });
    const text = pdfText(pdf);
    assert.match(text, /Acme Fulfilment/);
    assert.match(text, /A-01\s+SKU-A\s+Anvil\s+1\s+PL-1/);
    assert.match(text, /SKU-B\s+Blue mug\s+5\s+PL-2 x3, PL-1 x2/);
    assert.match(text, /No location\s+SKU-Z\s+Zither\s+4\s+PL-4/);
    assert.match(text, /Orders with nothing to pick: PL-3/);
    assert.doesNotMatch(text, /SECRET|DISC/);
    assert.equal(imageCount(pdf), 0, 'no logo uploaded: no image');
  });

  it('reads its rows in the same three statements for one order or forty', async () => {
    const org = await world.createOrg();
    const ids: number[] = [];
    for (let n = 0; n < 40; n++) ids.push((await makeOrder(world, org, `N-${n}`, [[{ part_number: `P-${n % 7}`, quantity: 1, pick_location: `L-${n % 3}` }]])).id);
    const one = countingDb(world.db);
    await renderPickList({ db: one.db, storage: world.app.storage }, org.id, ids.slice(0, 1), collector().target);
    const forty = countingDb(world.db);
    const result = await renderPickList({ db: forty.db, storage: world.app.storage }, org.id, ids, collector().target);
    assert.equal(result.lines.length, 21, 'every pair of 3 locations and 7 parts');
    assert.equal(result.lines.reduce((n, l) => n + l.quantity, 0), 40);
    assert.equal(one.count(), 3);
    assert.equal(forty.count(), 3);
  });

  it('runs onto more pages when the lines do not fit, and prints the organization\'s logo', async () => {
    const org = await world.createOrg('Logo Co');
    const many = Array.from({ length: 150 }, (_, n) => ({ part_number: `SKU-${String(n).padStart(3, '0')}`, description: `Part ${n}`, quantity: 1, pick_location: 'B-02' }));
    const order = await makeOrder(world, org, 'BIG-1', [many]);
    await uploadLogo(world, org, order.boxes[0], logoPng());
    const out = collector();
    const result = await renderPickList(deps(), org.id, [order.id], out.target);
    assert.equal(result.lines.length, 150);
    const doc = await PDFDocument.load(out.bytes());
    assert.ok(doc.getPageCount() >= 3, `${doc.getPageCount()} pages`);
    assert.equal(result.pages, doc.getPageCount());
    for (const page of doc.getPages()) assert.deepEqual(page.getSize(), { width: 612, height: 792 });
    assert.equal(imageCount(out.bytes()), 1, 'the logo, embedded once and drawn on every page');
    const text = pdfText(out.bytes());
    assert.match(text, /Pick list \(continued\)/);
    assert.match(text, /SKU-149/);
  });

  it('prints the newest logo, and none when the newest is not an image it can read', async () => {
    const org = await world.createOrg();
    const order = await makeOrder(world, org, 'L-1', [[{ part_number: 'X', quantity: 1 }]]);
    await uploadLogo(world, org, order.boxes[0], logoPng());
    await uploadLogo(world, org, order.boxes[0], Buffer.from('not a png at all'));
    const out = collector();
    await renderPickList(deps(), org.id, [order.id], out.target);
    assert.equal(imageCount(out.bytes()), 0);
    await uploadLogo(world, org, order.boxes[0], logoPng(20, 20), '  LOGO ');
    const again = collector();
    await renderPickList(deps(), org.id, [order.id], again.target);
    assert.equal(imageCount(again.bytes()), 1);
  });

  it('reads as a stream (pdfStream), which fails with the renderer\'s error', async () => {
    const order = await makeOrder(world, orgA, 'STREAM-1', [[{ part_number: 'S-1', quantity: 2, pick_location: 'C-3' }]]);
    const { stream, result } = pdfStream((out) => renderPickList(deps(), orgA.id, [order.id], out));
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    assert.equal((await PDFDocument.load(Buffer.concat(chunks))).getPageCount(), 1);
    assert.deepEqual((await result).lines.map((l) => [l.location, l.quantity]), [['C-3', 2]]);
    const failing = pdfStream(async () => { throw new Error('renderer failed'); });
    await assert.rejects(async () => { for await (const _ of failing.stream) void _; }, /renderer failed/);
    await assert.rejects(failing.result, /renderer failed/);
  });

  it('prints an empty list for no orders', async () => {
    const out = collector();
    const result = await renderPickList(deps(), orgA.id, [], out.target);
    assert.deepEqual([result.lines, result.orderIds, result.pages], [[], [], 1]);
    assert.equal((await PDFDocument.load(out.bytes())).getPageCount(), 1);
  });
});
