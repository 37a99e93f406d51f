/**
 * PostgreSQL through postgres.js, with its documented API only. Each statement text is prepared once on a connection:
 * its first run there parses it and asks for its row description, later runs send only its values (Bind, Execute)
 * and reuse the description and the plan. A transaction's statements whose answers are not needed yet are written
 * without waiting for those before them (pipelined), and postgres.js gathers what a turn of the event loop writes
 * into one socket write.
 */
import postgres from 'postgres';
import type { SQL } from '../core/sql.ts';
import { compileSql } from './compile.ts';
import type { Database, Queryable } from './database.ts';
import { POSTGRES_TYPES, parameterText } from './postgres-types.ts';

/**
 * At most this many statement texts are prepared (on each connection, by the process); texts beyond run unprepared,
 * so that statements of many shapes cannot grow a backend's memory without bound.
 */
export const PREPARED_PER_CONNECTION = 1000;
const preparedTexts = new Set<string>();
const preparedOf = (text: string): boolean => {
  if (preparedTexts.has(text)) return true;
  if (preparedTexts.size >= PREPARED_PER_CONNECTION) return false;
  preparedTexts.add(text);
  return true;
};

type Listener = (text: string, values: (string | null)[]) => void;
const listeners = new Set<Listener>();

/** Calls `listener` with each statement sent to PostgreSQL (its text and the text of its values) until the returned function is called (tests). */
export function watchStatements(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A name PostgreSQL cannot give a column: a column named `__proto__` goes by it until the row is made (ownProto). */
const PROTO = '\u0000__proto__';

/** A row read with a column named `__proto__` (under PROTO), made again with that column as an own property. */
function ownProto(row: Record<string, unknown>): Record<string, unknown> {
  if (!(PROTO in row)) return row;
  const own: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) {
    if (name === PROTO) Object.defineProperty(own, '__proto__', { value, enumerable: true, writable: true, configurable: true });
    else own[name] = value;
  }
  return own;
}

type Connection = postgres.Sql | postgres.ReservedSql;

function run(connection: Connection, query: SQL | string): postgres.PendingQuery<postgres.Row[]> {
  if (typeof query === 'string') return connection.unsafe(query);
  const { text, values } = compileSql(query);
  const params = values.map(parameterText);
  for (const listener of listeners) listener(text, params);
  return connection.unsafe(text, params, { prepare: preparedOf(text) });
}

// A Result of postgres.js is an Array subclass; the handle's callers get plain arrays.
const rowsOf = async <T>(answer: Promise<postgres.Row[]>): Promise<T[]> => (await answer).slice() as T[];

/**
 * One reserved connection's statements, written without waiting for the answers of those before them. `begin`
 * opens a transaction ahead of the first statement without a round trip of its own; statements sent with `send`
 * are awaited, and their first failure thrown, by the next statement awaited or `exec` (COMMIT).
 */
function pipelinedQueryable(connection: postgres.ReservedSql, begin: boolean): Queryable & { exec(script: string): Promise<void> } {
  let unanswered: Promise<unknown>[] = [];
  const issue = (query: SQL | string): Promise<postgres.Row[]> => {
    let answer: Promise<postgres.Row[]>;
    try {
      answer = run(connection, query).execute();
    } catch (err) {
      // A value that cannot be made text fails its statement, where it is awaited.
      answer = Promise.reject(err);
    }
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
  const rows = <T>(query: SQL) => rowsOf<T>(after(issue(query)));
  return {
    concurrent: false,
    rows,
    one: async <T>(query: SQL) => (await after(issue(query)))[0] as T | undefined,
    send: async (query) => void unanswered.push(issue(query)),
    // A COMMIT behind a failed statement only rolls back; the statement's failure is what is thrown.
    exec: async (script) => void (await after(issue(script))),
  };
}

/**
 * The URL and options for postgres.js: a host that is a socket directory (`postgres://user@%2Fvar%2Frun%2Fpostgresql/db`,
 * or `?host=/var/run/postgresql`) is passed as the host, which postgres.js does not read from a URL.
 */
function connectionOf(url: string): { url: string; host?: string } {
  const parsed = new URL(url);
  const queryHost = parsed.searchParams.get('host');
  if (queryHost) {
    parsed.searchParams.delete('host');
    return { url: parsed.toString(), host: queryHost };
  }
  const host = decodeURIComponent(parsed.hostname);
  return host.startsWith('/') ? { url, host } : { url };
}

export function openPostgres(url: string, max: number): Database {
  const target = connectionOf(url);
  const sql = postgres(target.url, {
    ...(target.host ? { host: target.host } : {}),
    max,
    // JIT compiles plans that look costly (counts over an organization) for longer than they take to run.
    connection: { TimeZone: 'UTC', jit: 'off' },
    // The array types listed there keep their parsers; postgres.js adds the others from the catalogue it reads on
    // connecting (with that read turned off, `reserve` on a new connection never settles: postgres.js issue 1219).
    types: POSTGRES_TYPES,
    transform: { column: { from: (name: string) => (name === '__proto__' ? PROTO : name) }, row: { from: ownProto } },
    onnotice: () => {},
  });
  const withReserved = async <T>(fn: (connection: postgres.ReservedSql) => Promise<T>): Promise<T> => {
    const connection = await sql.reserve();
    try {
      return await fn(connection);
    } finally {
      connection.release();
    }
  };
  return {
    kind: 'postgres',
    concurrent: true,
    rows: async <T>(query: SQL) => rowsOf<T>(run(sql, query)),
    one: async <T>(query: SQL) => (await run(sql, query))[0] as T | undefined,
    send: async (query) => void (await run(sql, query)),
    transaction: (fn) => withReserved(async (connection) => {
      const tx = pipelinedQueryable(connection, true);
      try {
        const result = await fn(tx);
        await tx.exec('COMMIT');
        return result;
      } catch (err) {
        // A connection that cannot roll back is lost already: postgres.js closes it and opens another.
        await connection.unsafe('ROLLBACK').catch(() => {});
        throw err;
      }
    }),
    exec: async (script) => void (await sql.unsafe(script)),
    session: (fn) => withReserved((connection) => fn(pipelinedQueryable(connection, false))),
    close: () => sql.end({ timeout: 5 }),
  };
}
