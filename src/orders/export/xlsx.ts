/**
 * XLSX through exceljs' streaming workbook writer: rows are committed as they are added and zipped into `output`
 * as it is read. Cells are typed: numbers, booleans, datetimes as date cells (UTC, to the millisecond), amounts,
 * weights and lengths as numbers with a number format showing their unit as the API writes it (`-12.50 USD`,
 * `453.5924 g`), so that a spreadsheet sums them. Text cells are strings, never formulas, so they are written as
 * they are.
 */
import type { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ColumnType, ExportColumn, Row } from './columns.ts';

const DATETIME_FORMAT = 'yyyy-mm-dd"T"hh:mm:ss.000"Z"';
/** The number format of a column type, or of an amount in a currency. */
const FORMATS: Partial<Record<ColumnType, string>> = { weight: '0.0000" g"', length: '0.0000" m"', datetime: DATETIME_FORMAT };
const moneyFormat = (currency: string) => `0.00" ${currency.replace(/[^A-Z]/g, '')}"`;

type Cell = string | number | boolean | Date | null;

/** The number of "12.50 USD" or "453.5924 g", and its unit. */
function measured(text: string): [number, string] {
  const space = text.indexOf(' ');
  return [Number(text.slice(0, space)), text.slice(space + 1)];
}

/** Resolves when `output` drains or closes (a reader that went away never drains it). */
const drainedOrClosed = (output: PassThrough) => new Promise<void>((resolve) => {
  const done = () => { output.off('drain', done); output.off('close', done); resolve(); };
  output.on('drain', done).on('close', done);
});

export interface XlsxSheet {
  /** Adds a chunk's rows, then waits while `output` is not being read. */
  add(rows: readonly Row[]): Promise<void>;
  /** Writes the end of the workbook. */
  finish(): Promise<void>;
}

/** A workbook of one worksheet, "Orders", headed by the columns' paths, written into `output`. */
export function xlsxSheet(columns: readonly ExportColumn[], base: string, output: PassThrough): XlsxSheet {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } });
  const sheet = workbook.addWorksheet('Orders', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.path, width: Math.min(40, Math.max(10, c.path.length + 2)), ...(FORMATS[c.type] ? { style: { numFmt: FORMATS[c.type] } } : {}),
  }));
  const money = columns.flatMap((c, i) => (c.type === 'money' ? [i] : []));
  const typed = columns.map((c) => c.type);
  const ofOrder = columns.map((c) => c.part === 'order');

  function cellOf(type: ColumnType, value: unknown): Cell {
    if (value === null || value === undefined) return null;
    switch (type) {
      case 'money': case 'weight': case 'length': return measured(String(value))[0];
      case 'datetime': return new Date(String(value));
      default: return value as Cell;
    }
  }

  return {
    async add(rows) {
      // With rows=items an order's rows follow one another: its own cells are made once, for its first row.
      const values: Cell[] = new Array<Cell>(columns.length);
      const formats: (string | undefined)[] = new Array<string | undefined>(columns.length);
      let order: unknown;
      for (const row of rows) {
        const sameOrder = order !== undefined && row.id === order;
        order = row.id;
        for (let i = 0; i < columns.length; i++) {
          if (sameOrder && ofOrder[i]) continue;
          const value = columns[i].value(row, base);
          values[i] = cellOf(typed[i], value);
          if (typed[i] === 'money') formats[i] = value == null ? undefined : moneyFormat(measured(String(value))[1]);
        }
        const added = sheet.addRow(values);
        for (const i of money) if (formats[i] !== undefined) added.getCell(i + 1).numFmt = formats[i]!;
        added.commit();
      }
      // What was committed is zipped into `output` as it is read: wait while it is not.
      await new Promise((resolve) => setImmediate(resolve));
      while (output.writableNeedDrain && !output.destroyed) await drainedOrClosed(output);
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
