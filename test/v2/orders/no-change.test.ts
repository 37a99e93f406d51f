/**
 * A write that changes nothing changes nothing (v2): an order, box, item or note read with GET and written back
 * with PUT or PATCH, or a PATCH of the values stored, keeps every timestamp (the order's updated_at and
 * nested_updated_at, its addresses', source's, boxes', items' and notes'), writes no stored render and sends no
 * event (no webhook delivery queued). Two integrations syncing through webhooks would otherwise echo each other's
 * writes for ever. A real change still moves exactly what it changed.
 */
import { describe, it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { get, guideOrder, postOrder } from './fixtures.ts';
import { idOfUrl } from '../../v1/support.ts';
import { moved, subscribeOrders, trailOf } from '../../orders/writing/trail.ts';

type Json = Record<string, any>;

let world: TestWorld;
let org: TestOrg;

before(async () => {
  world = await createWorld();
});
beforeEach(async () => {
  await world.reset();
  org = await world.createOrg('Acme');
  await subscribeOrders(world, org);
});
after(() => world.close());

/** An order with every part: addresses, source, custom fields, a box with a weight and one whose weight is its items', notes, tags, a relation. */
async function richOrder(): Promise<{ order: Json; related: Json }> {
  const related = await postOrder(world, org, { ...guideOrder(), primary_id: 'REL-1' });
  const order = await postOrder(world, org, {
    ...guideOrder(),
    message: 'first',
    source: { name: 'Shop', account: 'a@example.com', id: 42 },
    custom_fields: { gift: { value: 'yes' } },
    shipping: { ...guideOrder().shipping, ship_from: { company: 'Depot', city: 'Reno' } },
    boxes: [
      { weight: '1.5 kg', length: '30 cm', tracking_number: '1Z1', custom_fields: { PACK: { value: 'A' } }, items: [
        { quantity: 2, part_number: 'P-1', unit_weight: '300 g', unit_price: '3.50 USD' },
        { quantity: 1, part_number: 'P-2', pick_location: 'A-3' },
      ] },
      { items: [{ quantity: 5, part_number: 'P-3', unit_weight: '100 g' }] },
    ],
    notes: [{ content: 'hello', author: { name: 'Ada' } }],
    tags: ['red', 'blue'],
    relations: [{ kind: 'split-child', order: related.url }],
  });
  return { order, related };
}

const write = async (method: string, url: string, body: unknown, status = 200) => {
  const res = await world.request(method, url, { token: org.token, body });
  assert.equal(res.statusCode, status, `${method} ${url}: ${res.body}`);
  return res.json();
};

describe('v2: a write that changes nothing changes nothing', () => {
  it('an order read with GET and written back with PUT or PATCH: no timestamp, render or event moves', async () => {
    const { order, related } = await richOrder();
    const id = idOfUrl(order.url);
    const relatedId = idOfUrl(related.url);
    for (const expand of ['', '?expand=boxes', '?expand=boxes,items']) {
      for (const method of ['PUT', 'PATCH']) {
        const before = await trailOf(world.db, org.id, id);
        const relatedBefore = await trailOf(world.db, org.id, relatedId);
        const read = await get(world, org, `${order.url}${expand}`);
        const answer = await write(method, order.url, read);
        assert.deepEqual(await trailOf(world.db, org.id, id), before, `${method} of GET${expand}: nothing moved`);
        assert.deepEqual(await trailOf(world.db, org.id, relatedId), relatedBefore, `${method} of GET${expand}: the related order neither`);
        assert.deepEqual(answer, await get(world, org, order.url), `${method} of GET${expand} answers the order as GET shows it`);
      }
    }
  });

  it('a PATCH of the values stored changes nothing: order, addresses, boxes, items, notes, tags', async () => {
    const { order } = await richOrder();
    const id = idOfUrl(order.url);
    const full = await get(world, org, `${order.url}?expand=boxes,items`);
    const [box, second] = full.boxes;
    const note = full.notes[0];
    const before = await trailOf(world.db, org.id, id);
    const writes: [string, string, Json][] = [
      ['PATCH', order.url, { message: 'first', custom_fields: { gift: { value: 'yes' } } }],
      ['PATCH', order.url, { shipping: { ship_to: { city: 'Springfield' }, ship_via: 'UPS' }, billing: { total: '100.00 USD' } }],
      ['PATCH', order.url, { source: { name: 'Shop' }, tags: ['blue', 'red'] }],
      ['PATCH', order.url, { boxes: [{ url: box.url, tracking_number: '1Z1', items: [{ url: box.items[0].url, quantity: 2 }] }] }],
      ['PATCH', order.url, { notes: [{ url: note.url, content: 'hello' }] }],
      ['PATCH', box.url, { tracking_number: '1Z1', weight: '1500 g', custom_fields: { PACK: { value: 'A' } } }],
      // The second box's weight is its items': written as GET shows it, it stays computed.
      ['PATCH', second.url, { weight: second.weight }],
      ['PATCH', box.items[1].url, { quantity: 1, pick_location: 'A-3' }],
      ['PATCH', note.url, { content: 'hello', author: { name: 'Ada' } }],
    ];
    for (const [method, url, body] of writes) {
      await write(method, url, body);
      assert.deepEqual(await trailOf(world.db, org.id, id), before, `${method} ${url} ${JSON.stringify(body)}: nothing moved`);
    }
    // Each part read with GET and written back with PATCH.
    for (const url of [box.url, second.url, box.items[0].url, second.items[0].url, note.url]) {
      await write('PATCH', url, await get(world, org, url));
      assert.deepEqual(await trailOf(world.db, org.id, id), before, `GET ${url} written back: nothing moved`);
    }
    // Still computed: a change of the item's quantity moves the second box's weight.
    await write('PATCH', second.items[0].url, { quantity: 10 });
    assert.equal((await get(world, org, second.url)).weight, '1000.0000 g');
  });

  it('a real change moves exactly what it changed, once', async () => {
    const { order, related } = await richOrder();
    const id = idOfUrl(order.url);
    const full = await get(world, org, `${order.url}?expand=boxes,items`);
    const [box, second] = full.boxes;
    const [item, sibling] = box.items;
    const relatedBefore = await trailOf(world.db, org.id, idOfUrl(related.url));

    let before = await trailOf(world.db, org.id, id);
    await write('PATCH', item.url, { quantity: 3 });
    let after = await trailOf(world.db, org.id, id);
    assert.deepEqual(moved(before.items, after.items), [String(idOfUrl(item.url))], 'only the item changed among the items');
    assert.deepEqual(moved(before.boxes, after.boxes), [], 'no box row changed (its weight is its own)');
    assert.deepEqual(moved(before.order, after.order), ['nested_updated_at'], 'the order: nested_updated_at only');
    assert.equal(after.order.nested_updated_at, after.items[String(idOfUrl(item.url))]);
    assert.deepEqual(moved(before.notes, after.notes), []);
    assert.notEqual(after.render, before.render, 'the stored render was written');
    assert.deepEqual([after.events - before.events, after.deliveries - before.deliveries], [1, 1], 'one event, one delivery');
    assert.equal((await get(world, org, sibling.url)).updated_at, sibling.updated_at);
    assert.equal((await get(world, org, second.url)).updated_at, second.updated_at);

    before = after;
    await write('PATCH', order.url, { shipping: { ship_to: { city: 'Shelbyville' } } });
    after = await trailOf(world.db, org.id, id);
    assert.deepEqual(moved(before.order, after.order), ['nested_updated_at', 'ship_to_updated_at', 'updated_at'], 'the order and its ship_to');
    assert.deepEqual([moved(before.boxes, after.boxes), moved(before.items, after.items), moved(before.notes, after.notes)], [[], [], []]);
    assert.equal(after.events - before.events, 1);

    before = after;
    await write('PATCH', full.notes[0].url, { content: 'changed' });
    after = await trailOf(world.db, org.id, id);
    assert.deepEqual(moved(before.order, after.order), ['nested_updated_at']);
    assert.deepEqual(moved(before.notes, after.notes), Object.keys(before.notes));
    assert.equal(after.events - before.events, 1);
    assert.deepEqual(await trailOf(world.db, org.id, idOfUrl(related.url)), { ...relatedBefore, events: after.events, deliveries: after.deliveries },
      'the related order was not touched by any of these');
  });

  it('relations and tags written as they are change nothing; a changed relation changes both orders', async () => {
    const { order, related } = await richOrder();
    const id = idOfUrl(order.url);
    const relatedId = idOfUrl(related.url);
    const third = await postOrder(world, org, { ...guideOrder(), primary_id: 'REL-3' });
    const before = await trailOf(world.db, org.id, id);
    const relatedBefore = await trailOf(world.db, org.id, relatedId);
    await write('PATCH', order.url, { relations: [{ kind: 'split-child', order: related.url }], tags: ['red', 'blue', 'red'] });
    assert.deepEqual(await trailOf(world.db, org.id, id), before);
    assert.deepEqual(await trailOf(world.db, org.id, relatedId), relatedBefore);

    const thirdBefore = await trailOf(world.db, org.id, idOfUrl(third.url));
    await write('PATCH', order.url, { relations: [{ kind: 'split-child', order: related.url }, { kind: 'combine-parent', order: third.url }] });
    const after = await trailOf(world.db, org.id, id);
    assert.equal(after.events - before.events, 2, 'this order and the newly related one, not the one related before');
    assert.notEqual(after.order.nested_updated_at, before.order.nested_updated_at);
    assert.equal((await trailOf(world.db, org.id, relatedId)).render, relatedBefore.render);
    assert.notEqual((await trailOf(world.db, org.id, idOfUrl(third.url))).render, thirdBefore.render);
    assert.deepEqual((await get(world, org, third.url)).relations, [{ kind: 'combine-child', order: order.url }]);
  });
});
