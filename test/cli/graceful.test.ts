/**
 * Graceful stops of real processes on real signals: `boxline serve` on SIGTERM answers 503 on /readyz first, still
 * serves, then stops accepting, finishes the request in flight and exits 0; `boxline worker` on SIGTERM finishes
 * the deliveries it is sending and records them before it exits 0; a stopping dispatcher gives up the claims it
 * could not record. On PostgreSQL when TEST_DATABASE_URL is set (a database cloned from the test template), else on
 * an embedded data directory loaded from it (test/support/pglite-template.ts).
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { rmSync } from 'node:fs';
import { sql } from '../../src/core/sql.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { createOrganizationWithToken } from '../../src/orgs/create.ts';
import { claimDeliveries, releaseClaims } from '../../src/events/claim.ts';
import { createDispatcher } from '../../src/events/dispatcher.ts';
import { createTestDatabase } from '../support/postgres.ts';
import { migratedDataDir } from '../support/pglite-template.ts';
import { createWorld } from '../support/app.ts';
import { startReceiver } from '../events/support/receiver.ts';
import { subscribe, emit, deliveryLog } from '../events/support/webhooks.ts';
import { BIN, freePort } from './support.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A database for processes to share: a PostgreSQL database of its own, or an embedded data directory. */
async function sharedDatabase(): Promise<{ env: Record<string, string>; open: () => Promise<Database>; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const pg = await createTestDatabase(base);
    return { env: { DATABASE_URL: pg.url }, open: () => openDatabase({ databaseUrl: pg.url, dataDir: null }), drop: pg.drop };
  }
  const dir = await migratedDataDir('boxline-graceful-');
  return { env: { DATABASE_URL: '', DATA_DIR: dir }, open: () => openDatabase({ databaseUrl: null, dataDir: dir }), drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

function start(args: string[], env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, LOG_LEVEL: 'info', LOG_FORMAT: 'json', ...env } });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(what: string, check: () => boolean | Promise<boolean>, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(50);
  }
  assert.fail(`timed out waiting for ${what}`);
}

/** Sends a request's head and the first part of its body on a raw socket; `finish()` sends the rest and reads the answer. */
function startRequest(port: number, path: string, token: string, body: string) {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (c) => (answer += c));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const half = Math.floor(body.length / 2);
  socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`);
  return {
    async finish(): Promise<{ status: number; text: string }> {
      socket.write(body.slice(half));
      await closed;
      return { status: Number(/^HTTP\/1\.1 (\d+)/.exec(answer)?.[1]), text: answer };
    },
  };
}

const refused = async (port: number) => {
  try {
    await fetch(`http://127.0.0.1:${port}/readyz`);
    return false;
  } catch {
    return true;
  }
};

