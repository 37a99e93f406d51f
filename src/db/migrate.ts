/**
 * Forward-only SQL migrations: files `NNNN_name.sql` in ./migrations, applied in order, each atomically;
 * except a file marked `-- boxline:outside-transaction` (an index built without blocking writes), which runs
 * statement by statement outside any transaction: `CREATE INDEX CONCURRENTLY` on PostgreSQL, a plain build on
 * PGlite (one connection, nothing to block). README.md, "Upgrading", says how to run them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from '../core/sql.ts';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const ALREADY_APPLIED = 'boxline:migration-already-applied';
/** The marker line that sends a migration down the no-transaction path. */
export const OUTSIDE_TRANSACTION_MARKER = '-- boxline:outside-transaction';
// A session-level advisory lock key ('boxline migrate'): migrators running outside a transaction take turns.
const MIGRATION_LOCK_KEY = 7_316_011_061;

export type MigrationMode = 'transaction' | 'outside-transaction';

export interface Migration {
  version: string;
  path: string;
  /** `outside-transaction`: the file builds indexes without blocking writes (see the module comment). */
  mode: MigrationMode;
}

export interface MigrateOptions {
  /** Where the files are (default: src/db/migrations). For tests. */
  dir?: string;
  /** Told of each migration as it starts, with its mode: `boxline migrate` prints it. */
  onMigration?: (migration: Migration) => void;
  /** Told of each statement run on the no-transaction path, as sent. */
  onStatement?: (statement: string) => void;
}

function modeOf(text: string): MigrationMode {
  return text.split('\n').some((line) => line.trim() === OUTSIDE_TRANSACTION_MARKER) ? 'outside-transaction' : 'transaction';
}

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => {
      const path = join(dir, f);
      return { version: f.replace(/\.sql$/, ''), path, mode: modeOf(readFileSync(path, 'utf8')) };
    });
}

/**
 * The statements of a no-transaction migration: each ends with `;` at the end of a line (no functions or
 * DO blocks on this path). Comment lines are dropped.
 */
export function splitStatements(text: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  for (const line of text.split('\n')) {
    if (/^\s*--/.test(line) || line.trim() === '') continue;
    current.push(line);
    if (/;\s*$/.test(line)) {
      statements.push(current.join('\n').trim().replace(/;\s*$/, ''));
      current = [];
    }
  }
  if (current.join('').trim()) statements.push(current.join('\n').trim());
  return statements;
}

const CONCURRENT_INDEX = /^\s*CREATE\s+(?:UNIQUE\s+)?INDEX\s+CONCURRENTLY\s+(?:IF\s+NOT\s+EXISTS\s+)?("?[\w]+"?)/i;

/**
 * Applies what is missing and returns the versions applied now. Each file runs in one script with its
 * bookkeeping row; the table lock makes a second migrator wait, then skip what the first applied.
 */
export async function migrate(db: Database, options: MigrateOptions = {}): Promise<string[]> {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const done = new Set((await db.rows<{ version: string }>(sql`SELECT version FROM schema_migrations`)).map((r) => r.version));
  const applied: string[] = [];
  for (const migration of listMigrations(options.dir)) {
    const { version, path, mode } = migration;
    if (done.has(version)) continue;
    options.onMigration?.(migration);
    if (mode === 'outside-transaction') {
      if (await applyOutsideTransaction(db, migration, options)) applied.push(version);
      continue;
    }
    const script = [
      'LOCK TABLE schema_migrations IN EXCLUSIVE MODE;',
      `DO $$ BEGIN IF EXISTS (SELECT 1 FROM schema_migrations WHERE version = '${version}') THEN RAISE EXCEPTION '${ALREADY_APPLIED}'; END IF; END $$;`,
      readFileSync(path, 'utf8'),
      `;INSERT INTO schema_migrations (version) VALUES ('${version}');`,
    ].join('\n');
    try {
      await db.exec(script);
      applied.push(version);
    } catch (err) {
      if (!String((err as Error).message).includes(ALREADY_APPLIED)) {
        throw new Error(`Migration ${version} failed: ${(err as Error).message}`);
      }
    }
  }
  return applied;
}

/**
 * Runs a no-transaction migration on one connection under a session advisory lock (so two migrators take
 * turns and the second skips it). Each statement commits on its own; a run that stopped half-way is simply
 * run again: statements must be idempotent (`IF NOT EXISTS`), and an index a crashed concurrent build left
 * invalid is dropped (concurrently) before it is built again.
 */
async function applyOutsideTransaction(db: Database, migration: Migration, options: MigrateOptions): Promise<boolean> {
  const postgres = db.kind === 'postgres';
  return db.session(async (session) => {
    if (postgres) await session.exec(`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      const already = await session.one(sql`SELECT 1 AS one FROM schema_migrations WHERE version = ${migration.version}`);
      if (already) return false;
      for (const original of splitStatements(readFileSync(migration.path, 'utf8'))) {
        const statement = postgres ? original : original.replace(/\bCONCURRENTLY\s+/gi, '');
        const index = CONCURRENT_INDEX.exec(original)?.[1];
        if (index && postgres) {
          const name = index.replace(/"/g, '');
          const invalid = await session.one(sql`
            SELECT 1 AS one FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
            WHERE c.relname = ${name} AND pg_catalog.pg_table_is_visible(c.oid) AND NOT i.indisvalid`);
          if (invalid) {
            options.onStatement?.(`DROP INDEX CONCURRENTLY IF EXISTS ${index}`);
            await session.exec(`DROP INDEX CONCURRENTLY IF EXISTS ${index}`);
          }
        }
        options.onStatement?.(statement);
        try {
          await session.exec(statement);
        } catch (err) {
          throw new Error(`Migration ${migration.version} failed: ${(err as Error).message}`);
        }
      }
      await session.exec(`INSERT INTO schema_migrations (version) VALUES ('${migration.version}') ON CONFLICT DO NOTHING`);
      return true;
    } finally {
      if (postgres) await session.exec(`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  });
}
