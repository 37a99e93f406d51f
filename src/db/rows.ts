/**
 * Many rows of one table bound column by column: each column of the rows is one array parameter, read back with
 * `unnest`. A statement's text and its parameters do not grow with its rows (so one prepared statement serves any
 * number of them, and PostgreSQL's limit of 65,535 parameters is never near), and the rows' values are plain values
 * that die young. Every multi-row INSERT of orders and their parts goes this way (POST orders/, a box or item
 * route, `boxline import`).
 */
import { sql, type SQL } from '../core/sql.ts';
import type { Queryable } from './database.ts';
import { columnListSql, typedValueOf, type Columns } from '../core/fields/index.ts';

/**
 * Rows of one table kept column by column as plain values: each row's Columns (typed parameters, what the
 * catalogue functions make) are taken apart as they are added. A column a row lacks is null.
 */
export class TableRows {
  readonly columns = new Map<string, { type: string; values: unknown[] }>();
  length = 0;

  /** Adds a row; returns its position. */
  add(row: Columns): number {
    const at = this.length++;
    for (const name in row) {
      const typedValue = typedValueOf(row[name]);
      let column = this.columns.get(name);
      if (!column && typedValue) this.columns.set(name, (column = { type: typedValue.type, values: [] }));
      if (!typedValue || column!.type !== typedValue.type) throw new Error(`${name}: not a plain ${column?.type ?? 'typed'} value`);
      column!.values[at] = typedValue.value;
    }
    return at;
  }
}

/** Up to this many rows, a row set is planned once for all calls (below); more are planned with their count. */
const FEW_ROWS = 100;

/**
 * How many rows a relation holds, as its statement's text depends on it: one row binds plain values, a few or many
 * bind one array a column (columnsRelation). Statements of the same columns and classes have the same text.
 */
export type RowCount = 'none' | 'one' | 'few' | 'many';
export const rowCountOf = (n: number): RowCount => (n === 0 ? 'none' : n === 1 ? 'one' : n <= FEW_ROWS ? 'few' : 'many');

/**
 * What a relation of rows binds: its columns (the leading keys, then the rows' columns that hold a value in some
 * row) with their types, and each column's values: an array of them, or the value itself for one row. A value may
 * be a Slot (src/core/sql.ts) of a statement built once for a shape (compile.ts, shapedSql).
 */
export interface HeldColumns {
  count: RowCount;
  names: string[];
  types: string[];
  values: unknown[];
}

/**
 * The columns of the rows of `rows` at `positions` that hold a value in some row, after the leading `keys` (id
 * columns, one value a position). A column null in every row is left out (an INSERT gives it the column's
 * default, null: every column with another default is NOT NULL); a statement that reads it puts it back
 * (filledRelation). Most of a new order's hundred columns are null; binding and planning each of them was a good
 * part of its INSERT's cost.
 */
export function heldColumns(keys: Record<string, readonly number[]>, rows: TableRows, positions: readonly number[]): HeldColumns {
  const count = rowCountOf(positions.length);
  const one = count === 'one';
  const names = Object.keys(keys);
  const types = names.map(() => 'bigint');
  const values: unknown[] = Object.values(keys).map((key) => (one ? key[0] : arrayLiteral(key, null)));
  for (const [name, column] of rows.columns) {
    if (!positions.some((at) => column.values[at] != null)) continue;
    names.push(name);
    types.push(column.type);
    values.push(one ? column.values[positions[0]] ?? null : arrayLiteral(column.values, positions));
  }
  return { count, names, types, values };
}

