/**
 * CSV as RFC 4180 (fields quoted when they hold a comma, a quote or a line break, quotes doubled, records ended by
 * CRLF), the header first, optionally after a UTF-8 byte order mark so that Excel reads the file as UTF-8.
 *
 * The header goes through csv-stringify. The records are quoted here, as csv-stringify quotes them told to quote
 * every line break (test/orders/reading/export/csv.test.ts compares the two on generated values; by default it leaves a lone
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
import type { Chunk } from './read.ts';

const NEEDS_QUOTES = /[",\r\n]/;
const QUOTE = /"/g;

/** Whether a spreadsheet would take text beginning with this character for a formula: `=`, `+`, `-`, `@`, tab, CR. */
const formulaStart = (code: number) => code === 61 || code === 43 || code === 45 || code === 64 || code === 9 || code === 13;

/** A free-text value as a CSV cell: neutralised when a spreadsheet would take it for a formula. */
export const neutralise = (text: string): string => (formulaStart(text.charCodeAt(0)) ? `'${text}` : text);

/** A field as RFC 4180 writes it. */
export const csvField = (text: string): string => (NEEDS_QUOTES.test(text) ? `"${text.replace(QUOTE, '""')}"` : text);

/** The header record (and the byte order mark when asked). */
export const csvHeader = (columns: readonly ExportColumn[], bom: boolean): string =>
  `${bom ? '\ufeff' : ''}${stringify([columns.map((c) => c.path)], { record_delimiter: 'windows' })}`;

/**
 * A column's cell of a row: null empty, booleans `true`/`false` as the API writes them, free text neutralised. The
 * API's spellings of numbers, datetimes, weights and lengths hold no comma, quote or line break: written as they are.
 */
function cellOf(column: ExportColumn, read: CellReader): (row: Values) => string {
  switch (column.type) {
    case 'text': return (row) => {
      const value = read(row);
      return value == null ? '' : csvField(neutralise(String(value)));
    };
    case 'money': return (row) => {
      const value = read(row);
      return value == null ? '' : csvField(value as string);
    };
    default: return (row) => {
      const value = read(row);
      return value == null ? '' : String(value);
    };
  }
}

/** Consecutive columns of one part: their cells joined are made once for an order's rows, or a box's. */
interface Run {
  part: ColumnPart;
  cells: ((row: Values) => string)[];
}

function runsOf(columns: readonly ExportColumn[], orgId: number, layout: Layout): Run[] {
  const readers = columnReaders(columns, orgId, layout);
  const runs: Run[] = [];
  columns.forEach((column, i) => {
    const last = runs[runs.length - 1];
    const cell = cellOf(column, readers[i]);
    if (last?.part === column.part) last.cells.push(cell);
    else runs.push({ part: column.part, cells: [cell] });
  });
  return runs;
}

const joined = (run: Run, row: Values | undefined): string => {
  if (row === undefined) return ','.repeat(run.cells.length - 1);
  let text = run.cells[0](row);
  for (let i = 1; i < run.cells.length; i++) text += `,${run.cells[i](row)}`;
  return text;
};

const COMMA = 44;
/** The parts whose rows a record is made of, in this order. */
const PARTS: readonly ColumnPart[] = ['order', 'box', 'item'];
const [ORDER, BOX, ITEM] = [0, 1, 2];
const CR = 13;
const LF = 10;

/**
 * Bytes written one after another into a buffer that grows as needed, made about as big as the last one was. What
 * was written may be written again from where it is (`again`): an order's cells on each of its item rows.
 */
class Bytes {
  private buffer: Buffer;
  length = 0;
  constructor(size: number) {
    this.buffer = Buffer.allocUnsafe(size);
  }
  private reserve(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + bytes));
    this.buffer.copy(bigger, 0, 0, this.length);
    this.buffer = bigger;
  }
  text(text: string): void {
    // UTF-8 takes at most 3 bytes for each UTF-16 code unit.
    this.reserve(text.length * 3);
    this.length += this.buffer.write(text, this.length);
  }
  byte(byte: number): void {
    this.reserve(1);
    this.buffer[this.length++] = byte;
  }
  again(start: number, end: number): void {
    this.reserve(end - start);
    this.buffer.copyWithin(this.length, start, end);
    this.length += end - start;
  }
  bytes(): Buffer {
    return this.buffer.subarray(0, this.length);
  }
}

/**
 * The writer of an export's records, its cells' readers made once: given a chunk (read.ts), the bytes of its
 * records, each ended by CRLF. The cells of consecutive columns of one part (a run) are formatted once for the rows
 * that share them, an order's for all its rows, a box's for the rows of its items, and copied as bytes on the others.
 */
export function csvWriter(columns: readonly ExportColumn[], orgId: number, layout: Layout): (chunk: Chunk) => Buffer {
  const runs = runsOf(columns, orgId, layout);
  const parts = runs.map((run) => PARTS.indexOf(run.part));
  // Where each run's bytes of the row written last are, and whose row they are (an order's or a box's).
  const starts = new Array<number>(runs.length).fill(0);
  const ends = new Array<number>(runs.length).fill(0);
  const owners = new Array<Values | undefined>(runs.length).fill(undefined);
  let size = 64 * 1024;

  /** A record of the rows of an order, a box and an item (`rows`, by PARTS; undefined: empty cells). */
  const record = (out: Bytes, rows: (Values | undefined)[]) => {
    for (let r = 0; r < runs.length; r++) {
      if (r > 0) out.byte(COMMA);
      const row = rows[parts[r]];
      // An item's cells are its row's only: never copied.
      if (row !== undefined && owners[r] === row && parts[r] !== ITEM) {
        const start = out.length;
        out.again(starts[r], ends[r]);
        starts[r] = start;
        ends[r] = out.length;
        continue;
      }
      starts[r] = out.length;
      out.text(joined(runs[r], row));
      ends[r] = out.length;
      owners[r] = row;
    }
    out.byte(CR);
    out.byte(LF);
  };

  const rows: (Values | undefined)[] = [undefined, undefined, undefined];
  return ({ orders, parts: ofOrders }) => {
    const out = new Bytes(size);
    owners.fill(undefined);
    orders.forEach((order, o) => {
      rows[ORDER] = order;
      rows[BOX] = undefined;
      rows[ITEM] = undefined;
      const boxes = ofOrders?.[o].boxes;
      if (!boxes || boxes.length === 0) {
        record(out, rows);
        return;
      }
      boxes.forEach((box, b) => {
        rows[BOX] = box;
        const items = ofOrders![o].items[b];
        rows[ITEM] = undefined;
        if (items.length === 0) record(out, rows);
        for (const item of items) {
          rows[ITEM] = item;
          record(out, rows);
        }
      });
    });
    size = Math.max(1024, Math.ceil(out.length * 1.25));
    return out.bytes();
  };
}
