/**
 * The database handle the rest of the code uses: PostgreSQL through a pool when a URL is given, otherwise
 * the embedded PGlite. Every query is an `sql` template (src/core/sql.ts), compiled by compile.ts and sent to the driver.
 */
import type { SQL } from '../core/sql.ts';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import pg from 'pg';
import { Socket } from 'node:net';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { keepPrivate, makePrivate } from './data-dir.ts';
import { compileSql } from './compile.ts';
import { eachRowOf, run } from './run.ts';
import { DatabaseUnavailableError, isConnectionLoss } from './errors.ts';

export interface Queryable {
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
  one<T = Record<string, unknown>>(query: SQL): Promise<T | undefined>;
  /**
   * A statement whose answer is not needed (an INSERT of parts, an event). In a PostgreSQL transaction it is written
   * behind the statements before it without waiting for them, and the next statement that is awaited goes in the
   * same write: a failure is thrown by that statement, or by the commit. Elsewhere it runs as `rows` does.
   */
  send(query: SQL): Promise<void>;
  /**
   * Calls `onRow` with each row of the answer, in order, and resolves when the last has been. From the pool of
   * PostgreSQL connections each row is handed on as it arrives, so that the rows of a large answer used once (a
   * page's stored renders) are not all held at once; elsewhere the answer is read whole first, as `rows` reads it.
   */
  eachRow<T = Record<string, unknown>>(query: SQL, onRow: (row: T) => void): Promise<void>;
  /**
   * The rows of the answer as arrays of their values in the order selected (the drivers' rowMode 'array'): no object
   * is made for a row, nor a property for each of its values. For the many rows of wide statements (an export).
   */
  arrays<T extends readonly unknown[] = unknown[]>(query: SQL): Promise<T[]>;
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
  /** PGlite in memory: start from this copy of a data directory (PGlite's `dumpDataDir`), not an empty one (tests). */
  loadDataDir?: Blob;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10);
  return openPglite(opts.dataDir, opts.loadDataDir);
}

// Intervals and arrays of timestamps, dates, intervals and numerics stay text, as scalar timestamps and dates do.
const RAW_TYPES = new Set([1186, 1231, 1115, 1185, 1187, 1182]);
const queryTypes = { getTypeParser: (oid: number, format?: string) => (RAW_TYPES.has(oid) ? (v: string) => v : pg.types.getTypeParser(oid, format as 'text')) };

/**
 * A client that keeps the socket it talks through: made here and handed to the driver by its documented `stream`
 * option, so that a turn's statements can be corked into one write (pipelinedQueryable). The pool makes these
 * through its documented `Client` option.
 */
class SocketClient extends pg.Client {
  readonly socket: Socket;
  constructor(config?: pg.ClientConfig) {
    const socket = new Socket();
    super({ ...config, stream: () => socket });
    this.socket = socket;
    // A connection lost while the client is lent out (a backend terminated, PostgreSQL restarted) is an 'error'
    // event with no listener of the pool's: it would end the process. The driver fails the client's statements
    // with it (they become DatabaseUnavailableError below), and the pool drops the client when it comes back.
    this.on('error', () => {});
  }
}

const WRITE_AT_ONCE_BYTES = 64 * 1024;

/**
 * One connection's statements, written without waiting for the answers of those before them (the pool's clients are
 * in node-postgres' pipeline mode, which answers them in order). `begin` opens a transaction ahead of the first
 * statement without a round trip of its own; statements sent with `send` are awaited, and their first failure
 * thrown, by the next statement awaited or `exec` (COMMIT).
 */
