/**
 * CSV as RFC 4180 (fields quoted when they hold a comma, a quote or a line break, quotes doubled, records ended by
 * CRLF), the header first, optionally after a UTF-8 byte order mark so that Excel reads the file as UTF-8. The
 * records are spelt by PostgreSQL (csv-sql.ts), every free-text cell quoted.
 *
 * Spreadsheet programs run a cell beginning with `=`, `+`, `-`, `@`, a tab or a carriage return as a formula (OWASP
 * "CSV injection"): a free-text value so beginning is written after a `'`, which the spreadsheet shows as text. The
 * values of typed columns (numbers, amounts, weights, lengths, datetimes, booleans) are the API's own spellings of
 * numbers and dates and are written as they are: a negative amount stays a number, not text.
 */
import { stringify } from 'csv-stringify/sync';
import type { ExportColumn } from './columns.ts';

/** The characters a spreadsheet takes for the start of a formula. */
export const FORMULA_STARTS: readonly string[] = ['=', '+', '-', '@', '\t', '\r'];

/** A free-text value as its cell's text: neutralised when a spreadsheet would take it for a formula. */
export const neutralise = (text: string): string => (FORMULA_STARTS.includes(text.charAt(0)) ? `'${text}` : text);

/** The header record (and the byte order mark when asked). */
export const csvHeader = (columns: readonly ExportColumn[], bom: boolean): string =>
  `${bom ? '\ufeff' : ''}${stringify([columns.map((c) => c.path)], { record_delimiter: 'windows' })}`;
