/**
 * The order export: the orders a list query selects (the list's own parser and statements, src/orders/reading/query/), in
 * the list's order, as a CSV or XLSX stream. The API (src/v2/orders/export.ts) and the console's download
 * (src/console/orders/export.ts) both call orderExport. Everything a 400 can come from (the query, the columns, the
 * search's words) is checked before the stream is returned: the first statement is read first. After that the rows
 * are read a statement at a time as the stream is read (read.ts), so a reader that goes away stops the reading.
 */
import { Readable } from 'node:stream';
import type { Static } from 'typebox';
import type { SQL } from '../../../core/sql.ts';
import type { Queryable } from '../../../db/database.ts';
import type { OrgRef } from '../../../orgs/ref.ts';
import { refuseQuery } from '../query/refusals.ts';
import { listSpec } from '../query/find.ts';
import type { OrderListQuery } from '../query/params.ts';
import { chooseColumns, type ExportColumn, type RowsKind } from './columns.ts';
import { chunkOf, exportStatements, layoutOf, valueStatement, type Chunk } from './read.ts';
import { csvHeader } from './csv.ts';
import { csvChunkSql } from './csv-sql.ts';
import { csvRecords } from './csv-records.ts';
import { xlsxSheet } from './xlsx.ts';

export type ExportFormat = 'csv' | 'xlsx';

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Orders a statement reads (EXPORT_CHUNK_ORDERS): a chunk formatted between two reads keeps other requests waiting little. */
export const EXPORT_CHUNK = 500;

/** How many items an order has, roughly, for the size of a chunk of rows=items. */
export const ITEMS_PER_ORDER = 4;

/**
 * Orders formatted between two turns of the event loop: a chunk is written a slice at a time, each slice's bytes
 * handed on and the loop let run (other requests' work, the socket's writes) before the next, so that an export
 * holds the process for a few milliseconds at a time, not for a whole chunk.
 */
export const EXPORT_SLICE = 100;

/** Lets the event loop run what is waiting (I/O, timers) before going on. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));


export interface ExportOptions {
  format: ExportFormat;
  rows?: RowsKind;
  /** `columns=`: comma-separated paths. */
  columns?: string;
  /** CSV: a UTF-8 byte order mark first. */
  bom?: boolean;
  /** Orders read by a statement (EXPORT_CHUNK). */
  chunk?: number;
}

/** The list's filters, `q` and `order_by` (no paging: every matching order). */
export type ExportQuery = Omit<Static<typeof OrderListQuery>, 'limit' | 'offset' | 'after' | 'expand' | 'lazy' | 'only' | 'suggestions'>;

/** The file's name, `orders.csv` or `order-items.xlsx`. */
export const exportFileName = (format: ExportFormat, rows: RowsKind = 'orders') => `${rows === 'items' ? 'order-items' : 'orders'}.${format}`;

/** A statement's rows as they come (read.ts: exportStatements), not yet split into values. */
type Statement = unknown[][];

/**
 * The rows of `first`, then of the statements after it (exportStatements reads ahead of them itself); a reader that
 * goes away ends `chunks` too.
 */
async function* rest(first: IteratorResult<Statement>, chunks: AsyncGenerator<Statement>): AsyncGenerator<Statement> {
  if (first.done) return;
  yield first.value;
  yield* chunks;
}

/** Splits a slice of a statement's rows into their values (read.ts: chunkOf). */
type Split = (rows: Statement) => Promise<Chunk>;

/**
 * A file's text as a stream: `head`, the text of each statement's rows, then `tail`. A statement's rows are split
 * and written a slice at a time, each slice handed on and the event loop let run before the next; the next slice is
 * made when the reader takes more. Split a slice at a time, the values of a slice's orders are made and dropped
 * between two turns: what a collection of the young generation finds alive (and moves to the old one) is the
 * statements' texts, not their hundred values an order, so that the heap grows less.
 */
function textStream(head: string, rowsOf: (chunk: Chunk) => Buffer | string, tail: () => string, statements: AsyncGenerator<Statement>, split: Split, slice: number): Readable {
  async function* text() {
    yield Buffer.from(head);
    for await (const rows of statements) {
      // Taken from the statement's rows as they are written, so that those written can go.
      while (rows.length > 0) {
        const text = rowsOf(await split(rows.splice(0, slice)));
        yield typeof text === 'string' ? Buffer.from(text) : text;
        await turn();
      }
    }
    yield Buffer.from(tail());
  }
  return Readable.from(text(), { objectMode: false });
}

/**
 * A CSV file: its header, then each statement's records (PostgreSQL spelt them: csv-sql.ts), their urls spelt
 * here (csv-records.ts), the event loop let run between two statements.
 */
function csvStream(columns: readonly ExportColumn[], orgId: number, bom: boolean, statements: AsyncGenerator<Statement>): Readable {
  async function* text() {
    yield Buffer.from(csvHeader(columns, bom));
    const write = csvRecords(orgId);
    for await (const rows of statements) {
      yield write(rows.map((row) => row[0] as string));
      await turn();
    }
  }
  return Readable.from(text(), { objectMode: false });
}

async function xlsxStream(columns: readonly ExportColumn[], orgId: number, statements: AsyncGenerator<Statement>, split: Split, slice: number): Promise<Readable> {
  // The zip writer loads at the first XLSX export (CONTRIBUTING.md, "Heavy libraries load at first use").
  const { xlsxFile } = await import('./xlsx-file.ts');
  const sheet = xlsxSheet(columns, orgId, layoutOf(columns));
  return xlsxFile(textStream(sheet.head, sheet.rows, () => sheet.tail, statements, split, slice), sheet.styles);
}

/**
 * The export of the orders `query` selects in the organization, as a stream of the file's bytes. Throws an
 * OrderQueryRefusal naming the parameter for a bad filter, `order_by`, search or `columns` before any byte is made.
 */
export async function orderExport(db: Queryable, org: OrgRef, query: ExportQuery, opts: ExportOptions): Promise<Readable> {
  const rowsKind = opts.rows ?? 'orders';
  const chosen = chooseColumns(rowsKind, opts.columns);
  if ('unknown' in chosen) throw refuseQuery({ reason: 'unknown_columns', param: 'columns', unknown: chosen.unknown, rows: rowsKind });
  const { columns } = chosen;
  const spec = listSpec(query, org.id);
  // An order has several items: with rows=items a chunk of about as many rows as orders otherwise, so that a chunk's
  // rows (and the memory they take while written) stay small.
  const chunk = opts.chunk ?? EXPORT_CHUNK;
  const items = rowsKind === 'items';
  const chunkOptions = { chunk: items ? Math.ceil(chunk / ITEMS_PER_ORDER) : chunk, items, columns };
  const statement = opts.format === 'csv' ? (chosen: SQL) => csvChunkSql(org.id, columns, items, chosen) : valueStatement(org.id, chunkOptions);
  const statements = exportStatements(db, org.id, spec, chunkOptions.chunk, statement);
  // The first statement is read now, so that a failure of it (a search's words) is the caller's, before any byte.
  const first = await statements.next();
  const rows = rest(first, statements);
  if (opts.format === 'csv') return csvStream(columns, org.id, opts.bom ?? false, rows);
  const split: Split = (part) => chunkOf(db, org.id, chunkOptions, part);
  const slice = items ? Math.ceil(EXPORT_SLICE / ITEMS_PER_ORDER) : EXPORT_SLICE;
  return xlsxStream(columns, org.id, rows, split, slice);
}
