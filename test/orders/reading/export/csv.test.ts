/**
 * The CSV file's header (src/orders/reading/export/csv.ts) and the neutralisation rule its records follow
 * (csv-sql.test.ts checks the records themselves).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';
import { csvHeader, neutralise } from '../../../../src/orders/reading/export/csv.ts';
import type { ExportColumn } from '../../../../src/orders/reading/export/columns.ts';

const column = (path: string): ExportColumn => ({ path, part: 'order', type: 'text', reads: [], reader: () => () => null, values: [] });

describe('CSV header and neutralisation', () => {
  it('writes the paths as the header, after a byte order mark when asked', () => {
    const header = csvHeader([column('url'), column('shipping.ship_to.city')], true);
    assert.ok(header.startsWith('\ufeffurl,'));
    assert.ok(header.endsWith('\r\n'));
    assert.deepEqual(parse(header, { bom: true }), [['url', 'shipping.ship_to.city']]);
    assert.equal(csvHeader([column('url')], false), 'url\r\n');
  });

  it('neutralises the texts a spreadsheet would run as formulas, and only those', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) assert.equal(neutralise(`${start}1`), `'${start}1`);
    for (const text of ['', 'a=1', ' =1', "'=1", '1-2', 'é']) assert.equal(neutralise(text), text);
  });
});
