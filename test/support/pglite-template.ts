/**
 * The migrated PGlite data directory that scripts/test.mjs dumps once per run (test/support/prepare-template.ts):
 * a test file's in-memory database loads it instead of running every migration again. Without it (a file run
 * directly with node --test) the database is migrated in place.
 */
import { readFileSync } from 'node:fs';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';

/** The environment variable naming the dump's file. */
export const PGLITE_TEMPLATE_ENV = 'BOXLINE_TEST_PGLITE_TEMPLATE';

let template: Blob | null | undefined;

/** A fresh, migrated in-memory PGlite. */
export async function openMigratedPglite(): Promise<Database> {
  if (template === undefined) {
    const file = process.env[PGLITE_TEMPLATE_ENV];
    template = file ? new Blob([readFileSync(file)]) : null;
  }
  if (template) return openDatabase({ databaseUrl: null, dataDir: null, loadDataDir: template });
  const db = await openDatabase({ databaseUrl: null, dataDir: null });
  await migrate(db);
  return db;
}
