/**
 * Reads the orders of a list query (src/orders/query/: the same filters, search and ordering) a chunk at a time, in
 * the list's order, for an export of any size: each chunk is one statement (the next `chunk` orders after the last
 * one read, by keyset on the list's sort key and id, joined with their boxes and items when rows=items), so that
 * memory holds one chunk, no statement runs for a row, and a reader that stops asking stops the reading.
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
import type { ExportColumn, Row } from './columns.ts';

export interface ChunkOptions {
  /** Orders a statement reads. */
  chunk: number;
  /** One row per item (with its box's and order's columns) instead of one per order. */
  items: boolean;
  columns: readonly ExportColumn[];
}

/** The select list: the columns' reads (each once), and what every row needs (id, sort key, box and item ids). */
function selectList(opts: ChunkOptions, key: SQL): SQL {
  const reads = new Map<string, string>([['id', 'o.id']]);
  if (opts.items) { reads.set('b_id', 'b.id'); reads.set('i_id', 'i.id'); }
  for (const column of opts.columns) for (const [alias, expression] of column.reads) reads.set(alias, expression);
  const list = [...reads].map(([alias, expression]) => `${expression} AS ${alias}`).join(', ');
  return sql`${sql.raw(list)}, ${key} AS sort_key`;
}

/** Boxes and items of the chunk's orders, in the order the order JSON lists them (boxes by id, items by id). */
const PARTS = (orgId: number) => sql`
  LEFT JOIN boxes b ON b.org_id = ${orgId} AND b.order_id = o.id
  LEFT JOIN items i ON i.org_id = ${orgId} AND i.order_id = o.id AND i.box_id = b.id`;

/** The statement of one chunk: the orders `chosen` selects (their ids in `c`), ordered by `order`. */
function chunkSql(orgId: number, opts: ChunkOptions, key: SQL, chosen: SQL, order: SQL): SQL {
  return sql`
    SELECT ${selectList(opts, key)} FROM ${chosen}
    JOIN orders o ON o.org_id = ${orgId} AND o.id = c.id ${opts.items ? PARTS(orgId) : sql``}
    ORDER BY ${order}${opts.items ? sql`, b.id, i.id` : sql``}`;
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

/** Distinct orders among a chunk's rows (rows=items gives several rows to an order). */
function ordersIn(rows: Row[]): number {
  let n = 0;
  let last: unknown;
  for (const row of rows) if (row.id !== last) { n++; last = row.id; }
  return n;
}

/** The export's rows a chunk at a time, in the list's order; the next chunk is read only when asked for. */
export async function* exportChunks(db: Queryable, orgId: number, spec: ListSpec, opts: ChunkOptions): AsyncGenerator<Row[]> {
  const key = spec.orderBy.expression;
  if (spec.search !== null) {
    const { ids } = await findOrderIds(db, orgId, spec, { offset: 0, limit: SEARCH_LIMIT });
    if (ids.length === 0) return;
    const chosen = sql`unnest(${bigintArray(ids)}) WITH ORDINALITY c (id, n)`;
    yield await db.rows<Row>(chunkSql(orgId, opts, key, chosen, sql`c.n`));
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
      const rows: Row[] = await db.rows<Row>(chunkSql(orgId, opts, key, chosen, spec.orderBy.clause));
      if (rows.length === 0) break;
      yield rows;
      if (ordersIn(rows) < opts.chunk) break;
      const last: Row = rows[rows.length - 1];
      after = { key: last.sort_key, id: last.id as number };
    }
  }
}
