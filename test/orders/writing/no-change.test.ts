/**
 * The order writer's commands (src/orders/writing/apply.ts) called directly: a command whose values are those stored
 * leaves the order as it was (no timestamp moves, no render is stored, no event is sent, and the writer answers no
 * changed order); in a list of commands an order is changed when any command changed it.
 */
import { describe, it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { applyOrderCommand, applyOrderCommands } from '../../../src/orders/writing/apply.ts';
import type { OrderChange, OrderCommand } from '../../../src/orders/writing/commands.ts';
import { selectBoxRefs } from '../../../src/orders/reading/boxes/queries.ts';
import { selectItemRefs } from '../../../src/orders/reading/boxes/items/queries.ts';
import { sql } from '../../../src/core/sql.ts';
import type { OrgRef } from '../../../src/orgs/ref.ts';
import { moved, subscribeOrders, trailOf } from './trail.ts';

let world: TestWorld;
let org: TestOrg;
let ref: OrgRef;

before(async () => {
  world = await createWorld();
});
beforeEach(async () => {
  await world.reset();
  org = await world.createOrg('Acme');
  ref = { id: org.id };
  await subscribeOrders(world, org);
});
after(() => world.close());

const FIELDS = {
  primary_id: 'DOM-1', message: 'first', customer_number: 'C-1', custom_fields: { gift: { value: 'yes' } },
  source: { name: 'Shop', id: '42' },
  shipping: { ship_via: 'UPS', ship_to: { first_name: 'Ada', city: 'Paris', country: 'FR' } },
  billing: { status: 'paid', total: { amount: '12.5', currency: 'EUR' }, bill_to: { last_name: 'Babbage' } },
};

async function createOrder(): Promise<{ orderId: number; boxIds: number[]; itemIds: number[]; noteId: number }> {
  const change: OrderChange = {
    mode: 'create',
    fields: FIELDS,
    boxes: [
      { id: null, fields: { tracking_number: '1Z1', weight: { grams: '2000' } }, items: [
        { id: null, fields: { quantity: 2, part_number: 'P-1', kind: 'goods' }, at: 'boxes[0].items[0]' },
        { id: null, fields: { quantity: 1, part_number: 'P-2', kind: 'goods' }, at: 'boxes[0].items[1]' },
      ], at: 'boxes[0]' },
      { id: null, fields: {}, items: [{ id: null, fields: { quantity: 3, unit_weight: { grams: '100' }, kind: 'goods' }, at: 'boxes[1].items[0]' }], at: 'boxes[1]' },
    ],
    notes: [{ id: null, fields: { content: 'hello', author: { name: 'Ada' } }, at: 'notes[0]' }],
    tags: ['red'],
  };
  const orderId = await world.db.transaction(async (tx) => (await applyOrderCommand(tx, ref, { type: 'createOrder', change })).result);
  const boxIds = (await selectBoxRefs(world.db, org.id, { orderIds: [orderId] })).map((b) => Number(b.id)).sort((a, b) => a - b);
  const itemIds = (await selectItemRefs(world.db, org.id, { orderIds: [orderId] })).map((i) => Number(i.id)).sort((a, b) => a - b);
  const [note] = await world.db.rows<{ id: number }>(sql`SELECT id FROM order_notes WHERE org_id = ${org.id} AND order_id = ${orderId}`);
  return { orderId, boxIds, itemIds, noteId: Number(note.id) };
}

const apply = (commands: OrderCommand[]) => world.db.transaction((tx) => applyOrderCommands(tx, ref, commands));

describe('the order writer: a command that changes nothing changes nothing', () => {
  it('updateOrder (put and patch), changeBox, changeItem, changeNote, addTags with the values stored', async () => {
    const { orderId, boxIds, itemIds, noteId } = await createOrder();
    const before = await trailOf(world.db, org.id, orderId);
    const commands: OrderCommand[] = [
      { type: 'updateOrder', orderId, change: { mode: 'put', fields: FIELDS } },
      { type: 'updateOrder', orderId, change: { mode: 'patch', fields: { message: 'first', shipping: { ship_to: { city: 'Paris' } } }, tags: ['red'] } },
      { type: 'updateOrder', orderId, change: { mode: 'patch', fields: {}, notes: [{ id: noteId, fields: { content: 'hello' }, at: 'notes[0]' }] } },
      { type: 'changeBox', orderId, box: { id: boxIds[0], fields: { tracking_number: '1Z1', weight: { grams: '2000' } }, items: [{ id: itemIds[0], fields: { quantity: 2 }, at: 'items[0]' }], at: '' } },
      // The second box's weight is its item's (300 g, none stored): written as such, it stays computed.
      { type: 'changeBox', orderId, box: { id: boxIds[1], fields: { weight: { grams: '300' } }, items: [], at: '' } },
      { type: 'changeItem', orderId, boxId: boxIds[0], itemId: itemIds[1], fields: { quantity: 1, part_number: 'P-2' } },
      { type: 'changeNote', orderId, noteId, fields: { content: 'hello', author: { name: 'Ada' } } },
      { type: 'addTags', orderId, values: ['red'] },
    ];
    for (const command of commands) {
      const { orders } = await apply([command]);
      assert.equal(orders.size, 0, `${command.type}: no order changed`);
      assert.deepEqual(await trailOf(world.db, org.id, orderId), before, `${command.type} ${JSON.stringify(command)}: nothing moved`);
    }
    const { orders } = await apply(commands);
    assert.equal(orders.size, 0, 'all of them at once: no order changed');
    assert.deepEqual(await trailOf(world.db, org.id, orderId), before);
    // Still computed: the item's quantity moves the second box's weight.
    await apply([{ type: 'changeItem', orderId, boxId: boxIds[1], itemId: itemIds[2], fields: { quantity: 5 } }]);
    const [box] = await world.db.rows<{ weight: string | null; effective_weight: string }>(sql`
      SELECT weight::text, effective_weight::text FROM boxes WHERE org_id = ${org.id} AND id = ${boxIds[1]}`);
    assert.deepEqual([box.weight, Number(box.effective_weight)], [null, 500]);
  });

  it('an order is changed when any command of a list changed it: one render, one event', async () => {
    const { orderId, boxIds, itemIds } = await createOrder();
    const before = await trailOf(world.db, org.id, orderId);
    const same: OrderCommand = { type: 'changeItem', orderId, boxId: boxIds[0], itemId: itemIds[0], fields: { quantity: 2 } };
    const real: OrderCommand = { type: 'changeItem', orderId, boxId: boxIds[0], itemId: itemIds[1], fields: { quantity: 9 } };
    for (const commands of [[real, same], [same, { ...real, fields: { quantity: 10 } }]]) {
      const start = await trailOf(world.db, org.id, orderId);
      const { orders } = await apply(commands);
      assert.deepEqual([...orders.keys()], [orderId]);
      const after = await trailOf(world.db, org.id, orderId);
      assert.deepEqual(moved(start.items, after.items), [String(itemIds[1])], 'only the changed item moved');
      assert.deepEqual(moved(start.boxes, after.boxes), []);
      assert.deepEqual(moved(start.order, after.order), ['nested_updated_at']);
      assert.deepEqual([after.events - start.events, after.deliveries - start.deliveries], [1, 1]);
      assert.notEqual(after.render, start.render);
    }
    assert.notEqual((await trailOf(world.db, org.id, orderId)).order.nested_updated_at, before.order.nested_updated_at);
  });
});
