/** Ids for rows inserted in one batch, allocated up front so children can point at parents in the same batch. */
import { sql, type SQL } from '../../core/sql.ts';
import type { Queryable } from '../../db/database.ts';
import { RESERVED_IDS } from '../../db/reserved-ids.ts';

/**
 * One row with one array of `counts[t]` fresh ids per table `t` (draw_ids, migrations 0091, 0095 and 0190), from the
 * sequence of its identity column (`<t>_id_seq`, PostgreSQL's name for it; pg_get_serial_sequence would search
 * pg_depend for it on every call).
 */
export function drawIdsSql(counts: Record<string, number>): SQL {
  const columns = Object.entries(counts).map(([t, n]) => sql`draw_ids(${`${t}_id_seq`}::regclass, ${n}::int) AS ${sql.identifier(t)}`);
  return sql`SELECT ${sql.join(columns, sql`, `)}`;
}

/**
 * `counts` maps a table to how many ids it needs, drawn in one statement. draw_ids gives no reserved id since
 * migration 0190; one from an earlier draw_ids (a database not migrated yet) is set aside and drawn again.
 */
export async function allocateIds<T extends string>(tx: Queryable, counts: Record<T, number>): Promise<Record<T, number[]>> {
  const tables = Object.keys(counts) as T[];
  const usable = (ids: readonly (number | string)[]) => ids.map(Number).filter((id) => !RESERVED_IDS.has(id));
  const out = Object.fromEntries(tables.map((t) => [t, [] as number[]])) as Record<T, number[]>;
  for (let missing = tables.filter((t) => counts[t] > 0); missing.length > 0; missing = missing.filter((t) => out[t].length < counts[t])) {
    const row = await tx.one<Record<string, (number | string)[]>>(drawIdsSql(Object.fromEntries(missing.map((t) => [t, counts[t] - out[t].length]))));
    for (const t of missing) out[t].push(...usable(row![t]));
  }
  return out;
}
