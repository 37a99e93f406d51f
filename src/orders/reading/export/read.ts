/**
 * Reads the orders of a list query (src/orders/reading/query/: the same filters, search and ordering) a chunk at a time, in
 * the list's order, for an export of any size: a chunk is two statements, one of its ids (the next `chunk` orders
 * after the last one read, by keyset on the list's sort key and id) and one of their rows (with rows=items their boxes
 * and items too, parts.ts), so that memory holds a few chunks, no statement runs for a row, and a reader that stops
 * asking stops the reading.
 *
 * A sort key may be null for some orders. PostgreSQL sorts nulls last ascending and first descending (as the list
 * does), so the orders are read in two runs: those with a key, by `(key, id)`, and those without, by id, each an
 * index range of `(org_id, key, id)`. With `q`, the search's matches (at most SEARCH_LIMIT) are one chunk.
 */
import { sql, type SQL } from '../../../core/sql.ts';
import type { Queryable } from '../../../db/database.ts';
import { bigintArray } from '../../../db/sql.ts';
import { findOrderIds, whereOf, type ListSpec } from '../query/find.ts';
import { SEARCH_LIMIT } from '../query/search.ts';
import { withOrgId, type ExportColumn, type Layout, type Values } from './columns.ts';
import { VALUES, joinedText, valuesOf } from './lines.ts';
import { partCounts, partReads, partsByValue, partsJoin, partsLayout, splitParts, type OrderParts } from './parts.ts';

export interface ChunkOptions {
  /** Orders a statement reads. */
  chunk: number;
  /** One row per item (with its box's and order's columns) instead of one per order. */
  items: boolean;
  columns: readonly ExportColumn[];
}

/** An order's row: its id (at 0), the values its columns read, its sort key (last). */
const ORDER_ID = 0;

/** The orders' columns' reads (`[alias, expression]`), each once. */
const orderReads = (columns: readonly ExportColumn[]) => partReads(columns, 'order').filter(([alias]) => alias !== 'id');

/** The aliases of the rows of the orders (read here) and of their boxes and items (parts.ts), in order. */
export function layoutOf(columns: readonly ExportColumn[]): Layout {
  return { orders: ['id', ...orderReads(columns).map(([alias]) => alias)], ...partsLayout(columns) };
}

/**
 * A chunk of the export: its orders' rows in the list's order and, with rows=items, each one's boxes and items
 * (`parts[i]` those of `orders[i]`; an order without boxes makes one row with empty box and item cells). Rows hold
 * their values as layoutOf lists them: the ids as numbers, every other value as text or null.
 */
export interface Chunk {
  orders: Values[];
  parts: OrderParts[] | null;
}

/** The order's id in an order's row. */
export const orderIdOf = (row: Values): unknown => row[ORDER_ID];

/**
 * The statement of one chunk's orders: those `chosen` selects (a CTE `c` of their ids), ordered by `order`. As a
 * `line` it selects the order's id and values as one text and, with rows=items, its parts' text;
 * otherwise (`line` false, to read again an order whose line did not split) its id and each value as text.
 */
function ordersSql(orgId: number, opts: ChunkOptions, chosen: SQL, order: SQL, line: boolean): SQL {
  const values = orderReads(opts.columns).map(([, expression]) => expression);
  const list = line ? `${joinedText(['o.id', ...values])} AS line` : ['o.id', ...values.map((e) => `(${e})::text`)].join(', ');
  const parts = line && opts.items;
  return sql`WITH c AS (${chosen})
    SELECT ${sql.raw(withOrgId(list, orgId))}${parts ? sql`, p.parts` : sql``} FROM c
    JOIN orders o ON o.org_id = ${orgId} AND o.id = c.id ${parts ? partsJoin(orgId, opts.columns) : sql``}
    ORDER BY ${order}`;
}

/** The id of the order of a line (its first value: digits; its only one when no column reads the order's). */
const lineId = (line: string) => {
  const end = line.indexOf(VALUES);
  return Number(end < 0 ? line : line.slice(0, end));
};

/**
 * The chunk of the rows of a chunk's statement (line, parts): an order whose line did not split is read
 * again value by value (one statement for the chunk), and its boxes and items when theirs did not (partsByValue).
 */
export async function chunkOf(db: Queryable, orgId: number, opts: ChunkOptions, rows: readonly unknown[][]): Promise<Chunk> {
  const count = orderReads(opts.columns).length;
  const orders: (unknown[] | null)[] = rows.map((row) => {
    const values = valuesOf(row[0] as string, 1, count);
    if (values === null) return null;
    values[ORDER_ID] = Number(values[ORDER_ID]);
    return values;
  });
  const missed = rows.flatMap((row, i) => (orders[i] ? [] : [lineId(row[0] as string)]));
  if (missed.length > 0) {
    const again = new Map((await db.arrays(ordersSql(orgId, opts, sql`SELECT unnest(${bigintArray(missed)}) AS id`, sql`o.id`, false)))
      .map((row) => [Number(row[ORDER_ID]), row.map((v, i) => (i > ORDER_ID && v === '' ? null : v))]));
    orders.forEach((row, i) => {
      if (row === null) orders[i] = again.get(lineId(rows[i][0] as string))!;
    });
  }
  if (!opts.items) return { orders: orders as Values[], parts: null };
  const counts = partCounts(opts.columns);
  const parts = rows.map((row, i) => splitParts(row[1] as string, orders[i]![ORDER_ID] as number, counts));
  const reread = parts.flatMap((p, i) => (p ? [] : [orders[i]![ORDER_ID] as number]));
  if (reread.length > 0) {
    const again = await partsByValue(db, orgId, opts.columns, reread);
    parts.forEach((p, i) => {
      if (p === null) parts[i] = again.get(orders[i]![ORDER_ID] as number) ?? { boxes: [], items: [] };
    });
  }
  return { orders: orders as Values[], parts: parts as OrderParts[] };
}