function pipelinedQueryable(client: pg.PoolClient, begin: boolean): Queryable & { exec(script: string): Promise<void> } {
  let unanswered: Promise<unknown>[] = [];
  // The statements issued before this turn of the event loop ends go out in one socket write (a write costs more
  // than a few kilobytes do), unless they are big already: then the server starts on them while the next is built.
  const socket = client instanceof SocketClient ? client.socket : null;
  let corked = false;
  const uncork = () => {
    if (!corked) return;
    corked = false;
    socket!.uncork();
  };
  const issue = (query: SQL | string, rowMode?: 'array'): Promise<unknown> => {
    if (socket && !corked) {
      corked = true;
      socket.cork();
      process.nextTick(uncork);
    }
    const answer: Promise<unknown> = typeof query === 'string' ? client.query(query) : run(client, query, undefined, rowMode);
    if (socket && socket.writableLength >= WRITE_AT_ONCE_BYTES) uncork();
    // Its failure is thrown where it is awaited; until then it must not count as unhandled.
    answer.catch(() => {});
    return answer;
  };
  const after = async <T>(answer: Promise<T>): Promise<T> => {
    const before = unanswered;
    unanswered = [];
    await Promise.all(before);
    return answer;
  };
  if (begin) unanswered.push(issue('BEGIN'));
  const rows = <T>(query: SQL) => after(issue(query) as Promise<T[]>);
  return {
    concurrent: false,
    rows,
    one: async <T>(query: SQL) => (await rows<T>(query))[0],
    eachRow: eachRowOf(rows),
    arrays: <T>(query: SQL) => after(issue(query, 'array') as Promise<T[]>),
    send: async (query) => void unanswered.push(issue(query)),
    // A COMMIT behind a failed statement only rolls back; the statement's failure is what is thrown.
    exec: async (script) => void (await after(issue(script))),
  };
}

/** PostgreSQL through node-postgres, with its documented options only; each statement runs by run.ts (named, planned once). */
function openPostgres(url: string, max: number): Database {
  // JIT compiles plans that look costly (counts over an organization) for longer than they take to run.
  const pool = new pg.Pool({ connectionString: url, max, options: '-c TimeZone=UTC -c jit=off', pipeline: true, types: queryTypes, Client: SocketClient });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const connect = () => pool.connect().catch((err: unknown) => {
    throw new DatabaseUnavailableError(err);
  });
  /** The driver's error, or DatabaseUnavailableError for a lost connection (answered 503 with Retry-After). */
  const lostOr = (err: unknown) => (isConnectionLoss(err) ? new DatabaseUnavailableError(err) : err);
  const withClient = async <T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await connect();
    let lost: unknown;
    try {
      return await fn(client);
    } catch (err) {
      if (isConnectionLoss(err)) lost = err;
      throw lostOr(err);
    } finally {
      // A connection known to be lost is dropped, not handed to the next statement.
      client.release(lost as Error | undefined);
    }
  };
  return {
    kind: 'postgres',
    concurrent: true,
    rows: (query) => withClient((client) => run(client, query)),
    one: <T>(query: SQL) => withClient(async (client) => (await run<T>(client, query))[0]),
    eachRow: (query, onRow) => withClient(async (client) => void (await run(client, query, onRow))),
    arrays: <T>(query: SQL) => withClient((client) => run<T>(client, query, undefined, 'array')),
    send: (query) => withClient(async (client) => void (await run(client, query))),
    transaction: async (fn) => {
      const client = await connect();
      let broken: Error | undefined;
      try {
        const tx = pipelinedQueryable(client, true);
        try {
          const result = await fn(tx);
          await tx.exec('COMMIT');
          return result;
        } catch (err) {
          await client.query('ROLLBACK').catch((rollbackError: Error) => { broken = rollbackError; });
          // A connection lost before COMMIT answered is a 503: nothing was acknowledged (a lost COMMIT may still
          // have been written: a create retried with its Idempotency-Key is answered once).
          throw lostOr(err);
        }
      } finally {
        // A connection that could not roll back is closed rather than returned to the pool.
        client.release(broken);
      }
    },
    exec: async (script) => withClient(async (client) => void (await client.query(script))),
    session: async (fn) => withClient((client) => fn(pipelinedQueryable(client, false))),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  // Its files hold password and token hashes: private, those there already and those made from now on.
  if (dataDir) keepPrivate(dataDir);
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
    // A first start copies PGlite's initial database files in with modes of their own (0666).
    if (dataDir) makePrivate(dataDir);
    await client.exec("SET TIME ZONE 'UTC'");
    type PgliteQueryable = Pick<PGlite, 'query'>;
    const pgliteQueryable = (target: PgliteQueryable): Queryable => {
      const rows = async <T>(query: SQL) => {
        const { text, values } = compileSql(query);
        return (await target.query<T>(text, values)).rows;
      };
      const arrays = async <T>(query: SQL) => {
        const { text, values } = compileSql(query);
        return (await target.query<T>(text, values, { rowMode: 'array' })).rows;
      };
      return {
        concurrent: false, rows, arrays, one: async <T>(query: SQL) => (await rows<T>(query))[0], eachRow: eachRowOf(rows), send: async (query) => void (await rows(query)),
      };
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
