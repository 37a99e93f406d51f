/** Paging the order list as real clients do: follow the absolute `next` until null; links keep every parameter. */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../../../support/app.ts';
import { postOrder } from '../fixtures.ts';
import { assertDistinct, createOrders, followNext, followable, list, qs } from './fixtures.ts';

const TOTAL = 250;

describe('order list paging', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;
  let made: any[];
  const ordersPath = () => `${orgA.url}orders/`;
  const urlsOf = (results: { url: string }[]) => results.map((o) => o.url);

  before(async () => {
    world = await createWorld();
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg('Other');
    // Every fifth order is fulfilled; each has a box with an item (the connector expands them).
    made = await createOrders(world, orgA, TOTAL, (i) => ({
      primary_id: `PG-${String(i).padStart(3, '0')}`,
      shipping: { status: i % 5 === 0 ? 'fulfilled' : 'unfulfilled' },
      boxes: [{ items: [{ quantity: 1, part_number: `SKU-${i}` }] }],
    }));
    await postOrder(world, orgB, { primary_id: 'OTHER' });
  });
  after(() => world.close());

  it('gives each of 250 orders exactly once to a client following next with limit=100', async () => {
    const { pages, results } = await followNext(world, `${ordersPath()}?limit=100`, orgA.token);
    assert.deepEqual(pages.map((p) => p.results.length), [100, 100, 50]);
    assert.ok(pages.every((p) => p.count === TOTAL));
    assertDistinct(urlsOf(results), 'limit=100');
    assert.deepEqual(urlsOf(results), urlsOf(made).reverse(), 'newest first, nothing skipped');
    assert.equal(pages[0].previous, null);
    assert.equal(pages.at(-1)!.next, null);

    // The unshipped ones, as the connector asks for them.
    const unshipped = await followNext(world, `${ordersPath()}?shipping_status__in=!fulfilled&limit=100`, orgA.token);
    assert.deepEqual(unshipped.pages.map((p) => [p.count, p.results.length]), [[200, 100], [200, 100]]);
    assert.deepEqual(urlsOf(unshipped.results), urlsOf(made.filter((_, i) => i % 5 !== 0)).reverse());
  });

  it('pages an updated_at__gte (no timezone) poll with the connector parameters and bearer_token in the URL', async () => {
    // The orders from the 51st on were updated at or after its updated_at; the fulfilled ones (every fifth) are left out.
    const since = made[50].updated_at.replace(/Z$/, '');
    const params = { expand: 'boxes,items', updated_at__gte: since, shipping_status__in: '!fulfilled', limit: 100, bearer_token: orgA.token };
    const first = `${ordersPath()}${qs(params)}`;
    const { pages, results } = await followNext(world, first, null);
    const expected = made.filter((o, i) => i >= 50 && i % 5 !== 0);
    assert.equal(expected.length, 160);
    assert.deepEqual(pages.map((p) => [p.count, p.results.length]), [[160, 100], [160, 60]]);
    assert.deepEqual(urlsOf(results).sort(), urlsOf(expected).sort());
    assertDistinct(urlsOf(results), 'updated_at__gte');
    assert.equal(results[0].boxes[0].items[0].part_number, `SKU-${TOTAL - 1}`, 'expand is kept on the next page too');
    assert.equal(pages[1].results[0].boxes[0].items[0].part_number.startsWith('SKU-'), true);

    // The next link keeps every parameter as sent, bearer_token included, moves offset and adds the position of the
    // page's last order (keyset.test.ts).
    const next = Object.fromEntries(new URL(pages[0].next!).searchParams);
    assert.match(next.after, /^100\.-created_at\.\d+\.\d+$/);
    delete next.after;
    assert.deepEqual(next, { ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])), offset: '100' });
  });

  it('keeps every other parameter in next and previous, which are absolute', async () => {
    const params = { order_by: 'primary_id', only: 'url', ship_via__in: '!DHL', q: 'PG', limit: 20, offset: 40 };
    const page = await list(world, orgA, params);
    const pick = (link: string) => Object.fromEntries(new URL(link).searchParams);
    const others = { order_by: 'primary_id', only: 'url', ship_via__in: '!DHL', q: 'PG', limit: '20' };
    assert.deepEqual(pick(page.next), { ...others, offset: '60' });
    assert.deepEqual(pick(page.previous), { ...others, offset: '20' });
    // Following them answers the neighbouring pages.
    const next = (await world.request('GET', followable(page.next), { token: orgA.token })).json();
    const previous = (await world.request('GET', followable(page.previous), { token: orgA.token })).json();
    const all = (await list(world, orgA, { order_by: 'primary_id', only: 'url', q: 'PG', limit: 100 })).results;
    assert.equal(all.length, 70, 'q returns the 70 best');
    assert.deepEqual(next.results, all.slice(60, 70));
    assert.deepEqual(previous.results, all.slice(20, 40));
    assert.deepEqual(page.results, all.slice(40, 60));
    assert.equal(next.next, null);
    // The first page's previous drops offset altogether.
    const second = await list(world, orgA, { order_by: 'primary_id', limit: 100, offset: 100 });
    assert.deepEqual(pick(second.previous), { order_by: 'primary_id', limit: '100' });
  });

  it('answers an offset past the end with no results and a previous link', async () => {
    const page = await list(world, orgA, { limit: 100, offset: 300 });
    assert.equal(page.count, TOTAL);
    assert.deepEqual(page.results, []);
    assert.equal(page.next, null);
    assert.ok(page.previous);
  });
});