export interface After { key: unknown; id: number }

/** One run of the keyset read: the orders whose key is set (`withKey`) or null, after `after`. */
function runCondition(spec: ListSpec, withKey: boolean, after: After | null): SQL {
  const expression = spec.orderBy.expression;
  const comparison = sql.raw(spec.orderBy.descending ? '<' : '>');
  if (!withKey) return after ? sql`${expression} IS NULL AND o.id ${comparison} ${after.id}` : sql`${expression} IS NULL`;
  return after
    ? sql`${expression} IS NOT NULL AND (${expression}, o.id) ${comparison} (${after.key}, ${after.id}::bigint)`
    : sql`${expression} IS NOT NULL`;
}

/**
 * The statement of the rows of a chunk of orders: those `chosen` selects (a CTE `c` of their ids, in the order of its
 * `n`). The values' statement (chunkOf splits its rows) serves XLSX and the batches; CSV's is csv-sql.ts'.
 */
export type ChunkStatement = (chosen: SQL) => SQL;

export const valueStatement = (orgId: number, opts: ChunkOptions): ChunkStatement =>
  (chosen) => ordersSql(orgId, opts, chosen, sql`c.n`, true);

/** The ids of the orders the list selects, `chunk` at a time in the list's order (the search's matches at once). */
async function* orderIdChunks(db: Queryable, orgId: number, spec: ListSpec, chunk: number): AsyncGenerator<number[]> {
  if (spec.search !== null) {
    const { ids } = await findOrderIds(db, orgId, spec, { offset: 0, limit: SEARCH_LIMIT });
    if (ids.length > 0) yield ids;
    return;
  }
  const where = whereOf(orgId, spec);
  // Ascending: the orders with a key, then those without; descending the other way round.
  const runs = spec.orderBy.descending ? [false, true] : [true, false];
  for (const withKey of runs) {
    let after: After | null = null;
    for (;;) {
      // The limit as written, not a parameter: planned for any limit, the statement looked so costly that PostgreSQL
      // planned it again at every chunk (custom plans), which took it longer than running it.
      const rows: [string, unknown][] = await db.arrays<[string, unknown]>(sql`SELECT o.id, ${spec.orderBy.expression} FROM orders o
        WHERE ${where} AND ${runCondition(spec, withKey, after)} ORDER BY ${spec.orderBy.clause} LIMIT ${sql.raw(String(Math.trunc(chunk)))}`);
      if (rows.length === 0) break;
      yield rows.map((row) => Number(row[0]));
      if (rows.length < chunk) break;
      const last: [string, unknown] = rows[rows.length - 1];
      after = { key: last[1], id: Number(last[0]) };
    }
  }
}

/** How many chunks' statements run at once: PostgreSQL writes one while it writes another, on two connections. */
export const CHUNKS_AHEAD = 2;

/**
 * The rows of the export's statements as they come, a chunk of orders at a time in the list's order: while the caller
 * writes a chunk, the rows of the next CHUNKS_AHEAD are being read (each after a short statement of its ids on the
 * list's index), so that PostgreSQL writes two chunks at once where it has two connections; nothing more is read
 * until the caller asks. A caller that splits the rows a few orders at a time, as it writes them, keeps the values of a few orders at
 * a time in memory, not those of a whole statement.
 */
export async function* exportStatements(db: Queryable, orgId: number, spec: ListSpec, chunk: number, statement: ChunkStatement): AsyncGenerator<unknown[][]> {
  const reading: Promise<unknown[][]>[] = [];
  try {
    for await (const ids of orderIdChunks(db, orgId, spec, chunk)) {
      const rows = db.arrays(statement(sql`SELECT * FROM unnest(${bigintArray(ids)}) WITH ORDINALITY u (id, n)`));
      // A caller that goes away before this statement is awaited must not leave its failure unhandled.
      rows.catch(() => {});
      reading.push(rows);
      // Taken when CHUNKS_AHEAD more are being read, so that they go on being read while the caller writes it.
      if (reading.length > CHUNKS_AHEAD) yield await reading.shift()!;
    }
    while (reading.length > 0) yield await reading.shift()!;
  } finally {
    reading.length = 0;
  }
}

/** The export's rows a chunk (a statement's orders) at a time, split, in the list's order. */
export async function* exportChunks(db: Queryable, orgId: number, spec: ListSpec, opts: ChunkOptions): AsyncGenerator<Chunk> {
  for await (const rows of exportStatements(db, orgId, spec, opts.chunk, valueStatement(orgId, opts))) yield await chunkOf(db, orgId, opts, rows);
}
