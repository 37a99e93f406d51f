import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from '../../src/core/sql.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { listMigrations, migrate, splitStatements } from '../../src/db/migrate.ts';
import { createTestDatabase } from '../support/postgres.ts';

const base = process.env.TEST_DATABASE_URL;

describe('migrations that build an index without blocking writes', () => {
  let db: Database;
  let url: string | null = null;
  let drop: (() => Promise<void>) | null = null;
  let dir: string;

  before(async () => {
    if (base) ({ url, drop } = await createTestDatabase(base));
    db = await openDatabase({ databaseUrl: url, dataDir: null, poolSize: 2 });
    dir = mkdtempSync(join(tmpdir(), 'boxline-migrations-'));
    writeFileSync(join(dir, '9001_probe_table.sql'), 'CREATE TABLE mig_probe (id int PRIMARY KEY, v int);\n');
    writeFileSync(join(dir, '9002_probe_index.sql'), [
      '-- boxline:outside-transaction',
      '-- An index built while writes go on.',
      'CREATE INDEX CONCURRENTLY IF NOT EXISTS mig_probe_v_idx',
      '  ON mig_probe (v);',
      'CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS mig_probe_vid_key ON mig_probe (v, id);',
      '',
    ].join('\n'));
  });
  after(async () => {
    await db.close();
    await drop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  const indexValid = async (name: string) =>
    (await db.one<{ valid: boolean }>(sql`SELECT i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname = ${name}`))?.valid;

  it('says which migrations take the no-transaction path, the shipped 0060 among them', () => {
    assert.deepEqual(listMigrations(dir).map((m) => [m.version, m.mode]), [
      ['9001_probe_table', 'transaction'],
      ['9002_probe_index', 'outside-transaction'],
    ]);
    const shipped = listMigrations().find((m) => m.version.startsWith('0060_'));
    assert.equal(shipped?.mode, 'outside-transaction');
    assert.deepEqual(splitStatements('-- c\nCREATE INDEX a\n ON t (x);\n\nDROP INDEX b;\n'), ['CREATE INDEX a\n ON t (x)', 'DROP INDEX b']);
  });

  it('builds concurrently on PostgreSQL (a plain build on PGlite) while another transaction keeps writing', async () => {
    const seen: string[] = [];
    const modes: string[] = [];
    await migrate(db, { dir, onMigration: (m) => modes.push(`${m.version}:${m.mode}`) , onStatement: (s) => seen.push(s) });
    assert.deepEqual(modes, ['9001_probe_table:transaction', '9002_probe_index:outside-transaction']);
    assert.equal(seen.length, 2);
    if (db.kind === 'postgres') assert.ok(seen.every((s) => /CONCURRENTLY/.test(s)), seen.join('\n'));
    else assert.ok(seen.every((s) => !/CONCURRENTLY/.test(s)), seen.join('\n'));
    assert.equal(await indexValid('mig_probe_v_idx'), true);
    assert.equal(await indexValid('mig_probe_vid_key'), true);
    assert.deepEqual(await migrate(db, { dir }), [], 'a second run has nothing to do');
  });

  it('on PostgreSQL: writes commit while the build waits, and a build left invalid is dropped and redone', { skip: !base && 'concurrent index builds: runs with TEST_DATABASE_URL' }, async () => {
    await db.exec(`DROP INDEX mig_probe_v_idx; DROP INDEX mig_probe_vid_key; DELETE FROM schema_migrations WHERE version = '9002_probe_index'`);
    // An open writer: a concurrent build waits for it; a plain CREATE INDEX would also make every later writer wait.
    const open = new pg.Client({ connectionString: url! });
    const other = new pg.Client({ connectionString: url! });
    await open.connect();
    await other.connect();
    try {
      await open.query('BEGIN');
      await open.query('INSERT INTO mig_probe VALUES (1, 1)');
      const migrating = migrate(db, { dir });
      // Wait until the build is running (waiting for the open writer).
      for (let i = 0; i < 600; i++) {
        const r = await other.query(`SELECT 1 FROM pg_stat_activity WHERE query LIKE 'CREATE INDEX CONCURRENTLY%mig_probe%' AND state = 'active'`);
        if (r.rowCount) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Another writer is not blocked by the build: its insert commits while the build still waits.
      await other.query('INSERT INTO mig_probe VALUES (2, 2)');
      assert.equal((await other.query('SELECT count(*)::int AS n FROM mig_probe')).rows[0].n, 1, 'the committed row is visible; the open one not yet');
      await open.query('COMMIT');
      assert.deepEqual(await migrating, ['9002_probe_index']);
      assert.equal(await indexValid('mig_probe_v_idx'), true);

      // A build that crashed leaves an invalid index behind: the rerun drops it and builds it again.
      await db.exec(`UPDATE pg_index SET indisvalid = false WHERE indexrelid = 'mig_probe_v_idx'::regclass; DELETE FROM schema_migrations WHERE version = '9002_probe_index'`);
      assert.equal(await indexValid('mig_probe_v_idx'), false);
      const seen: string[] = [];
      await migrate(db, { dir, onStatement: (s) => seen.push(s) });
      assert.match(seen[0], /^DROP INDEX CONCURRENTLY IF EXISTS mig_probe_v_idx$/);
      assert.equal(await indexValid('mig_probe_v_idx'), true);
    } finally {
      await open.end();
      await other.end();
    }
  });
});
