// POST orders/: what it stores and answers, and what it refuses (writing nothing).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertInvalid, events, get, guideOrder, postOrder, tableCounts } from './fixtures.ts';
import { world, orgA, orgB, ordersUrl, useOrdersWorld } from './orders-world.ts';

describe('orders: create', () => {
  useOrdersWorld();

  it("creates the official guide's order as is and reads it back", async () => {
    const created = await postOrder(world, orgA, guideOrder());
    assert.match(created.url, /^\/api\/v2\/orgs\/[^/]+\/orders\/[^/]+\/$/);
    const order = await get(world, orgA, created.url);
    assert.deepEqual(order, created);
    assert.equal(order.primary_id, 'ORDER-1001');
    assert.match(order.unique_id, /^[0-9a-f-]{36}$/);
    assert.equal(order.billing.status, 'paid');
    assert.equal(order.billing.total, '100.00 USD');
    assert.equal(order.billing.bill_to.first_name, 'Charles');
    assert.equal(order.shipping.ship_to.city, 'Springfield');
    assert.equal(order.shipping.ship_to.residential, true);
    assert.ok(order.shipping.ship_to.created_at);
    assert.equal(order.shipping.ship_from, null);
    assert.equal(order.boxes.length, 1);
    assert.deepEqual(Object.keys(order.boxes[0]).sort(), ['items', 'url']);
    assert.deepEqual(Object.keys(order.boxes[0].items[0]), ['url']);

    const box = await get(world, orgA, order.boxes[0].url);
    assert.equal(box.weight, '907.1847 g', 'effective weight: 2 x 1 lbs');
    const item = await get(world, orgA, order.boxes[0].items[0].url);
    assert.equal(item.kind, 'goods');
    assert.equal(item.unit_price, '50.00 USD');
    assert.equal(item.unit_weight, '453.5924 g');
  });

  it('answers POST with what GET shows: every box, item, note and tag in the order GET lists them', async () => {
    // Tags in code-point order: U+1F600 (a surrogate pair in JavaScript) sorts after U+FF21, and a lone surrogate
    // is stored as U+FFFD. Items of the second box come after all of the first's.
    const tags = ['zz', '\u{1F600}x', '\uFF21x', 'Ab', 'ab', 'zz', 'x\uD800'];
    const body = {
      primary_id: 'PARTS-1',
      tags,
      notes: [{ content: 'first' }, { content: 'second' }],
      boxes: [
        { items: [{ part_number: 'A1', quantity: 1 }, { part_number: 'A2', quantity: 2 }, { part_number: 'A3', quantity: 3 }] },
        { items: [] },
        { items: [{ part_number: 'C1', quantity: 1 }, { part_number: 'C2', quantity: 1 }] },
      ],
    };
    const created = await postOrder(world, orgA, body);
    const read = await get(world, orgA, created.url);
    assert.deepEqual(created, read);
    assert.deepEqual(created.tags, ['Ab', 'ab', 'x\uFFFD', 'zz', '\uFF21x', '\u{1F600}x']);
    assert.deepEqual(created.boxes.map((b: { items: unknown[] }) => b.items.length), [3, 0, 2]);
    assert.deepEqual(created.notes.map((n: { content: string }) => n.content), ['first', 'second']);
    assert.deepEqual((await events(world, orgA))[0].payload, read);

    const bare = await postOrder(world, orgA, { primary_id: 'PARTS-2' });
    assert.deepEqual(bare, await get(world, orgA, bare.url));
    assert.deepEqual([bare.boxes, bare.notes, bare.tags], [[], [], []]);
  });

  it('stores every order field and shows them back', async () => {
    const body = {
      ...guideOrder(),
      unique_id: 'u-1',
      order_number: 1234,
      customer_number: 'C-9',
      po_number: 'PO-7',
      terms: 'Net 30',
      message: 'Thanks!',
      ordered_at: '2024-03-30T10:00:00.123456+02:00',
      printed_at: '2024-03-31',
      custom_fields: { gift: { value: 'yes', type: 'text/plain' } },
      source: { name: 'Shopify', account: 'shop@example.com', channel: 'web', id: 998877, retrieved_at: '2024-03-30T09:00:00Z' },
      tags: ['vip', 'rush.2'],
      notes: [{ author: { email: 'ops@example.com', name: 'Ops', system: false }, content: 'Handle with care' }],
    };
    const order = await postOrder(world, orgA, body);
    assert.equal(order.unique_id, 'u-1');
    assert.equal(order.order_number, 1234);
    assert.equal(order.ordered_at, '2024-03-30T08:00:00.123456Z');
    assert.equal(order.printed_at, '2024-03-31T00:00:00Z');
    assert.deepEqual(order.custom_fields, { gift: { value: 'yes', type: 'text/plain', encoding: null } });
    assert.equal(order.source.id, '998877');
    assert.equal(order.source.name, 'Shopify');
    assert.ok(order.source.updated_at);
    assert.deepEqual(order.tags, ['rush.2', 'vip']);
    assert.equal(order.notes.length, 1);
    assert.equal(order.notes[0].content, 'Handle with care');
    assert.match(order.notes[0].url, new RegExp(`^${order.url}notes/`));
    const field = await get(world, orgA, `${order.url}custom-fields/gift/`);
    assert.deepEqual(field, { name: 'gift', value: 'yes', type: 'text/plain', encoding: null });
    assert.equal((await world.request('GET', `${order.url}custom-fields/nope/`, { token: orgA.token })).statusCode, 404);
  });

  it('generates a unique_id and refuses a duplicate one with 400 naming unique_id, writing nothing', async () => {
    const first = await postOrder(world, orgA, { primary_id: 'A', unique_id: 'dup' });
    assert.equal(first.unique_id, 'dup');
    const before = await tableCounts(world, orgA);
    const res = await world.request('POST', ordersUrl(), { token: orgA.token, body: { ...guideOrder(), unique_id: 'dup' } });
    assertInvalid(res, 'unique_id');
    assert.deepEqual(await tableCounts(world, orgA), before);
    // Another organization may use the same unique_id; primary_id is not unique.
    await postOrder(world, orgB, { primary_id: 'A', unique_id: 'dup' });
    await postOrder(world, orgA, { primary_id: 'A' });
  });

  it('rejects bad values with 400 naming the field path and writes nothing', async () => {
    const cases: [unknown, string][] = [
      [{}, 'primary_id'],
      [{ primary_id: '' }, 'primary_id'],
      [{ primary_id: 5 }, 'primary_id'],
      [{ primary_id: 'x', order_number: 'ten' }, 'order_number'],
      [{ primary_id: 'x', order_number: 1.5 }, 'order_number'],
      [{ primary_id: 'x', ordered_at: 'yesterday' }, 'ordered_at'],
      [{ primary_id: 'x', billing: { status: 'maybe' } }, 'billing.status'],
      [{ primary_id: 'x', billing: { total: '100' } }, 'billing.total'],
      [{ primary_id: 'x', billing: { total: '100.00 DOLLARS' } }, 'billing.total'],
      [{ primary_id: 'x', shipping: { status: 'shipped' } }, 'shipping.status'],
      [{ primary_id: 'x', shipping: { ship_cost: 12 } }, 'shipping.ship_cost'],
      [{ primary_id: 'x', shipping: { ship_to: { residential: 'yes' } } }, 'shipping.ship_to.residential'],
      [{ primary_id: 'x', source: { retrieved_at: 'soon' } }, 'source.retrieved_at'],
      [{ primary_id: 'x', custom_fields: { a: { value: 1 } } }, 'custom_fields.a.value'],
      [{ primary_id: 'x', custom_fields: { a: { value: '%%%', encoding: 'base64' } } }, 'custom_fields.a.value'],
      [{ primary_id: 'x', tags: ['a'] }, 'tags[0]'],
      [{ primary_id: 'x', tags: ['ok', 'bad/tag'] }, 'tags[1]'],
      [{ primary_id: 'x', boxes: [{ weight: 'heavy' }] }, 'boxes[0].weight'],
      [{ primary_id: 'x', boxes: [{ length: '3 parsecs' }] }, 'boxes[0].length'],
      [{ primary_id: 'x', boxes: [{ cod: 'cheque' }] }, 'boxes[0].cod'],
      [{ primary_id: 'x', boxes: [{ confirmation_type: 'maybe' }] }, 'boxes[0].confirmation_type'],
      [{ primary_id: 'x', boxes: [{ items: [{ quantity: 1 }, { quantity: 'two' }] }] }, 'boxes[0].items[1].quantity'],
      [{ primary_id: 'x', boxes: [{ items: [{ quantity: 1 }, { part_number: 'no quantity' }] }] }, 'boxes[0].items[1].quantity'],
      [{ primary_id: 'x', boxes: [{}, { items: [{ quantity: -1 }] }] }, 'boxes[1].items[0].quantity'],
      [{ primary_id: 'x', boxes: [{ items: [{ quantity: 1, unit_weight: '1 stone' }] }] }, 'boxes[0].items[0].unit_weight'],
      [{ primary_id: 'x', boxes: [{ items: [{ quantity: 1, unit_price: 'free' }] }] }, 'boxes[0].items[0].unit_price'],
      [{ primary_id: 'x', boxes: [{ items: [{ quantity: 1, kind: 'gift' }] }] }, 'boxes[0].items[0].kind'],
      [{ primary_id: 'x', boxes: [{ items: [{ quantity: 1, custom_fields: { x: { value: 2 } } }] }] }, 'boxes[0].items[0].custom_fields.x.value'],
      [{ primary_id: 'x', boxes: [{ url: '/api/v2/orgs/1/orders/1/boxes/1/' }] }, 'boxes[0].url'],
      [{ primary_id: 'x', notes: [{ author: { name: 'no content' } }] }, 'notes[0].content'],
      [{ primary_id: 'x', relations: [{ kind: 'sibling', order: '/x/' }] }, 'relations[0].kind'],
    ];
    await postOrder(world, orgA, { primary_id: 'existing' });
    const before = await tableCounts(world, orgA);
    for (const [body, field] of cases) {
      const res = await world.request('POST', ordersUrl(), { token: orgA.token, body });
      assertInvalid(res, field);
      assert.equal(res.json().code, 'validation_failed');
    }
    assert.deepEqual(await tableCounts(world, orgA), before);
  });
});
