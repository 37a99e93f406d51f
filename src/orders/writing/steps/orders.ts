/**
 * Commands on whole orders and their boxes and items: create, update and remove an order, change boxes (with their
 * items), remove a box or an item. An order's write checks the whole change first (nothing is written when a
 * value or reference is wrong): its boxes, items, notes and relations.
 */
import { missing, partColumns } from '../refusals.ts';
import type { Queryable } from '../../../db/database.ts';
import type { OrgRef } from '../../../orgs/ref.ts';
import type { BoxChange } from '../commands.ts';
import { orderColumns } from '../order-columns.ts';
import { deleteOrder, updateOrder as updateOrderRow } from '../rows/orders.ts';
import { insertNewOrder } from '../insert.ts';
import { applyBoxPlan, planBoxes, writtenParts, type PartIds } from '../boxes.ts';
import type { OrderChanges } from '../change-orders.ts';
import { deleteBox } from '../rows/boxes.ts';
import { selectBoxRefs } from '../../reading/boxes/queries.ts';
import { deleteItem } from '../rows/items.ts';
import { selectItemRefs } from '../../reading/boxes/items/queries.ts';
import { applyNotePlan, planNotes } from '../notes.ts';
import { replaceTags } from '../rows/tags.ts';
import { relatedOrderIds, replaceRelations, resolveRelations } from '../relations.ts';
import type { Planner } from './step.ts';

/** A new order with its parts and kept values, in one statement (insert.ts); the orders its relations reach change too. */
export const createOrder: Planner<'createOrder'> = async (tx, org, { change }) => {
  const columns = partColumns('order', '', (errors) => orderColumns(change.fields, 'create', errors));
  const boxes = await planBoxes(tx, org, null, change.boxes ?? []);
  const notes = await planNotes(tx, org, null, change.notes ?? []);
  const relations = change.relations?.length ? await resolveRelations(tx, org, change.relations, null) : [];
  return {
    ids: [],
    missing: 'order',
    related: relations.map((r) => r.relatedId),
    async run(changes) {
      // Without relations, the order's INSERT returns the order as its JSON shows it: nothing more is written to it.
      const tags = change.tags ?? [];
      const returning = relations.length ? undefined : notes.length ? 'with notes' : 'without notes';
      const { id, parts, full, returned: row } = await insertNewOrder(tx, org.id, { columns, boxes, notes, tags }, { returning });
      changes.created(id, row && Object.assign(row, writtenParts(id, parts, tags)), full);
      if (relations.length) await replaceRelations(tx, org.id, id, relations);
      return id;
    },
  };
};

/**
 * A `put` (the order's own fields replaced) or `patch` (only those given) of an existing order. Boxes and notes
 * with an id are updated and those without added (others stay); `tags` and `relations`, when given, replace the
 * order's set. Replacing the relations changes the orders related before and after: all are locked together. A
 * change whose values are those stored changes nothing: no timestamp moves, and the orders it leaves as they were
 * (this one, related ones) are not rendered again and hear no event.
 */
export const updateOrder: Planner<'updateOrder'> = async (tx, org, { orderId, change }) => {
  const relations = change.relations ? await resolveRelations(tx, org, change.relations, orderId) : null;
  const related = relations ? [...(await relatedOrderIds(tx, org.id, orderId)), ...relations.map((r) => r.relatedId)] : [];
  return {
    ids: [orderId],
    missing: 'order',
    related,
    async run(changes) {
      const columns = partColumns('order', '', (errors) => orderColumns(change.fields, change.mode, errors));
      const boxes = await planBoxes(tx, org, orderId, change.boxes ?? []);
      const notes = await planNotes(tx, org, orderId, change.notes ?? []);
      let changed = await updateOrderRow(tx, org.id, orderId, columns);
      changed = (await applyBoxPlan(tx, org.id, orderId, boxes)).changed || changed;
      changed = (await applyNotePlan(tx, org.id, orderId, notes)) || changed;
      if (change.tags) changed = (await replaceTags(tx, org.id, orderId, [...new Set(change.tags)])) || changed;
      const others = relations ? new Set(await replaceRelations(tx, org.id, orderId, relations)) : new Set<number>();
      for (const id of related) if (!others.has(id)) changes.unchanged(id);
      if (!changed && others.size === 0) changes.unchanged(orderId);
    },
  };
};

