/** Small SQL helpers over Drizzle's `sql` template. */
import { sql, type SQL } from 'drizzle-orm';
import { inParallel, type Queryable } from './database.ts';

/** Drizzle spreads a JS array into a list of parameters; these bind it as one array parameter instead. */
export const textArray = (values: readonly string[]): SQL => sql`${sql.param(values)}::text[]`;
export const bigintArray = (values: readonly number[]): SQL => sql`${sql.param(values)}::bigint[]`;

/**
 * A list page: `count` (a statement selecting `count`) and the page's rows, run together where the handle
 * allows it (a pool), one after the other inside a transaction.
 */
export async function countedPage<T>(db: Queryable, count: SQL, rows: SQL): Promise<{ count: number; rows: T[] }> {
  const [counted, page] = await inParallel(db, [() => db.one<{ count: number }>(count), () => db.rows<T>(rows)] as const);
  return { count: counted?.count ?? 0, rows: page };
}
