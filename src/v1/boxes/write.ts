/**
 * v1 box and item writes: the v1 body translated (../orders/input.ts) and written by v2's planBoxes and
 * applyBoxPlan inside changeOrders, exactly as v2's box and item routes do, so the order's kept values move
 * and its `orders` event fires once.
 */
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../core/errors.ts';
import { boxUrl, itemUrl } from '../../orders/refs.ts';
import { changeOrders } from '../../orders/change-orders.ts';
import type { OrgRef } from '../../orders/render.ts';
import { BOX_ROUTE_PATHS, ITEM_ROUTE_PATHS, applyBoxPlan, planBoxes } from '../../orders/boxes/write.ts';
import { deleteItem } from '../../orders/boxes/items/queries.ts';
import { itemPlace, orderOfBox } from '../orders/queries.ts';
import { v2Box, v2Item } from '../orders/input.ts';

type Body = Record<string, unknown>;

export async function patchBox(tx: Queryable, org: OrgRef, boxId: number, body: Body): Promise<void> {
  const orderId = await orderOfBox(tx, org.id, boxId);
  if (orderId === null) throw notFound('box');
  await changeOrders(tx, org, { ids: [orderId], missing: 'box' }, async () => {
    const input = { ...v2Box(body), url: boxUrl(org.base, orderId, boxId) };
    await applyBoxPlan(tx, org.id, orderId, await planBoxes(tx, org, orderId, [input as never], BOX_ROUTE_PATHS));
  });
}

/** Adds an item to a box; returns its id. */
export async function addItem(tx: Queryable, org: OrgRef, boxId: number, body: Body): Promise<number> {
  const orderId = await orderOfBox(tx, org.id, boxId);
  if (orderId === null) throw notFound('box');
  const { result } = await changeOrders(tx, org, { ids: [orderId], missing: 'box' }, async () => {
    const input = { url: boxUrl(org.base, orderId, boxId), items: [{ kind: 'goods', ...v2Item(body) }] };
    return (await applyBoxPlan(tx, org.id, orderId, await planBoxes(tx, org, orderId, [input as never], ITEM_ROUTE_PATHS))).itemIds[0][0];
  });
  return result;
}

export async function patchItem(tx: Queryable, org: OrgRef, itemId: number, body: Body): Promise<void> {
  const place = await itemPlace(tx, org.id, itemId);
  if (!place) throw notFound('item');
  const { orderId, boxId } = place;
  await changeOrders(tx, org, { ids: [orderId], missing: 'item' }, async () => {
    const item = { ...v2Item(body), url: itemUrl(org.base, orderId, boxId, itemId) };
    const input = { url: boxUrl(org.base, orderId, boxId), items: [item] };
    await applyBoxPlan(tx, org.id, orderId, await planBoxes(tx, org, orderId, [input as never], ITEM_ROUTE_PATHS));
  });
}

export async function removeItem(tx: Queryable, org: OrgRef, itemId: number): Promise<void> {
  const place = await itemPlace(tx, org.id, itemId);
  if (!place) throw notFound('item');
  await changeOrders(tx, org, { ids: [place.orderId], missing: 'item' }, () => deleteItem(tx, org.id, itemId));
}
