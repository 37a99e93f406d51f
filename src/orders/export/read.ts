/**
 * Reads the orders of a list query (src/orders/query/: the same filters, search and ordering) a chunk at a time, in
 * the list's order, for an export of any size: each chunk is one statement (the next `chunk` orders after the last
 * one read, by keyset on the list's sort key and id; with rows=items a second statement reads their boxes and items),
 * so that memory holds one chunk, no statement runs for a row, and a reader that stops asking stops the reading.
 *
 * A sort key may be null for some orders. PostgreSQL sorts nulls last ascending and first descending (as the list
 * does), so the orders are read in two runs: those with a key, by `(key, id)`, and those without, by id, each an
 * index range of `(org_id, key, id)`. With `q`, the search's matches (at most SEARCH_LIMIT) are one chunk.
 */
import { sql, type SQL } from '../../core/sql.ts';
import type { Queryable } from '../../db/database.ts';
import { bigintArray } from '../../db/sql.ts';
import { findOrderIds, whereOf, type ListSpec } from '../query/find.ts';
import { SEARCH_LIMIT } from '../query/search.ts';
import type { ExportColumn, Layout, Values } from './columns.ts';

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
  for (const column of columns) {
    if ((column.part === 'order') !== ofOrders) continue;
    for (const [alias, expression] of column.reads) reads.set(alias, expression);
  }
  return [...reads];
}

/** The aliases the export's statements select, in order (the positions of the values in their rows). */
export function layoutOf(columns: readonly ExportColumn[]): Layout {
  return { orders: [...selected(columns, true).map(([alias]) => alias), 'sort_key'], parts: selected(columns, false).map(([alias]) => alias) };
}

const selectList = (columns: readonly ExportColumn[], ofOrders: boolean): SQL =>
  sql.raw(selected(columns, ofOrders).map(([alias, expression]) => `${expression} AS ${alias}`).join(', '));

/** The statement of one chunk's orders: those `chosen` selects (their ids in `c`), ordered by `order`. */
const ordersSql = (orgId: number, opts: ChunkOptions, key: SQL, chosen: SQL, order: SQL): SQL => sql`
  SELECT ${selectList(opts.columns, true)}, ${key} AS sort_key FROM ${chosen}
  JOIN orders o ON o.org_id = ${orgId} AND o.id = c.id
  ORDER BY ${order}`;

/**
 * The statement of the boxes and items of a chunk's orders, in the order the order JSON lists them (boxes by id,
 * items by id), a row per item or per box without items; `id` is the order's.
 */
const partsSql = (orgId: number, opts: ChunkOptions, ids: readonly number[]): SQL => sql`
  SELECT ${selectList(opts.columns, false)}
  FROM boxes b LEFT JOIN items i ON i.org_id = ${orgId} AND i.order_id = b.order_id AND i.box_id = b.id
  WHERE b.org_id = ${orgId} AND b.order_id = ANY(${bigintArray(ids)})
  ORDER BY b.order_id, b.id, i.id`;

/**
 * A chunk of the export: its orders in the list's order and, with rows=items, the rows of their boxes and items by
 * order id (an order without boxes has none: it makes one row with empty box and item cells). Rows are arrays of
 * the values selected, as layoutOf lists them.
 */
export interface Chunk {
  orders: Values[];
  parts: Map<unknown, Values[]> | null;
}

/** The order's id in a row of either statement. */
export const orderIdOf = (row: Values): unknown => row[ORDER_ID];
/** The box's id in a row of the parts' statement. */
export const boxIdOf = (row: Values): unknown => row[1];

/** The chunk of `orders`: with rows=items their boxes and items, read by a second statement (one for the chunk). */
async function chunkOf(db: Queryable, orgId: number, opts: ChunkOptions, orders: Values[]): Promise<Chunk> {
  if (!opts.items) return { orders, parts: null };
  const parts = new Map<unknown, Values[]>();
  // An order's ~100 columns are read once, not once for each of its items.
  for (const row of await db.arrays(partsSql(orgId, opts, orders.map((o) => o[ORDER_ID] as number)))) {
    const list = parts.get(row[ORDER_ID]);
    if (list) list.push(row);
    else parts.set(row[ORDER_ID], [row]);
  }
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
    const chosen = sql`unnest(${bigintArray(ids)}) WITH ORDINALITY c (id, n)`;
    yield await chunkOf(db, orgId, opts, await db.arrays(ordersSql(orgId, opts, key, chosen, sql`c.n`)));
    return;
  }
  const where = whereOf(orgId, spec);
  // Ascending: the orders with a key, then those without; descending the other way round.
  const runs = spec.orderBy.descending ? [false, true] : [true, false];
  for (const withKey of runs) {
    let after: After | null = null;
    for (;;) {
      const chosen: SQL = sql`(SELECT o.id FROM orders o WHERE ${where} AND ${runCondition(spec, withKey, after)}
        ORDER BY ${spec.orderBy.clause} LIMIT ${opts.chunk}) c`;
      const rows: Values[] = await db.arrays(ordersSql(orgId, opts, key, chosen, spec.orderBy.clause));
      if (rows.length === 0) break;
      yield await chunkOf(db, orgId, opts, rows);
      if (rows.length < opts.chunk) break;
      // The sort key is selected last.
      const last = rows[rows.length - 1];
      after = { key: last[last.length - 1], id: last[ORDER_ID] as number };
    }
  }
}
