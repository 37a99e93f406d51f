/**
 * Reads the orders of a list query (src/orders/reading/query/: the same filters, search and ordering) a chunk at a time, in
 * the list's order, for an export of any size: each chunk is one statement (the next `chunk` orders after the last
 * one read, by keyset on the list's sort key and id; with rows=items a second statement reads their boxes and items),
 * so that memory holds one chunk, no statement runs for a row, and a reader that stops asking stops the reading.
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
import type { ColumnPart, ExportColumn, Layout, Values } from './columns.ts';

export interface ChunkOptions {
  /** Orders a statement reads. */
  chunk: number;
  /** One row per item (with its box's and order's columns) instead of one per order. */
  items: boolean;
  columns: readonly ExportColumn[];
}

/** What the orders' statement selects first: the order's id (at 0), then the columns' reads, then its sort key. */
const ORDER_FIRST: [string, string][] = [['id', 'o.id']];
/** What the parts' statement selects first: the order's id (at 0, as in an order's row), its box's and its item's. */
const PARTS_FIRST: [string, string][] = [['id', 'b.order_id'], ['b_id', 'b.id'], ['i_id', 'i.id']];
const ORDER_ID = 0;

/** `[alias, expression]` of each column's reads of the orders or of their parts (each once), after `first`. */
function selected(columns: readonly ExportColumn[], ofOrders: boolean): [string, string][] {
  const reads = new Map<string, string>(ofOrders ? ORDER_FIRST : PARTS_FIRST);
  // A part's row: its box's values, then its item's (each box's are split once: splitParts).
  for (const part of ofOrders ? ['order'] : ['box', 'item']) {
    for (const column of columns) {
      if (column.part !== part) continue;
      for (const [alias, expression] of column.reads) reads.set(alias, expression);
    }
  }
  return [...reads];
}

/** The aliases the export's statements select, in order (the positions of the values in their rows). */
export function layoutOf(columns: readonly ExportColumn[]): Layout {
  return { orders: [...selected(columns, true).map(([alias]) => alias), 'sort_key'], parts: selected(columns, false).map(([alias]) => alias) };
}

/**
 * The columns' values after the ids come as one text, each value as text ('' for null) followed by this separator
 * (concat). node-postgres makes a string of every value it receives: for the ~100 values of an order that took more
 * of an export's time than all the rest of its work, where splitting one line is a single call. A value may hold
 * the separator itself (the API takes any character but NUL): its row then splits into too many values, and it is
 * read again value by value (reread).
 */
const SEPARATOR = '\u001f';
const SEPARATOR_SQL = "chr(31)";

/** `expressions` as text separated by SEPARATOR; concat() takes at most 100 arguments, so groups of 49 values. */
function joinedText(expressions: readonly string[]): string {
  const groups: string[] = [];
  for (let i = 0; i < expressions.length; i += 49) {
    groups.push(`concat(${expressions.slice(i, i + 49).map((e) => `(${e})::text`).join(`, ${SEPARATOR_SQL}, `)})`);
  }
  return groups.length === 1 ? groups[0] : `concat(${groups.join(`, ${SEPARATOR_SQL}, `)})`;
}

/**
 * What a statement selects: the ids, then the columns' values joined in `lines` texts of the given numbers of values
 * (the orders': one; the parts': the box's, then the item's), or one by one (each as text) when `lines` is null.
 */
function selectList(reads: readonly [string, string][], first: number, lines: readonly number[] | null): SQL {
  const ids = reads.slice(0, first).map(([alias, expression]) => `${expression} AS ${alias}`);
  const values = reads.slice(first).map(([, expression]) => expression);
  if (values.length === 0) return sql.raw(ids.join(', '));
  if (lines === null) return sql.raw([...ids, ...values.map((e) => `(${e})::text`)].join(', '));
  let at = 0;
  const texts = lines.map((count, n) => {
    const text = count === 0 ? "''::text" : joinedText(values.slice(at, at + count));
    at += count;
    return `${text} AS line_${n}`;
  });
  return sql.raw([...ids, ...texts].join(', '));
}

/** How many values of a part's row are its box's and its item's. */
function partCounts(columns: readonly ExportColumn[]): [number, number] {
  const count = (part: ColumnPart) => new Set(columns.filter((c) => c.part === part).flatMap((c) => c.reads.map(([alias]) => alias))).size;
  return [count('box'), count('item')];
}

/**
 * The tags of the chosen orders (`c`), joined as the TAGS column reads them: one aggregate over the chunk's tags
 * rather than a subquery per order (which sorted each order's tags on its own: a third of the statement's time).
 */
