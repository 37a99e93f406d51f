/**
 * GET .../orders/export.csv and .xlsx: the same orders as the list for the same query (same ids, same order), the
 * values the list's JSON shows at each column's path (through csv-parse and exceljs' reader), formula cells
 * neutralised, bad `rows`/`columns` named, and another organization's orders never in the file.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { assertRouteSecurity } from '../../support/security.ts';
import { seedOrganization } from '../../../src/seed/seed.ts';
import { postOrder } from './fixtures.ts';
import { followNext, qs, assertBadParam, type Params } from './list/fixtures.ts';

type Json = Record<string, any>;

/** The value at a column's path in an order's JSON, for a row of its `box` and `item` (rows=items). */
function valueAt(order: Json, path: string, box?: Json, item?: Json): unknown {
  const [root, ...rest] = path.startsWith('boxes.items.') ? [item, ...path.slice(12).split('.')]
    : path.startsWith('boxes.') ? [box, ...path.slice(6).split('.')] : [order, ...path.split('.')];
  let value: any = root;
  for (const key of rest) value = value?.[key];
  if (path === 'tags') return (value as string[]).length ? (value as string[]).join(', ') : null;
  return value ?? null;
}

/** The cell CSV gives the API's value: free text beginning like a formula after a `'`. */
const TYPED = /^(-?\d+(\.\d+)? [A-Za-z]+|\d{4}-\d\d-\d\dT[\d:.]+Z)$/;
function csvCell(value: unknown): string {
  if (value === null) return '';
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) && !TYPED.test(text) ? `'${text}` : text;
}

/** The rows of an export expected from the list's JSON (expand=boxes,items). */
function expectedRows(orders: Json[], items: boolean): { order: Json; box?: Json; item?: Json }[] {
  if (!items) return orders.map((order) => ({ order }));
  return orders.flatMap((order) => {
    if (order.boxes.length === 0) return [{ order }];
    return order.boxes.flatMap((box: Json) => (box.items.length === 0 ? [{ order, box }] : box.items.map((item: Json) => ({ order, box, item }))));
  });
}

