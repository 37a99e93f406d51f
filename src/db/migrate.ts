/** Forward-only SQL migrations: files `NNNN_name.sql` in ./migrations, applied in order, each atomically. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const ALREADY_APPLIED = 'boxline:migration-already-applied';

export function listMigrations(): { version: string; path: string }[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.replace(/\.sql$/, ''), path: join(MIGRATIONS_DIR, f) }));
}

/**
 * Applies what is missing and returns the versions applied now. Each file runs in one script with its
 * bookkeeping row; the table lock makes a second migrator wait, then skip what the first applied.
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const done = new Set((await db.rows<{ version: string }>(sql`SELECT version FROM schema_migrations`)).map((r) => r.version));
  const applied: string[] = [];
  for (const { version, path } of listMigrations()) {
    if (done.has(version)) continue;
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
