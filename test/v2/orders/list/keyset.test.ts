/**
 * Keyset positions in `next` links (src/orders/query/keyset.ts): a list ordered by a date carries `after`, the sort
 * key of the page's last order; following `next` gives the pages offset paging gives, and skips nothing when orders
 * are deleted or created between two pages.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../../src/core/sql.ts';
import { decodeId } from '../../../../src/core/ids.ts';
import { createWorld, type TestOrg, type TestWorld } from '../../../support/app.ts';
import { postOrder } from '../fixtures.ts';
import { assertBadParam, assertDistinct, createOrders, followNext, followable, list, qs, rawList } from './fixtures.ts';

const TOTAL = 45;

describe('order list keyset positions', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;
  const ordersPath = () => `${orgA.url}orders/`;
  const urlsOf = (results: { url: string }[]) => results.map((o) => o.url);
  const afterOf = (link: string) => new URL(link).searchParams.get('after');

  before(async () => {
    world = await createWorld();
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg('Other');
    await createOrders(world, orgA, TOTAL, (i) => ({ primary_id: `K-${String(i).padStart(2, '0')}` }));
    // Ten orders share one created_at across the first page boundary (limit 10: orders 30-39 of 45, newest first
    // pages 1 and 2), and their updated_at too: ties are broken on id, which the position carries.
    await world.db.exec(`UPDATE orders SET created_at = '2026-01-02T03:04:05.678901Z', updated_at = '2026-01-02T03:04:05.678901Z'
      WHERE org_id = ${orgA.id} AND primary_id BETWEEN 'K-30' AND 'K-39'`);
    await postOrder(world, orgB, { primary_id: 'OTHER' });
  });
  after(() => world.close());

  for (const orderBy of ['-created_at', 'created_at', 'updated_at', '-updated_at', 'nested_updated_at', '-nested_updated_at']) {
    it(`follows next by position, ordered by ${orderBy}, to the pages offset paging gives`, async () => {
      const whole = urlsOf((await list(world, orgA, { order_by: orderBy, limit: 1000 })).results);
      assert.equal(whole.length, TOTAL);
      const { pages, results } = await followNext(world, `${ordersPath()}${qs({ order_by: orderBy, limit: 10 })}`, orgA.token);
      assert.deepEqual(urlsOf(results), whole);
      assert.deepEqual(pages.map((p) => p.results.length), [10, 10, 10, 10, 5]);
      for (const [i, page] of pages.slice(0, -1).entries()) {
        // <offset of the next page>.<order_by>.<the last order's date in µs>.<its id>
        const lastId = decodeId(page.results.at(-1).url.split('/').at(-2));
        assert.match(afterOf(page.next!)!, new RegExp(`^${(i + 1) * 10}\\.${orderBy}\\.\\d+\\.${lastId}$`), page.next!);
        assert.equal(page.previous === null ? null : afterOf(page.previous), null, 'previous pages by offset');
      }
    });
  }

  it('skips and repeats nothing when orders are deleted or created between two pages', async () => {
    const first = await list(world, orgA, { limit: 10 });
    const whole = urlsOf((await list(world, orgA, { limit: 1000 })).results);
    // The first page's newest order is deleted: the page at offset 10 now starts one order later, skipping one.
    assert.equal((await world.request('DELETE', first.results[0].url, { token: orgA.token })).statusCode, 204);
    assert.equal((await list(world, orgA, { limit: 10, offset: 10 })).results[0].url, whole[11]);
    const afterDeleting = await followNext(world, followable(first.next), orgA.token);
    assert.deepEqual(urlsOf(afterDeleting.results), whole.slice(10), 'every order after the first page, once');
    // A new order: the page at offset 10 would now repeat the first page's last order.
    const created = await postOrder(world, orgA, { primary_id: 'K-NEW' });
    const afterCreating = await followNext(world, followable(first.next), orgA.token);
    assert.deepEqual(urlsOf(afterCreating.results), whole.slice(10));
    assertDistinct([...urlsOf(first.results), ...urlsOf(afterCreating.results)], 'after creating');
    await world.request('DELETE', created.url, { token: orgA.token });
  });

  it('pages by offset when the position was made for another offset or ordering', async () => {
    const first = await list(world, orgA, { limit: 10 });
    const madeFor10 = afterOf(first.next)!;
    const whole = urlsOf((await list(world, orgA, { limit: 1000 })).results);
    // A client that builds its own offsets from next keeps the after of an earlier page.
    const elsewhere = await list(world, orgA, { limit: 10, offset: 20, after: madeFor10 });
    assert.deepEqual(urlsOf(elsewhere.results), whole.slice(20, 30));
    const otherOrder = await list(world, orgA, { limit: 10, offset: 10, after: madeFor10, order_by: 'created_at' });
    assert.deepEqual(urlsOf(otherOrder.results), [...whole].reverse().slice(10, 20));
    // An ordering kept by offset has no position, and a search ignores one.
    const byPrimaryId = await list(world, orgA, { limit: 10, order_by: 'primary_id' });
    assert.equal(afterOf(byPrimaryId.next), null);
    const searched = await list(world, orgA, { limit: 10, q: 'K', after: madeFor10, offset: 10 });
    assert.equal(searched.results.length, 10);
    assert.equal(afterOf(searched.next), null);
  });

  it('answers 400 naming after for a value no next link makes, and writes nothing', async () => {
    const before = await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders`);
    for (const bad of ['x', '10.-created_at.abc.5', '10.-created_at.1.', '10.-created_at.1.2.3', '10.created at.1.2']) {
      assertBadParam(await rawList(world, orgA, { limit: 10, offset: 10, after: bad }), 'after');
    }
    assert.deepEqual(await world.db.one(sql`SELECT count(*)::int AS n FROM orders`), before);
  });

  it("keeps a position to the caller's organization", async () => {
    const first = await list(world, orgA, { limit: 10 });
    // Acme has 35 orders after that position; Other's one order is newer than all of them.
    const other = await list(world, orgB, { limit: 10, offset: 10, after: afterOf(first.next)! });
    assert.equal(other.count, 1);
    assert.deepEqual(other.results, [], 'nothing of Acme in Other');
  });
});
