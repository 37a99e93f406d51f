/** Ids for rows inserted in one batch, allocated up front so children can point at parents in the same batch. */
import { sql, type SQL } from '../core/sql.ts';
import type { Queryable } from '../db/database.ts';
import { RESERVED_IDS } from '../db/reserved-ids.ts';

/** Ids drawn already (drawIdsSql's row), by table; allocateIds takes them first. */
export type DrawnIds<T extends string> = Partial<Record<T, (number | string)[] | null>>;

/**
 * One row with one array of `counts[t]` fresh ids per table `t` (draw_ids, migrations 0091 and 0095), from the sequence of
 * its identity column (`<t>_id_seq`, PostgreSQL's name for it; pg_get_serial_sequence would search pg_depend for
 * it on every call).
 */
export function drawIdsSql(counts: Record<string, number>): SQL {
  const columns = Object.entries(counts).map(([t, n]) => sql`draw_ids(${`${t}_id_seq`}::regclass, ${n}::int) AS ${sql.identifier(t)}`);
  return sql`SELECT ${sql.join(columns, sql`, `)}`;
}

/**
 * `counts` maps a table to how many ids it needs: those in `drawn` first (a sequence's values are never given
 * twice, whatever became of the statement that drew them), then one statement for the rest (two if a reserved id
 * came up).
 */
export async function allocateIds<T extends string>(tx: Queryable, counts: Record<T, number>, drawn: DrawnIds<T> = {}): Promise<Record<T, number[]>> {
  const tables = Object.keys(counts) as T[];
  const usable = (ids: readonly (number | string)[]) => ids.map(Number).filter((id) => !RESERVED_IDS.has(id));
  const out = Object.fromEntries(tables.map((t) => [t, usable(drawn[t] ?? []).slice(0, counts[t])])) as Record<T, number[]>;
  for (let missing = tables.filter((t) => out[t].length < counts[t]); missing.length > 0; missing = missing.filter((t) => out[t].length < counts[t])) {
    const row = await tx.one<Record<string, (number | string)[]>>(drawIdsSql(Object.fromEntries(missing.map((t) => [t, counts[t] - out[t].length]))));
    for (const t of missing) out[t].push(...usable(row![t]));
  }
  return out;
}
