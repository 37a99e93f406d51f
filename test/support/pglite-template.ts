/**
 * The migrated PGlite data directory that scripts/test.mjs dumps once per run (test/support/prepare-template.ts):
 * a test file's in-memory database loads it instead of running every migration again, and so does a data directory
 * a real `boxline` process starts on (migratedDataDir). Without it (a file run directly with node --test) the
 * database is migrated in place, or by the process.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';

/** The environment variable naming the dump's file. */
export const PGLITE_TEMPLATE_ENV = 'BOXLINE_TEST_PGLITE_TEMPLATE';

let template: Blob | null | undefined;

function loadTemplate(): Blob | null {
  if (template === undefined) {
    const file = process.env[PGLITE_TEMPLATE_ENV];
    template = file ? new Blob([readFileSync(file)]) : null;
  }
  return template;
}

/** A fresh, migrated in-memory PGlite. */
export async function openMigratedPglite(): Promise<Database> {
  const loaded = loadTemplate();
  if (loaded) return openDatabase({ databaseUrl: null, dataDir: null, loadDataDir: loaded });
  const db = await openDatabase({ databaseUrl: null, dataDir: null });
  await migrate(db);
  return db;
}

/**
 * A new temporary data directory (named from `prefix`) for real `boxline` processes: the migrated template when
 * there is one, so that the first process need not migrate; empty otherwise. The caller removes it.
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const loaded = loadTemplate();
  if (loaded) await (await openDatabase({ databaseUrl: null, dataDir: dir, loadDataDir: loaded })).close();
  return dir;
}
