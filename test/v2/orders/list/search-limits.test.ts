/**
 * Search at PostgreSQL's limits: a word of `q` too long to be indexed (order list and contact orders), and an order
 * whose item texts would make a search document over PostgreSQL's 1 MB tsvector limit.
 */
import { describe, it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../../../support/app.ts';
import { postOrder } from '../fixtures.ts';
import { assertBadParam, list, primaryIds, rawList } from './fixtures.ts';

/** The n-th distinct word of nine letters (base 26). */
const word = (n: number) => {
  let out = '';
  for (let i = 0; i < 9; i++, n = Math.floor(n / 26)) out = String.fromCharCode(97 + (n % 26)) + out;
  return out;
};
/** A description of 10,000 characters (the most an item takes) of 1,000 words never used before. */
let nextWord = 0;
const description = () => Array.from({ length: 1000 }, () => word(nextWord++)).join(' ');

describe('search limits', () => {
  let world: TestWorld;
  let org: TestOrg;

  before(async () => {
    world = await createWorld();
  });
  beforeEach(async () => {
    await world.reset();
    org = await world.createOrg('Acme');
  });
  after(() => world.close());

  describe('a word of q over 2,046 bytes (the longest word PostgreSQL indexes)', () => {
    let contactOrders: string;
    beforeEach(async () => {
      await postOrder(world, org, { primary_id: 'ADA', shipping: { ship_to: { email: 'ada@example.com' } } });
      const res = await world.request('POST', `${org.url}contacts/`, {
        token: org.token, body: { first_name: 'Ada', addresses: [{ address_type: 'shipping', email: 'ada@example.com' }] },
      });
      assert.equal(res.statusCode, 201, res.body);
      contactOrders = res.json().orders;
    });

    for (const route of ['orders', 'contact orders']) {
      it(`is a 400 naming q on ${route}; 2,046 bytes are searched`, async () => {
        const path = route === 'orders' ? undefined : contactOrders;
        for (const q of ['a'.repeat(2047), 'a'.repeat(2048), 'é'.repeat(1024), `ada ${'x'.repeat(5000)}`, 'ß'.repeat(3000)]) {
          assertBadParam(await rawList(world, org, { q }, path), 'q');
        }
        for (const q of ['a'.repeat(2046), `ada ${'é'.repeat(1023)}`]) {
          assert.deepEqual((await list(world, org, { q }, path)).results, [], `q of ${q.length} characters`);
        }
        assert.deepEqual(await primaryIds(world, org, { q: 'ada' }, path), ['ADA']);
      });
    }
  });

  it('caps the search document of an order whose item texts pass 1 MB: writes succeed, search covers what fits', async () => {
    // 80 items of 10,000 characters in 1,000 distinct words each: about 1.2 MB as a tsvector.
    const items = Array.from({ length: 80 }, (_, i) => ({ quantity: 1, part_number: `PART-${i}`, description: description() }));
    const firstWord = word(0);
    const uncapped = items.map((i) => i.description).join(' ');
    await assert.rejects(world.db.one(sql`SELECT to_tsvector('simple', ${uncapped}) AS v`),
      (err: Error & { cause?: Error }) => /too long for tsvector/.test(err.cause?.message ?? err.message), 'the whole text is over the limit');

    const order = await postOrder(world, org, {
      primary_id: 'HUGE', tags: ['hugetag'], boxes: [{ tracking_number: 'TRKHUGE', items: items.slice(0, 40) }, { items: items.slice(40) }],
    });
    // More items keep being accepted, and so do other writes of the order.
    for (let i = 0; i < 3; i++) {
      const res = await world.request('POST', `${order.boxes[1].url}items/`, { token: org.token, body: { quantity: 1, kind: 'goods', description: description() } });
      assert.equal(res.statusCode, 201, res.body);
    }
    const patched = await world.request('PATCH', order.url, { token: org.token, body: { po_number: 'PO-HUGE' } });
    assert.equal(patched.statusCode, 200, patched.body);

    // The order's own fields, tags and tracking numbers come first, then the items as far as they fit.
    for (const q of ['HUGE', 'hugetag', 'TRKHUGE', 'PO-HUGE', 'PART-0', firstWord]) {
      assert.deepEqual(await primaryIds(world, org, { q }), ['HUGE'], `q=${q}`);
    }
    const body = await list(world, org, { q: 'HUGE', expand: 'boxes,items' });
    assert.equal(body.results[0].boxes.reduce((n: number, b: { items: unknown[] }) => n + b.items.length, 0), 83);
  });
});
