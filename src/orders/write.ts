/**
 * Writing a whole order (POST, PUT, PATCH) in the caller's transaction, as a change of orders
 * (change-orders.ts): check everything first (nothing is written when a value or reference is wrong), then
 * write the order, its boxes and items (one INSERT per level), notes, tags and relations; a new order with its
 * kept values (insert.ts). The orders its relations reach change too.
 */
import type { Static } from 'typebox';
import type { Queryable } from '../db/database.ts';
import type { OrderPatch, OrderWrite } from './schemas.ts';
import { orderColumns, type WriteMode } from './order-columns.ts';
import { updateOrder } from './queries.ts';
import { insertOrders, type NewOrderTable } from './insert.ts';
import type { DrawnIds } from './ids.ts';
import { ORDER_BOX_PATHS, applyBoxPlan, planBoxes } from './boxes/write.ts';
import { applyNotePlan, planNotes } from './notes/write.ts';
import { replaceTags } from './tags/queries.ts';
import { relatedOrderIds, replaceRelations, resolveRelations } from './relations.ts';
import { changeOrders } from './change-orders.ts';
import { NEW_ORDER_RENDER_LIST, writtenParts, type OrderRenderRow } from './render-rows.ts';
import type { OrderJson, OrgRef } from './render.ts';

type Body = Static<typeof OrderPatch> | Static<typeof OrderWrite>;

/** Creates an order with its parts (ids from `drawn` first, create.ts); returns its JSON. */
export async function createOrder(tx: Queryable, org: OrgRef, body: Static<typeof OrderWrite>, drawn: DrawnIds<NewOrderTable> = {}): Promise<OrderJson> {
  const columns = orderColumns(body, 'create');
  const boxes = await planBoxes(tx, org, null, body.boxes ?? [], ORDER_BOX_PATHS);
  const notes = await planNotes(tx, org, null, body.notes ?? []);
  const relations = body.relations?.length ? await resolveRelations(tx, org, body.relations, null) : [];

  const related = relations.map((r) => r.relatedId);
  const { result: orderId, orders } = await changeOrders(tx, org, { ids: [], related }, async (changes) => {
    // Without relations, the order's INSERT returns the order as its JSON shows it: nothing more is written to it.
    const tags = body.tags ?? [];
    const returning = relations.length ? undefined : NEW_ORDER_RENDER_LIST[notes.length ? 'withNotes' : 'withoutNotes'];
    const { ids: [id], parts: [parts], returned: [row] } = await insertOrders<OrderRenderRow>(
      tx, org.id, [{ columns, boxes, notes, tags }], { returning }, drawn);
    changes.created(id, row && Object.assign(row, writtenParts(id, parts, tags)));
    if (relations.length) await replaceRelations(tx, org.id, id, relations);
    return id;
  });
  return orders.get(orderId)!;
}

/**
 * PUT (`put`: the order's own fields are replaced) or PATCH (`patch`: only the fields sent). In both, boxes
 * and notes with a url are updated and those without are added (others stay); `tags` and `relations`,
 * when sent, replace the order's set.
 */
export async function updateOrderFromBody(tx: Queryable, org: OrgRef, orderId: number, body: Body, mode: Exclude<WriteMode, 'create'>): Promise<OrderJson> {
  // Replacing the relations changes the orders related before and after: all are locked together, in id order.
  const relations = body.relations ? await resolveRelations(tx, org, body.relations, orderId) : null;
  const related = relations ? [...(await relatedOrderIds(tx, org.id, orderId)), ...relations.map((r) => r.relatedId)] : [];
  const { orders } = await changeOrders(tx, org, { ids: [orderId], missing: 'order', related }, async () => {
    const columns = orderColumns(body, mode);
    const boxes = await planBoxes(tx, org, orderId, body.boxes ?? [], ORDER_BOX_PATHS);
    const notes = await planNotes(tx, org, orderId, body.notes ?? []);

    if (Object.keys(columns).length > 0) await updateOrder(tx, org.id, orderId, columns);
    await applyBoxPlan(tx, org.id, orderId, boxes);
    await applyNotePlan(tx, org.id, orderId, notes);
    if (body.tags) await replaceTags(tx, org.id, orderId, [...new Set(body.tags)]);
    if (relations) await replaceRelations(tx, org.id, orderId, relations);
  });
  return orders.get(orderId)!;
}