describe('order exports', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;

  before(async () => {
    // Small chunks, so that every export here is read in several statements.
    world = await createWorld({ EXPORT_CHUNK_ORDERS: '7' });
    orgA = await world.createOrg('Exporter');
    orgB = await world.createOrg('Other');
    await seedOrganization(world.db, orgA.id, { orders: 40 });
    await seedOrganization(world.db, orgB.id, { orders: 5 });
    await postOrder(world, orgA, {
      primary_id: '=HYPERLINK("http://evil.test","x")', po_number: '-5', customer_number: '@SUM(A1)', message: '\tcmd', terms: '+1',
      printed_at: '2026-03-01T10:00:00.123456Z', tags: ['=1+1'],
      billing: { total: '-12.50 USD', status: 'refunded' },
      shipping: { ship_to: { city: 'Zürich, "Old town"\nline 2', first_name: 'Ada' } },
      boxes: [{ weight: '1.5 kg', items: [{ quantity: 3, part_number: '-SKU', unit_price: '-1.25 EUR' }] }, { items: [] }],
    });
    await postOrder(world, orgA, { primary_id: 'NO-BOXES' });
    // Holding the character the export's statements separate values with (src/orders/export/read.ts).
    await postOrder(world, orgA, { primary_id: 'UNIT\u001fSEPARATOR', boxes: [{ items: [{ part_number: 'P\u001f1', quantity: 1 }] }] });
  });
  after(() => world.close());

  const exportOf = async (format: 'csv' | 'xlsx', params: Params, org = orgA) => {
    const res = await world.request('GET', `${org.url}orders/export.${format}${qs(params)}`, { token: org.token });
    assert.equal(res.statusCode, 200, `${format} ${qs(params)}: ${res.body}`);
    return res;
  };
  const csvOf = async (params: Params, org = orgA) => {
    const res = await exportOf('csv', params, org);
    assert.match(String(res.headers['content-type']), /^text\/csv; charset=utf-8/);
    assert.match(String(res.headers['content-disposition']), /^attachment; filename="(orders|order-items)\.csv"$/);
    return parse(res.body, { bom: true, relax_column_count: false }) as string[][];
  };
  const listed = async (params: Params, org = orgA) =>
    (await followNext(world, `${org.url}orders/${qs({ ...params, limit: 9, expand: 'boxes,items' })}`, org.token)).results as Json[];

  const QUERIES: Params[] = [
    {}, { order_by: 'created_at' }, { order_by: '-billing__total' }, { order_by: 'printed_at' }, { order_by: '-printed_at' },
    { order_by: 'po_number' }, { order_by: 'shipping__ship_to__city' }, { order_by: '-boxes__items' }, { shipping_status__in: 'fulfilled,partially_fulfilled' },
    { tag: 'vip', order_by: 'primary_id' }, { billing_status__in: '!paid', order_by: '-updated_at' }, { q: 'mug' }, { q: 'mug', order_by: 'primary_id' },
  ];

  it('has the orders the list has, in the same order, for each query (rows=orders and rows=items)', async () => {
    for (const params of QUERIES) {
      const expected = (await listed(params)).map((o) => o.url);
      assert.ok(expected.length > 0 || params.tag, `${qs(params)} selects orders`);
      const orders = await csvOf({ ...params, columns: 'url' });
      assert.deepEqual(orders.slice(1).map((r) => r[0]), expected, `rows=orders ${qs(params)}`);
      const items = await csvOf({ ...params, rows: 'items', columns: 'url,boxes.items.url' });
      assert.deepEqual([...new Set(items.slice(1).map((r) => r[0]))], expected, `rows=items ${qs(params)}`);
    }
  });

  it('writes every column as the list JSON shows it, through a CSV parser', async () => {
    const orders = await listed({ order_by: 'primary_id' });
    // The parts' columns interleaved: an item's record repeats its order's and box's cells between its own.
    const interleaved = 'boxes.items.part_number,primary_id,boxes.weight,url,boxes.items.url,billing.total,boxes.url,boxes.items.unit_price';
    for (const [items, columns] of [[false, undefined], [true, undefined], [true, interleaved]] as const) {
      const [header, ...records] = await csvOf({ order_by: 'primary_id', ...(items ? { rows: 'items' } : {}), ...(columns ? { columns } : {}) });
      for (const path of ['url', 'primary_id', 'billing.total']) assert.ok(header.includes(path), path);
      if (!columns) for (const path of ['shipping.ship_to.city', 'source.name', 'tags', 'created_at']) assert.ok(header.includes(path), path);
      if (items) for (const path of ['boxes.url', 'boxes.weight', 'boxes.items.part_number', 'boxes.items.unit_price']) assert.ok(header.includes(path), path);
      else assert.ok(!header.some((h) => h.startsWith('boxes.')), 'no box columns in rows=orders');
      const expected = expectedRows(orders, items);
      assert.equal(records.length, expected.length);
      records.forEach((record, r) => {
        const { order, box, item } = expected[r];
        header.forEach((path, i) => assert.equal(record[i], csvCell(valueAt(order, path, box, item)), `${order.primary_id} ${path}`));
      });
    }
  });

  it('neutralises formula cells and keeps typed values as the API writes them', async () => {
    const res = await exportOf('csv', { rows: 'items', primary_id: '=HYPERLINK("http://evil.test","x")', bom: 'true' });
    assert.ok(res.body.startsWith('\ufeffurl,'), 'a byte order mark, then the header');
    assert.ok(res.body.includes('\r\n'), 'CRLF records');
    const [header, first, second] = parse(res.body, { bom: true }) as string[][];
    const cell = (record: string[], path: string) => record[header.indexOf(path)];
    assert.equal(cell(first, 'primary_id'), `'=HYPERLINK("http://evil.test","x")`);
    assert.equal(cell(first, 'po_number'), "'-5");
    assert.equal(cell(first, 'customer_number'), "'@SUM(A1)");
    assert.equal(cell(first, 'message'), "'\tcmd");
    assert.equal(cell(first, 'terms'), "'+1");
    assert.equal(cell(first, 'tags'), "'=1+1");
    assert.equal(cell(first, 'boxes.items.part_number'), "'-SKU");
    assert.equal(cell(first, 'shipping.ship_to.city'), 'Zürich, "Old town"\nline 2');
    assert.equal(cell(first, 'billing.total'), '-12.50 USD', 'a negative amount is not text');
    assert.equal(cell(first, 'boxes.items.unit_price'), '-1.25 EUR');
    assert.equal(cell(first, 'boxes.items.quantity'), '3');
    assert.equal(cell(first, 'boxes.weight'), '1500.0000 g');
    assert.equal(cell(first, 'printed_at'), '2026-03-01T10:00:00.123456Z');
    assert.equal(cell(first, 'shipping.ship_to.first_name'), 'Ada');
    assert.equal(cell(first, 'billing.bill_to.city'), '', 'no bill_to: empty');
    assert.equal(cell(second, 'boxes.items.url'), '', 'a box without items has a row of its own');
    assert.notEqual(cell(second, 'boxes.url'), '');
  });

  it('writes XLSX with typed cells that read back as the API values', async () => {
    const orders = await listed({ order_by: 'primary_id' });
    const res = await exportOf('xlsx', { order_by: 'primary_id', rows: 'items' });
    assert.equal(res.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Orders')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const expected = expectedRows(orders, true);
    assert.equal(sheet.rowCount - 1, expected.length);
    expected.forEach(({ order, box, item }, r) => {
      const row = sheet.getRow(r + 2);
      header.forEach((path, i) => {
        const cell = row.getCell(i + 1);
        const want = valueAt(order, path, box, item);
        const label = `${order.primary_id} ${path}`;
        if (want === null) return assert.ok(cell.value === null || cell.value === undefined || cell.value === '', `${label}: empty`);
        const measured = typeof want === 'string' && /^-?\d+(\.\d+)? ([A-Za-z]+)$/.exec(want);
        if (measured) {
          assert.equal(cell.value, Number(want.split(' ')[0]), label);
          assert.ok(cell.numFmt.includes(` ${measured[2]}"`), `${label}: format ${cell.numFmt}`);
        } else if (typeof want === 'string' && /^\d{4}-\d\d-\d\dT/.test(want)) {
          assert.ok(cell.value instanceof Date, `${label}: a date cell`);
          assert.equal((cell.value as Date).getTime(), new Date(want).getTime(), label);
        } else if (typeof want === 'string') {
          // Control characters other than tab and line breaks cannot be held by XLSX: they are left out.
          // eslint-disable-next-line no-control-regex -- those characters are what it matches
          assert.equal(cell.value, want.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, ''), label);
        } else {
          assert.deepEqual(cell.value, want, label);
        }
      });
    });
    // Text that looks like a formula is a string cell, never a formula.
    const injected = expected.findIndex((e) => e.order.primary_id.startsWith('='));
    assert.equal(sheet.getRow(injected + 2).getCell(header.indexOf('primary_id') + 1).type, ExcelJS.ValueType.String);
  });

  it('takes columns= in the order given', async () => {
    const [header, ...records] = await csvOf({ columns: 'shipping.ship_to.city, primary_id', order_by: 'primary_id' });
    assert.deepEqual(header, ['shipping.ship_to.city', 'primary_id']);
    assert.equal(records.length, (await listed({})).length);
  });

  it('answers bad rows, columns and list parameters with a 400 naming them', async () => {
    const bad = (format: string, params: Params) => world.request('GET', `${orgA.url}orders/export.${format}${qs(params)}`, { token: orgA.token });
    for (const format of ['csv', 'xlsx']) {
      assertBadParam(await bad(format, { rows: 'boxes' }), 'rows');
      assertBadParam(await bad(format, { columns: 'url,nope' }), 'columns');
      assertBadParam(await bad(format, { columns: 'boxes.items.part_number' }), 'columns');
      assertBadParam(await bad(format, { order_by: 'nope' }), 'order_by');
      assertBadParam(await bad(format, { created_at__gte: 'yesterday' }), 'created_at__gte');
      assertBadParam(await bad(format, { bom: 'maybe' }), 'bom');
    }
    assert.match((await bad('csv', { columns: 'nope' })).json().errors.columns[0], /"nope"/);
  });

  it('never shows another organization\'s orders', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: (pk) => `/api/v2/orgs/${pk}/orders/export.${format}`, scope: 'order', hasObjectIds: false });
    }
    const mine = new Set((await listed({})).map((o) => o.url));
    const theirs = await csvOf({ rows: 'items', columns: 'url,boxes.url,boxes.items.url' }, orgB);
    assert.equal(new Set(theirs.slice(1).map((r) => r[0])).size, 5);
    for (const record of theirs.slice(1)) {
      assert.ok(!mine.has(record[0]));
      for (const url of record) assert.ok(url === '' || url.startsWith(`${orgB.url}orders/`), url);
    }
  });
});
