/**
 * Emptying a test database between tests (TestWorld.reset) and between the files of one process (the pool of
 * in-memory databases below): every tenant table loses its rows and its sequences start again, as in the template.
 */
import { sql } from '../../src/core/sql.ts';
import type { Database } from '../../src/db/database.ts';
import { openMigratedPglite } from './pglite-template.ts';

/** Tables whose rows migrations put there (the plans, the events feed's cursor key): a reset keeps them. */
const KEEP_TABLES = ['schema_migrations', 'payment_plans', 'event_feed_keys'];

/** The tables a reset empties, and the sequences of their serial and identity columns with their start values. */
export interface TenantTables { tables: string[]; sequences: { name: string; start: string }[] }

export async function tenantTablesOf(db: Database): Promise<TenantTables> {
  const tables = await db.rows<{ tablename: string }>(sql`
    SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ${KEEP_TABLES} ORDER BY tablename`);
  const sequences = await db.rows<{ name: string; start: string }>(sql`
    SELECT s.oid::regclass::text AS name, q.seqstart::text AS start
    FROM pg_class s JOIN pg_sequence q ON q.seqrelid = s.oid
    JOIN pg_depend d ON d.classid = 'pg_class'::regclass AND d.objid = s.oid AND d.deptype IN ('a', 'i')
    JOIN pg_class t ON t.oid = d.refobjid JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE s.relkind = 'S' AND n.nspname = 'public' AND t.relname NOT IN ${KEEP_TABLES}`);
  return { tables: tables.map((t) => t.tablename), sequences };
}

/**
 * Empties the tenant tables as TRUNCATE ... RESTART IDENTITY CASCADE would, at a tenth of its cost: TRUNCATE makes
 * new files for each of some fifty tables and their indexes (about 0.5 s of CPU a reset on PGlite, before every
 * test of many files), where one query finds the few tables with rows, and those are emptied by DELETE with the
 * foreign-key and other triggers off (session_replication_role, for this transaction only: every row goes, so no
 * reference is left dangling); the sequences start again.
 */
export async function emptyTables(db: Database, known: Promise<TenantTables>): Promise<void> {
  const { tables, sequences } = await known;
  const quoted = (name: string) => `"${name}"`;
  // `SELECT 1`, not a SELECT of no column: Citus 13 plans each EXISTS over a distributed table apart and fails to read
  // back a result of no column ("a column definition list is required for functions returning record").
  const withRows = await db.rows<{ name: string }>(sql.raw(
    tables.map((t) => `SELECT '${t}' AS name WHERE EXISTS (SELECT 1 FROM ${quoted(t)})`).join(' UNION ALL ')));
  await db.exec([
    'BEGIN', 'SET LOCAL session_replication_role = replica', ...withRows.map((t) => `DELETE FROM ${quoted(t.name)}`),
    ...sequences.map((s) => `SELECT setval('${s.name}', ${s.start}, false)`), 'COMMIT',
  ].join(';\n'));
}

/**
 * What a file could leave behind in a database besides rows: objects it made (temporary tables, functions), session
 * settings, prepared statements, LISTEN channels, advisory locks, and the rows of the tables a reset keeps.
 */
const fingerprintOf = async (db: Database) => (await db.one<{ print: string }>(sql`
  SELECT concat_ws('/', (SELECT max(oid::text::bigint) FROM pg_class), (SELECT count(*) FROM pg_class),
    (SELECT string_agg(name || '=' || setting, ',' ORDER BY name) FROM pg_settings WHERE source = 'session'),
    (SELECT count(*) FROM pg_prepared_statements), (SELECT count(*) FROM pg_listening_channels()),
    (SELECT count(*) FROM pg_locks WHERE locktype = 'advisory'),
    (SELECT md5(string_agg(p::text, ',' ORDER BY p::text)) FROM payment_plans p),
    (SELECT md5(string_agg(k::text, ',' ORDER BY k::text)) FROM event_feed_keys k)) AS print`))!.print;

/**
 * In-memory databases that closed worlds gave back, for the next world of the same process: scripts/test.mjs runs
 * a batch of files in one process, and opening a database from the template costs about a CPU-second where emptying
 * one costs a tenth of that. A database goes back only when emptied it matches its fingerprint as opened.
 */
const idle: { db: Database; fingerprint: string }[] = [];
const fingerprints = new WeakMap<Database, string>();
let tenantTables: Promise<TenantTables> | undefined;

/**
 * The functions test/support/file-suites.mjs runs when a batch's last file has ended, or none outside a batch (a file
 * run alone): the pool keeps databases only where they are closed at the end, as an open one keeps the process up.
 */
const batchEndHooks = () => (globalThis as Record<symbol, (() => Promise<void>)[] | undefined>)[Symbol.for('boxline.test.batchEnd')];
let closesAtBatchEnd = false;

/** A migrated in-memory database with no tenant rows: one given back, else a new one from the template. */
export async function takePglite(): Promise<Database> {
  const reused = idle.pop();
  if (reused) {
    fingerprints.set(reused.db, reused.fingerprint);
    return reused.db;
  }
  const db = await openMigratedPglite();
  fingerprints.set(db, await fingerprintOf(db));
  return db;
}

/** Empties `db` (from takePglite) for the next world, or closes it if the file changed more than rows. */
export async function givePgliteBack(db: Database): Promise<void> {
  const fingerprint = fingerprints.get(db);
  const hooks = batchEndHooks();
  if (fingerprint !== undefined && hooks) {
    try {
      await emptyTables(db, (tenantTables ??= tenantTablesOf(db)));
      if (await fingerprintOf(db) === fingerprint) {
        if (!closesAtBatchEnd) hooks.push(async () => { for (const kept of idle.splice(0)) await kept.db.close(); });
        closesAtBatchEnd = true;
        idle.push({ db, fingerprint });
        return;
      }
    } catch {
      // A database that cannot be emptied (a transaction left open, say) is closed below.
    }
  }
  await db.close();
}