/** Deletes an order with everything it holds; the mirrors of its relations go with it, so related orders change too. */
export const removeOrder: Planner<'removeOrder'> = async (tx, org, { orderId }) => ({
  ids: [orderId],
  missing: 'order',
  related: await relatedOrderIds(tx, org.id, orderId),
  async run(changes) {
    const keys = await deleteOrder(tx, org.id, orderId);
    changes.deleted(orderId);
    return keys;
  },
});

/** Box changes of one order; answers the ids of the boxes and their items in the order given. */
export const changeBoxes: Planner<'changeBoxes'> = (tx, org, { orderId, boxes, missing = 'box' }) => ({
  ids: [orderId],
  missing,
  run: (changes) => writeBoxes(tx, org, orderId, boxes, changes),
});

/** A box's own route: its fields and items changed; 404 when the order has no such box. */
export const changeBox: Planner<'changeBox'> = (tx, org, { orderId, box }) => ({
  ids: [orderId],
  missing: 'box',
  async run(changes) {
    await boxOf(tx, org.id, orderId, box.id!);
    await writeBoxes(tx, org, orderId, [box], changes);
  },
});

/** A new item of a box; answers its id. 404 when the order has no such box. */
export const addItem: Planner<'addItem'> = (tx, org, { orderId, boxId, fields }) => ({
  ids: [orderId],
  missing: 'box',
  async run() {
    await boxOf(tx, org.id, orderId, boxId);
    return (await writeBoxes(tx, org, orderId, [{ id: boxId, fields: {}, items: [{ id: null, fields, at: '' }], at: '' }])).itemIds[0][0];
  },
});

/** The fields given of an item of a box; 404 when there is no such item. */
export const changeItem: Planner<'changeItem'> = (tx, org, { orderId, boxId, itemId, fields }) => ({
  ids: [orderId],
  missing: 'item',
  async run(changes) {
    await itemOf(tx, org.id, orderId, boxId, itemId);
    await writeBoxes(tx, org, orderId, [{ id: boxId, fields: {}, items: [{ id: itemId, fields, at: '' }], at: '' }], changes);
  },
});

/** Writes box changes of the order; one that changes no value leaves the order as it was (no event). */
async function writeBoxes(tx: Queryable, org: OrgRef, orderId: number, boxes: BoxChange[], changes?: OrderChanges): Promise<PartIds> {
  const { changed, ...ids } = await applyBoxPlan(tx, org.id, orderId, await planBoxes(tx, org, orderId, boxes));
  if (!changed) changes?.unchanged(orderId);
  return ids;
}

async function boxOf(tx: Queryable, orgId: number, orderId: number, boxId: number): Promise<void> {
  if ((await selectBoxRefs(tx, orgId, { orderIds: [orderId], boxId })).length === 0) throw missing('box');
}

async function itemOf(tx: Queryable, orgId: number, orderId: number, boxId: number | null, itemId: number): Promise<void> {
  const refs = await selectItemRefs(tx, orgId, { orderIds: [orderId], ...(boxId === null ? {} : { boxIds: [boxId] }), itemId });
  if (refs.length === 0) throw missing('item');
}

/** Deletes a box of the order with its items and documents; 404 when the order has no such box. */
export const removeBox: Planner<'removeBox'> = (tx, org, { orderId, boxId }) => ({
  ids: [orderId],
  missing: 'box',
  async run() {
    await boxOf(tx, org.id, orderId, boxId);
    return deleteBox(tx, org.id, boxId);
  },
});

/** Deletes an item of the order (of `boxId` when given); 404 when there is no such item. */
export const removeItem: Planner<'removeItem'> = (tx, org, { orderId, boxId, itemId }) => ({
  ids: [orderId],
  missing: 'item',
  async run() {
    await itemOf(tx, org.id, orderId, boxId, itemId);
    await deleteItem(tx, org.id, itemId);
  },
});
