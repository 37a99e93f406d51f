/**
 * The XLSX writer (src/orders/export/xlsx.ts, xlsx-file.ts): a workbook that exceljs' reader reads back with typed
 * cells and every text as written, and a file that is not read stops reading its worksheet's rows.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { ExportColumn, Values } from '../../../../src/orders/reading/export/columns.ts';
import { columnLetters, xlsxSheet } from '../../../../src/orders/reading/export/xlsx.ts';
import { xlsxFile } from '../../../../src/orders/reading/export/xlsx-file.ts';

/** Column `path` of an order's row, its value at position i + 1 (after the order's id). */
const column = (i: number, path: string, type: ExportColumn['type']): ExportColumn => ({
  path, part: 'order', type, reads: [[`c${i}`, `o.c${i}`]], values: [`o.c${i}`],
  reader: (at) => {
    const value = at(`c${i}`);
    return (row) => row[value] ?? null;
  },
});

const read = async (file: Readable): Promise<Buffer> => {
  const pieces: Buffer[] = [];
  for await (const piece of file) pieces.push(piece as Buffer);
  return Buffer.concat(pieces);
};

describe('XLSX writer', () => {
  it('writes a workbook whose cells read back typed, texts as written', async () => {
    const types: [string, ExportColumn['type']][] = [
      ['text', 'text'], ['number', 'number'], ['flag', 'boolean'], ['total', 'money'], ['weight', 'weight'], ['length', 'length'], ['at', 'datetime'],
    ];
    const columns = types.map(([path, type], i) => column(i, path, type));
    const layout = { orders: ['id', ...columns.map((_, i) => `c${i}`), 'sort_key'], boxes: [], items: [] };
    const sheet = xlsxSheet(columns, 1, layout);
    const rows: unknown[][] = [
      ['=HYPERLINK("x") & <b>', -3, true, '-12.50 USD', '453.5924 g', '0.3000 m', '2026-03-01T10:00:00.123456Z'],
      [' two\r\nlines \t', 0, false, '1.25 EUR', null, null, '2026-03-01T10:00:00Z'],
      ['bell\u0007 dropped', null, null, '7.00 USD', null, null, null],
    ];
    const chunk = { orders: rows.map((r, n): Values => [n, ...r, null]), parts: null };
    const text = Readable.from([sheet.head, sheet.rows(chunk), sheet.tail]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await read(xlsxFile(text, sheet.styles)) as unknown as ArrayBuffer);
    const worksheet = book.getWorksheet('Orders')!;
    const cells = (r: number) => types.map((_, i) => worksheet.getRow(r).getCell(i + 1));
    assert.deepEqual(cells(1).map((c) => c.value), types.map(([path]) => path));
    assert.deepEqual(cells(2).map((c) => c.value), ['=HYPERLINK("x") & <b>', -3, true, -12.5, 453.5924, 0.3, new Date('2026-03-01T10:00:00.123Z')]);
    assert.equal(cells(2)[0].type, ExcelJS.ValueType.String, 'a formula-like text is a string cell');
    assert.deepEqual(cells(2).slice(3).map((c) => c.numFmt), ['0.00" USD"', '0.0000" g"', '0.0000" m"', 'yyyy-mm-dd"T"hh:mm:ss.000"Z"']);
    assert.deepEqual(cells(3).map((c) => c.value), [' two\r\nlines \t', 0, false, 1.25, null, null, new Date('2026-03-01T10:00:00Z')]);
    assert.equal(cells(3)[3].numFmt, '0.00" EUR"', 'each currency its format');
    assert.deepEqual(cells(4).map((c) => c.value), ['bell dropped', null, null, 7, null, null, null], 'characters XML cannot hold are dropped');
    assert.equal(cells(4)[3].numFmt, '0.00" USD"');
    assert.equal(worksheet.rowCount, 4);
    assert.deepEqual(worksheet.views.map((v) => [v.state, (v as { ySplit?: number }).ySplit]), [['frozen', 1]], 'the header row stays in view');
  });

  it('names columns as spreadsheets do', () => {
    assert.deepEqual([0, 25, 26, 51, 52, 701, 702].map(columnLetters), ['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('reads the worksheet only as fast as the file is read, and stops when the file is destroyed', async () => {
    let made = 0;
    let stopped = false;
    // Pieces that deflate cannot shrink, as many as would take 128 MB.
    async function* pieces() {
      try {
        for (; made < 2000; made++) yield randomBytes(48 * 1024).toString('base64');
      } finally {
        stopped = true;
      }
    }
    const file = xlsxFile(Readable.from(pieces()), () => '');
    await sleep(300);
    assert.ok(made > 0 && made < 40, `while the file is not read, few pieces are made (${made})`);
    let taken = 0;
    for await (const piece of file) {
      taken += (piece as Buffer).length;
      if (taken > 8 * 1048576) break;
    }
    await sleep(100);
    assert.ok(stopped, 'the worksheet stream is ended when the file is destroyed');
    assert.ok(made < 400, `no piece made after (${made})`);
  });
});
