/**
 * A batch survives kill -9: a real `boxline worker` is killed (SIGKILL) in the middle of a labels batch of
 * CRASH_BATCH_SIZE boxes, once the sandbox carrier has sold a third of them; a new worker finishes it (the leases
 * of the dead one run out, its pending purchases are settled by the label recovery). Then: every box has exactly
 * one label, the carrier sold exactly one per box (nothing bought twice), and the print file has every label, in
 * pack order. On PostgreSQL when TEST_DATABASE_URL is set, else on an embedded data directory.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { sql } from '../../src/core/sql.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import { createStorage } from '../../src/storage/index.ts';
import { createOrganizationWithToken } from '../../src/orgs/create.ts';
import { diskStore } from '../../src/carriers/sandbox/store.ts';
import { createTestDatabase } from '../support/postgres.ts';
import { migratedDataDir } from '../support/pglite-template.ts';
import { hasPdftoppm, hasZbarimg, pdfBarcodesZbar } from '../support/barcodes.ts';
import { BIN } from '../cli/support.ts';
import { SHIP_FROM, SHIP_TO } from './support.ts';

/**
 * 100 boxes by default: on the embedded database of a loaded two-core machine a worker buys about 2 labels/s, so the
 * issue's 500 take over ten minutes with their setup and decoding, and 200 took 197 s of a CI run whose longest half
 * lasted 1,003 s. The kill comes after a third of the labels at any size. BATCH_CRASH_SIZE=500 runs the size.
 */
const CRASH_BATCH_SIZE = Number(process.env.BATCH_CRASH_SIZE || 100);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function database() {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const dataDir = mkdtempSync(join(tmpdir(), 'boxline-batch-crash-'));
    const pg = await createTestDatabase(base);
    return { dataDir, env: { DATABASE_URL: pg.url, DATA_DIR: dataDir }, open: () => openDatabase({ databaseUrl: pg.url, dataDir: null }),
      drop: async () => { await pg.drop(); rmSync(dataDir, { recursive: true, force: true }); } };
  }
  const dataDir = await migratedDataDir('boxline-batch-crash-');
  return { dataDir, env: { DATABASE_URL: '', DATA_DIR: dataDir }, open: () => openDatabase({ databaseUrl: null, dataDir }),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** The workers started that have not exited: a failed wait leaves them running, and the test's process with them. */
const running = new Set<ChildProcess>();

function worker(env: Record<string, string>) {
  const child = spawn(process.execPath, [BIN, 'worker'], { env: { ...process.env, LOG_LEVEL: 'info', LOG_FORMAT: 'json', ...env } });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  return { child, output: () => output, exited };
}

async function until(what: string, test: () => boolean, output: () => string, timeoutMs = 900_000) {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) assert.fail(`${what} did not happen: ${output().slice(-3000)}`);
    await sleep(50);
  }
}

