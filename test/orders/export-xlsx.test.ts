/**
 * The XLSX writer (src/orders/export/xlsx.ts) waits for the zip's deflate to take the sheet's XML: exceljs' streaming
 * writer does not (its worksheet buffer writes on without waiting), and the XML piled up unbounded when the deflate
 * fell behind. The wait finds those streams in exceljs' writer: an upgrade that moves them must fail here.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { orderUrl } from '../../src/core/urls.ts';
import { ORDER_COLUMNS } from '../../src/orders/export/columns.ts';
import { layoutOf } from '../../src/orders/export/read.ts';
import { xlsxSheet } from '../../src/orders/export/xlsx.ts';

describe('XLSX writer', () => {
  it('waits for the stream between the sheet and the zip, and writes a workbook that reads back', async () => {
    const columns = ORDER_COLUMNS.filter((c) => ['url', 'primary_id'].includes(c.path));
    const layout = layoutOf(columns);
    const output = new PassThrough();
    const pieces: Buffer[] = [];
    output.on('data', (piece: Buffer) => pieces.push(piece));
    const ended = new Promise((resolve) => output.on('end', resolve));
    const sheet = xlsxSheet(columns, 1, layout, output);
    const row = (id: number) => layout.orders.map((alias) => (alias === 'id' ? id : alias === 'primary_id' ? `P-${id}` : null));
    await sheet.add({ orders: [row(1), row(2)], parts: null });
    assert.equal(sheet.zipInputs(), 1);
    await sheet.finish();
    await ended;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(pieces) as unknown as ArrayBuffer);
    const values = book.getWorksheet('Orders')!.getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1));
    assert.deepEqual(values, [['url', 'primary_id'], ...[1, 2].map((id) => [orderUrl(1, id), `P-${id}`])]);
  });
});
