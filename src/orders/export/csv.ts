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
import { columnReaders, type CellReader, type ColumnPart, type ExportColumn, type Layout, type Values } from './columns.ts';
import { boxIdOf, orderIdOf, type Chunk } from './read.ts';

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
function cellOf(column: ExportColumn, read: CellReader): (row: Values) => string {
  const text = column.type === 'text';
  return (row) => {
    const value = read(row);
    if (value === null || value === undefined) return '';
    if (typeof value === 'number') return String(value);
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    const written = String(value);
    return csvField(text ? neutralise(written) : written);
  };
}

/** Consecutive columns of one part: their cells joined are made once for an order's rows, or a box's. */
interface Run {
  part: ColumnPart;
  cells: ((row: Values) => string)[];
  /** The run's cells of a row without it (an order without boxes, a box without items). */
  empty: string;
}

function runsOf(columns: readonly ExportColumn[], base: string, layout: Layout): Run[] {
  const readers = columnReaders(columns, base, layout);
  const runs: Run[] = [];
  columns.forEach((column, i) => {
    const last = runs[runs.length - 1];
    const cell = cellOf(column, readers[i]);
    if (last?.part === column.part) last.cells.push(cell);
    else runs.push({ part: column.part, cells: [cell], empty: '' });
  });
  for (const run of runs) run.empty = ','.repeat(run.cells.length - 1);
  return runs;
}

const joined = (run: Run, row: Values): string => {
  let text = run.cells[0](row);
  for (let i = 1; i < run.cells.length; i++) text += `,${run.cells[i](row)}`;
  return text;
};

/**
 * The writer of an export's records, its cells' readers made once: given a chunk (read.ts), its records, each ended
 * by CRLF. The cells of consecutive columns of one part are joined once for the rows that share them: an order's for
 * all its rows, a box's for the rows of its items, so that an item's row formats only its item's cells.
 */
export function csvWriter(columns: readonly ExportColumn[], base: string, layout: Layout): (chunk: Chunk) => string {
  const runs = runsOf(columns, base, layout);
  const at = (part: ColumnPart) => runs.flatMap((run, i) => (run.part === part ? [i] : []));
  const [ofOrder, ofBox, ofItem] = [at('order'), at('box'), at('item')];
  const ofParts = [...ofBox, ...ofItem];
  const texts: string[] = new Array<string>(runs.length).fill('');
  return ({ orders, parts }) => {
    let out = '';
    for (const order of orders) {
      for (const r of ofOrder) texts[r] = joined(runs[r], order);
      const list = parts?.get(orderIdOf(order));
      if (!list) {
        for (const r of ofParts) texts[r] = runs[r].empty;
        out += `${texts.join(',')}\r\n`;
        continue;
      }
      let box: unknown;
      for (const part of list) {
        if (boxIdOf(part) !== box) {
          box = boxIdOf(part);
          for (const r of ofBox) texts[r] = joined(runs[r], part);
        }
        for (const r of ofItem) texts[r] = joined(runs[r], part);
        out += `${texts.join(',')}\r\n`;
      }
    }
    return out;
  };
}
