/**
 * CSV as RFC 4180 (fields quoted when they hold a comma, a quote or a line break, quotes doubled, records ended by
 * CRLF), the header first, optionally after a UTF-8 byte order mark so that Excel reads the file as UTF-8.
 *
 * The header goes through csv-stringify. The records are quoted here, as csv-stringify quotes them told to quote
 * every line break (test/orders/export-csv.test.ts compares the two on generated values; by default it leaves a lone
 * LF unquoted in CRLF records, which RFC 4180 does not allow): csv-stringify took about a third of an export's CPU
 * (its per-field casting and option checks: 1.8 against 1.2 CPU-seconds for 20,000 orders of 100 columns),
 * where one regular expression test per field does the same work.
 *
 * Spreadsheet programs run a cell beginning with `=`, `+`, `-`, `@`, a tab or a carriage return as a formula (OWASP
 * "CSV injection"): a free-text value so beginning is written after a `'`, which the spreadsheet shows as text. The
 * values of typed columns (numbers, amounts, weights, lengths, datetimes, booleans) are the API's own spellings of
 * numbers and dates and are written as they are: a negative amount stays a number, not text.
 */
import { stringify } from 'csv-stringify/sync';
import type { ExportColumn, Row } from './columns.ts';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
const QUOTE = /"/g;

/** A free-text value as a CSV cell: neutralised when a spreadsheet would take it for a formula. */
export const neutralise = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** A field as RFC 4180 writes it. */
export const csvField = (text: string): string => (NEEDS_QUOTES.test(text) ? `"${text.replace(QUOTE, '""')}"` : text);

/** The header record (and the byte order mark when asked). */
export const csvHeader = (columns: readonly ExportColumn[], bom: boolean): string =>
  `${bom ? '\ufeff' : ''}${stringify([columns.map((c) => c.path)], { record_delimiter: 'windows' })}`;

/** A column's cell of a row: null empty, booleans `true`/`false` as the API writes them, free text neutralised. */
function cellOf(column: ExportColumn, orgId: number): (row: Row) => string {
  const text = column.type === 'text';
  return (row) => {
    const value = column.value(row, orgId);
    if (value === null || value === undefined) return '';
    if (typeof value === 'number') return String(value);
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    const written = String(value);
    return csvField(text ? neutralise(written) : written);
  };
}

/**
 * The writer of an export's records, its cells' formatters made once: given a chunk's orders (and with rows=items
 * their boxes' and items' rows by order id, read.ts), their records, each ended by CRLF. An order's own cells are
 * made once, however many rows it has.
 */
export function csvWriter(columns: readonly ExportColumn[], orgId: number): (orders: readonly Row[], parts?: ReadonlyMap<unknown, readonly Row[]> | null) => string {
  const cells = columns.map((c) => cellOf(c, orgId));
  const ofOrder = columns.flatMap((c, i) => (c.part === 'order' ? [i] : []));
  const ofParts = columns.flatMap((c, i) => (c.part === 'order' ? [] : [i]));
  const record: string[] = new Array<string>(columns.length).fill('');
  return (orders, parts = null) => {
    let out = '';
    for (const order of orders) {
      for (const i of ofOrder) record[i] = cells[i](order);
      const list = parts?.get(order.id);
      if (!list) {
        for (const i of ofParts) record[i] = '';
        out += `${record.join(',')}\r\n`;
        continue;
      }
      for (const part of list) {
        for (const i of ofParts) record[i] = cells[i](part);
        out += `${record.join(',')}\r\n`;
      }
    }
    return out;
  };
}

/** The records of a chunk (csvWriter). */
export const csvRecords = (columns: readonly ExportColumn[], orders: readonly Row[], orgId: number, parts: ReadonlyMap<unknown, readonly Row[]> | null = null): string =>
  csvWriter(columns, orgId)(orders, parts);
