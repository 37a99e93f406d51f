/** GET /orders/ presentation options: expand, only, lazy and suggestions. */
import { describe, it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../../../support/app.ts';
import { get, postOrder } from '../fixtures.ts';
import { assertBadParam, followNext, list, qs, rawList } from './fixtures.ts';

type Json = Record<string, any>;

/** Every `?` key anywhere in a JSON value, as dotted paths. */
function suggestionKeys(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => suggestionKeys(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [...(k.endsWith('?') ? [`${path}${k}`] : []), ...suggestionKeys(v, `${path}${k}.`)]);
}

/** The order without its suggestions. */
function withoutSuggestions(order: Json): Json {
  const strip = (o: Json) => Object.fromEntries(Object.entries(o).filter(([k]) => !k.endsWith('?')));
  return { ...strip(order), billing: strip(order.billing), shipping: strip(order.shipping) };
}

const ORDER_HABIT_FIELDS = ['message?', 'po_number?', 'customer_number?', 'terms_auto?'];
const ALL_KEYS = [
  'weight?', ...ORDER_HABIT_FIELDS, 'billing.subtotal?', 'billing.tax?', 'billing.shipping?', 'billing.total?', 'billing.status?',
  'shipping.status?', 'shipping.ship_via?', 'shipping.ship_type?', 'shipping.warehouse?',
];

describe('order list options', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  const byPrimaryId = async (primaryId: string, params: Record<string, string | number> = {}) => {
    const body = await list(world, orgA, { primary_id: primaryId, ...params });
    assert.equal(body.results.length, 1, `primary_id=${primaryId}`);
    return body.results[0] as Json;
  };

  before(async () => {
    world = await createWorld();
  });
  beforeEach(async () => {
    await world.reset();
    orgA = await world.createOrg('Acme');
  });
  after(() => world.close());

  describe('expand', () => {
    it('shows box and item references by default, and inlines full boxes, items or both', async () => {
      const order = await postOrder(world, orgA, {
        primary_id: 'E', boxes: [{ tracking_number: 'T1', items: [{ quantity: 1, part_number: 'A' }, { quantity: 2, part_number: 'B' }] }, {}],
      });
      const [box1, box2] = order.boxes;
      const fullBox1 = await get(world, orgA, box1.url);
      const fullBox2 = await get(world, orgA, box2.url);
      const items = await Promise.all(box1.items.map((i: Json) => get(world, orgA, i.url)));
      const refs = { boxes: [{ url: box1.url, items: box1.items.map((i: Json) => ({ url: i.url })) }, { url: box2.url, items: [] }] };

      assert.deepEqual((await byPrimaryId('E')).boxes, refs.boxes);
      assert.deepEqual((await byPrimaryId('E', { expand: 'nothing' })).boxes, refs.boxes, 'unknown words are ignored');
      assert.deepEqual((await byPrimaryId('E', { expand: 'boxes' })).boxes, [fullBox1, fullBox2]);
      assert.deepEqual((await byPrimaryId('E', { expand: 'items' })).boxes, [{ url: box1.url, items }, { url: box2.url, items: [] }]);
      const both = [{ ...fullBox1, items }, fullBox2];
      assert.deepEqual((await byPrimaryId('E', { expand: 'boxes,items' })).boxes, both);
      assert.deepEqual((await byPrimaryId('E', { expand: 'items,boxes' })).boxes, both);
      // The rest of the order is the same whatever expand says.
      const plain = await byPrimaryId('E');
      assert.deepEqual({ ...(await byPrimaryId('E', { expand: 'boxes,items' })), boxes: plain.boxes }, plain);
      assert.deepEqual(plain, await get(world, orgA, order.url));
    });
  });

  describe('only', () => {
    it('answers compact results with nested_updated_at, url or both; unknown words are ignored', async () => {
      for (let i = 0; i < 3; i++) await postOrder(world, orgA, { primary_id: `O-${i}`, boxes: [{ items: [{ quantity: 1 }] }] });
      // O-0's nested_updated_at moves past its updated_at.
      const o0 = (await byPrimaryId('O-0')).boxes[0].items[0].url;
      await world.request('PATCH', o0, { token: orgA.token, body: { quantity: 2 } });
      const full = await list(world, orgA, { order_by: 'primary_id' });
      const compact = (fields: string[]) => full.results.map((o: Json) => Object.fromEntries(fields.map((f) => [f, o[f]])));

      const cases: [string, string[] | null][] = [
        ['nested_updated_at', ['nested_updated_at']],
        ['url', ['url']],
        ['url,nested_updated_at', ['nested_updated_at', 'url']],
        ['nested_updated_at, url', ['nested_updated_at', 'url']],
        ['url,primary_id,bogus', ['url']],
        ['bogus', null],
        ['', null],
      ];
      for (const [only, fields] of cases) {
        const body = await list(world, orgA, { only, order_by: 'primary_id' });
        assert.equal(body.count, 3);
        if (fields === null) assert.deepEqual(body.results, full.results, `only=${only} is ignored`);
        else assert.deepEqual(body.results.map((r: Json) => Object.fromEntries(Object.entries(r).sort())), compact(fields), `only=${only}`);
      }
      assert.notEqual(full.results[0].nested_updated_at, full.results[0].updated_at);
    });

    it('keeps filters, order_by and paging, and next keeps only', async () => {
      for (let i = 0; i < 5; i++) await postOrder(world, orgA, { primary_id: `P-${i}`, shipping: { ship_via: i % 2 ? 'UPS' : 'FedEx' } });
      const full = await list(world, orgA, { ship_via: 'FedEx', order_by: '-primary_id' });
      const { pages, results } = await followNext(world, `${orgA.url}orders/${qs({ only: 'url', ship_via: 'FedEx', order_by: '-primary_id', limit: 2 })}`, orgA.token);
      assert.deepEqual(results, full.results.map((o: Json) => ({ url: o.url })));
      assert.equal(pages.length, 2);
      assert.match(pages[0].next!, /only=url/);
      assert.deepEqual(pages.map((p) => p.count), [3, 3]);
    });
  });

  describe('lazy', () => {
    // Bytes, not characters: 256 x "é" is 512 bytes, 257 x "é" 514 bytes in 257 characters; an emoji is 4 bytes.
    const FIELDS = {
      small: { value: 'short', type: 'text/plain' },
      at_limit: { value: 'x'.repeat(512) },
      over_limit: { value: 'x'.repeat(513), type: 'text/html' },
      accents_at_limit: { value: 'é'.repeat(256) },
      accents_over: { value: 'é'.repeat(257) },
      emoji_over: { value: '😀'.repeat(129) },
      base64_over: { value: 'QUJD'.repeat(129), type: 'image/png', encoding: 'base64' },
    };
    const KEPT = ['small', 'at_limit', 'accents_at_limit'];
    /** What lazy shows: `{type, encoding}` without value over 512 bytes, the full field otherwise. */
    const expected = (lazy: boolean) =>
      Object.fromEntries(Object.entries(FIELDS).map(([name, f]: [string, Json]) => {
        const shown = { type: f.type ?? null, encoding: f.encoding ?? null };
        return [name, lazy && !KEPT.includes(name) ? shown : { value: f.value, ...shown }];
      }));

    it('leaves values over 512 UTF-8 bytes out at the level each option names', async () => {
      await postOrder(world, orgA, {
        primary_id: 'L', custom_fields: FIELDS,
        boxes: [{ custom_fields: FIELDS, items: [{ quantity: 1, custom_fields: FIELDS }] }],
      });
      const levels = (order: Json) => [order.custom_fields, order.boxes[0].custom_fields, order.boxes[0].items[0].custom_fields];
      const cases: [string, boolean[]][] = [
        ['', [false, false, false]],
        ['custom_fields', [true, false, false]],
        ['boxes__custom_fields', [false, true, false]],
        ['boxes__items__custom_fields', [false, false, true]],
        ['custom_fields,boxes__items__custom_fields', [true, false, true]],
        ['custom_fields,boxes__custom_fields,boxes__items__custom_fields', [true, true, true]],
        ['unknown,custom_field', [false, false, false]],
      ];
      for (const [lazy, which] of cases) {
        const order = await byPrimaryId('L', { expand: 'boxes,items', lazy });
        assert.deepEqual(levels(order), which.map(expected), `lazy=${lazy}`);
      }
    });
  });

  describe('suggestions', () => {
    it('adds none by default or with 0, and refuses other levels with 400 naming suggestions', async () => {
      await postOrder(world, orgA, { primary_id: 'N', boxes: [{ items: [{ quantity: 1, unit_price: '1.00 USD' }] }] });
      for (const params of [{}, { suggestions: 0 }] as Record<string, number>[]) {
        assert.deepEqual(suggestionKeys((await list(world, orgA, params)).results), [], JSON.stringify(params));
      }
      for (const bad of ['3', '-1', 'yes', '1.5']) assertBadParam(await rawList(world, orgA, { suggestions: bad }), 'suggestions');
    });

    it('suggests weight, subtotal, tax, shipping, total and shipping status from the boxes and items', async () => {
      await postOrder(world, orgA, {
        primary_id: 'M',
        boxes: [
          {
            ship_cost: '5.00 USD', tracking_number: '1Z1',
            items: [
              { quantity: 2, kind: 'goods', unit_price: '10.00 USD', unit_weight: '100 g' },
              { quantity: 1, kind: 'tax', unit_price: '1.50 USD' },
              { quantity: 1, kind: 'discount', unit_price: '-3.00 USD' },
            ],
          },
          {
            ship_cost: '2.50 USD', weight: '2 kg',
            items: [{ quantity: 1, kind: 'goods', unit_price: '4.25 USD', unit_weight: '5 kg' }, { quantity: 3, kind: 'adjustment', unit_price: '0.25 USD' }],
          },
        ],
      });
      const m = await byPrimaryId('M', { suggestions: 1 });
      assert.equal(m['weight?'], '2200.0000 g', '2 x 100 g + an explicit 2 kg');
      assert.equal(m.billing['subtotal?'], '24.25 USD');
      assert.equal(m.billing['tax?'], '1.50 USD');
      assert.equal(m.billing['shipping?'], '7.50 USD');
      assert.equal(m.billing['total?'], '31.00 USD', '24.25 + 7.50 + 1.50 - 3.00 + 0.75');
      assert.equal(m.shipping['status?'], 'partially_fulfilled', 'one box of two has a tracking number');

      await postOrder(world, orgA, { primary_id: 'NONE' });
      await postOrder(world, orgA, { primary_id: 'ALL', boxes: [{ tracking_number: '1Z2' }, { delivered_at: '2024-01-01T00:00:00Z' }] });
      const none = await byPrimaryId('NONE', { suggestions: 1 });
      assert.equal(none.shipping['status?'], 'unfulfilled');
      assert.equal(none['weight?'], null);
      assert.equal(none.billing['subtotal?'], null);
      assert.equal(none.billing['total?'], null);
      assert.equal((await byPrimaryId('ALL', { suggestions: 1 })).shipping['status?'], 'fulfilled');
    });

    it('makes no total when currencies differ, and no sum of one kind in two currencies', async () => {
      await postOrder(world, orgA, {
        primary_id: 'X', boxes: [{ ship_cost: '5.00 EUR', items: [{ quantity: 1, unit_price: '10.00 USD' }] }],
      });
      await postOrder(world, orgA, {
        primary_id: 'Y', boxes: [{ items: [{ quantity: 1, unit_price: '10.00 USD' }, { quantity: 1, unit_price: '3.00 EUR' }] }],
      });
      await postOrder(world, orgA, {
        primary_id: 'Z', boxes: [{ ship_cost: '1.00 USD', items: [{ quantity: 1, unit_price: '10.00 USD' }, { quantity: 1, kind: 'tax', unit_price: '0.80 EUR' }] }],
      });
      const x = (await byPrimaryId('X', { suggestions: 2 })).billing;
      assert.deepEqual([x['subtotal?'], x['shipping?'], x['total?'] ?? null], ['10.00 USD', '5.00 EUR', null]);
      const y = (await byPrimaryId('Y', { suggestions: 2 })).billing;
      assert.deepEqual([y['subtotal?'] ?? null, y['total?'] ?? null], [null, null]);
      const z = (await byPrimaryId('Z', { suggestions: 2 })).billing;
      assert.deepEqual([z['subtotal?'], z['tax?'], z['shipping?'], z['total?'] ?? null], ['10.00 USD', '0.80 EUR', '1.00 USD', null]);
    });

    it("suggests the most frequent value among the same customer's earlier orders", async () => {
      const usual = {
        message: 'leave at door', po_number: 'PO-A', customer_number: 'C-ADA', terms: 'Net 30',
        billing: { status: 'paid' }, shipping: { ship_via: 'UPS', ship_type: 'Ground', warehouse: 'WH-1' },
      };
      const other = {
        message: 'ring bell', po_number: 'PO-B', customer_number: 'C-ADA2', terms: 'Net 60',
        billing: { status: 'pending' }, shipping: { ship_via: 'FedEx', ship_type: 'Express', warehouse: 'WH-2' },
      };
      const shipTo = (email: string) => ({ ship_to: { email } });
      const withEmail = (body: Json, email: string) => ({ ...body, shipping: { ...body.shipping, ...shipTo(email) } });
      // Ada's earlier orders: three without values (nulls are not a value), two usual, one other.
      for (let i = 0; i < 3; i++) await postOrder(world, orgA, { primary_id: `ADA-EMPTY-${i}`, shipping: shipTo('ada@example.com') });
      await postOrder(world, orgA, { primary_id: 'ADA-1', ...withEmail(usual, 'ada@example.com') });
      await postOrder(world, orgA, { primary_id: 'ADA-2', ...withEmail(usual, 'Ada@Example.com') });
      await postOrder(world, orgA, { primary_id: 'ADA-3', ...withEmail(other, 'ada@example.com') });
      // Bob shares Ada's customer number and orders more: by e-mail first, his orders are not Ada's.
      for (let i = 0; i < 4; i++) {
        await postOrder(world, orgA, { primary_id: `BOB-${i}`, ...withEmail({ ...other, customer_number: 'C-ADA', shipping: { ship_via: 'DHL' } }, 'bob@example.com') });
      }
      // Orders without a ship-to e-mail: their customer number groups them.
      await postOrder(world, orgA, { primary_id: 'NOMAIL-1', customer_number: 'C-NOMAIL', shipping: { ship_via: 'Royal Mail' } });
      await postOrder(world, orgA, { primary_id: 'NOMAIL-2', customer_number: 'C-NOMAIL', shipping: { ship_via: 'Royal Mail', ...shipTo('x@example.com') } });
      await postOrder(world, orgA, { primary_id: 'NOMAIL-3', customer_number: 'C-OTHER', shipping: { ship_via: 'Parcelforce' } });

      await postOrder(world, orgA, { primary_id: 'TARGET', shipping: shipTo('ADA@EXAMPLE.COM') });
      await postOrder(world, orgA, { primary_id: 'NOMAIL-TARGET', customer_number: 'C-NOMAIL' });
      await postOrder(world, orgA, { primary_id: 'NEWCOMER', shipping: shipTo('new@example.com') });
      // Ada's later orders do not count for TARGET, however many.
      for (let i = 0; i < 4; i++) await postOrder(world, orgA, { primary_id: `ADA-LATER-${i}`, ...withEmail(other, 'ada@example.com') });

      const habits = (o: Json) => ({
        message: o['message?'], po_number: o['po_number?'], customer_number: o['customer_number?'], terms: o['terms_auto?'],
        billing_status: o.billing['status?'], ship_via: o.shipping['ship_via?'], ship_type: o.shipping['ship_type?'], warehouse: o.shipping['warehouse?'],
      });
      const USUAL = {
        message: 'leave at door', po_number: 'PO-A', customer_number: 'C-ADA', terms: 'Net 30',
        billing_status: 'paid', ship_via: 'UPS', ship_type: 'Ground', warehouse: 'WH-1',
      };
      const NOTHING = Object.fromEntries(Object.keys(USUAL).map((k) => [k, null]));
      assert.deepEqual(habits(await byPrimaryId('TARGET', { suggestions: 1 })), USUAL);
      assert.deepEqual(habits(await byPrimaryId('NEWCOMER', { suggestions: 1 })), NOTHING);
      const noMail = habits(await byPrimaryId('NOMAIL-TARGET', { suggestions: 1 }));
      assert.equal(noMail.ship_via, 'Royal Mail');
      assert.equal(noMail.customer_number, undefined, 'customer_number is known: no suggestion at level 1');
      // ADA-3 has every value: level 1 suggests none of them, level 2 all, from ADA-1 and ADA-2 only.
      const ada3 = await byPrimaryId('ADA-3', { suggestions: 1 });
      assert.deepEqual(suggestionKeys(ada3).filter((k) => !['weight?', 'billing.subtotal?', 'billing.tax?', 'billing.shipping?', 'billing.total?', 'shipping.status?'].includes(k)), []);
      assert.deepEqual(habits(await byPrimaryId('ADA-3', { suggestions: 2 })), USUAL);
    });

    it('adds every ? key at level 2, and at level 1 only where the value is null', async () => {
      const known = {
        primary_id: 'KNOWN', message: 'm', po_number: 'p', customer_number: 'c', terms: 't',
        billing: { subtotal: '1.00 USD', tax: '0.10 USD', shipping: '2.00 USD', total: '3.10 USD', status: 'paid' },
        shipping: { status: 'fulfilled', ship_via: 'UPS', ship_type: 'Ground', warehouse: 'W' },
        boxes: [{ items: [{ quantity: 1, unit_price: '9.00 USD', unit_weight: '1 kg' }] }],
      };
      await postOrder(world, orgA, known);
      await postOrder(world, orgA, { primary_id: 'UNKNOWN' });
      const plain = await list(world, orgA, { order_by: 'primary_id' });
      const one = await list(world, orgA, { order_by: 'primary_id', suggestions: 1 });
      const two = await list(world, orgA, { order_by: 'primary_id', suggestions: 2 });
      // The same orders, only with suggestions added.
      assert.deepEqual(one.results.map(withoutSuggestions), plain.results);
      assert.deepEqual(two.results.map(withoutSuggestions), plain.results);
      const [knownOne, unknownOne] = one.results;
      const [knownTwo, unknownTwo] = two.results;
      // weight has no stored value: always suggested.
      assert.deepEqual(suggestionKeys(knownOne).sort(), ['weight?']);
      assert.deepEqual(suggestionKeys(unknownOne).sort(), [...ALL_KEYS].sort());
      assert.deepEqual(suggestionKeys(knownTwo).sort(), [...ALL_KEYS].sort());
      assert.deepEqual(suggestionKeys(unknownTwo).sort(), [...ALL_KEYS].sort());
      assert.equal(knownTwo.billing['subtotal?'], '9.00 USD', 'level 2 suggests next to a known value');
      assert.equal(knownTwo.billing.subtotal, '1.00 USD');
      assert.equal(knownTwo.shipping['status?'], 'unfulfilled');
      assert.equal(knownTwo['weight?'], '1000.0000 g');
      // Paging links keep suggestions.
      const paged = await list(world, orgA, { order_by: 'primary_id', suggestions: 1, limit: 1 });
      assert.match(paged.next, /suggestions=1/);
    });
  });
});