const tagsJoin = (orgId: number, ofOrders: readonly [string, string][]): SQL =>
  (ofOrders.some(([alias]) => alias === 'tags') ? sql`LEFT JOIN (
    SELECT g.order_id, string_agg(g.value, ', ' ORDER BY g.value COLLATE "C") AS tags FROM order_tags g
    WHERE g.org_id = ${orgId} AND g.order_id IN (SELECT id FROM c) GROUP BY g.order_id) t ON t.order_id = o.id` : sql``);

/** The statement of one chunk's orders: those `chosen` selects (a CTE `c` of their ids), ordered by `order`. */
function ordersSql(orgId: number, opts: ChunkOptions, key: SQL, chosen: SQL, order: SQL, line: boolean): SQL {
  const reads = selected(opts.columns, true);
  return sql`WITH c AS (${chosen})
    SELECT ${selectList(reads, ORDER_FIRST.length, line ? [reads.length - ORDER_FIRST.length] : null)}, ${key} AS sort_key FROM c
    JOIN orders o ON o.org_id = ${orgId} AND o.id = c.id ${tagsJoin(orgId, reads)}
    ORDER BY ${order}`;
}

/**
 * The statement of the boxes and items of a chunk's orders, in the order the order JSON lists them (boxes by id,
 * items by id), a row per item or per box without items; `id` is the order's.
 */
const partsSql = (orgId: number, opts: ChunkOptions, ids: readonly number[], line: boolean): SQL => sql`
  SELECT ${selectList(selected(opts.columns, false), PARTS_FIRST.length, line ? partCounts(opts.columns) : null)}
  FROM boxes b LEFT JOIN items i ON i.org_id = ${orgId} AND i.order_id = b.order_id AND i.box_id = b.id
  WHERE b.org_id = ${orgId} AND b.order_id = ANY(${bigintArray(ids)})
  ORDER BY b.order_id, b.id, i.id`;

/**
 * A chunk of the export: its orders in the list's order and, with rows=items, the rows of their boxes and items by
 * order id (an order without boxes has none: it makes one row with empty box and item cells). Rows are arrays of
 * the values selected, as layoutOf lists them: the ids as numbers, every other value as text or null.
 */
export interface Chunk {
  orders: Values[];
  parts: Map<unknown, Values[]> | null;
}

/** The order's id in a row of either statement. */
export const orderIdOf = (row: Values): unknown => row[ORDER_ID];
/** The box's id in a row of the parts' statement. */
export const boxIdOf = (row: Values): unknown => row[1];

/**
 * Rows as layoutOf lists their values, from rows of `first` ids, a line, then (orders) the sort key; null for rows
 * whose line did not split into `count` values (a value held the separator).
 */
function splitRows(rows: unknown[][], first: number, count: number): (unknown[] | null)[] {
  return rows.map((row) => {
    const values: unknown[] = (row[first] as string).split(SEPARATOR);
    if (values.length !== count) return null;
    for (let i = 0; i < count; i++) if (values[i] === '') values[i] = null;
    // In place: the ids before the values, what follows the line (the sort key) after them.
    for (let i = first - 1; i >= 0; i--) values.unshift(row[i]);
    for (let i = first + 1; i < row.length; i++) values.push(row[i]);
    return values;
  });
}

/** A line's `count` values ('' as null), or null when it does not split into that many (a value held the separator). */
function valuesOf(line: string, count: number): unknown[] | null {
  if (count === 0) return [];
  const values: unknown[] = line.split(SEPARATOR);
  if (values.length !== count) return null;
  for (let i = 0; i < count; i++) if (values[i] === '') values[i] = null;
  return values;
}

/**
 * Parts' rows as layoutOf lists their values, from rows of their ids, their box's line and their item's: a box's
 * line is split once for its rows (they come one after another). Null for a row whose lines did not split.
 */
function splitParts(rows: unknown[][], [boxCount, itemCount]: [number, number]): (unknown[] | null)[] {
  const first = PARTS_FIRST.length;
  let box: unknown;
  let boxValues: unknown[] | null = null;
  return rows.map((row, n) => {
    if (n === 0 || row[1] !== box) {
      box = row[1];
      boxValues = valuesOf(row[first] as string, boxCount);
    }
    const itemValues = valuesOf(row[first + 1] as string, itemCount);
    if (boxValues === null || itemValues === null) return null;
    const values = new Array<unknown>(first + boxCount + itemCount);
    for (let i = 0; i < first; i++) values[i] = row[i];
    for (let i = 0; i < boxCount; i++) values[first + i] = boxValues[i];
    for (let i = 0; i < itemCount; i++) values[first + boxCount + i] = itemValues[i];
    return values;
  });
}

/** Each value as text, '' as null (as splitRows makes them), after the `first` ids. */
const emptyAsNull = (row: unknown[], first: number) => row.map((v, i) => (i >= first && v === '' ? null : v));

