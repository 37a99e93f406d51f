/**
 * Statement timings for a bench phase: wraps pg.Client.prototype.query and sums the wall time of each statement,
 * keyed by its first words (the table it writes), so a phase's time splits into the database's share per
 * statement and the rest (Node: validation, JSON, building SQL). A statement sent without waiting (`tx.send`: the
 * import's slices) waits in its connection's queue behind the ones before it; its time starts when the one before
 * it on the same connection ended, not when it was sent, or the queued statements would count the same time twice
 * (a page's slices summed to 14 times the phase's whole time).
 */
import pg from 'pg';
import { sql } from '../../src/core/sql.ts';
import type { Database } from '../../src/db/database.ts';

interface Tally {
  calls: number;
  ms: number;
}

const keyOf = (text: string) => text.replace(/\s+/g, ' ').trim().replace(/\$\d+(, )?/g, '').slice(0, 70);

export function timeStatements(): { report(totalMs: number): string; stop(): void } {
  const tallies = new Map<string, Tally>();
  /** When each connection's last statement ended: the next one queued on it starts then. */
  const lastEnded = new WeakMap<pg.Client, bigint>();
  const original = pg.Client.prototype.query;
  (pg.Client.prototype as any).query = function timed(this: pg.Client, ...args: any[]) {
    const config = args[0];
    const text: string = typeof config === 'string' ? config : config?.text ?? '?';
    const sent = process.hrtime.bigint();
    const result = (original as any).apply(this, args);
    if (result && typeof result.then === 'function') {
      const done = () => {
        const ended = process.hrtime.bigint();
        const previous = lastEnded.get(this);
        const started = previous !== undefined && previous > sent ? previous : sent;
        lastEnded.set(this, ended);
        const tally = tallies.get(keyOf(text)) ?? { calls: 0, ms: 0 };
        tally.calls++;
        tally.ms += Number(ended - started) / 1e6;
        tallies.set(keyOf(text), tally);
      };
      result.then(done, done);
    }
    return result;
  };
  return {
    stop() {
      pg.Client.prototype.query = original;
    },
    report(totalMs) {
      const rows = [...tallies.entries()].sort((a, b) => b[1].ms - a[1].ms);
      const inDb = rows.reduce((s, [, t]) => s + t.ms, 0);
      const lines = rows.map(([k, t]) => `  ${t.ms.toFixed(0).padStart(7)} ms ${String(t.calls).padStart(5)}x  ${k}`);
      lines.push(`  ${inDb.toFixed(0).padStart(7)} ms in statements, ${(totalMs - inDb).toFixed(0)} ms elsewhere (Node) of ${totalMs.toFixed(0)} ms`);
      return lines.join('\n');
    },
  };
}


/**
 * The prepared statements of every connection of a pool of `poolSize` (each held at once by a statement of its
 * own, so that each connection answers), with how many times PostgreSQL planned each: a generic plan is made once and
 * kept; a statement planned for its values at every run (custom plans) pays its planning each time.
 */
export async function preparedPlans(db: Database, poolSize: number): Promise<string> {
  const rows = (await Promise.all(Array.from({ length: poolSize }, () => db.rows<{ pid: number; statement: string; generic_plans: number; custom_plans: number }>(sql`
    SELECT pg_backend_pid() AS pid, left(regexp_replace(statement, '\s+', ' ', 'g'), 90) AS statement, generic_plans::int, custom_plans::int
    FROM pg_prepared_statements, pg_sleep(0.2) ORDER BY custom_plans DESC, generic_plans DESC LIMIT 8`)))).flat();
  return rows.map((r) => `  pid ${r.pid}: generic ${String(r.generic_plans).padStart(5)}, custom ${String(r.custom_plans).padStart(5)}  ${r.statement}`).join('\n');
}

/**
 * What the write left in the database's tables, per order written: each table's heap (with its TOAST) and its
 * indexes, the largest first, and how many indexes it has.
 */
export async function writtenSizes(db: Database, orders: number): Promise<string> {
  const rows = await db.rows<{ name: string; heap: string; indexes: string; n: number }>(sql`
    SELECT c.relname AS name, (pg_table_size(c.oid))::text AS heap, (pg_indexes_size(c.oid))::text AS indexes,
      (SELECT count(*)::int FROM pg_index i WHERE i.indrelid = c.oid) AS n
    FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
    WHERE c.relkind = 'r' AND s.nspname = current_schema() AND pg_total_relation_size(c.oid) > 1000000
    ORDER BY pg_total_relation_size(c.oid) DESC`);
  const per = (bytes: string) => `${(Number(bytes) / orders).toFixed(0).padStart(6)} B`;
  return rows.map((r) => `  ${r.name.padEnd(20)} heap ${per(r.heap)}, ${String(r.n).padStart(3)} indexes ${per(r.indexes)} an order`).join('\n');
}
