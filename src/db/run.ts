/**
 * One statement on a node-postgres connection (database.ts's pool and transactions). Each statement text gets a name,
 * so every connection parses and plans it once and then reuses the plan (PostgreSQL's own choice between a generic
 * and a custom plan after five runs). A connection keeps at most PREPARED_PER_CONNECTION names; texts beyond that run
 * unnamed, so statements of many shapes cannot grow a backend's memory without bound. A statement holding a
 * CustomPlan (src/core/sql.ts) runs unnamed too: PostgreSQL plans the unnamed statement for the values it is bound
 * with (the protocol's unnamed statement is planned afresh at each Parse), where its best plan depends on them.
 */
import pg from 'pg';
import crypto from 'node:crypto';
import type { SQL } from '../core/sql.ts';
import { compileSql } from './compile.ts';

export const PREPARED_PER_CONNECTION = 1000;

interface Prepared {
  /** Names given out on the connection. */
  names: Set<string>;
  /** Texts that run unnamed there for good: a statement whose values the driver failed to convert. */
  unnamed: Set<string>;
}
const prepared = new WeakMap<object, Prepared>();

// The one-shot hash (Node 20.12) skips making a Hash object for each statement; engines allow 20.11.
const sha1: (text: string) => string = typeof crypto.hash === 'function'
  ? (text) => crypto.hash('sha1', text, 'base64url')
  : (text) => crypto.createHash('sha1').update(text).digest('base64url');

const preparedOf = (client: object): Prepared => {
  let state = prepared.get(client);
  if (!state) prepared.set(client, (state = { names: new Set(), unnamed: new Set() }));
  return state;
};

/**
 * The names of the texts seen, by text, for every connection: a name is the text's hash, and looking a text up
 * (a hash of the string V8 computes in one pass, then one comparison) costs a fraction of hashing it with SHA-1 again
 * at every run (a new order's statement is 13 KB). At most NAMED_TEXTS texts are kept; past them a text is hashed
 * each time, as every text was before.
 */
const NAMED_TEXTS = 4000;
const namesByText = new Map<string, string>();

function nameOf(text: string): string {
  let name = namesByText.get(text);
  if (name === undefined) {
    name = `b${sha1(text)}`;
    if (namesByText.size < NAMED_TEXTS) namesByText.set(text, name);
  }
  return name;
}

/** The name `client` prepares `text` under, or none past its PREPARED_PER_CONNECTION (also bench/create-orders/build.ts). */
export function statementName(client: object, text: string): string | undefined {
  const { names, unnamed } = preparedOf(client);
  const name = nameOf(text);
  if (names.has(name)) return unnamed.has(name) ? undefined : name;
  if (names.size >= PREPARED_PER_CONNECTION) return undefined;
  names.add(name);
  return name;
}

/**
 * Runs `query` on `client`, its rows handed to `onRow` as they arrive when it is given (the driver's documented
 * `Query` submittable and its 'row' event), gathered otherwise; with `rowMode` 'array' each row is the array of its
 * values in the order selected (the driver's documented rowMode), not an object.
 */
export async function run<T>(client: pg.PoolClient, query: SQL, onRow?: (row: T) => void, rowMode?: 'array'): Promise<T[]> {
  const { text, values, customPlan } = compileSql(query);
  const name = customPlan ? undefined : statementName(client, text);
  try {
    if (!onRow && rowMode) return (await client.query({ text, values, name, rowMode })).rows as T[];
    if (!onRow) return (await client.query<T & pg.QueryResultRow>({ text, values, name })).rows;
    await new Promise<void>((resolve, reject) => {
      // A row handler that throws must not throw inside the driver's reading: the rest of the answer is read, unused.
      let thrown: { error: unknown } | undefined;
      const submitted = new pg.Query({ text, values, name });
      submitted.on('row', (row: T) => {
        try { if (!thrown) onRow(row); } catch (error) { thrown = { error }; }
      }).on('end', () => (thrown ? reject(thrown.error) : resolve())).on('error', reject);
      client.query(submitted);
    });
    return [];
  } catch (err) {
    // A value the driver cannot convert fails the statement before it reaches the server, and the driver then
    // closes the statement it had asked the server to parse while still counting it as parsed: its name would fail
    // every later run on this connection, so the text runs unnamed there from now on.
    if (name && !(err instanceof pg.DatabaseError)) preparedOf(client).unnamed.add(name);
    throw err;
  }
}

/** `eachRow` where the answer is read whole first (a transaction, PGlite, the statement counters of tests and benches). */
export const eachRowOf = (rows: <T>(query: SQL) => Promise<T[]>) => async <T>(query: SQL, onRow: (row: T) => void) => (await rows<T>(query)).forEach(onRow);