/** The orders of a chunk's statement, those whose line did not split read again value by value (one statement). */
async function orderRows(db: Queryable, orgId: number, opts: ChunkOptions, rows: unknown[][]): Promise<Values[]> {
  const count = selected(opts.columns, true).length - ORDER_FIRST.length;
  const split = count === 0 ? rows : splitRows(rows, ORDER_FIRST.length, count);
  const missed = split.flatMap((row, i) => (row ? [] : [rows[i][ORDER_ID] as number]));
  if (missed.length === 0) return split as Values[];
  const again = new Map((await db.arrays(ordersSql(orgId, opts, sql`NULL`, sql`SELECT unnest(${bigintArray(missed)}) AS id`, sql`o.id`, false)))
    .map((row) => [row[ORDER_ID], emptyAsNull(row, ORDER_FIRST.length)]));
  // The sort key is the line's statement's (last); the fallback selected NULL in its place.
  return split.map((row, i) => row ?? [...again.get(rows[i][ORDER_ID])!.slice(0, -1), rows[i][rows[i].length - 1]]);
}

/** The chunk of `orders`: with rows=items their boxes and items, read by a second statement (one for the chunk). */
async function chunkOf(db: Queryable, orgId: number, opts: ChunkOptions, orders: Values[]): Promise<Chunk> {
  if (!opts.items) return { orders, parts: null };
  const ids = orders.map((o) => o[ORDER_ID] as number);
  const rows = await db.arrays(partsSql(orgId, opts, ids, true));
  const split = splitParts(rows, partCounts(opts.columns));
  const missed = [...new Set(split.flatMap((row, i) => (row ? [] : [rows[i][ORDER_ID] as number])))];
  // An order with a part whose line did not split has all its parts read again, value by value.
  const again = missed.length === 0 ? [] : (await db.arrays(partsSql(orgId, opts, missed, false))).map((row) => emptyAsNull(row, PARTS_FIRST.length));
  const parts = new Map<unknown, Values[]>();
  const add = (row: Values) => {
    const list = parts.get(row[ORDER_ID]);
    if (list) list.push(row);
    else parts.set(row[ORDER_ID], [row]);
  };
  const reread = new Set<unknown>(missed);
  for (const row of split) if (row !== null && !reread.has(row[ORDER_ID])) add(row);
  for (const row of again) add(row);
  return { orders, parts };
}

interface After { key: unknown; id: number }

/** One run of the keyset read: the orders whose key is set (`withKey`) or null, after `after`. */
function runCondition(spec: ListSpec, withKey: boolean, after: After | null): SQL {
  const expression = spec.orderBy.expression;
  const comparison = sql.raw(spec.orderBy.descending ? '<' : '>');
  if (!withKey) return after ? sql`${expression} IS NULL AND o.id ${comparison} ${after.id}` : sql`${expression} IS NULL`;
  return after
    ? sql`${expression} IS NOT NULL AND (${expression}, o.id) ${comparison} (${after.key}, ${after.id}::bigint)`
    : sql`${expression} IS NOT NULL`;
}

/** The export's rows a chunk at a time, in the list's order; the next chunk is read only when asked for. */
export async function* exportChunks(db: Queryable, orgId: number, spec: ListSpec, opts: ChunkOptions): AsyncGenerator<Chunk> {
  const key = spec.orderBy.expression;
  if (spec.search !== null) {
    const { ids } = await findOrderIds(db, orgId, spec, { offset: 0, limit: SEARCH_LIMIT });
    if (ids.length === 0) return;
    const chosen = sql`SELECT * FROM unnest(${bigintArray(ids)}) WITH ORDINALITY u (id, n)`;
    yield await chunkOf(db, orgId, opts, await orderRows(db, orgId, opts, await db.arrays(ordersSql(orgId, opts, key, chosen, sql`c.n`, true))));
    return;
  }
  const where = whereOf(orgId, spec);
  // Ascending: the orders with a key, then those without; descending the other way round.
  const runs = spec.orderBy.descending ? [false, true] : [true, false];
  for (const withKey of runs) {
    let after: After | null = null;
    for (;;) {
      const chosen: SQL = sql`SELECT o.id FROM orders o WHERE ${where} AND ${runCondition(spec, withKey, after)}
        ORDER BY ${spec.orderBy.clause} LIMIT ${opts.chunk}`;
      const rows = await orderRows(db, orgId, opts, await db.arrays(ordersSql(orgId, opts, key, chosen, spec.orderBy.clause, true)));
      if (rows.length === 0) break;
      yield await chunkOf(db, orgId, opts, rows);
      if (rows.length < opts.chunk) break;
      // The sort key is selected last.
      const last = rows[rows.length - 1];
      after = { key: last[last.length - 1], id: last[ORDER_ID] as number };
    }
  }
}