describe('a worker killed in the middle of a labels batch', () => {
  it('leaves no label bought twice, no box without its label, and a complete print file', { timeout: 1_800_000 }, async () => {
    const shared = await database();
    const env = { ...shared.env, WALLET_TOKEN_KEY: 'c'.repeat(40), RATE_LIMIT_PER_SECOND: '0', BATCH_LEASE_SECONDS: '3', SHIPPING_RECONCILE_AFTER_SECONDS: '5', TRACKING_POLL_TICK_MS: '0' };
    try {
      // The orders and the batch, made through the API in this process; then the database is the workers'.
      let db = await shared.open();
      const org = await createOrganizationWithToken(db, { name: 'Crash', ownerEmail: 'batch-crash@example.test' });
      const app = await buildApp({ config: loadConfig({ ...env, WEBHOOK_IN_PROCESS_WORKER: 'false' }), db, logger: false });
      await app.ready();
      const api = async (url: string, body: unknown) => {
        const res = await app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${org.token}` }, payload: body as never });
        assert.ok(res.statusCode < 300, res.body);
        return res.json();
      };
      const account = await api(`/api/v2/orgs/${org.orgPk}/carrier-accounts/`, { carrier: 'sandbox', name: 'Sandbox' });
      for (let i = 0; i < CRASH_BATCH_SIZE; i++) {
        await api(`/api/v2/orgs/${org.orgPk}/orders/`, { primary_id: `K-${String(i).padStart(4, '0')}`, tags: ['crash'], boxes: [{ weight: `${1 + (i % 9)} lbs` }],
          shipping: { ship_from: SHIP_FROM, ship_to: SHIP_TO } });
      }
      const batch = await api(`/api/v2/orgs/${org.orgPk}/batches/`, { action: 'labels', query: 'tag=crash&order_by=primary_id', carrier_account: account.url, service: 'ground' });
      assert.equal(batch.total, CRASH_BATCH_SIZE);
      await app.close();
      await db.close();

      const sold = join(shared.dataDir, 'sandbox-carrier');
      const soldCount = () => (existsSync(sold) ? readdirSync(sold).length : 0);
      const first = worker(env);
      await until('a third of the labels sold', () => soldCount() >= CRASH_BATCH_SIZE / 3, first.output);
      first.child.kill('SIGKILL');
      assert.equal(await first.exited, 'SIGKILL');
      assert.ok(soldCount() < CRASH_BATCH_SIZE, 'killed in the middle');

      const second = worker(env);
      await until('the batch\'s end', () => second.output().includes('"batch ended"'), second.output);
      second.child.kill('SIGTERM');
      await second.exited;

      db = await shared.open();
      const ended = await db.one<{ status: string; done: number; failed: number; print_file_key: string }>(sql`
        SELECT status, done, failed, print_file_key FROM batches WHERE org_id = ${org.orgId}`);
      const failures = await db.rows(sql`SELECT position, error FROM batch_items WHERE org_id = ${org.orgId} AND status = 'failed'`);
      assert.deepEqual([ended!.status, ended!.done, ended!.failed], ['done', CRASH_BATCH_SIZE, 0], JSON.stringify(failures));
      const perBox = await db.rows<{ box_id: number; purchased: number; tracking_number: string | null }>(sql`
        SELECT b.id AS box_id, b.tracking_number, count(p.id) FILTER (WHERE p.status = 'purchased')::int AS purchased
        FROM boxes b LEFT JOIN label_purchases p ON p.org_id = b.org_id AND p.box_id = b.id
        WHERE b.org_id = ${org.orgId} GROUP BY b.id, b.tracking_number`);
      assert.equal(perBox.length, CRASH_BATCH_SIZE);
      assert.deepEqual(perBox.filter((b) => b.purchased !== 1 || !b.tracking_number), [], 'every box has exactly one label');
      const pending = await db.rows(sql`SELECT id FROM label_purchases WHERE status = 'pending'`);
      assert.equal(pending.length, 0);
      const carrierSold = diskStore(sold).all().filter((l) => !l.voided).map((l) => l.trackingNumber).sort();
      assert.deepEqual(carrierSold, perBox.map((b) => b.tracking_number!).sort(), 'the carrier sold one label per box, nothing twice');
      const inPackOrder = (await db.rows<{ tracking_number: string }>(sql`
        SELECT b.tracking_number FROM boxes b JOIN orders o ON o.org_id = b.org_id AND o.id = b.order_id
        WHERE b.org_id = ${org.orgId} ORDER BY o.primary_id`)).map((r) => r.tracking_number);
      await db.close();

      const storage = await createStorage({ kind: 'disk', dataDir: shared.dataDir, s3: null });
      const chunks: Buffer[] = [];
      for await (const chunk of await storage.read(ended!.print_file_key)) chunks.push(chunk as Buffer);
      const pdf = Buffer.concat(chunks);
      const doc = await PDFDocument.load(pdf);
      assert.equal(doc.getPageCount(), CRASH_BATCH_SIZE);
      if (hasPdftoppm && hasZbarimg) assert.deepEqual(pdfBarcodesZbar(pdf), inPackOrder, 'every label, in pack order');
    } finally {
      await Promise.all([...running].map((child) => new Promise((exited) => child.once('exit', exited).kill('SIGKILL'))));
      await shared.drop();
    }
  });
});
