/**
 * CSV (RFC 4180: fields quoted when they hold a comma, a quote or a line break, records ended by CRLF) through
 * csv-stringify, the header first, optionally after a UTF-8 byte order mark so that Excel reads the file as UTF-8.
 *
 * Spreadsheet programs run a cell beginning with `=`, `+`, `-`, `@`, a tab or a carriage return as a formula (OWASP
 * "CSV injection"): a free-text value so beginning is written after a `'`, which the spreadsheet shows as text. The
 * values of typed columns (numbers, amounts, weights, lengths, datetimes, booleans) are the API's own spellings of
 * numbers and dates and are written as they are: a negative amount stays a number, not text.
 */
import { stringify } from 'csv-stringify/sync';
import type { ExportColumn, Row } from './columns.ts';

const FORMULA_START = /^[=+\-@\t\r]/;

/** A free-text value as a CSV cell: neutralised when a spreadsheet would take it for a formula. */
export const neutralise = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

const OPTIONS = { record_delimiter: 'windows' } as const;

/** The header record (and the byte order mark when asked). */
export const csvHeader = (columns: readonly ExportColumn[], bom: boolean): string =>
  `${bom ? '\ufeff' : ''}${stringify([columns.map((c) => c.path)], OPTIONS)}`;

/** One cell: null empty, booleans `true`/`false` as the API writes them, free text neutralised. */
function cell(column: ExportColumn, value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = String(value);
  return column.type === 'text' ? neutralise(text) : text;
}

/** The records of a chunk of rows. */
export function csvRecords(columns: readonly ExportColumn[], rows: readonly Row[], base: string): string {
  const records = rows.map((row) => columns.map((c) => cell(c, c.value(row, base))));
  return stringify(records, OPTIONS);
}
