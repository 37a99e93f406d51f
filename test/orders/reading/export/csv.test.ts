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
import type { ExportColumn, Values } from '../../../../src/orders/reading/export/columns.ts';

/** Column `c<i>` of an order's row, its value at position i + 1 (after the order's id). */
const column = (i: number, type: ExportColumn['type'] = 'text'): ExportColumn => ({
  path: `c${i}`, part: 'order', type, reads: [[`c${i}`, `o.c${i}`]],
  reader: (at) => {
    const value = at(`c${i}`);
    return (row) => row[value] ?? null;
  },
});

/** The records of orders whose values are `records` (a row each), in columns c0, c1, ... */
const csvRecords = (columns: ExportColumn[], records: unknown[][]): string => {
  const layout = { orders: ['id', ...columns.map((c) => c.path), 'sort_key'], boxes: [], items: [] };
  return csvWriter(columns, 1, layout)({ orders: records.map((r, n): Values => [n, ...r, null]), parts: null }).toString();
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
    // Columns: the order's c0, the box's b, the item's i (parts.ts: a box's row is [box id, items, ...values, order
    // id], an item's [item id, ...values, order id, box id]).
    const of = (path: string, part: ExportColumn['part'], alias: string): ExportColumn => ({
      path, part, type: 'text', reads: [[alias, alias]],
      reader: (at) => {
        const value = at(alias);
        return (row) => row[value] ?? null;
      },
    });
    const columns = [of('i', 'item', 'i_x'), of('c0', 'order', 'c0'), of('b', 'box', 'b_x')];
    const layout = { orders: ['id', 'c0', 'sort_key'], boxes: ['b_id', 'b_items', 'b_x', 'id'], items: ['i_id', 'i_x', 'id', 'b_id'] };
    const long = 'ü'.repeat(70_000);
    const orders: Values[] = [[1, `Zürich ${long}`, null], [2, 'no boxes', null], [3, 'x', null]];
    const parts = [
      { boxes: [[10, 2, 'box ∑', 1], [11, 0, long, 1]], items: [[[100, 'a', 1, 10], [101, 'b', 1, 10]], []] },
      { boxes: [], items: [] },
      { boxes: [[12, 1, 'b12', 3]], items: [[[102, '=1', 3, 12]]] },
    ];
    const written = csvWriter(columns, 1, layout)({ orders, parts }).toString();
    assert.equal(written, [
      `a,Zürich ${long},box ∑`, `b,Zürich ${long},box ∑`, `,Zürich ${long},${long}`, ',no boxes,', "'=1,x,b12", '',
    ].join('\r\n'));
  });
});
