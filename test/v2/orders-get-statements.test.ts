/**
 * What a GET of one order costs the database: its token, its organization and the order with every part in one
 * statement (src/http/guard.ts `config.prefetch`), and nothing of the order for a token that may not see it.
 */
import { describe, it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';
import { get, guideOrder, postOrder, twoByThreeOrder } from './orders-fixtures.ts';

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

describe('GET one order', () => {
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

  it('costs one statement with its token, boxes, items, notes, tags and relations; expanded items one more', async () => {
    const other = await postOrder(world, orgA, twoByThreeOrder());
    const order = await postOrder(world, orgA, {
      ...twoByThreeOrder(2), notes: [{ content: 'first' }, { content: 'second', author: { name: 'Ada' } }], tags: ['bb', 'aa'],
      relations: [{ kind: 'split-child', order: other.url }],
    });
    for (const [query, statements] of [['', 1], ['?lazy=custom_fields', 1], ['?expand=items', 2]] as const) {
      let body: Record<string, unknown> = {};
      assert.equal(await countStatements(world.db, async () => { body = await get(world, orgA, `${order.url}${query}`); }), statements, query);
      assert.equal((body.boxes as unknown[]).length, 2);
      assert.deepEqual(body.tags, ['aa', 'bb']);
      assert.deepEqual((body.notes as { content: string }[]).map((n) => n.content), ['first', 'second']);
      assert.deepEqual(body.relations, [{ kind: 'split-child', order: other.url }]);
    }
    // Full boxes and items, then the boxes' shipping documents and tracking (and presets, when a box has one).
    const expanded = await countStatements(world.db, () => get(world, orgA, `${order.url}?expand=boxes,items`));
    assert.ok(expanded <= 5, `${expanded} statements`);
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
