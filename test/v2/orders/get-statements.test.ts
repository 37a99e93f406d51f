/**
 * What a GET of one order costs the database: its token, its organization and the order with every part in one
 * statement (src/http/guard.ts `config.prefetch`), and nothing of the order for a token that may not see it. A
 * POST of an order verifies its token in one statement, then, once its body is valid, writes the order and its parts
 * in one statement that draws their ids and returns the order as its JSON shows it with its boxes and items in full,
 * stores its render and sends its events (one statement for all of them): two statements in its transaction.
 */
import { describe, it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { sql, type SQL } from '../../../src/core/sql.ts';
import { decodeId } from '../../../src/core/ids.ts';
import { compileSql } from '../../../src/db/compile.ts';
import type { Database, Queryable } from '../../../src/db/database.ts';
import { get, guideOrder, postOrder, twoByThreeOrder } from './fixtures.ts';

/** Counts the statements sent through `db` (the pool or the embedded database) while `fn` runs. */
async function countStatements(db: Database, fn: () => Promise<unknown>): Promise<number> {
  const handle = db as { rows: Database['rows']; one: Database['one'] };
  const { rows, one } = handle;
  let count = 0;
  handle.rows = <T>(q: SQL) => {
    count++;
    return rows.call<Database, [SQL], Promise<T[]>>(db, q);
  };
  handle.one = <T>(q: SQL) => {
    count++;
    return one.call<Database, [SQL], Promise<T | undefined>>(db, q);
  };
  try {
    await fn();
  } finally {
    handle.rows = rows;
    handle.one = one;
  }
  return count;
}

let world: TestWorld;
let orgA: TestOrg;

before(async () => {
  world = await createWorld();
});
beforeEach(async () => {
  await world.reset();
  orgA = await world.createOrg('Acme');
});
after(() => world.close());

describe('GET one order', () => {
  it('costs one statement with its token and its stored render, in every form', async () => {
    const other = await postOrder(world, orgA, twoByThreeOrder());
    const order = await postOrder(world, orgA, {
      ...twoByThreeOrder(2), notes: [{ content: 'first' }, { content: 'second', author: { name: 'Ada' } }], tags: ['bb', 'aa'],
      relations: [{ kind: 'split-child', order: other.url }],
    });
    for (const [query, statements] of [['', 1], ['?lazy=custom_fields', 1], ['?expand=items', 1], ['?expand=boxes,items', 1]] as const) {
      let body: Record<string, unknown> = {};
      assert.equal(await countStatements(world.db, async () => { body = await get(world, orgA, `${order.url}${query}`); }), statements, query);
      assert.equal((body.boxes as unknown[]).length, 2);
      assert.deepEqual(body.tags, ['aa', 'bb']);
      assert.deepEqual((body.notes as { content: string }[]).map((n) => n.content), ['first', 'second']);
      assert.deepEqual(body.relations, [{ kind: 'split-child', order: other.url }]);
    }
  });

  it('shows the same order as the list and the write response', async () => {
    const created = await postOrder(world, orgA, { ...guideOrder(), notes: [{ content: 'n' }], tags: ['tt'] });
    const got = await get(world, orgA, created.url);
    assert.deepEqual(got, created);
    const listed = await get(world, orgA, `${orgA.url}orders/`);
    assert.deepEqual(listed.results[0], got);
  });

  it('answers 401 for an expired or unknown token, 404 for another organization and 403 without the scope, showing nothing of the order', async () => {
    const order = await postOrder(world, orgA, twoByThreeOrder());
    const orgB = await world.createOrg('Other');
    const expired = await world.tokenFor(orgA, { expiresInSeconds: -1 });
    const noScope = await world.tokenFor(orgA, { scopes: ['product'] });
    const cases: [string | null, number][] = [[expired, 401], ['not-a-token', 401], [orgB.token, 404], [noScope, 403]];
    for (const [token, status] of cases) {
      let res: Awaited<ReturnType<TestWorld['request']>> | undefined;
      const count = await countStatements(world.db, async () => { res = await world.request('GET', order.url, { token }); });
      assert.equal(res!.statusCode, status, `${token}: ${res!.body}`);
      assert.doesNotMatch(res!.body, /P-0-0|BULK/);
      assert.equal(count, 1);
    }
  });
});

/** The texts of the statements sent inside transactions while `fn` runs. */
async function transactionStatements(fn: () => Promise<unknown>): Promise<string[]> {
  const written: string[] = [];
  const db = world.db as { transaction: Database['transaction'] };
  const transaction = db.transaction;
  const record = (q: SQL) => written.push(compileSql(q).text);
  db.transaction = <T>(inner: (tx: Queryable) => Promise<T>) => transaction.call<Database, [(tx: Queryable) => Promise<T>], Promise<T>>(world.db, (tx) => inner({
    concurrent: tx.concurrent,
    rows: (q) => (record(q), tx.rows(q)),
    one: (q) => (record(q), tx.one(q)),
    eachRow: (q, onRow) => (record(q), tx.eachRow(q, onRow)),
    arrays: (q) => (record(q), tx.arrays(q)),
    send: (q) => (record(q), tx.send(q)),
  }));
  try {
    await fn();
  } finally {
    db.transaction = transaction;
  }
  return written;
}

describe('POST orders/: the new order read back by its INSERT', () => {
  // The statements that read what an order's JSON shows (orderRenderListSql), by their first words.
  const renders = (written: string[]) => written.filter((text) => /\bAS part_relations\b/.test(text)).map((text) => text.trim().split(/\s+/, 3).join(' '));

  it('writes the order with its parts in one statement (returning the order as its JSON shows it), then its stored render with its event', async () => {
    let created: Record<string, unknown> = {};
    const body = { ...twoByThreeOrder(1), notes: [{ content: 'n', author: { name: 'Ada' } }], tags: ['bb', 'aa'] };
    const written = await transactionStatements(async () => { created = await postOrder(world, orgA, body); });
    assert.equal(written.length, 2, written.join('\n---\n'));
    // Its stored render shows its boxes and items in full, composed from what the write bound
    // (src/orders/writing/new-records.ts): the statement answers only what it alone knows (ids, its time, the boxes'
    // effective values, the order's kept values and notes), never the parts' rows.
    const [write, emit] = written.map((text) => text.replace(/"/g, ''));
    const answer = write.slice(write.lastIndexOf('RETURNING o.*)'));
    assert.match(answer, /\bnow\(\)::text AS new_now\b[\s\S]*\bFROM new_boxes p\) AS new_box_values\b[\s\S]*\bAS new_kept\b[\s\S]*\bAS new_notes\b/);
    assert.doesNotMatch(answer, /\bnew_items\b|\bFROM new_boxes p\) x\b/);
    // The body is valid: the write's statement draws the new rows' ids first (none is drawn before validation), then
    // inserts the parts and the order, and its SELECT answers the order as its JSON shows it (a SELECT over the WITH
    // queries, not the order INSERT's RETURNING: Citus sends a RETURNING to the shard, where they do not exist).
    assert.match(write, /^\s*WITH ids AS MATERIALIZED \(\s*SELECT draw_ids\(/);
    assert.deepEqual([...write.matchAll(/\bINSERT INTO (\w+)/g)].map((m) => m[1]), ['items', 'boxes', 'order_notes', 'order_tags', 'order_counts', 'orders']);
    // Its kept values come back as one JSON value (NEW_ORDER_KEPT_SQL), not as the order's 110 columns.
    assert.match(write, /\bRETURNING o\.\*\)\s*SELECT o\.id AS new_id\b[\s\S]*\bto_json\(k\)[\s\S]*\bAS new_kept\b[\s\S]*\s+FROM new_order o\s*$/);
    // Its render is stored in the same transaction, by a WITH query of its events' statement (src/orders/writing/renders/store.ts).
    assert.match(emit, /^\s*WITH alongside AS \(\s*INSERT INTO order_renders\b[\s\S]*\bevent AS \(\s*INSERT INTO events\b/);
    // What it answered is the order as stored, and its event carries the same.
    assert.deepEqual(created, await get(world, orgA, created.url as string));
    assert.deepEqual((created.notes as { content: string }[]).map((n) => n.content), ['n']);
    assert.deepEqual(created.tags, ['aa', 'bb']);
    const [event] = await world.db.rows<{ payload: unknown }>(sql`SELECT payload FROM events WHERE org_id = ${orgA.id} ORDER BY id DESC LIMIT 1`);
    assert.deepEqual(event.payload, created);
  });

  it('sends its events in one statement: an order whose boxes are all delivered hears its put and order-delivered', async () => {
    const body = { ...twoByThreeOrder(1), boxes: twoByThreeOrder(1).boxes.map((box) => ({ ...box, delivered_at: '2024-05-01T00:00:00Z' })) };
    let created: Record<string, unknown> = {};
    const written = await transactionStatements(async () => { created = await postOrder(world, orgA, body); });
    assert.equal(written.length, 2, written.join('\n---\n'));
    assert.equal(written.filter((text) => /\bINSERT INTO "?events"?/.test(text)).length, 1);
    const events = await world.db.rows<{ entity: string; payload: unknown }>(sql`SELECT entity, payload FROM events WHERE org_id = ${orgA.id} ORDER BY id`);
    assert.deepEqual(events, [{ entity: 'orders', payload: created }, { entity: 'order-delivered', payload: created }]);
  });

  // That the rows the writer composes for a new order are those a SELECT reads back, for every kind of value:
  // test/orders/writing/new-records.test.ts.

  it('with relations, reads the order after writing them, so that it shows them', async () => {
    const other = await postOrder(world, orgA, twoByThreeOrder(1));
    let created: Record<string, unknown> = {};
    const body = { ...twoByThreeOrder(2), relations: [{ kind: 'split-child', order: other.url }] };
    const written = await transactionStatements(async () => { created = await postOrder(world, orgA, body); });
    assert.deepEqual(renders(written), ['SELECT id, primary_id,']);
    assert.deepEqual(created.relations, [{ kind: 'split-child', order: other.url }]);
    assert.deepEqual(created, await get(world, orgA, created.url as string));
  });
});

describe('POST orders/: ids drawn once the body is valid', () => {
  /** The last value each table's id sequence gave (0 before its first). */
  async function lastIds(): Promise<Record<string, number>> {
    const last = (seq: string) => sql`(SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM ${sql.identifier(seq)})`;
    const row = await world.db.one<Record<string, string>>(sql`
      SELECT ${last('orders_id_seq')} AS orders, ${last('boxes_id_seq')} AS boxes, ${last('items_id_seq')} AS items`);
    return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)]));
  }

  it('the order, its boxes and items take the ids the write drew, in the order sent', async () => {
    const before = await lastIds();
    let order: { url: string; boxes: { url: string; items: { url: string }[] }[] } | undefined;
    let written: string[] = [];
    const pool = await countStatements(world.db, async () => {
      written = await transactionStatements(async () => { order = await postOrder(world, orgA, twoByThreeOrder(1)); });
    });
    // The token in one statement on the pool; the write's transaction writes the order and its parts in one statement
    // that draws their ids, none by nextval, and returns them, then stores its render and sends its event in another.
    assert.equal(pool, 1);
    assert.equal(written.length, 2);
    assert.deepEqual(written.filter((text) => text.includes('nextval')), []);
    assert.equal(written.filter((text) => text.includes('draw_ids(')).length, 1);
    const after = await lastIds();
    assert.deepEqual(after, { orders: before.orders + 1, boxes: before.boxes + 2, items: before.items + 6 });
    const idOf = (url: string) => decodeId(url.split('/').at(-2)!);
    assert.equal(idOf(order!.url), after.orders);
    assert.deepEqual(order!.boxes.map((b) => idOf(b.url)), [after.boxes - 1, after.boxes]);
    assert.deepEqual(order!.boxes.flatMap((b) => b.items.map((i) => idOf(i.url))), [1, 2, 3, 4, 5, 6].map((k) => before.items + k));
  });

  it('draws no id for a token that cannot see the organization, nor without a token', async () => {
    const orgB = await world.createOrg('Other');
    const before = await lastIds();
    for (const token of [orgB.token, 'not-a-token']) {
      const res = await world.request('POST', `${orgA.url}orders/`, { token, body: twoByThreeOrder(1) });
      assert.equal(res.statusCode, token === 'not-a-token' ? 401 : 404, res.body);
    }
    assert.deepEqual(await lastIds(), before);
    assert.equal((await get(world, orgA, `${orgA.url}orders/`)).count, 0);
  });

  it('a refused body writes nothing and draws no id', async () => {
    const before = await lastIds();
    const res = await world.request('POST', `${orgA.url}orders/`, { token: orgA.token, body: { ...twoByThreeOrder(1), billing: { total: 'lots' } } });
    assert.equal(res.statusCode, 400, res.body);
    assert.equal((await get(world, orgA, `${orgA.url}orders/`)).count, 0);
    assert.deepEqual(await lastIds(), before);
    const created = await postOrder(world, orgA, twoByThreeOrder(2));
    assert.equal(created.boxes.length, 2);
  });
});
