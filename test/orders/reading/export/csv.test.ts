/**
 * The export's CSV records (src/orders/export/csv.ts) are quoted by hand for speed: they must be the bytes
 * csv-stringify writes for the same fields (RFC 4180: CRLF, every line break quoted), and read back through
 * csv-parse as the cells written.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { stringify } from 'csv-stringify/sync';
import { parse } from 'csv-parse/sync';
import { csvHeader, csvWriter, neutralise } from '../../../../src/orders/reading/export/csv.ts';
import type { ExportColumn, OrderValues, PartJson } from '../../../../src/orders/reading/export/columns.ts';

/** Column `c<i>` of an order's row, its value at position i + 1 (after the order's id). */
const column = (i: number, type: ExportColumn['type'] = 'text'): ExportColumn => ({
  path: `c${i}`, part: 'order', type, reads: [[`c${i}`, `o.c${i}`]],
  reader: (at) => {
    const value = at(`c${i}`);
    return (row) => (row as OrderValues)[value] ?? null;
  },
});

/** The records of orders whose values are `records` (a row each), in columns c0, c1, ... */
const csvRecords = (columns: ExportColumn[], records: unknown[][]): string => {
  const layout = { orders: ['id', ...columns.map((c) => c.path), 'sort_key'] };
  return csvWriter(columns, 1, layout)({ orders: records.map((r, n): OrderValues => [n, ...r, null]), parts: null }).toString();
};

describe('CSV records', () => {
  it('are what csv-stringify writes for the same fields, and parse back to them', () => {
    const text = fc.oneof(fc.string(), fc.constantFrom('', ',', '"', '\r\n', '\n', 'a"b', ' x ', '=1', '-2', 'é,"ü"\r'));
    fc.assert(fc.property(fc.array(fc.array(text, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 5 }), (records) => {
      const columns = [0, 1, 2].map((i) => column(i));
      const cells = records.map((r) => r.map(neutralise));
      const written = csvRecords(columns, records);
      // csv-stringify quotes a field holding the record delimiter (CRLF) but not a lone CR or LF; RFC 4180 quotes
      // every line break, which csv-stringify does when told to (quoted_match).
      assert.equal(written, stringify(cells, { record_delimiter: 'windows', quoted_match: /[\r\n]/ }));
      assert.deepEqual(parse(csvHeader(columns, true) + written, { bom: true }), [['c0', 'c1', 'c2'], ...cells]);
    }), { numRuns: 300 });
  });

  it('writes numbers, booleans and empty values as the API does, typed values unneutralised', () => {
    const columns = [column(0, 'number'), column(1, 'boolean'), column(2, 'money'), column(3, 'text'), column(4, 'text')];
    const written = csvRecords(columns, [[-3, false, '-12.50 USD', '-12.50 USD', null]]);
    assert.equal(written, "-3,false,-12.50 USD,'-12.50 USD,\r\n");
  });

  it('writes an order\'s and a box\'s cells on each of their rows, however long', () => {
    // Columns: the order's c0 (its row's values), the box's b and the item's i (their JSON's `x`, parts.ts).
    const part = (path: string, which: 'box' | 'item'): ExportColumn => ({
      path, part: which, type: 'text', reads: [], reader: () => (row) => (row as PartJson).x ?? null,
    });
    const columns = [part('i', 'item'), column(0), part('b', 'box')];
    const layout = { orders: ['id', 'c0', 'sort_key'] };
    const long = 'ü'.repeat(70_000);
    const orders: OrderValues[] = [[1, `Zürich ${long}`, null], [2, 'no boxes', null], [3, 'x', null]];
    const parts = [
      { boxes: [{ x: 'box ∑' }, { x: long }], items: [[{ x: 'a' }, { x: 'b' }], []] },
      { boxes: [], items: [] },
      { boxes: [{ x: 'b12' }], items: [[{ x: '=1' }]] },
    ];
    const written = csvWriter(columns, 1, layout)({ orders, parts }).toString();
    assert.equal(written, [
      `a,Zürich ${long},box ∑`, `b,Zürich ${long},box ∑`, `,Zürich ${long},${long}`, ',no boxes,', "'=1,x,b12", '',
    ].join('\r\n'));
  });
});
