/** Small SQL helpers over the `sql` template (src/core/sql.ts). */
import { sql, type SQL } from '../core/sql.ts';
import { inParallel, type Queryable } from './database.ts';

/** `sql` spreads a JS array into a list of parameters (compile.ts); these bind it as one array parameter instead. */
export const textArray = (values: readonly string[]): SQL => sql`${sql.param(values)}::text[]`;
export const bigintArray = (values: readonly number[]): SQL => sql`${sql.param(values)}::bigint[]`;

/**
 * `table` as `alias`, only its rows of `orgId` whose `key` is one of `ids`, read id by id through the index on
 * (org_id, key). A statement is prepared once per connection and keeps its plan; written as `key = ANY(ids)`, a plan
 * made while the organization held few rows read all of its rows and filtered them, and kept doing so as it grew.
 * Here each id is looked up on its own (OFFSET 0 keeps the lookup from being turned back into a join). One id is
 * bound as a plain value: a plan of a list must be made for each call (it cannot know the list's length), a plan of
 * one id serves every call.
 */
export function byIds(table: SQL, alias: string, orgId: number, key: string, ids: readonly number[]): SQL {
  const name = sql.identifier(alias);
  if (ids.length === 1) return sql`(SELECT * FROM ${table} t WHERE t.org_id = ${orgId} AND t.${sql.identifier(key)} = ${ids[0]}::bigint) AS ${name}`;
  return sql`unnest(${bigintArray(ids)}) AS wanted (key)
    CROSS JOIN LATERAL (SELECT * FROM ${table} t WHERE t.org_id = ${orgId} AND t.${sql.identifier(key)} = wanted.key OFFSET 0) AS ${name}`;
}

/**
 * A list page: `count` (a statement selecting `count`) and the page's rows, run together where the handle
 * allows it (a pool), one after the other inside a transaction.
 */
export async function countedPage<T>(db: Queryable, count: SQL, rows: SQL): Promise<{ count: number; rows: T[] }> {
  const [counted, page] = await inParallel(db, [() => db.one<{ count: number }>(count), () => db.rows<T>(rows)] as const);
  return { count: counted?.count ?? 0, rows: page };
}
