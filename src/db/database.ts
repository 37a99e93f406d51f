/**
 * The database handle the rest of the code uses: PostgreSQL through a pool (postgres.ts) when a URL is given,
 * otherwise the embedded PGlite. Every query is an `sql` template (src/core/sql.ts), compiled by compile.ts and sent to the driver.
 */
import type { SQL } from '../core/sql.ts';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { compileSql } from './compile.ts';
import { openPostgres } from './postgres.ts';

export interface Queryable {
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
  one<T = Record<string, unknown>>(query: SQL): Promise<T | undefined>;
  /**
   * A statement whose answer is not needed (an INSERT of parts, an event). In a PostgreSQL transaction it is written
   * behind the statements before it without waiting for them, and the next statement that is awaited goes in the
   * same write: a failure is thrown by that statement, or by the commit. Elsewhere it runs as `rows` does.
   */
  send(query: SQL): Promise<void>;
  /** Whether queries may run at the same time (a pool); a transaction has one connection. */
  readonly concurrent: boolean;
}

/** Runs the queries at the same time where the handle allows it, one after the other otherwise. */
export async function inParallel<T extends readonly unknown[]>(db: Queryable, tasks: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if (db.concurrent) return Promise.all(tasks.map((task) => task())) as unknown as Promise<T>;
  const results: unknown[] = [];
  for (const task of tasks) results.push(await task());
  return results as unknown as T;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** One request, one transaction: everything `fn` does commits together or not at all. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a multi-statement SQL script as one implicit transaction (simple query protocol). */
  exec(script: string): Promise<void>;
  /**
   * Runs `fn` on one connection held for its whole duration, each statement committing on its own (no
   * transaction): for work that must run outside a transaction (CREATE INDEX CONCURRENTLY) under a session lock.
   */
  session<T>(fn: (session: Queryable & { exec(script: string): Promise<void> }) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// Timestamps stay text so microseconds survive; bigint counts and ids become numbers (as on PostgreSQL, postgres-types.ts).
const TIMESTAMPTZ = 1184;
const TIMESTAMP = 1114;
const INT8 = 20;
const DATE = 1082;
// Intervals and arrays of timestamps, dates, intervals and numerics stay text, as scalar timestamps and dates do.
const RAW_TYPES = new Set([1186, 1231, 1115, 1185, 1187, 1182]);

export interface OpenOptions {
  databaseUrl: string | null;
  /** PGlite data directory; null keeps the embedded database in memory (tests). */
  dataDir: string | null;
  poolSize?: number;
  /** PGlite in memory: start from this copy of a data directory (PGlite's `dumpDataDir`), not an empty one (tests). */
  loadDataDir?: Blob;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10);
  return openPglite(opts.dataDir, opts.loadDataDir);
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  const release = dataDir ? acquireDataDirLock(dataDir) : () => {};
  try {
    const client = new PGlite({
      dataDir: dataDir ?? undefined,
      loadDataDir,
      // GIN indexes that lead with org_id (order search) need btree_gin, as on PostgreSQL.
      extensions: { btree_gin },
      parsers: {
        [INT8]: (v: string) => Number(v), [TIMESTAMPTZ]: (v: string) => v, [TIMESTAMP]: (v: string) => v, [DATE]: (v: string) => v,
        ...Object.fromEntries([...RAW_TYPES].map((oid) => [oid, (v: string) => v])),
      },
    });
    await client.waitReady;
    await client.exec("SET TIME ZONE 'UTC'");
    type PgliteQueryable = Pick<PGlite, 'query'>;
    const pgliteQueryable = (target: PgliteQueryable): Queryable => {
      const rows = async <T>(query: SQL) => {
        const { text, values } = compileSql(query);
        return (await target.query<T>(text, values)).rows;
      };
      return { concurrent: false, rows, one: async <T>(query: SQL) => (await rows<T>(query))[0], send: async (query) => void (await rows(query)) };
    };
    return {
      kind: 'pglite',
      ...pgliteQueryable(client),
      transaction: (fn) => client.transaction((tx) => fn(pgliteQueryable(tx))),
      exec: async (script) => {
        await client.exec(script);
      },
      // PGlite is one connection already.
      session: (fn) => fn({ ...pgliteQueryable(client), exec: async (script) => void (await client.exec(script)) }),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
