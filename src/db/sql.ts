/** Small SQL helpers over Drizzle's `sql` template. */
import { sql, type SQL } from 'drizzle-orm';

/** Drizzle spreads a JS array into a list of parameters; these bind it as one array parameter instead. */
export const textArray = (values: readonly string[]): SQL => sql`${sql.param(values)}::text[]`;
export const bigintArray = (values: readonly number[]): SQL => sql`${sql.param(values)}::bigint[]`;
