import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { citusWorkers, dropCitusDatabase, onEveryNode } from './citus.ts';
import { emptyTables, tenantTablesOf, type TenantTables } from './empty-tables.ts';
import type { Database } from '../../src/db/database.ts';

export const TEMPLATE_DB = process.env.BOXLINE_TEST_TEMPLATE ?? 'boxline_test_template';

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The maintenance database on the same server, for CREATE/DROP DATABASE. */
export const serverUrl = (url: string) => withDatabase(url, 'postgres');

export interface TestDatabase {
  url: string;
  /**
   * Ends the world's use of the database, once `db` (the world's connections to it) is done with: emptied and kept
   * for the next world of the process when it can be (see takeTestDatabase), else dropped. Closes `db`.
   */
  giveBack(db: Database): Promise<void>;
}

async function onDatabase<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A database of its own cloned from the template, dropped by `drop` (what a file that starts servers on it uses). */
export async function createTestDatabase(base: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `boxline_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const workers = citusWorkers();
  if (workers) {
    // On a Citus cluster: a copy of the distributed template on every node (test/support/citus.ts).
    await onEveryNode(base, workers, () => [`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`]);
    return { name, url: withDatabase(base, name), drop: () => dropCitusDatabase(base, workers, name) };
  }
  await onDatabase(serverUrl(base), (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`));
  return {
    name,
    url: withDatabase(base, name),
    drop: () => onDatabase(serverUrl(base), async (admin) => { await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`); }),
  };
}

/**
 * What a file could leave in a database besides the rows of its tenant tables: relations it made, settings of the
 * database, prepared transactions, sessions still connected (a server it started), the rows of the tables a reset
 * keeps. Read from a connection of its own, with the world's closed.
 */
const FINGERPRINT = `SELECT concat_ws('/', (SELECT max(oid::text::bigint) FROM pg_class), (SELECT count(*) FROM pg_class),
  (SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()),
  (SELECT count(*) FROM pg_db_role_setting WHERE setdatabase = (SELECT oid FROM pg_database WHERE datname = current_database())),
  (SELECT count(*) FROM pg_prepared_xacts WHERE database = current_database()),
  (SELECT count(*) FROM schema_migrations),
  (SELECT md5(string_agg(p::text, ',' ORDER BY p::text)) FROM payment_plans p),
  (SELECT md5(string_agg(k::text, ',' ORDER BY k::text)) FROM event_feed_keys k)) AS print`;
const fingerprintOf = (url: string) => onDatabase(url, async (c) => (await c.query<{ print: string }>(FINGERPRINT)).rows[0].print);

/** Databases that closed worlds gave back, emptied, for the next world of the same process, with their fingerprint. */
const idle: { name: string; url: string; drop: () => Promise<void>; fingerprint: string }[] = [];
let tenantTables: Promise<TenantTables> | undefined;
let dropsAtBatchEnd = false;
/** The functions test/support/file-suites.mjs runs when a batch's last file has ended; none for a file run alone. */
const batchEndHooks = () => (globalThis as Record<symbol, (() => Promise<void>)[] | undefined>)[Symbol.for('boxline.test.batchEnd')];

/**
 * A database cloned from the template, or one a world of this process gave back emptied: scripts/test.mjs runs a
 * batch of files in one process, and CREATE DATABASE and DROP DATABASE (a checkpoint each, with the other files'
 * writes to flush) cost a file more than emptying one. As with the in-memory databases (empty-tables.ts), a database
 * is kept only when, emptied, it matches its fingerprint as made; on a Citus cluster each world has its own.
 */
export async function takeTestDatabase(base: string): Promise<TestDatabase> {
  const made = idle.pop() ?? await (async () => {
    const created = await createTestDatabase(base);
    return { ...created, fingerprint: citusWorkers() ? '' : await fingerprintOf(created.url) };
  })();
  return {
    url: made.url,
    async giveBack(db) {
      const hooks = batchEndHooks();
      let emptied = false;
      if (hooks && made.fingerprint !== '') {
        try {
          await emptyTables(db, (tenantTables ??= tenantTablesOf(db)));
          emptied = true;
        } catch {
          // A database that cannot be emptied (a transaction left open, a lock held) is dropped below.
        }
      }
      await db.close();
      const kept = emptied && await fingerprintOf(made.url).then((print) => print === made.fingerprint, () => false);
      if (!kept) return made.drop();
      if (!dropsAtBatchEnd) hooks!.push(async () => { for (const database of idle.splice(0)) await database.drop(); });
      dropsAtBatchEnd = true;
      idle.push(made);
    },
  };
}
