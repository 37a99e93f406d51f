/**
 * The database handle the rest of the code uses: PostgreSQL through a pool when a URL is given, otherwise
 * the embedded PGlite. Both speak through Drizzle, and every query is a Drizzle `sql` template.
 */
import { type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';

export interface Queryable {
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
  one<T = Record<string, unknown>>(query: SQL): Promise<T | undefined>;
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

type Executor = { execute(query: SQL): Promise<unknown> };

function queryable(executor: Executor, concurrent: boolean): Queryable {
  return {
    concurrent,
    async rows<T>(query: SQL) {
      const result = (await executor.execute(query)) as { rows: T[] };
      return result.rows;
    },
    async one<T>(query: SQL) {
      const result = (await executor.execute(query)) as { rows: T[] };
      return result.rows[0];
    },
  };
}

// Timestamps stay text so microseconds survive; bigint counts and ids become numbers.
const TIMESTAMPTZ = 1184;
const TIMESTAMP = 1114;
const INT8 = 20;
const DATE = 1082;
pg.types.setTypeParser(INT8, (v) => Number(v));
pg.types.setTypeParser(TIMESTAMPTZ, (v) => v);
pg.types.setTypeParser(TIMESTAMP, (v) => v);
pg.types.setTypeParser(DATE, (v) => v);

export interface OpenOptions {
  databaseUrl: string | null;
  /** PGlite data directory; null keeps the embedded database in memory (tests). */
  dataDir: string | null;
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10);
  return openPglite(opts.dataDir);
}

function openPostgres(url: string, max: number): Database {
  // JIT compiles plans that look costly (counts over an organization) for longer than they take to run.
  const pool = new pg.Pool({ connectionString: url, max, options: '-c TimeZone=UTC -c jit=off' });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool);
  return {
    kind: 'postgres',
    ...queryable(db, true),
    transaction: (fn) => db.transaction((tx) => fn(queryable(tx, false))),
    exec: async (script) => {
      await pool.query(script);
    },
    session: async (fn) => {
      const client = await pool.connect();
      try {
        return await fn({ ...queryable(drizzlePg(client), false), exec: async (script) => void (await client.query(script)) });
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | null): Promise<Database> {
  const release = dataDir ? acquireDataDirLock(dataDir) : () => {};
  try {
    const client = new PGlite({
      dataDir: dataDir ?? undefined,
      // GIN indexes that lead with org_id (order search) need btree_gin, as on PostgreSQL.
      extensions: { btree_gin },
      parsers: { [INT8]: (v: string) => Number(v), [TIMESTAMPTZ]: (v: string) => v, [TIMESTAMP]: (v: string) => v, [DATE]: (v: string) => v },
    });
    await client.waitReady;
    await client.exec("SET TIME ZONE 'UTC'");
    const db = drizzlePglite(client);
    return {
      kind: 'pglite',
      ...queryable(db, false),
      transaction: (fn) => db.transaction((tx) => fn(queryable(tx, false))),
      exec: async (script) => {
        await client.exec(script);
      },
      // PGlite is one connection already.
      session: (fn) => fn({ ...queryable(db, false), exec: async (script) => void (await client.exec(script)) }),
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
