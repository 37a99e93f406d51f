/**
 * Waiting long polls of the events feed (src/events/feed/waits.ts, listener.ts): no statement while they wait, woken
 * by a write of their own organization only, bounded per organization (429 with Retry-After), and on PostgreSQL a
 * LISTEN connection that survives being killed.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { emit } from '../support/webhooks.ts';
import type { Database } from '../../../src/db/database.ts';
import { sql } from '../../../src/core/sql.ts';

const onPostgres = !!process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts the statements and transactions sent through `db` (the pool or the embedded database) until `stop`. */
function countStatements(db: Database): { count(): number; stop(): void } {
  const handle = db as unknown as Record<string, (...args: unknown[]) => unknown>;
  const names = ['rows', 'one', 'send', 'eachRow', 'transaction', 'exec'];
  const originals = names.map((name) => handle[name]);
  let count = 0;
  names.forEach((name, n) => {
    handle[name] = (...args: unknown[]) => {
      count++;
      return originals[n].apply(db, args);
    };
  });
  return { count: () => count, stop: () => names.forEach((name, n) => (handle[name] = originals[n])) };
}

/**
 * Resolves once `db` has seen no statement for 250 ms (at most 15 s): the polls just sent have each read the feed
 * once and now wait. A fixed sleep was too short on a loaded machine, and the idle check then counted their reads.
 */
async function untilQuiet(db: Database): Promise<void> {
  const giveUp = Date.now() + 15_000;
  for (;;) {
    const counter = countStatements(db);
    await sleep(250);
    counter.stop();
    if (counter.count() === 0 || Date.now() > giveUp) return;
  }
}

describe('events feed long polls', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;
  const poll = (org: TestOrg, cursor: string, wait: number) =>
    world.request('GET', `${org.url}events/?after=${cursor}`, { token: org.token, headers: { prefer: `wait=${wait}` } });
  const now = async (org: TestOrg) => (await world.request('GET', `${org.url}events/`, { token: org.token })).json().cursor as string;
  const pending = async (p: Promise<unknown>) => (await Promise.race([p.then(() => false), sleep(0).then(() => true)]));

  before(async () => {
    world = await createWorld({ FEED_MAX_WAITING_POLLS: '12' });
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg('Other');
  });
  after(() => world.close());

  it('runs no statement while polls wait, and a write wakes its own organization\'s polls only', async () => {
    const [a, b] = [await now(orgA), await now(orgB)];
    const pollsA = Array.from({ length: 10 }, () => poll(orgA, a, 6));
    const pollsB = Array.from({ length: 10 }, () => poll(orgB, b, 6));
    await untilQuiet(world.db); // each poll has read once and waits
    const counter = countStatements(world.db);
    await sleep(1500);
    const idle = counter.count();
    counter.stop();
    assert.equal(idle, 0, `statements while 20 polls waited 1.5 s: ${idle}`);

    const woke = Date.now();
    const during = countStatements(world.db);
    await emit(world, orgA, 'wake', { n: 1 });
    const answers = await Promise.all(pollsA);
    await sleep(300);
    during.stop();
    // The write (one transaction) and one read per poll of orgA; orgB's ten polls read nothing.
    assert.ok(during.count() <= 1 + 10 + 2, `statements while orgA's polls were woken: ${during.count()}`);
    assert.ok(Date.now() - woke < 3000, `orgA's polls answered at once (${Date.now() - woke} ms), not at their deadline`);
    for (const res of answers) assert.deepEqual(res.json().events.map((e: { object_pk: string }) => e.object_pk), ['wake']);
    for (const p of pollsB) assert.ok(await pending(p), "orgB's polls still wait: the write was not theirs");
    for (const res of await Promise.all(pollsB)) assert.deepEqual(res.json().events, [], 'and answer empty at their deadline');
  });

  it('answers 429 with Retry-After past FEED_MAX_WAITING_POLLS polls of one organization', async () => {
    const [a, b] = [await now(orgA), await now(orgB)];
    const waiting = Array.from({ length: 12 }, () => poll(orgA, a, 3));
    await untilQuiet(world.db);
    const refused = await poll(orgA, a, 3);
    assert.equal(refused.statusCode, 429, refused.body);
    assert.match(String(refused.headers['retry-after']), /^[1-3]$/);
    assert.match(refused.json().detail, /12 polls/);
    assert.equal((await world.request('GET', `${orgA.url}events/?after=${a}`, { token: orgA.token })).statusCode, 200, 'a read that does not wait is served');
    const other = poll(orgB, b, 1);
    assert.equal((await other).statusCode, 200, 'another organization has its own bound');
    for (const res of await Promise.all(waiting)) assert.equal(res.statusCode, 200);
    assert.equal((await poll(orgA, a, 1)).statusCode, 200, 'a slot frees once a poll answers');
  });

  it('survives its LISTEN connection being killed: waiting polls still answer, and it reconnects', { skip: !onPostgres && 'the embedded database has no LISTEN connection: its writers wake the polls in-process' }, async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const a = await now(orgA);
      const waiting = Array.from({ length: 3 }, () => poll(orgA, a, 6));
      await untilQuiet(world.db);
      const name = (await world.db.one<{ name: string }>(sql`SELECT current_database() AS name`))!.name;
      // The LISTEN connection's last statement took the organization's lock; the pool's never do.
      const killed = await admin.query(`
        SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity
        WHERE datname = $1 AND (query = 'LISTEN boxline_event_feed' OR query LIKE 'SELECT pg_advisory_lock_shared%')`, [name]);
      assert.ok(killed.rows.length >= 1, 'the LISTEN connection was found and killed');
      const killedAt = Date.now();
      await emit(world, orgA, 'during', {});
      // Reconnected within the wait, it wakes every poll to read again; without it they would answer at 6 s.
      for (const res of await Promise.all(waiting)) {
        assert.equal(res.statusCode, 200);
        assert.deepEqual(res.json().events.map((e: { object_pk: string }) => e.object_pk), ['during']);
      }
      assert.ok(Date.now() - killedAt < 4000, `answered once reconnected (${Date.now() - killedAt} ms), before their deadline`);
      const next = poll(orgA, await now(orgA), 5);
      await untilQuiet(world.db);
      const woke = Date.now();
      await emit(world, orgA, 'after', {});
      const res = await next;
      assert.deepEqual(res.json().events.map((e: { object_pk: string }) => e.object_pk), ['after']);
      assert.ok(Date.now() - woke < 2500, `woken by the new connection (${Date.now() - woke} ms)`);
    } finally {
      await admin.end();
    }
  });
});
