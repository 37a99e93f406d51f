/**
 * Writing a whole order (POST, PUT, PATCH) or a list of box changes, for v2, v1 and the seed: thin wrappers over
 * the order writer's commands (apply.ts), kept for their callers.
 */
import type { Queryable } from '../../db/database.ts';
import type { PartIds } from './boxes.ts';
import { applyOrderCommand } from './apply.ts';
import type { OrderJson } from '../reading/render.ts';
import { readAnswer } from '../reading/renders/read.ts';
import type { OrgRef } from '../../orgs/ref.ts';
import type { BoxChange, OrderChange } from './commands.ts';
import type { MissingPart } from './refusals.ts';

/** Creates an order with its parts (a `create` change); returns its id and JSON. */
export async function createOrder(tx: Queryable, org: OrgRef, change: OrderChange): Promise<{ id: number; order: OrderJson }> {
  const { result: id, orders } = await applyOrderCommand(tx, org, { type: 'createOrder', change });
  return { id, order: orders.get(id)! };
}

/**
 * A `put` change (the order's own fields replaced) or a `patch` (only the fields given) of an existing order. In
 * both, boxes and notes with an id are updated and those without added (others stay); `tags` and `relations`,
 * when given, replace the order's set. Answers the order as it now is (one the change left as it was, from its
 * stored render).
 */
export async function updateOrder(tx: Queryable, org: OrgRef, orderId: number, change: OrderChange): Promise<OrderJson> {
  const { orders } = await applyOrderCommand(tx, org, { type: 'updateOrder', orderId, change });
  return orders.get(orderId) ?? (await readAnswer(tx, org, orderId))!;
}

/**
 * Writes box changes of one existing order (a box's or an item's route, v2 or v1) as a change of that order;
 * returns the ids of the boxes and their items in the order given. `missing` names the part refused when the order is gone.
 */
export async function changeBoxes(tx: Queryable, org: OrgRef, orderId: number, boxes: BoxChange[], missing: MissingPart = 'box'): Promise<PartIds> {
  return (await applyOrderCommand(tx, org, { type: 'changeBoxes', orderId, boxes, missing })).result;
}