describe('graceful stop of real processes', () => {
  const cleanups: (() => Promise<void>)[] = [];
  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('an API process on SIGTERM: /readyz 503 while it still serves, then it stops accepting, finishes the request in flight and exits 0', async () => {
    const db = await sharedDatabase();
    cleanups.push(db.drop);
    const port = await freePort();
    const api = start(['serve'], { ...db.env, PORT: String(port), WEBHOOK_IN_PROCESS_WORKER: 'false', SHUTDOWN_DELAY_MS: '1500', RATE_LIMIT_PER_SECOND: '0' });
    cleanups.push(async () => { if (api.child.exitCode === null) api.child.kill('SIGKILL'); });
    await waitFor('the API to start', () => /Token: bxl_/.test(api.output()));
    const token = /Token: (bxl_\S+)/.exec(api.output())![1]!;
    assert.equal((await fetch(`http://127.0.0.1:${port}/readyz`)).status, 200);

    const inFlight = startRequest(port, '/api/v2/orgs/1/packaging/', token, JSON.stringify({ name: 'Box in flight', length: '10 in' }));
    await sleep(300); // the head has arrived; the body has not
    api.child.kill('SIGTERM');

    // First: out of the pool, but still serving (a request made now succeeds, and asks the client to reconnect).
    await waitFor('/readyz to answer 503', async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 503, 10_000);
    const during = await fetch(`http://127.0.0.1:${port}/api/v2/orgs/1/packaging/`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(during.status, 200);
    assert.equal(during.headers.get('connection'), 'close');
    assert.equal(api.child.exitCode, null, 'still running during the delay');

    // Then: no new connections, while the request in flight is still waited for.
    await waitFor('the listener to close', () => refused(port), 10_000);
    assert.equal(api.child.exitCode, null, 'waits for the request in flight');
    const answer = await inFlight.finish();
    assert.equal(answer.status, 201, answer.text);
    assert.match(answer.text, /"name":"Box in flight"/);
    assert.equal(await api.exited, 0);
    assert.match(api.output(), /"msg":"stopped"/);

    // The write committed: a new process sees it.
    const check = await db.open();
    try {
      const row = await check.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM packaging_presets WHERE name = 'Box in flight'`);
      assert.equal(row!.n, 1);
    } finally {
      await check.close();
    }
  });

  it('a worker on SIGTERM finishes the deliveries it is sending, records them and exits 0', async () => {
    const shared = await sharedDatabase();
    cleanups.push(shared.drop);
    // Two changes to deliver, made through the API on the shared database.
    let db: Database = await shared.open();
    await migrate(db);
    const config = loadConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_IN_PROCESS_WORKER: 'false', RATE_LIMIT_PER_SECOND: '0' });
    const app = await buildApp({ config, db, logger: false });
    const org = await createOrganizationWithToken(db, { name: 'Graceful', ownerEmail: 'graceful@example.test' });

    const held: ServerResponse[] = [];
    const receiver = createHttpServer((req, res) => {
      req.resume();
      held.push(res);
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    cleanups.push(async () => { for (const r of held) r.destroy(); receiver.close(); });
    const receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hooks/`;
    const post = (path: string, body: unknown) => app.inject({ method: 'POST', url: `${org.orgUrl}${path}`, headers: { authorization: `Bearer ${org.token}` }, payload: body as never });
    assert.equal((await post('webhooks/', { entity: 'packaging', remote_url: receiverUrl })).statusCode, 201);
    assert.equal((await post('packaging/', { name: 'A' })).statusCode, 201);
    assert.equal((await post('packaging/', { name: 'B' })).statusCode, 201);
    await app.close();
    if (db.kind === 'pglite') await db.close(); // the embedded database takes one process at a time

    const worker = start(['worker'], { ...shared.env, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
    cleanups.push(async () => { if (worker.child.exitCode === null) worker.child.kill('SIGKILL'); });
    await waitFor('both deliveries to be in flight', () => held.length === 2);
    worker.child.kill('SIGTERM');
    await sleep(500);
    assert.equal(worker.child.exitCode, null, 'the worker waits for the deliveries it is sending');
    for (const res of held) res.writeHead(200).end();
    assert.equal(await worker.exited, 0, worker.output());

    if (db.kind === 'pglite') db = await shared.open();
    try {
      const rows = await db.rows<{ state: string; claimed: boolean }>(sql`
        SELECT state, claimed_until IS NOT NULL AS claimed FROM webhook_deliveries ORDER BY id`);
      assert.deepEqual(rows, [{ state: 'delivered', claimed: false }, { state: 'delivered', claimed: false }]);
    } finally {
      await db.close();
    }
  });

  describe('a dispatcher that stops with claims it could not record', () => {
    let world: Awaited<ReturnType<typeof createWorld>>;
    before(async () => { world = await createWorld({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }); });
    after(async () => { await world.close(); });

    it('gives them up: each expires and its next attempt is due at once for another dispatcher', async () => {
      const receiver = await startReceiver();
      cleanups.push(() => receiver.close());
      const org = await world.createOrg();
      const webhook = await subscribe(world, org, receiver.url);
      await emit(world, org, 'o1', { n: 1 });
      const claimed = await claimDeliveries(world.db, { dispatcherId: 'stopping', limit: 10, leaseMs: 60_000 });
      assert.equal(claimed.length, 1);
      assert.equal(await releaseClaims(world.db, 'other'), 0, 'only its own claims');
      assert.equal(await releaseClaims(world.db, 'stopping'), 1);
      const log = await deliveryLog(world, org, webhook);
      assert.deepEqual(log.map((d) => d.state).sort(), ['expired', 'pending']);
      // Another dispatcher sends it now, not when the lease would have ended.
      const other = createDispatcher({ db: world.db, config: world.config });
      assert.equal((await other.drain()).delivered, 1);
      await other.stop();
      assert.equal(receiver.requests.length, 1);
    });
  });
});
