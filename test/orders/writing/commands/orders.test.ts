/**
 * The order writer's commands on whole orders, boxes and items (src/orders/writing/steps/orders.ts), each applied by
 * applyOrderCommands with a real database: its rows, its `orders` event and the stored render, and a refusal that
 * writes nothing.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../../src/core/sql.ts';
import { boxUrl, itemUrl, orderUrl } from '../../../../src/core/urls.ts';
import { applyOrderCommands } from '../../../../src/orders/writing/apply.ts';
import { countingDb } from '../../../support/counting-db.ts';
import { CommandBench, useCommandBench, ORDER_FIELDS, newOrderChange, type SeenOrder } from './support.ts';

let bench: CommandBench;
useCommandBench((b) => {
  bench = b;
});

const itemsOf = (render: SeenOrder) => render.boxes.map((b) => b.items.map((i) => [i.part_number, i.quantity]));

describe('order commands: createOrder, updateOrder, removeOrder', () => {
  it('createOrder writes the order with its boxes, items, note and tag; one put of its stored render', async () => {
    const mark = await bench.eventMark();
    const { results: [orderId], orders } = await bench.apply([{ type: 'createOrder', change: newOrderChange() }] as const);
    const [row] = await bench.db.rows<{ primary_id: string; message: string }>(sql`
      SELECT primary_id, message FROM orders WHERE org_id = ${bench.org.id} AND id = ${orderId}`);
    assert.deepEqual({ ...row }, { primary_id: 'CMD-1', message: 'first' });
    assert.deepEqual(await bench.counts(), { orders: 1, boxes: 2, items: 3, events: 1 + mark });
    const [render] = await bench.assertPuts(mark, orders, orderId);
    assert.equal(render.url, orderUrl(bench.org.id, orderId));
    assert.deepEqual(itemsOf(render), [[['P-1', 2], ['P-2', 1]], [['P-3', 3]]]);
    assert.deepEqual([render.tags, render.notes.map((n) => n.content)], [['red'], ['hello']]);
  });

  it('createOrder is two statements: the order with its parts, then its stored render with its event', async () => {
    const mark = await bench.eventMark();
    const { sent, orderId } = await bench.db.transaction(async (tx) => {
      const counted = countingDb(tx);
      const { results: [id] } = await applyOrderCommands(counted.db, bench.ref, [{ type: 'createOrder', change: newOrderChange() }] as const);
      return { sent: counted.count(), orderId: id };
    });
    assert.equal(sent, 2);
    assert.equal((await bench.storedRender(orderId))?.primary_id, 'CMD-1');
    assert.equal((await bench.eventsAfter(mark)).length, 1);
  });

  it('createOrder refuses a wrong value of an item at the path the client sent, and writes nothing', async () => {
    const change = newOrderChange();
    change.boxes![0].items[1].fields.unit_weight = 'heavy';
    await bench.assertRefused(null, [{ type: 'createOrder', change }], { kind: 'invalid', fields: [
      { part: 'item', at: 'boxes[0].items[1]', field: 'unit_weight', reason: 'invalid_value', problem: { reason: 'not_a_weight' } },
    ] });
  });

  it('updateOrder patches the fields given, replaces the tags and relates another order (both change)', async () => {
    const a = await bench.makeOrder();
    const b = await bench.makeOrder({ ...ORDER_FIELDS, primary_id: 'CMD-2' });
    const mark = await bench.eventMark();
    const { orders } = await bench.apply([{ type: 'updateOrder', orderId: a.orderId, change: {
      mode: 'patch', fields: { message: 'second' }, tags: ['blue', 'green'],
      relations: [{ kind: 'split-child', orderId: b.orderId, at: 'relations[0]' }],
    } }]);
    const [row] = await bench.db.rows<{ message: string; primary_id: string }>(sql`
      SELECT message, primary_id FROM orders WHERE org_id = ${bench.org.id} AND id = ${a.orderId}`);
    assert.deepEqual({ ...row }, { message: 'second', primary_id: 'CMD-1' }, 'a patch leaves the fields it does not name');
    const [renderA, renderB] = await bench.assertPuts(mark, orders, a.orderId, b.orderId);
    assert.deepEqual([renderA.message, [...renderA.tags].sort()], ['second', ['blue', 'green']]);
    assert.deepEqual(renderA.relations, [{ kind: 'split-child', order: orderUrl(bench.org.id, b.orderId) }]);
    assert.deepEqual(renderB.relations, [{ kind: 'split-parent', order: orderUrl(bench.org.id, a.orderId) }]);
  });

  it('updateOrder of an order that is not there is a 404 and writes nothing (a refused relation too)', async () => {
    const { orderId } = await bench.makeOrder();
    await bench.assertRefused(orderId, [
      { type: 'updateOrder', orderId, change: { mode: 'patch', fields: { message: 'x' } } },
      { type: 'updateOrder', orderId: orderId + 1000, change: { mode: 'patch', fields: { message: 'x' } } },
    ], { kind: 'missing', part: 'order' });
    await bench.assertRefused(orderId, [{ type: 'updateOrder', orderId, change: {
      mode: 'patch', fields: { message: 'x' }, relations: [{ kind: 'return-child', orderId: null, refused: true, at: 'relations[0]' }],
    } }], { kind: 'invalid', fields: [{ part: 'relation', at: 'relations[0]', field: 'reference', reason: 'unknown_reference' }] });
  });

  it('removeOrder deletes the order and its parts: one delete event, no stored render', async () => {
    const { orderId } = await bench.makeOrder();
    const mark = await bench.eventMark();
    const { results: [keys], orders } = await bench.apply([{ type: 'removeOrder', orderId }] as const);
    assert.deepEqual([keys, orders.size], [[], 0]);
    assert.deepEqual(await bench.counts(), { orders: 0, boxes: 0, items: 0, events: mark + 1 });
    const events = await bench.eventsAfter(mark);
    assert.deepEqual(events.map((e) => [e.entity, e.action, e.payload]), [['orders', 'delete', null]]);
    assert.equal(await bench.storedRender(orderId), null);
    await bench.assertRefused(null, [{ type: 'removeOrder', orderId }], { kind: 'missing', part: 'order' });
  });
});

describe('order commands: changeBoxes, changeBox, removeBox', () => {
  it('changeBoxes updates a box, adds one with an item, and answers their ids', async () => {
    const { orderId, boxIds } = await bench.makeOrder();
    const mark = await bench.eventMark();
    const { results: [ids], orders } = await bench.apply([{ type: 'changeBoxes', orderId, boxes: [
      { id: boxIds[0], fields: { tracking_number: '1Z9' }, items: [], at: 'boxes[0]' },
      { id: null, fields: {}, items: [{ id: null, fields: { quantity: 4, part_number: 'P-4', kind: 'goods' }, at: 'boxes[1].items[0]' }], at: 'boxes[1]' },
    ] }] as const);
    assert.equal(ids.boxIds[0], boxIds[0]);
    const [render] = await bench.assertPuts(mark, orders, orderId);
    assert.deepEqual(render.boxes.map((b) => b.url), [...boxIds, ids.boxIds[1]].map((id) => boxUrl(bench.org.id, orderId, id)));
    assert.equal(render.boxes[2].items[0].url, itemUrl(bench.org.id, orderId, ids.boxIds[1], ids.itemIds[1][0]));
    const [box] = await bench.db.rows<{ tracking_number: string }>(sql`SELECT tracking_number FROM boxes WHERE org_id = ${bench.org.id} AND id = ${boxIds[0]}`);
    assert.equal(box.tracking_number, '1Z9');
  });

  it('changeBoxes refuses a reference that is not a box of this order, at its path', async () => {
    const { orderId, boxIds } = await bench.makeOrder();
    const other = await bench.makeOrder({ ...ORDER_FIELDS, primary_id: 'CMD-2' });
    await bench.assertRefused(orderId, [{ type: 'changeBoxes', orderId, boxes: [
      { id: other.boxIds[0], fields: { tracking_number: 'X' }, items: [], at: 'boxes[0]' },
      { id: boxIds[0], fields: {}, items: [{ id: other.itemIds[0], fields: {}, at: 'boxes[1].items[0]' }], at: 'boxes[1]' },
    ] }], { kind: 'invalid', fields: [
      { part: 'box', at: 'boxes[0]', field: 'reference', reason: 'unknown_reference' },
      { part: 'item', at: 'boxes[1].items[0]', field: 'reference', reason: 'unknown_reference' },
    ] });
  });

  it('changeBox changes one box of the order; another order\'s box is a 404', async () => {
    const { orderId, boxIds } = await bench.makeOrder();
    const other = await bench.makeOrder({ ...ORDER_FIELDS, primary_id: 'CMD-2' });
    const mark = await bench.eventMark();
    const { orders } = await bench.apply([{ type: 'changeBox', orderId, box: { id: boxIds[1], fields: { tracking_number: '1Z2' }, items: [], at: '' } }]);
    const [render] = await bench.assertPuts(mark, orders, orderId);
    assert.equal(render.boxes[1].tracking_number, '1Z2');
    await bench.assertRefused(orderId, [{ type: 'changeBox', orderId, box: { id: other.boxIds[0], fields: { tracking_number: 'X' }, items: [], at: '' } }],
      { kind: 'missing', part: 'box' });
  });

  it('removeBox deletes the box and its items; a box that is not the order\'s is a 404', async () => {
    const { orderId, boxIds, itemIds } = await bench.makeOrder();
    const mark = await bench.eventMark();
    const { results: [keys], orders } = await bench.apply([{ type: 'removeBox', orderId, boxId: boxIds[1] }] as const);
    assert.deepEqual(keys, []);
    const [render] = await bench.assertPuts(mark, orders, orderId);
    assert.deepEqual(render.boxes.map((b) => b.url), [boxUrl(bench.org.id, orderId, boxIds[0])]);
    const items = await bench.db.rows<{ id: number }>(sql`SELECT id FROM items WHERE org_id = ${bench.org.id} ORDER BY id`);
    assert.deepEqual(items.map((i) => Number(i.id)), itemIds.slice(0, 2));
    await bench.assertRefused(orderId, [{ type: 'removeBox', orderId, boxId: boxIds[1] }], { kind: 'missing', part: 'box' });
  });
});

describe('order commands: addItem, changeItem, removeItem', () => {
  it('addItem adds an item to a box and answers its id; a wrong value is a 400 naming the field', async () => {
    const { orderId, boxIds } = await bench.makeOrder();
    const mark = await bench.eventMark();
    const { results: [itemId], orders } = await bench.apply([
      { type: 'addItem', orderId, boxId: boxIds[1], fields: { quantity: 5, part_number: 'P-5', kind: 'goods' } },
    ] as const);
    const [render] = await bench.assertPuts(mark, orders, orderId);
    assert.deepEqual(itemsOf(render), [[['P-1', 2], ['P-2', 1]], [['P-3', 3], ['P-5', 5]]]);
    assert.equal(render.boxes[1].items[1].url, itemUrl(bench.org.id, orderId, boxIds[1], itemId));
    // Commands carry typed values: a weight is `{grams}`, never a view's spelling of one ("500 g" is v2's, 500 v1's).
    for (const unitWeight of ['heavy', '500 g', 500, { grams: '-1' }, { grams: 'x' }]) {
      await bench.assertRefused(orderId, [{ type: 'addItem', orderId, boxId: boxIds[1], fields: { quantity: 1, unit_weight: unitWeight } }], { kind: 'invalid', fields: [
        { part: 'item', at: '', field: 'unit_weight', reason: 'invalid_value', problem: { reason: 'not_a_weight' } },
      ] });
    }
    // A command built in code without a view's schema: a quantity that is not a whole number never reaches the database.
    for (const quantity of ['many', '2', 1.5, -1]) {
      await bench.assertRefused(orderId, [{ type: 'addItem', orderId, boxId: boxIds[1], fields: { quantity } }], { kind: 'invalid', fields: [
        { part: 'item', at: '', field: 'quantity', reason: 'invalid_value', problem: { reason: 'not_a_whole_number', values: { min: 0, max: 2147483647 } } },
      ] });
    }
    await bench.assertRefused(orderId, [{ type: 'addItem', orderId, boxId: boxIds[1] + 1000, fields: { quantity: 1 } }],
      { kind: 'missing', part: 'box' });
  });

  it('changeItem changes the fields given of an item; an item of another box is a 404', async () => {
    const { orderId, boxIds, itemIds } = await bench.makeOrder();
    const mark = await bench.eventMark();
    const { orders } = await bench.apply([{ type: 'changeItem', orderId, boxId: boxIds[0], itemId: itemIds[1], fields: { quantity: 7 } }]);
    const [render] = await bench.assertPuts(mark, orders, orderId);
    assert.deepEqual(itemsOf(render), [[['P-1', 2], ['P-2', 7]], [['P-3', 3]]]);
    await bench.assertRefused(orderId, [{ type: 'changeItem', orderId, boxId: boxIds[1], itemId: itemIds[0], fields: { quantity: 1 } }],
      { kind: 'missing', part: 'item' });
  });

  it('removeItem deletes an item wherever it is in the order (boxId null); one that is gone is a 404', async () => {
    const { orderId, itemIds } = await bench.makeOrder();
    const mark = await bench.eventMark();
    const { orders } = await bench.apply([{ type: 'removeItem', orderId, boxId: null, itemId: itemIds[2] }]);
    const [render] = await bench.assertPuts(mark, orders, orderId);
    assert.deepEqual(itemsOf(render), [[['P-1', 2], ['P-2', 1]], []]);
    await bench.assertRefused(orderId, [{ type: 'removeItem', orderId, boxId: null, itemId: itemIds[2] }], { kind: 'missing', part: 'item' });
  });
});
