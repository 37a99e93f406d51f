/**
 * `boxline serve` survives its database: under a load of writes and reads, every backend of its database is
 * terminated (pg_terminate_backend) several times. The process stays up; each request answers as it should or 503
 * with Retry-After (problem+json on v2, {error_message} on v1); later requests succeed; every order acknowledged
 * with 201 is in the database; the delivery LISTEN is back and a webhook still arrives. PostgreSQL only: the
 * embedded database has no connection to lose. (The machine's PostgreSQL is shared, so it is not restarted here.)
 */
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import pg from 'pg';
import { createTestDatabase, serverUrl } from '../support/postgres.ts';
import { startReceiver } from '../events/support/receiver.ts';
import { DELIVERY_CHANNEL } from '../../src/events/emit.ts';
import { BIN, freePort } from './support.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const LOAD_CLIENTS = 6;
const KILL_ROUNDS = 4;

describe('boxline serve when its database connections are lost', { skip: process.env.TEST_DATABASE_URL ? false : 'PostgreSQL only (PGlite has no connection to lose)' }, () => {
  const cleanups: (() => Promise<void>)[] = [];
  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('stays up under load while its backends are terminated: 503 with Retry-After or success, nothing acknowledged lost', async () => {
    const base = process.env.TEST_DATABASE_URL!;
    const database = await createTestDatabase(base);
    cleanups.push(database.drop);
    const name = new URL(database.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: serverUrl(base) });
    await admin.connect();
    cleanups.push(() => admin.end());

    const port = await freePort();
    const child = spawn(process.execPath, [BIN, 'serve'], {
      env: { ...process.env, DATABASE_URL: database.url, PORT: String(port), RATE_LIMIT_PER_SECOND: '0', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', LOG_LEVEL: 'warn', LOG_FORMAT: 'json' },
    });
    let output = '';
    child.stdout!.on('data', (c) => (output += c));
    child.stderr!.on('data', (c) => (output += c));
    let exitCode: number | null | undefined;
    child.once('exit', (code) => (exitCode = code));
    cleanups.push(async () => { if (exitCode === undefined) child.kill('SIGKILL'); });
    const deadline = Date.now() + 120_000;
    while (!/Token: bxl_/.test(output)) {
      assert.ok(Date.now() < deadline && exitCode === undefined, `the server did not start:\n${output}`);
      await sleep(50);
    }
    const token = /Token: (bxl_\S+)/.exec(output)![1]!;
    const api = `http://127.0.0.1:${port}`;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    const hook = await fetch(`${api}/api/v2/orgs/1/webhooks/`, { method: 'POST', headers, body: JSON.stringify({ entity: 'orders', remote_url: receiver.url }) });
    assert.equal(hook.status, 201, await hook.text());

    // The load: each client creates an order (v2), then reads a v2 page and a v1 page, until told to stop.
    const acknowledged: string[] = [];
    const statuses = new Map<string, number>();
    const unexpected: string[] = [];
    let stop = false;
    let n = 0;
    const check = async (what: string, res: Response, ok: number) => {
      const body = await res.text();
      statuses.set(`${what} ${res.status}`, (statuses.get(`${what} ${res.status}`) ?? 0) + 1);
      if (res.status === ok) return true;
      const v1 = what.startsWith('v1');
      const shaped = res.status === 503 && res.headers.get('retry-after') !== null
        && (v1 ? typeof JSON.parse(body).error_message === 'string' : /^application\/problem\+json/.test(res.headers.get('content-type') ?? ''));
      if (!shaped) unexpected.push(`${what} ${res.status} retry-after=${res.headers.get('retry-after')} ${body.slice(0, 200)}`);
      return false;
    };
    const client = async () => {
      while (!stop) {
        const primaryId = `LOSS-${n++}`;
        try {
          const created = await fetch(`${api}/api/v2/orgs/1/orders/`, { method: 'POST', headers, body: JSON.stringify({ primary_id: primaryId, boxes: [{ items: [{ quantity: 1, part_number: 'P' }] }] }) });
          if (await check('v2 POST', created, 201)) acknowledged.push(primaryId);
          await check('v2 GET', await fetch(`${api}/api/v2/orgs/1/orders/?limit=5`, { headers }), 200);
          await check('v1 GET', await fetch(`${api}/api/v1/orders/?limit=5`, { headers }), 200);
        } catch (err) {
          // The server gone (or a connection it dropped): no answer at all.
          unexpected.push(`no answer: ${(err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message}`);
          await sleep(200);
        }
      }
    };
    const load = Promise.all(Array.from({ length: LOAD_CLIENTS }, client));
    let killed = 0;
    for (let round = 0; round < KILL_ROUNDS; round++) {
      await sleep(1500);
      killed += (await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [name])).rowCount ?? 0;
    }
    await sleep(1500);
    stop = true;
    await load;

    assert.equal(exitCode, undefined, `the server is still running:\n${output.slice(-3000)}`);
    assert.ok(killed >= KILL_ROUNDS, `backends were terminated (${killed})`);
    assert.deepEqual(unexpected, [], `every answer is a success or a 503 with Retry-After: ${JSON.stringify([...statuses])}`);
    assert.ok(acknowledged.length > 0, JSON.stringify([...statuses]));

    // Later requests succeed, and every acknowledged order is there.
    const after = await fetch(`${api}/api/v2/orgs/1/orders/`, { method: 'POST', headers, body: JSON.stringify({ primary_id: 'AFTER-LOSS' }) });
    assert.equal(after.status, 201, await after.text());
    const stored = new Set(await primaryIds(database.url));
    assert.deepEqual(acknowledged.filter((id) => !stored.has(id)), [], 'no acknowledged order is missing');

    // The dispatcher's LISTEN is subscribed again, and a change made now is delivered.
    const listening = async () => (await admin.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND query = $2`, [name, `LISTEN ${DELIVERY_CHANNEL}`])).rows[0].n as number;
    const listenDeadline = Date.now() + 30_000;
    while ((await listening()) !== 1) {
      assert.ok(Date.now() < listenDeadline, 'the delivery LISTEN did not come back');
      await sleep(100);
    }
    await fetch(`${api}/api/v2/orgs/1/orders/`, { method: 'POST', headers, body: JSON.stringify({ primary_id: 'WAKE-UP' }) });
    const wakeDeadline = Date.now() + 30_000;
    while (!receiver.requests.some((r) => r.body.includes('"WAKE-UP"'))) {
      assert.ok(Date.now() < wakeDeadline, 'the webhook for a change after the losses did not arrive');
      await sleep(50);
    }
    assert.equal(exitCode, undefined);
  });
});

async function primaryIds(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ primary_id: string }>('SELECT primary_id FROM orders')).rows.map((r) => r.primary_id);
  } finally {
    await client.end();
  }
}
