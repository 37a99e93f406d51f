/**
 * Writing a whole order (POST, PUT, PATCH) in the caller's transaction, as a change of orders
 * (change-orders.ts): check everything first (nothing is written when a value or reference is wrong), then
 * write the order, its boxes and items (one INSERT per level), notes, tags and relations; a new order with its
 * kept values (insert.ts). The orders its relations reach change too.
 */
import type { Queryable } from '../db/database.ts';
import { orderColumns } from './order-columns.ts';
import { updateOrder as updateOrderRow } from './queries.ts';
import { insertOrders, type NewOrderTable } from './insert.ts';
import type { DrawnIds } from './ids.ts';
import { applyBoxPlan, planBoxes, type PartIds } from './boxes/write.ts';
import { applyNotePlan, planNotes } from './notes/write.ts';
import { replaceTags } from './tags/queries.ts';
import { relatedOrderIds, replaceRelations, resolveRelations } from './relations.ts';
import { changeOrders } from './change-orders.ts';
import { NEW_ORDER_RENDER_LIST, writtenParts, type OrderRenderRow } from './render-rows.ts';
import type { OrderJson } from './render.ts';
import type { OrgRef } from '../orgs/ref.ts';
import type { BoxChange, OrderChange } from './commands.ts';

/** Creates an order with its parts (a `create` change; ids from `drawn` first); returns its id and JSON. */
export async function createOrder(tx: Queryable, org: OrgRef, change: OrderChange, drawn: DrawnIds<NewOrderTable> = {}): Promise<{ id: number; order: OrderJson }> {
  const columns = orderColumns(change.fields, 'create');
  const boxes = await planBoxes(tx, org, null, change.boxes ?? []);
  const notes = await planNotes(tx, org, null, change.notes ?? []);
  const relations = change.relations?.length ? await resolveRelations(tx, org, change.relations, null) : [];

  const related = relations.map((r) => r.relatedId);
  const { result: orderId, orders } = await changeOrders(tx, org, { ids: [], related }, async (changes) => {
    // Without relations, the order's INSERT returns the order as its JSON shows it: nothing more is written to it.
    const tags = change.tags ?? [];
    const returning = relations.length ? undefined : NEW_ORDER_RENDER_LIST[notes.length ? 'withNotes' : 'withoutNotes'];
    const { ids: [id], parts: [parts], returned: [row] } = await insertOrders<OrderRenderRow>(
      tx, org.id, [{ columns, boxes, notes, tags }], { returning }, drawn);
    changes.created(id, row && Object.assign(row, writtenParts(id, parts, tags)));
    if (relations.length) await replaceRelations(tx, org.id, id, relations);
    return id;
  });
  return { id: orderId, order: orders.get(orderId)! };
}

/**
 * A `put` change (the order's own fields replaced) or a `patch` (only the fields given) of an existing order. In
 * both, boxes and notes with an id are updated and those without added (others stay); `tags` and `relations`,
 * when given, replace the order's set.
 */
export async function updateOrder(tx: Queryable, org: OrgRef, orderId: number, change: OrderChange): Promise<OrderJson> {
  // Replacing the relations changes the orders related before and after: all are locked together, in id order.
  const relations = change.relations ? await resolveRelations(tx, org, change.relations, orderId) : null;
  const related = relations ? [...(await relatedOrderIds(tx, org.id, orderId)), ...relations.map((r) => r.relatedId)] : [];
  const { orders } = await changeOrders(tx, org, { ids: [orderId], missing: 'order', related }, async () => {
    const columns = orderColumns(change.fields, change.mode);
    const boxes = await planBoxes(tx, org, orderId, change.boxes ?? []);
    const notes = await planNotes(tx, org, orderId, change.notes ?? []);

    if (Object.keys(columns).length > 0) await updateOrderRow(tx, org.id, orderId, columns);
    await applyBoxPlan(tx, org.id, orderId, boxes);
    await applyNotePlan(tx, org.id, orderId, notes);
    if (change.tags) await replaceTags(tx, org.id, orderId, [...new Set(change.tags)]);
    if (relations) await replaceRelations(tx, org.id, orderId, relations);
  });
  return orders.get(orderId)!;
}

/**
 * Writes box changes of one existing order (a box's or an item's route, v2 or v1) as a change of that order;
 * returns the ids of the boxes and their items in the order given. `missing` names the 404 of an order that is gone.
 */
export async function changeBoxes(tx: Queryable, org: OrgRef, orderId: number, boxes: BoxChange[], missing = 'box'): Promise<PartIds> {
  const { result } = await changeOrders(tx, org, { ids: [orderId], missing }, async () =>
    applyBoxPlan(tx, org.id, orderId, await planBoxes(tx, org, orderId, boxes)));
  return result;
}
