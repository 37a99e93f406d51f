/**
 * What the crash tests share (test/shipping/crash.test.ts, test/manifests/crash.test.ts): one database two `boxline
 * serve` processes use in turn (PostgreSQL when TEST_DATABASE_URL is set, else an embedded data directory), a server
 * started with its output kept, and the wait until it is ready.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/db/database.ts';
import { createTestDatabase } from '../support/postgres.ts';
import { migratedDataDir } from '../support/pglite-template.ts';
import { createOrganizationWithToken } from '../../src/orgs/create.ts';
import { BIN, freePort } from '../cli/support.ts';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function sharedDatabase() {
  const dataDir = mkdtempSync(join(tmpdir(), 'boxline-crash-files-'));
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const pg = await createTestDatabase(base);
    return { dataDir, env: { DATABASE_URL: pg.url, DATA_DIR: dataDir }, open: () => openDatabase({ databaseUrl: pg.url, dataDir: null }),
      drop: async () => { await pg.drop(); rmSync(dataDir, { recursive: true, force: true }); } };
  }
  const dir = await migratedDataDir('boxline-crash-');
  rmSync(dataDir, { recursive: true, force: true });
  return { dataDir: dir, env: { DATABASE_URL: '', DATA_DIR: dir }, open: () => openDatabase({ databaseUrl: null, dataDir: dir }),
    drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** The servers serve() started that have not exited. */
const running = new Set<ChildProcess>();

export function serve(env: Record<string, string>) {
  const child = spawn(process.execPath, [BIN, 'serve'], { env: { ...process.env, LOG_LEVEL: 'warn', LOG_FORMAT: 'json', ...env } });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  return { child, output: () => output, exited };
}

/** Kills the servers still running, as a failed assertion leaves them: the test's process cannot end while they run. */
export async function stopServers(): Promise<void> {
  await Promise.all([...running].map((child) => new Promise<void>((exited) => {
    child.once('exit', () => exited());
    child.kill('SIGKILL');
  })));
}

export async function ready(port: number, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200) return;
    } catch { /* not yet */ }
    await sleep(100);
  }
  assert.fail(`the server did not start: ${output()}`);
}

/**
 * A crash test's start: the shared database with one organization, a free port, the server's environment (fast
 * reconciliation, no tracking polls; `extra` added) and `api`, a request with the organization's token.
 */
export async function crashSetup(name: string, extra: Record<string, string> = {}) {
  const shared = await sharedDatabase();
  const db = await shared.open();
  const org = await createOrganizationWithToken(db, { name: 'Crash', ownerEmail: `crash-${name}@example.test` }).finally(() => db.close());
  const port = await freePort();
  // A pending purchase or close is taken for a dead process's after SHIPPING_RECONCILE_AFTER_SECONDS, by any live
  // process's worker, the dying one's too: 10 s stays above its carrier call on a loaded machine (whose first label
  // also loads the PDF libraries), where 2 s let it settle its own call in flight.
  const env: Record<string, string> = {
    ...shared.env, PORT: String(port), WALLET_TOKEN_KEY: 'c'.repeat(40), SHIPPING_RECONCILE_AFTER_SECONDS: '10', TRACKING_POLL_TICK_MS: '0', ...extra,
  };
  const api = (path: string, method = 'GET', body?: unknown, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${port}${path}`, {
    method, headers: { authorization: `Bearer ${org.token}`, 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { shared, org, port, env, api };
}
