/**
 * The events feed read directly (src/events/feed/): no event skipped or given twice whatever order concurrent writes
 * commit in, cursors that say nothing of other organizations, old cursors still read.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { emit } from '../support/webhooks.ts';
import { sql } from '../../../src/core/sql.ts';
import { emitEvent } from '../../../src/events/emit.ts';
import { readFeed, type FeedAnswer } from '../../../src/events/feed/read.ts';
import { createPreset } from '../../../src/packaging/service.ts';
import type { Queryable } from '../../../src/db/database.ts';

const onPostgres = !!process.env.TEST_DATABASE_URL;
const ONE_CONNECTION = 'needs PostgreSQL (TEST_DATABASE_URL): the embedded database has one connection, and a transaction holds it ' +
  'until it ends, so no read can run while a write is open there';

type Page = Extract<FeedAnswer, { cursor: string }>;

describe('events feed (domain)', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;

  const read = async (org: TestOrg, after: string | null, limit = 100): Promise<Page> => {
    const answer = await readFeed(world.db, org.id, { after, entity: null, limit, deadline: 0, wait: null, signal: new AbortController().signal });
    assert.ok(!('refused' in answer), 'the cursor is read');
    return answer;
  };
  const keys = (page: Page) => page.events.map((e) => e.object_pk);
  /** A transaction held open at `step` until released. */
  const held = () => {
    let release!: () => void;
    let reached!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const reachedP = new Promise<void>((resolve) => (reached = resolve));
    return { release, reached, released, reachedP };
  };
  const preset = (tx: Queryable, org: TestOrg, name: string) => createPreset(tx, org.id, { name } as never);

  before(async () => {
    world = await createWorld();
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg('Other');
  });
  after(() => world.close());

  it('gives the event of a write still open when a younger write committed, once it commits, skipping nothing', { skip: !onPostgres && ONE_CONNECTION }, async () => {
    const start = (await read(orgA, null)).cursor;
    // B takes its transaction id first (a write of another organization), then A writes an event of orgA and
    // waits; B then writes an event of orgA and commits. A's transaction is younger than the last one ended, so
    // PostgreSQL's snapshots leave it out of their list of running transactions (xid >= xmax).
    const b = held();
    const a = held();
    const writerB = world.db.transaction(async (tx) => {
      await preset(tx, orgB, 'b-first');
      await tx.rows(sql`SELECT 1`);
      b.reached();
      await b.released;
      await preset(tx, orgA, 'second');
    });
    await b.reachedP;
    const writerA = world.db.transaction(async (tx) => {
      await preset(tx, orgA, 'first');
      await tx.rows(sql`SELECT 1`);
      a.reached();
      await a.released;
    });
    await a.reachedP;
    b.release();
    await writerB;
    const whileOpen = await read(orgA, start);
    a.release();
    await writerA;
    const afterCommit = await read(orgA, whileOpen.cursor);
    const given = [...whileOpen.events, ...afterCommit.events].map((e) => (e.payload as { name: string }).name);
    assert.deepEqual([...given].sort(), ['first', 'second'], `both events, once each (given: ${given.join(', ')})`);
    assert.ok(!whileOpen.events.some((e) => (e.payload as { name: string }).name === 'first'), 'not before its transaction commits');
    assert.deepEqual((await read(orgA, afterCommit.cursor)).events, [], 'nothing is given twice');
  });

  it('waits for a write that holds an earlier event id while a later one commits, then gives both', { skip: !onPostgres && ONE_CONNECTION }, async () => {
    const start = (await read(orgA, null)).cursor;
    const a = held();
    const writer = world.db.transaction(async (tx) => {
      await preset(tx, orgA, 'early');
      await tx.rows(sql`SELECT 1`);
      a.reached();
      await a.released;
    });
    await a.reachedP;
    await world.db.transaction((tx) => preset(tx, orgA, 'late'));
    let whileOpen: Page;
    try {
      whileOpen = await read(orgA, start);
    } finally {
      a.release();
      await writer;
    }
    assert.deepEqual(whileOpen.events, [], 'the later event waited for the open older transaction');
    assert.equal(whileOpen.cursor, start, 'and the cursor stayed');
    assert.deepEqual((await read(orgA, whileOpen.cursor)).events.map((e) => (e.payload as { name: string }).name), ['early', 'late']);
  });

  it('delivers every committed event of concurrent writers exactly once, in each writer\'s order', async () => {
    const start = (await read(orgA, null)).cursor;
    const WRITERS = 4;
    // A bounded few seconds: on PostgreSQL for as long, on the embedded database (one transaction at a time) as many.
    const until = Date.now() + 3000;
    const PER_WRITER = 15;
    const committed: string[] = [];
    const writer = async (w: number) => {
      for (let n = 0; onPostgres ? Date.now() < until : n < PER_WRITER; n++) {
        const key = `w${w}-${n}`;
        const rolledBack = n % 7 === 3;
        await world.db.transaction(async (tx) => {
          await emitEvent(tx, { orgId: orgA.id, entity: 'orders', objectPk: key, action: 'put', payload: { n } });
          // Some transactions last a little, so that younger ones commit before them.
          if (n % 3 === w % 3) await new Promise((resolve) => setTimeout(resolve, 5 + ((n * 7) % 20)));
          if (rolledBack) throw new Error('rolled back');
        }).then(() => committed.push(key), (err: Error) => assert.equal(err.message, 'rolled back'));
      }
    };
    const given: string[] = [];
    let cursor = start;
    let writing = true;
    const follower = (async () => {
      for (;;) {
        const done = !writing;
        const page = await read(orgA, cursor, 7);
        given.push(...keys(page));
        cursor = page.cursor;
        if (page.events.length === 0 && done) return;
        if (page.events.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
    writing = false;
    await follower;
    assert.ok(committed.length > 20, `enough writes (${committed.length})`);
    assert.equal(new Set(given).size, given.length, 'no event twice');
    assert.deepEqual([...given].sort(), [...committed].sort(), 'every committed event, and no rolled-back one');
    for (let w = 0; w < WRITERS; w++) {
      const mine = given.filter((k) => k.startsWith(`w${w}-`)).map((k) => Number(k.split('-')[1]));
      assert.deepEqual(mine, [...mine].sort((x, y) => x - y), `writer ${w}'s events in its order`);
    }
  });

  it("moves the cursor only with the organization's own events", async () => {
    const start = await read(orgA, null);
    for (let n = 0; n < 3; n++) await emit(world, orgB, `b${n}`, {});
    const quiet = await read(orgA, start.cursor);
    assert.deepEqual(quiet.events, []);
    assert.equal(quiet.cursor, start.cursor, "other organizations' writes leave it as it was");
    assert.equal((await read(orgA, null)).cursor, start.cursor, 'and where the feed starts now is where it was');
    await emit(world, orgA, 'a1', {});
    const moved = await read(orgA, start.cursor);
    assert.deepEqual(keys(moved), ['a1']);
    assert.notEqual(moved.cursor, start.cursor);
    assert.doesNotMatch(moved.cursor, /^\d+$/, 'no id shows through');
  });

  it('reads the cursors earlier servers gave (an event id) and refuses made-up or foreign ones', async () => {
    const start = await read(orgA, null);
    await emit(world, orgA, 'x1', {});
    await emit(world, orgA, 'x2', {});
    const page = await read(orgA, start.cursor);
    const [first] = page.events;
    // Events written before transaction ids were recorded have none; an old cursor was an event id.
    await world.db.rows(sql`UPDATE events SET xid = NULL WHERE org_id = ${orgA.id} AND id <= ${first.id}`);
    const old = await read(orgA, String(first.id - 1));
    assert.deepEqual(keys(old), ['x1', 'x2'], 'the older events after it by id, then the newer ones');
    assert.deepEqual((await read(orgA, old.cursor)).events, [], 'and it reads on from there');
    assert.equal((await read(orgA, '0', 1)).events.length, 1, '0 is the start');
    for (const cursor of [(await read(orgB, null)).cursor, 'A'.repeat(22), `${page.cursor.slice(0, 10)}${page.cursor[10] === 'A' ? 'B' : 'A'}${page.cursor.slice(11)}`,
      `${page.cursor.slice(0, -1)}${page.cursor.endsWith('A') ? 'B' : 'A'}`]) {
      const answer = await readFeed(world.db, orgA.id, { after: cursor, entity: null, limit: 10, deadline: 0, wait: null, signal: new AbortController().signal });
      assert.deepEqual(answer, { refused: 'after' }, cursor);
    }
  });
});
