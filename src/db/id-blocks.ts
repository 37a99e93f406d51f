/**
 * New rows' ids, drawn from their tables' sequences in blocks and handed out by this process. A new order and its
 * parts take their ids before they are written, so that children can point at parents in the statements sent
 * together (src/v2/orders/insert.ts); drawing them for every order cost a statement (three `draw_ids` calls) in
 * every POST, about 7% of its CPU (README, Benchmarks, "A twelfth round").
 *
 * Ids are unique, as a sequence's values are never given twice; they are not dense (a block's unused ids are a gap
 * when the process ends, as a rolled-back write leaves one), and across processes not in the order rows were
 * created: nothing orders by id but ties (lists sort by date, then id). Within one process they rise.
 */
import { sql, type SQL } from '../core/sql.ts';
import type { Queryable } from './database.ts';
import { RESERVED_IDS } from './reserved-ids.ts';

/** Ids drawn at once for a table, beyond what the request that ran out needs. */
export const ID_BLOCK = 256;

/**
 * One row with one array of `counts[t]` fresh ids per table `t` (draw_ids, migrations 0091 and 0095), from the
 * sequence of its identity column (`<t>_id_seq`, PostgreSQL's name for it; pg_get_serial_sequence would search
 * pg_depend for it on every call).
 */
function drawIdsSql(counts: Record<string, number>): SQL {
  const columns = Object.entries(counts).map(([t, n]) => sql`draw_ids(${`${t}_id_seq`}::regclass, ${n}::int) AS ${sql.identifier(t)}`);
  return sql`SELECT ${sql.join(columns, sql`, `)}`;
}

export class IdBlocks {
  private readonly held = new Map<string, number[]>();
  private drawing: Promise<void> | null = null;

  /**
   * `counts[t]` ids for each table `t`, from the blocks held; a table that has too few draws a block more (through
   * `db`, whatever transaction it is in: a sequence's values are not rolled back).
   */
  async take<T extends string>(db: Queryable, counts: Record<T, number>): Promise<Record<T, number[]>> {
    const tables = Object.keys(counts) as T[];
    for (;;) {
      const short = tables.filter((t) => (this.held.get(t)?.length ?? 0) < counts[t]);
      if (short.length === 0) return Object.fromEntries(tables.map((t) => [t, this.held.get(t)?.splice(0, counts[t]) ?? []])) as Record<T, number[]>;
      // One draw at a time: requests that run short meanwhile wait for it, then look again (drawing themselves if
      // it failed: it ran in another request's transaction, whose failure is that request's).
      if (this.drawing) {
        await this.drawing.catch(() => {});
        continue;
      }
      const wanted = Object.fromEntries(short.map((t) => [t, counts[t] - (this.held.get(t)?.length ?? 0) + ID_BLOCK]));
      this.drawing = this.draw(db, wanted).finally(() => { this.drawing = null; });
      await this.drawing;
    }
  }

  /** Drops the blocks held: after the sequences were reset (a test's TRUNCATE ... RESTART IDENTITY). */
  forget(): void {
    this.held.clear();
  }

  private async draw(db: Queryable, wanted: Record<string, number>): Promise<void> {
    const row = await db.one<Record<string, (number | string)[]>>(drawIdsSql(wanted));
    for (const t of Object.keys(wanted)) {
      const ids = row![t].map(Number).filter((id) => !RESERVED_IDS.has(id));
      this.held.set(t, [...(this.held.get(t) ?? []), ...ids]);
    }
  }
}
