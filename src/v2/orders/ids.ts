/** Ids for rows inserted in one batch, allocated up front so children can point at parents in the same batch. */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';

/** `counts` maps a table to how many ids it needs; one statement whatever the counts. */
export async function allocateIds<T extends string>(tx: Queryable, counts: Record<T, number>): Promise<Record<T, number[]>> {
  const tables = (Object.keys(counts) as T[]).filter((t) => counts[t] > 0);
  const out = Object.fromEntries((Object.keys(counts) as T[]).map((t) => [t, [] as number[]])) as Record<T, number[]>;
  if (tables.length === 0) return out;
  const columns = tables.map(
    (t) => sql`ARRAY(SELECT nextval(pg_get_serial_sequence(${t}, 'id')) FROM generate_series(1, ${counts[t]}::int)) AS ${sql.identifier(t)}`,
  );
  const row = await tx.one<Record<string, (number | string)[]>>(sql`SELECT ${sql.join(columns, sql`, `)}`);
  for (const t of tables) out[t] = row![t].map(Number);
  return out;
}
