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
  /**
   * Adds a chunk's orders (with rows=items a row per box or item of theirs, by order id: read.ts), then waits while
   * `output` is not being read.
   */
  add(orders: readonly Row[], parts?: ReadonlyMap<unknown, readonly Row[]> | null): Promise<void>;
  /** Writes the end of the workbook. */
  finish(): Promise<void>;
}

/** A column's cell of a row as exceljs takes it; an empty cell is left out (undefined: exceljs makes no cell for it). */
function cellOf(column: ExportColumn, orgId: number): (row: Row) => Cell | undefined {
  const { type } = column;
  return (row) => {
    const value = column.value(row, orgId);
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
export function xlsxSheet(columns: readonly ExportColumn[], orgId: number, output: PassThrough): XlsxSheet {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } });
  const sheet = workbook.addWorksheet('Orders', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.path, width: Math.min(40, Math.max(10, c.path.length + 2)), ...(FORMATS[c.type] ? { style: { numFmt: FORMATS[c.type] } } : {}),
  }));
  const cells = columns.map((c) => cellOf(c, orgId));
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
  const fill = (at: readonly number[], row: Row | undefined) => {
    for (const i of at) {
      if (row === undefined) values[i] = undefined;
      else if (!money[i]) values[i] = cells[i](row);
      else {
        const value = columns[i].value(row, orgId);
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
    async add(orders, parts = null) {
      // An order's own cells are made once, however many rows it has.
      for (const order of orders) {
        fill(ofOrder, order);
        const list = parts?.get(order.id);
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
