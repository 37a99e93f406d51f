/** Ids for rows inserted in one batch, allocated up front so children can point at parents in the same batch. */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { RESERVED_IDS } from '../../db/reserved-ids.ts';

/** `counts` maps a table to how many ids it needs; one statement whatever the counts (two if a reserved id came up). */
export async function allocateIds<T extends string>(tx: Queryable, counts: Record<T, number>): Promise<Record<T, number[]>> {
  const out = Object.fromEntries((Object.keys(counts) as T[]).map((t) => [t, [] as number[]])) as Record<T, number[]>;
  const missing = () => (Object.keys(counts) as T[]).filter((t) => out[t].length < counts[t]);
  for (let tables = missing(); tables.length > 0; tables = missing()) {
    // The sequence is looked up once per table, not once per id.
    const columns = tables.map((t) => sql`ARRAY(
      SELECT nextval(s.seq) FROM (SELECT pg_get_serial_sequence(${t}, 'id')::regclass AS seq) s, generate_series(1, ${counts[t] - out[t].length}::int)
    ) AS ${sql.identifier(t)}`);
    const row = await tx.one<Record<string, (number | string)[]>>(sql`SELECT ${sql.join(columns, sql`, `)}`);
    for (const t of tables) out[t].push(...row![t].map(Number).filter((id) => !RESERVED_IDS.has(id)));
  }
  return out;
}
