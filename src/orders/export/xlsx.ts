/**
 * XLSX through exceljs' streaming workbook writer: rows are committed as they are added and zipped into `output`
 * as it is read. Cells are typed: numbers, booleans, datetimes as date cells (UTC, to the millisecond), amounts,
 * weights and lengths as numbers with a number format showing their unit as the API writes it (`-12.50 USD`,
 * `453.5924 g`), so that a spreadsheet sums them. Text cells are strings, never formulas, so they are written as
 * they are.
 */
import type { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { columnReaders, type CellReader, type ColumnType, type ExportColumn, type Layout, type Values } from './columns.ts';
import { orderIdOf, type Chunk } from './read.ts';

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

/** Resolves when `stream` drains or `output` closes (a reader that went away never drains it). */
const drainedOrClosed = (stream: Backlogged, output: PassThrough) => new Promise<void>((resolve) => {
  const done = () => { stream.off('drain', done); output.off('close', done); resolve(); };
  stream.on('drain', done);
  output.on('close', done);
});

/** A writable stream (node's, or the readable-stream copy the zip library brings) and how much it holds unwritten. */
interface Backlogged {
  _writableState?: { length: number; highWaterMark: number };
  writableLength?: number;
  writableHighWaterMark?: number;
  on(event: 'drain', listener: () => void): unknown;
  off(event: 'drain', listener: () => void): unknown;
}

const backlogged = (stream: Backlogged): boolean => {
  const state = stream._writableState;
  return state ? state.length > state.highWaterMark : (stream.writableLength ?? 0) > (stream.writableHighWaterMark ?? 0);
};

/**
 * The streams the sheet's XML is written into on its way to the zip's deflate stream. exceljs (4.4.0) writes each
 * worksheet into a buffer of its own (StreamBuf) that writes on into them without waiting for them to drain: when
 * the deflate falls behind (a loaded machine), the XML waits there, unbounded (100 MB for 100,000 orders, measured).
 * add() waits for them as it waits for `output`; XlsxSheet.zipInputs tells a test that they are found.
 */
const zipInputsOf = (sheet: object): Backlogged[] =>
  (sheet as unknown as { stream?: { pipes?: Backlogged[] } }).stream?.pipes ?? [];

export interface XlsxSheet {
  /**
   * Adds a chunk's orders (with rows=items a row per box or item of theirs, by order id: read.ts), then waits while
   * `output` is not being read.
   */
  add(chunk: Chunk): Promise<void>;
  /** Writes the end of the workbook. */
  finish(): Promise<void>;
  /** How many streams between the sheet and the zip add() waits for (zipInputsOf): one once a row is added. */
  zipInputs(): number;
}

/** A column's cell of a row as exceljs takes it; an empty cell is left out (undefined: exceljs makes no cell for it). */
function cellOf(column: ExportColumn, read: CellReader): (row: Values) => Cell | undefined {
  const { type } = column;
  return (row) => {
    const value = read(row);
    if (value === null || value === undefined) return undefined;
    switch (type) {
      case 'money': case 'weight': case 'length': return measured(String(value))[0];
      case 'datetime': return new Date(String(value));
      default: return value as Cell;
    }
  };
}

/**
 * A workbook of one worksheet, "Orders", headed by the columns' paths, written into `output`.
 *
 * exceljs gives each cell a style object of its own, and its styles writer looks up a style it has not seen (by
 * object) by its XML: made for every cell, that was most of an XLSX export's CPU. Every cell of a column here shares
 * one style object (an amount's, one per currency), which the writer looks up once: the same styles, written as before.
 */
export function xlsxSheet(columns: readonly ExportColumn[], base: string, layout: Layout, output: PassThrough): XlsxSheet {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } });
  const sheet = workbook.addWorksheet('Orders', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.path, width: Math.min(40, Math.max(10, c.path.length + 2)), ...(FORMATS[c.type] ? { style: { numFmt: FORMATS[c.type] } } : {}),
  }));
  const readers = columnReaders(columns, base, layout);
  const cells = columns.map((c, i) => cellOf(c, readers[i]));
  const styles: Partial<ExcelJS.Style>[] = columns.map((c) => (FORMATS[c.type] ? { numFmt: FORMATS[c.type] } : {}));
  const moneyStyles = new Map<string, Partial<ExcelJS.Style>>();
  const moneyStyle = (amount: unknown): Partial<ExcelJS.Style> => {
    const currency = measured(String(amount))[1];
    let style = moneyStyles.get(currency);
    if (!style) moneyStyles.set(currency, (style = { numFmt: moneyFormat(currency) }));
    return style;
  };
  const money = columns.map((c) => c.type === 'money');
  const ofOrder = columns.flatMap((c, i) => (c.part === 'order' ? [i] : []));
  const ofParts = columns.flatMap((c, i) => (c.part === 'order' ? [] : [i]));
  const values: (Cell | undefined)[] = new Array<Cell | undefined>(columns.length);
  const cellStyles: Partial<ExcelJS.Style>[] = [...styles];

  /** Fills the cells of columns `at` from `row` (no row: empty); an amount's cell takes its currency's style. */
  const fill = (at: readonly number[], row: Values | undefined) => {
    for (const i of at) {
      if (row === undefined) values[i] = undefined;
      else if (!money[i]) values[i] = cells[i](row);
      else {
        const value = readers[i](row);
        values[i] = value == null ? undefined : measured(String(value))[0];
        cellStyles[i] = value == null ? styles[i] : moneyStyle(value);
      }
    }
  };
  const addRow = () => {
    const added = sheet.addRow(values);
    added.eachCell((cell, n) => { cell.style = cellStyles[n - 1]; });
    added.commit();
  };

  return {
    async add({ orders, parts }) {
      // An order's own cells are made once, however many rows it has.
      for (const order of orders) {
        fill(ofOrder, order);
        const list = parts?.get(orderIdOf(order));
        if (!list) {
          fill(ofParts, undefined);
          addRow();
          continue;
        }
        for (const part of list) {
          fill(ofParts, part);
          addRow();
        }
      }
      // What was committed is zipped into `output` as it is read: wait while it is not, and while the zip's deflate
      // has not taken it.
      await new Promise((resolve) => setImmediate(resolve));
      for (const input of zipInputsOf(sheet)) while (backlogged(input) && !output.destroyed) await drainedOrClosed(input, output);
      while (output.writableNeedDrain && !output.destroyed) await drainedOrClosed(output, output);
    },
    zipInputs: () => zipInputsOf(sheet).length,
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
