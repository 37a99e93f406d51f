/**
 * GET /orders/?order_by: every key of ORDER_BY_KEYS ascending and descending, on values written through the
 * API (computed keys from real boxes, items and tags, also after writes change them), ties and paging.
 */
import { describe, it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../../../support/app.ts';
import { ORDER_BY_KEYS } from '../../../../src/orders/reading/query/order-by.ts';
import { get, postOrder } from '../fixtures.ts';
import { assertBadParam, assertDistinct, createOrders, followNext, list, qs, rawList } from './fixtures.ts';

type Body = Record<string, any>;

/** The order_by values the specification lists. */
const ADDRESS_KEYS = ['address_1', 'address_2', 'city', 'company', 'country', 'email', 'phone', 'region', 'post_code'];
const SPEC_KEYS = [
  'created_at', 'updated_at', 'nested_updated_at', 'primary_id', 'delivered_at', 'printed_at', 'is_delivered', 'message',
  'po_number', 'ordered_at', 'order_number', 'terms', 'tags', 'weight_auto', 'pick_locations_auto', 'shipping__ship_via',
  'shipping__ship_type', 'shipping__shipped_at', 'shipping__to_ship_at', 'shipping__ship_cost', 'shipping__status',
  'sources__name', 'sources__account', 'billing__shipping', 'billing__status', 'billing__total', 'boxes', 'boxes__items',
  'boxes__insured_value', 'boxes__tracking_number', 'boxes__items__description', 'boxes__items__part_number',
  'boxes__items__pick_location', 'boxes__items__link',
  ...ADDRESS_KEYS.flatMap((k) => [`shipping__ship_to__${k}`, `billing__bill_to__${k}`]),
];
/** Set by the server: covered by their own test. */
const SERVER_SET = ['created_at', 'updated_at', 'nested_updated_at'];

const W = ['alpha', 'bravo', 'charlie'];
const D = ['2023-05-01T00:00:00Z', '2023-11-20T08:00:00.5Z', '2024-02-01T00:00:00Z'];
/** A second item that would sort first everywhere: proves the `boxes__items__*` keys read the first item. */
const DECOY_ITEM = { quantity: 1, description: 'aaa', part_number: 'aaa', pick_location: 'aaa', link: 'https://aaa.example/' };
const firstItem = (field: string, value: string) => ({ boxes: [{ items: [{ quantity: 1, [field]: value }, DECOY_ITEM] }] });
const address = (k: string, r: number) => (k === 'email' ? `${W[r]}@example.com` : k === 'phone' ? `555-010${r}` : `${W[r]} ${k}`);

/**
 * Per key, the body of the order that must sort at rank r (0 first ascending). `groups` maps ranks to equal
 * values (is_delivered has two), whose ties then break on id.
 */
const SPECS: Record<string, { build: (r: number) => Body; groups?: number[] }> = {
  primary_id: { build: (r) => ({ primary_id: W[r] }) },
  delivered_at: { build: (r) => ({ boxes: [{ delivered_at: D[r] }] }) },
  printed_at: { build: (r) => ({ printed_at: D[r] }) },
  is_delivered: {
    // Ranks 0 and 1: a box not delivered; rank 2: every box delivered.
    build: (r) => ({ boxes: r === 2 ? [{ delivered_at: D[0] }, { delivered_at: D[1] }] : [{ delivered_at: D[0] }, { delivered_at: null }] }),
    groups: [0, 0, 1],
  },
  message: { build: (r) => ({ message: `${W[r]} message` }) },
  po_number: { build: (r) => ({ po_number: W[r] }) },
  ordered_at: { build: (r) => ({ ordered_at: D[r] }) },
  // Numeric, not text, order: 9 < 10 < 100.
  order_number: { build: (r) => ({ order_number: [9, 10, 100][r] }) },
  terms: { build: (r) => ({ terms: `Net ${W[r]}` }) },
  // The sorted tags: "aa, zz" < "bb" < "cc, dd" (the highest tag, zz, is on the first order).
  tags: { build: (r) => ({ tags: [['zz', 'aa'], ['bb'], ['dd', 'cc']][r] }) },
  // 200 g (2 x 100 g) < 1000 g (explicit box weight) < 1814.37 g (two boxes of 2 x 1 lbs): numeric order.
  weight_auto: {
    build: (r) => ({
      boxes: [
        [{ weight: null, items: [{ quantity: 2, unit_weight: '100 g' }] }],
        [{ weight: '1 kg', items: [{ quantity: 3, unit_weight: '1 kg' }] }],
        [{ weight: null, items: [{ quantity: 2, unit_weight: '1 lbs' }] }, { weight: null, items: [{ quantity: 2, unit_weight: '1 lbs' }] }],
      ][r],
    }),
  },
  // Sorted distinct pick locations: "A1, B2" < "A2" < "A3, C1".
  pick_locations_auto: {
    build: (r) => ({
      boxes: [{ items: [['B2', 'A1', 'B2'], ['A2'], ['C1', 'A3']][r].map((p) => ({ quantity: 1, pick_location: p })) }],
    }),
  },
  shipping__ship_via: { build: (r) => ({ shipping: { ship_via: W[r] } }) },
  shipping__ship_type: { build: (r) => ({ shipping: { ship_type: W[r] } }) },
  shipping__shipped_at: { build: (r) => ({ shipping: { shipped_at: D[r] } }) },
  shipping__to_ship_at: { build: (r) => ({ shipping: { to_ship_at: D[r] } }) },
  shipping__ship_cost: { build: (r) => ({ shipping: { ship_cost: ['9.50 USD', '10.00 USD', '100.00 USD'][r] } }) },
  shipping__status: { build: (r) => ({ shipping: { status: ['fulfilled', 'partially_fulfilled', 'unfulfilled'][r] } }) },
  sources__name: { build: (r) => ({ source: { name: W[r] } }) },
  sources__account: { build: (r) => ({ source: { account: `${W[r]}@shop.example` } }) },
  billing__shipping: { build: (r) => ({ billing: { shipping: ['9.50 USD', '10.00 USD', '100.00 USD'][r] } }) },
  billing__status: { build: (r) => ({ billing: { status: ['cancelled', 'paid', 'pending'][r] } }) },
  billing__total: { build: (r) => ({ billing: { total: ['9.99 USD', '10.00 USD', '1000.00 USD'][r] } }) },
  // Box count 1 < 2 < 3.
  boxes: { build: (r) => ({ boxes: Array.from({ length: r + 1 }, () => ({ items: [] })) }) },
  // Line count, not quantity: 1 line of 50 < 2 lines < 4 lines in two boxes.
  boxes__items: {
    build: (r) => ({
      boxes: [
        [{ items: [{ quantity: 50 }] }],
        [{ items: [{ quantity: 1 }, { quantity: 1 }] }],
        [{ items: [{ quantity: 1 }, { quantity: 1 }] }, { items: [{ quantity: 1 }, { quantity: 1 }] }],
      ][r],
    }),
  },
  // The first box's value: the second box's would sort otherwise.
  boxes__insured_value: {
    build: (r) => ({ boxes: [[{ insured_value: '5.00 USD' }, { insured_value: '500.00 USD' }], [{ insured_value: '20.00 USD' }], [{ insured_value: '100.00 USD' }, { insured_value: '1.00 USD' }]][r] }),
  },
  boxes__tracking_number: { build: (r) => ({ boxes: [{ tracking_number: `1Z${W[r]}` }, { tracking_number: '1Aaaa' }] }) },
  boxes__items__description: { build: (r) => firstItem('description', `${W[r]} widget`) },
  boxes__items__part_number: { build: (r) => firstItem('part_number', `SKU-${W[r]}`) },
  boxes__items__pick_location: { build: (r) => firstItem('pick_location', `${W[r]}-shelf`) },
  boxes__items__link: { build: (r) => firstItem('link', `https://${W[r]}.example/item`) },
  ...Object.fromEntries(ADDRESS_KEYS.flatMap((k) => [
    [`shipping__ship_to__${k}`, { build: (r: number) => ({ shipping: { ship_to: { [k]: address(k, r) } } }) }],
    [`billing__bill_to__${k}`, { build: (r: number) => ({ billing: { bill_to: { [k]: address(k, r) } } }) }],
  ])),
};

/** Rank of order i at creation, and after the writes. Neither is the creation order. */
const FIRST = [1, 2, 0];
const SECOND = [2, 0, 1];

/** Urls of `orders` in the order they must come back for `key` (ascending) when order i has rank ranks[i]. */
function expectedAscending(key: string, orders: { url: string }[], ranks: number[]) {
  const group = (i: number) => SPECS[key].groups?.[ranks[i]] ?? ranks[i];
  return orders.map((o, i) => ({ o, i })).sort((a, b) => group(a.i) - group(b.i) || a.i - b.i).map(({ o }) => o.url);
}

describe('order list order_by', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;
  const urls = async (params: Record<string, string | number>) => (await list(world, orgA, { limit: 1000, ...params })).results.map((o: any) => o.url);

  before(async () => {
    world = await createWorld();
  });
  after(() => world.close());

  it('has a key for every order_by value of the specification, and this file a case for each', () => {
    assert.deepEqual(Object.keys(ORDER_BY_KEYS).sort(), [...SPEC_KEYS].sort());
    assert.deepEqual([...Object.keys(SPECS), ...SERVER_SET].sort(), [...SPEC_KEYS].sort());
  });

  describe('every key', () => {
    /** Per key, three orders (customer_number = the key, to list them apart). */
    const groups = new Map<string, any[]>();

    /** Makes the order look like `body`: fields by PATCH, boxes and items matched by position, extras deleted. */
    async function reshape(order: any, body: Body) {
      const current = (await get(world, orgA, order.url)).boxes as { url: string; items: { url: string }[] }[];
      const { boxes, ...own } = body;
      const patch: Body = { ...own };
      if (boxes) {
        patch.boxes = boxes.map((box: Body, b: number) => ({
          ...box,
          ...(current[b] ? { url: current[b].url } : {}),
          items: (box.items ?? []).map((item: Body, i: number) => ({ ...item, ...(current[b]?.items[i] ? { url: current[b].items[i].url } : {}) })),
        }));
      }
      const res = await world.request('PATCH', order.url, { token: orgA.token, body: patch });
      assert.equal(res.statusCode, 200, res.body);
      if (!boxes) return;
      for (const [b, box] of current.entries()) {
        const gone = b >= boxes.length ? [box.url] : box.items.slice((boxes[b].items ?? []).length).map((i) => i.url);
        for (const url of gone) assert.equal((await world.request('DELETE', url, { token: orgA.token })).statusCode, 204, `DELETE ${url}`);
      }
    }

    async function assertSorted(ranks: number[]) {
      for (const key of Object.keys(SPECS)) {
        const orders = groups.get(key)!;
        const ascending = expectedAscending(key, orders, ranks);
        assert.deepEqual(await urls({ customer_number: key, order_by: key }), ascending, `order_by=${key}`);
        assert.deepEqual(await urls({ customer_number: key, order_by: `-${key}` }), [...ascending].reverse(), `order_by=-${key}`);
      }
    }

    before(async () => {
      await world.reset();
      // Known bug outside the list (reported): id 64 is written "." and a url ending in "/./" is a dot segment that
      // clients and the router fold away, so that order, box or item cannot be PATCHed or DELETEd. Start past it.
      // setval, not ALTER SEQUENCE: Citus refuses to alter a distributed table's sequence.
      for (const table of ['orders', 'boxes', 'items']) await world.db.exec(`SELECT setval('${table}_id_seq', 65)`);
      orgA = await world.createOrg('Acme');
      for (const key of Object.keys(SPECS)) {
        groups.set(key, await createOrders(world, orgA, 3, (i) => ({ primary_id: `${key}-${i}`, customer_number: key, ...SPECS[key].build(FIRST[i]) })));
      }
    });

    it('sorts by each key ascending and with -, ties on id in the same direction', async () => {
      await assertSorted(FIRST);
    });

    it('follows PATCHes and box and item deletes that change the values (kept values stay current)', async () => {
      for (const key of Object.keys(SPECS)) {
        const orders = groups.get(key)!;
        for (const [i, order] of orders.entries()) await reshape(order, SPECS[key].build(SECOND[i]));
      }
      await assertSorted(SECOND);
    });
  });

  describe('server-set keys, ties and errors', () => {
    beforeEach(async () => {
      await world.reset();
      orgA = await world.createOrg('Acme');
      orgB = await world.createOrg('Other');
    });

    it('sorts by created_at, updated_at and nested_updated_at, newest first by default', async () => {
      const made = await createOrders(world, orgA, 3, (i) => ({ primary_id: `S-${i}`, tags: [['mm'], ['aa'], ['nn']][i] }));
      await postOrder(world, orgB, { primary_id: 'other' });
      const [s0, s1, s2] = made.map((o) => o.url);
      assert.deepEqual(await urls({ order_by: 'created_at' }), [s0, s1, s2]);
      assert.deepEqual(await urls({ order_by: '-created_at' }), [s2, s1, s0]);
      assert.deepEqual(await urls({}), [s2, s1, s0], 'default -created_at');
      assert.deepEqual(await urls({ order_by: '' }), [s2, s1, s0], 'an empty order_by is the default');
      assert.deepEqual(await urls({ order_by: 'tags' }), [s1, s0, s2]);

      // S-0 edited: latest updated_at and nested_updated_at. Then S-1's tags change through the tag routes.
      assert.equal((await world.request('PATCH', s0, { token: orgA.token, body: { message: 'edited' } })).statusCode, 200);
      assert.equal((await world.request('POST', `${s1}tags/`, { token: orgA.token, body: { value: 'zz' } })).statusCode, 201);
      assert.equal((await world.request('DELETE', `${s1}tags/aa`, { token: orgA.token })).statusCode, 204);
      assert.deepEqual(await urls({ order_by: 'nested_updated_at' }), [s2, s0, s1]);
      assert.deepEqual(await urls({ order_by: '-nested_updated_at' }), [s1, s0, s2]);
      const updated = await urls({ order_by: 'updated_at' });
      assert.equal(updated.at(-1), s0, 'the edited order was updated last');
      assert.deepEqual(await urls({ order_by: '-updated_at' }), [...updated].reverse());
      assert.deepEqual(await urls({ order_by: 'created_at' }), [s0, s1, s2], 'writes do not move created_at');
      // "mm" < "nn" < "zz": the tag routes keep the sort key current.
      assert.deepEqual(await urls({ order_by: 'tags' }), [s0, s2, s1]);
      assert.deepEqual(await urls({ order_by: '-tags' }), [s1, s2, s0]);
    });

    it('breaks ties on id in the direction of the key, so paging with limit=3 never repeats or skips', async () => {
      // Group 0 sorts below the tie, group 2 above it; the 7 orders of group 1 share every value.
      const groupOf = [1, 1, 0, 1, 2, 1, 1, 0, 1, 1];
      const made = await createOrders(world, orgA, groupOf.length, (i) => {
        const g = groupOf[i];
        return {
          primary_id: `T-${i}`,
          po_number: ['aaa', 'same', 'zzz'][g],
          tags: [['aa'], ['mm'], ['zz']][g],
          shipping: { ship_to: { city: ['Aachen', 'Mitte', 'Zug'][g] } },
          boxes: Array.from({ length: g + 1 }, () => ({ items: [{ quantity: 1, unit_weight: '100 g' }] })),
        };
      });
      const ascending = (group: (i: number) => number) =>
        made.map((o, i) => ({ url: o.url, i })).sort((a, b) => group(a.i) - group(b.i) || a.i - b.i).map((x) => x.url);
      const cases: [string, string[]][] = [
        ...['po_number', 'tags', 'shipping__ship_to__city', 'boxes', 'boxes__items', 'weight_auto'].map(
          (key) => [key, ascending((i) => groupOf[i])] as [string, string[]],
        ),
        // Every order ties: null message, none delivered.
        ['message', ascending(() => 0)],
        ['is_delivered', ascending(() => 0)],
        ['delivered_at', ascending(() => 0)],
      ];
      for (const [key, expected] of cases) {
        for (const [orderBy, want] of [[key, expected], [`-${key}`, [...expected].reverse()]] as const) {
          const { pages, results } = await followNext(world, `${orgA.url}orders/${qs({ order_by: orderBy, limit: 3 })}`, orgA.token);
          const got = results.map((o) => o.url);
          assertDistinct(got, orderBy);
          assert.deepEqual(got, want, `order_by=${orderBy} across pages`);
          assert.deepEqual(pages.map((p) => p.results.length), [3, 3, 3, 1]);
          assert.ok(pages.every((p) => p.count === 10));
        }
      }
    });

    it('answers 400 naming order_by for an unknown key', async () => {
      for (const bad of ['nope', '-nope', '-', '--created_at', 'created_at,primary_id', 'CREATED_AT', 'boxes__weight', 'id', '__proto__', 'constructor', 'toString', 'ship_via']) {
        assertBadParam(await rawList(world, orgA, { order_by: bad }), 'order_by');
      }
    });
  });
});
