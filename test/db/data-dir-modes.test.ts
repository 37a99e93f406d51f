/**
 * DATA_DIR is private: the embedded database's files (password and token hashes among them), the lock, the wallet
 * key and documents are 0600 and every directory 0700, on a fresh directory, on one whose modes were loosened
 * before the start, and for files made while the database runs.
 */
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, lstatSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from '../../src/core/sql.ts';
import { openDatabase } from '../../src/db/database.ts';
import { loadConfig } from '../../src/config.ts';
import { checkDependencies } from '../../src/startup-checks.ts';
import { withWalletTokenKey } from '../../src/config-wallet-key.ts';

/** Every path under `dir` (itself included) whose mode is not 0700 (directory) or 0600 (file), with its mode. */
function notPrivate(dir: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    const want = stat.isDirectory() ? 0o700 : 0o600;
    if ((stat.mode & 0o777) !== want) found.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return found;
}

/** Loosens every mode under `dir`, as a copy or an older version would have left them. */
function loosen(dir: string): number {
  let count = 0;
  const walk = (path: string) => {
    const stat = lstatSync(path);
    chmodSync(path, stat.isDirectory() ? 0o777 : 0o666);
    count++;
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return count;
}

describe('DATA_DIR modes', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'boxline-modes-'));
  after(() => rmSync(scratch, { recursive: true, force: true }));

  const dataDir = join(scratch, 'fresh', 'data');

  it('an embedded database made in a fresh DATA_DIR is private, and so is what it writes later', async () => {
    const db = await openDatabase({ databaseUrl: null, dataDir });
    try {
      assert.deepEqual(notPrivate(dataDir), []);
      // New relation files, written while it runs.
      await db.exec('CREATE TABLE secrets (v text); INSERT INTO secrets SELECT md5(g::text) FROM generate_series(1, 5000) AS g; CREATE INDEX ON secrets (v)');
      assert.equal((await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM secrets`))!.n, 5000);
      assert.deepEqual(notPrivate(dataDir), []);
    } finally {
      await db.close();
    }
    assert.deepEqual(notPrivate(dataDir), []);
  });

  it('a DATA_DIR whose modes were loosened is made private again when the database opens', async () => {
    assert.ok(loosen(dataDir) > 100);
    assert.ok(notPrivate(dataDir).length > 100);
    const db = await openDatabase({ databaseUrl: null, dataDir });
    try {
      assert.deepEqual(notPrivate(dataDir), []);
    } finally {
      await db.close();
    }
  });

  it('the start makes the documents and the wallet key private too, and a DATA_DIR it makes is 0700', async () => {
    const startDir = join(scratch, 'start');
    const config = loadConfig({ DATA_DIR: startDir });
    withWalletTokenKey(config);
    assert.deepEqual(notPrivate(startDir), [], 'made by the wallet key');
    mkdirSync(join(startDir, 'documents', '1'), { recursive: true });
    writeFileSync(join(startDir, 'documents', '1', 'label.pdf'), '%PDF');
    loosen(startDir);
    await checkDependencies(config);
    assert.deepEqual(notPrivate(startDir), []);
  });
});
