// Migrations written on branches that land in another order than their numbers: a deployment that already ran a
// higher number still gets a lower one that arrived later, applied once, with what it needs from before it.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from '../../src/core/sql.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { createTestDatabase } from '../support/postgres.ts';

const base = process.env.TEST_DATABASE_URL;

describe('migrations that arrive out of numeric order', () => {
  let db: Database;
  let drop: (() => Promise<void>) | null = null;
  let dir: string;

  before(async () => {
    let url: string | null = null;
    if (base) ({ url, drop } = await createTestDatabase(base));
    db = await openDatabase({ databaseUrl: url, dataDir: null, poolSize: 2 });
    dir = mkdtempSync(join(tmpdir(), 'boxline-migrations-'));
  });
  after(async () => {
    await db.close();
    await drop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('applies a lower number that arrived after a higher one was applied, and only once', async () => {
    writeFileSync(join(dir, '9001_probe_table.sql'), 'CREATE TABLE mig_order_probe (id int PRIMARY KEY);\n');
    writeFileSync(join(dir, '9010_probe_row.sql'), 'INSERT INTO mig_order_probe VALUES (10);\n');
    assert.deepEqual(await migrate(db, { dir }), ['9001_probe_table', '9010_probe_row']);

    // A branch's migration numbered between them lands later.
    writeFileSync(join(dir, '9005_probe_column.sql'), 'ALTER TABLE mig_order_probe ADD COLUMN late text NOT NULL DEFAULT \'yes\';\n');
    assert.deepEqual(await migrate(db, { dir }), ['9005_probe_column']);
    assert.deepEqual(await migrate(db, { dir }), []);
    assert.deepEqual(await db.rows(sql`SELECT id, late FROM mig_order_probe`), [{ id: 10, late: 'yes' }]);
    const versions = await db.rows<{ version: string }>(sql`SELECT version FROM schema_migrations WHERE version LIKE '90%' ORDER BY version`);
    assert.deepEqual(versions.map((v) => v.version), ['9001_probe_table', '9005_probe_column', '9010_probe_row']);
  });
});
