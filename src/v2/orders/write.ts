/**
 * Writing a whole order (POST, PUT, PATCH) in the caller's transaction: check everything first (nothing is
 * written when a value or reference is wrong), then write the order, its boxes and items (one INSERT per
 * level), notes, tags and relations, and finish with the kept values and one event per changed order.
 */
import type { Static } from 'typebox';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../core/errors.ts';
import type { OrderPatch, OrderWrite } from './schemas.ts';
import { orderColumns, type WriteMode } from './order-columns.ts';
import { insertOrder, lockOrder, updateOrder } from './queries.ts';
import { ORDER_BOX_PATHS, applyBoxPlan, planBoxes } from './boxes/write.ts';
import { applyNotePlan, planNotes } from './notes/write.ts';
import { addTags, replaceTags } from './tags/queries.ts';
import { replaceRelations, resolveRelations } from './relations.ts';
import { finishOrderWrite } from './events.ts';
import type { OrderJson, OrgRef } from './render.ts';

type Body = Static<typeof OrderPatch> | Static<typeof OrderWrite>;

/** Creates an order with its parts; returns its JSON. */
export async function createOrder(tx: Queryable, org: OrgRef, body: Static<typeof OrderWrite>): Promise<OrderJson> {
  const columns = orderColumns(body, 'create');
  const boxes = await planBoxes(tx, org, null, body.boxes ?? [], ORDER_BOX_PATHS);
  const notes = await planNotes(tx, org, null, body.notes ?? []);
  const relations = body.relations?.length ? await resolveRelations(tx, org, body.relations, null) : [];

  const orderId = await insertOrder(tx, org.id, columns);
  await applyBoxPlan(tx, org.id, orderId, boxes);
  await applyNotePlan(tx, org.id, orderId, notes);
  await addTags(tx, org.id, orderId, [...new Set(body.tags ?? [])]);
  const related = relations.length ? await replaceRelations(tx, org.id, orderId, relations) : [];
  const rendered = await finishOrderWrite(tx, org, [orderId, ...related]);
  return rendered.get(orderId)!;
}

/**
 * PUT (`put`: the order's own fields are replaced) or PATCH (`patch`: only the fields sent). In both, boxes
 * and notes with a url are updated and those without are added (others stay); `tags` and `relations`,
 * when sent, replace the order's set.
 */
export async function updateOrderFromBody(tx: Queryable, org: OrgRef, orderId: number, body: Body, mode: Exclude<WriteMode, 'create'>): Promise<OrderJson> {
  if (!(await lockOrder(tx, org.id, orderId))) throw notFound('order');
  const columns = orderColumns(body, mode);
  const boxes = await planBoxes(tx, org, orderId, body.boxes ?? [], ORDER_BOX_PATHS);
  const notes = await planNotes(tx, org, orderId, body.notes ?? []);
  const relations = body.relations ? await resolveRelations(tx, org, body.relations, orderId) : null;

  if (Object.keys(columns).length > 0) await updateOrder(tx, org.id, orderId, columns);
  await applyBoxPlan(tx, org.id, orderId, boxes);
  await applyNotePlan(tx, org.id, orderId, notes);
  if (body.tags) await replaceTags(tx, org.id, orderId, [...new Set(body.tags)]);
  const related = relations ? await replaceRelations(tx, org.id, orderId, relations) : [];
  const rendered = await finishOrderWrite(tx, org, [orderId, ...related]);
  return rendered.get(orderId)!;
}
