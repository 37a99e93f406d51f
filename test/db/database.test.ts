import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from '../../src/core/sql.ts';
import { openDatabase } from '../../src/db/database.ts';
import { migrate, listMigrations } from '../../src/db/migrate.ts';
import { acquireDataDirLock, DataDirLockedError } from '../../src/db/data-dir-lock.ts';
import { describeConstraint } from '../../src/db/errors.ts';
import { translateDbError } from '../../src/http/db-errors.ts';

describe('database', () => {
  it('migrates once: a second run applies nothing', async () => {
    const db = await openDatabase({ databaseUrl: null, dataDir: null });
    try {
      const first = await migrate(db);
      assert.deepEqual(first, listMigrations().map((m) => m.version));
      assert.deepEqual(await migrate(db), []);
      const rows = await db.rows<{ version: string }>(sql`SELECT version FROM schema_migrations ORDER BY version`);
      assert.deepEqual(rows.map((r) => r.version), first);
    } finally {
      await db.close();
    }
  });

  it('keeps microseconds and UTC in timestamps, and returns bigint counts as numbers', async () => {
    const db = await openDatabase({ databaseUrl: null, dataDir: null });
    try {
      const row = await db.one<{ t: string; n: number }>(sql`SELECT '2018-03-30T02:00:16.159321+02:00'::timestamptz AS t, count(*) AS n FROM generate_series(1, 3)`);
      assert.equal(row!.t, '2018-03-30 00:00:16.159321+00');
      assert.equal(row!.n, 3);
    } finally {
      await db.close();
    }
  });

  it('reads rows as arrays of their values in the order selected, parsed as rows parses them, in and out of a transaction', async () => {
    // PGlite, or PostgreSQL's pool and pipelined transactions when TEST_DATABASE_URL names a server.
    const db = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL || null, dataDir: null, poolSize: 1 });
    try {
      const query = sql`SELECT 'b' AS z, '2018-03-30T02:00:16.159321+02:00'::timestamptz AS a, count(*) AS z2, NULL::text AS n, g AS g
        FROM generate_series(1, 2) g GROUP BY g ORDER BY g`;
      const expected = [['b', '2018-03-30 00:00:16.159321+00', 1, null, 1], ['b', '2018-03-30 00:00:16.159321+00', 1, null, 2]];
      assert.deepEqual(await db.arrays(query), expected);
      assert.deepEqual(await db.transaction((tx) => tx.arrays(query)), expected);
      // The objects of rows are what they were.
      assert.deepEqual(await db.rows(query), expected.map(([z, a, z2, n, g]) => ({ z, a, z2, n, g })));
    } finally {
      await db.close();
    }
  });

  it('rolls a failed transaction back whole', async () => {
    const db = await openDatabase({ databaseUrl: null, dataDir: null });
    try {
      await db.exec('CREATE TABLE t (v int PRIMARY KEY)');
      await assert.rejects(db.transaction(async (tx) => {
        await tx.rows(sql`INSERT INTO t VALUES (1)`);
        await tx.rows(sql`INSERT INTO t VALUES (1)`);
      }));
      assert.equal((await db.one<{ n: number }>(sql`SELECT count(*) AS n FROM t`))!.n, 0);
    } finally {
      await db.close();
    }
  });

  it('locks a PGlite data directory against a second process and takes over a stale lock', () => {
    const dir = mkdtempSync(join(tmpdir(), 'boxline-lock-'));
    try {
      const release = acquireDataDirLock(dir);
      writeFileSync(join(dir, 'boxline.lock'), '1'); // pid 1 is always alive: another process holds it
      assert.throws(() => acquireDataDirLock(dir), DataDirLockedError);
      writeFileSync(join(dir, 'boxline.lock'), '999999999'); // no such process: stale
      const again = acquireDataDirLock(dir);
      again();
      assert.equal(existsSync(join(dir, 'boxline.lock')), false);
      release();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('translates database errors to API errors', () => {
    assert.equal(translateDbError({ code: '23505', constraint: 'x' })?.status, 409);
    // A Citus shard's constraint: the described name with the shard's id appended.
    describeConstraint('test_things_code_key', 'code', 'is taken');
    for (const constraint of ['test_things_code_key', 'test_things_code_key_102067']) {
      const err = translateDbError({ code: '23505', constraint });
      assert.equal(err?.status, 400, constraint);
      assert.equal(err?.message, 'code: is taken', constraint);
    }
    // Citus passes a worker's error on without its constraint field: the name is in the message.
    const relayed = translateDbError({ code: '23505', message: 'duplicate key value violates unique constraint "test_things_code_key_102203"' });
    assert.deepEqual([relayed?.status, relayed?.message], [400, 'code: is taken']);
    assert.equal(translateDbError({ code: '23505', message: 'duplicate key value violates unique constraint "other_key_102203"' })?.status, 409);
    assert.equal(translateDbError({ code: '23503' })?.status, 400);
    assert.equal(translateDbError({ code: '40001' })?.status, 409);
    assert.equal(translateDbError({ cause: { code: '22P02' } })?.status, 400);
    assert.equal(translateDbError(new Error('boom')), null);
  });
});