const QUOTE_OR_BACKSLASH = /["\\]/;

/**
 * The array literal (`{1,"a b",NULL}`) of `values` (those at `positions`, or all of them when null), the text
 * node-postgres would send for the array itself; or that array, for node-postgres to convert, when a value is
 * neither a string, a number nor a boolean. node-postgres quotes and escapes every element with two regular
 * expressions, then joins them piece by piece: for an import's page that was 45 us an order of the slices' 50
 * (bench/import/micro.ts), as much as converting the source's values. Numbers and booleans need no quotes; a string
 * is quoted, escaped only when it holds a quote or a backslash. PGlite sends a string as it is too.
 */
export function arrayLiteral(values: readonly unknown[], positions: readonly number[] | null): unknown {
  const n = positions ? positions.length : values.length;
  let out = '{';
  for (let i = 0; i < n; i++) {
    const value = values[positions ? positions[i] : i];
    if (i > 0) out += ',';
    if (value == null) out += 'NULL';
    else if (typeof value === 'string') out += QUOTE_OR_BACKSLASH.test(value) ? `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : `"${value}"`;
    else if (typeof value === 'number' || typeof value === 'bigint') out += String(value);
    else if (typeof value === 'boolean') out += value ? 'true' : 'false';
    else return positions ? positions.map((at) => values[at] ?? null) : values;
  }
  return `${out}}`;
}

/** What a relation's text depends on: its count class and its columns. */
export const heldColumnsKey = ({ count, names, types }: HeldColumns): string => `${count}:${names.map((n, i) => `${n} ${types[i]}`).join(',')}`;

/**
 * `held` as a relation `alias` (org_id, then its columns), its values bound as one parameter a column (one row: a
 * plain value) and read back with `unnest`: the statement's text and its parameters do not grow with the rows, and
 * depend only on the columns and the count class.
 */
export function columnsRelation(orgId: number, held: HeldColumns, alias: string): { names: string[]; relation: SQL } {
  const { names, types, values } = held;
  let select: SQL;
  if (held.count === 'one') {
    // One row binds plain values: PostgreSQL then plans the statement once for every call. With arrays it cannot
    // know their length, and plans each call anew (a millisecond for an order's INSERT).
    const columns = values.map((value, i) => sql`${sql.param(value)}::${sql.raw(types[i])} AS ${sql.identifier(names[i])}`);
    select = sql`SELECT ${orgId}::bigint AS org_id, ${sql.join(columns, sql`, `)}`;
  } else {
    const arrays = values.map((value, i) => sql`${sql.param(value)}::${sql.raw(types[i])}[]`);
    // A few rows (an order's boxes or items): the arrays go through a subquery, so that the planner does not see
    // their length. It then estimates the same rows for every call, and after five calls keeps one plan; seeing
    // the length, it judged each call's own plan cheaper and planned every call anew (0.15 ms for the boxes' INSERT).
    const unnested = held.count === 'few'
      ? sql`(SELECT ${sql.join(arrays.map((array, i) => sql`${array} AS a${sql.raw(String(i))}`), sql`, `)} OFFSET 0) a
        CROSS JOIN LATERAL unnest(${sql.raw(arrays.map((_, i) => `a.a${i}`).join(', '))})`
      : sql`unnest(${sql.join(arrays, sql`, `)})`;
    select = sql`SELECT ${orgId}::bigint AS org_id, v.* FROM ${unnested} AS v (${columnListSql(names)})`;
  }
  return { names: ['org_id', ...names], relation: sql`(${select}) AS ${sql.identifier(alias)}` };
}

/**
 * A row set's relation (columnsRelation, its column `names`) as `alias`, with the columns a statement reads that the
 * set left out (null in every row, or never given), each as the inserted row will hold it: `fills`, by column.
 */
export function filledRelation(relation: SQL, names: readonly string[], fills: Readonly<Record<string, SQL>>, alias: string): SQL {
  const missing = Object.entries(fills).filter(([c]) => !names.includes(c)).map(([c, value]) => sql`${value} AS ${sql.identifier(c)}`);
  return sql`(SELECT *${missing.length ? sql`, ${sql.join(missing, sql`, `)}` : sql``} FROM ${relation}) AS ${sql.identifier(alias)}`;
}

/** Rows into `table` as they are (columnsRelation). */
export async function insertRows(tx: Queryable, table: string, orgId: number, keys: Record<string, number[]>, rows: TableRows, positions: number[]): Promise<void> {
  if (positions.length === 0) return;
  const { names, relation } = columnsRelation(orgId, heldColumns(keys, rows, positions), 'r');
  await tx.send(sql`INSERT INTO ${sql.identifier(table)} (${columnListSql(names)}) SELECT * FROM ${relation}`);
}


/** TableRows holding these rows, in order (positions 0..n-1). */
export function tableRowsOf(list: readonly Columns[]): { rows: TableRows; positions: number[] } {
  const rows = new TableRows();
  return { rows, positions: list.map((columns) => rows.add(columns)) };
}
