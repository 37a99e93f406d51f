/**
 * v1 box and item writes: the v1 body translated (../orders/input.ts) into box changes (src/orders/writing/commands.ts)
 * and written by the order writer, as v2's box and item routes are, so the order's kept values move and its
 * `orders` event fires once.
 */
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../core/errors.ts';
import { applyOrderCommand } from '../../orders/writing/apply.ts';
import { changeBoxes } from '../../orders/writing/write.ts';
import type { OrgRef } from '../../orgs/ref.ts';
import { itemPlace, orderOfBox } from '../../orders/reading/boxes/queries.ts';
import { v1BoxChange, v1ItemFields } from '../orders/input.ts';

type Body = Record<string, unknown>;

export async function patchBox(tx: Queryable, org: OrgRef, boxId: number, body: Body): Promise<void> {
  const orderId = await orderOfBox(tx, org.id, boxId);
  if (orderId === null) throw notFound('box');
  await changeBoxes(tx, org, orderId, [v1BoxChange(body, '', (j) => `items[${j}]`, boxId)]);
}

/** Adds an item to a box; returns its id. */
export async function addItem(tx: Queryable, org: OrgRef, boxId: number, body: Body): Promise<number> {
  const orderId = await orderOfBox(tx, org.id, boxId);
  if (orderId === null) throw notFound('box');
  const item = { id: null, fields: { kind: 'goods', ...v1ItemFields(body) }, at: '' };
  return (await changeBoxes(tx, org, orderId, [{ id: boxId, fields: {}, items: [item], at: '' }])).itemIds[0][0];
}

export async function patchItem(tx: Queryable, org: OrgRef, itemId: number, body: Body): Promise<void> {
  const place = await itemPlace(tx, org.id, itemId);
  if (!place) throw notFound('item');
  const item = { id: itemId, fields: v1ItemFields(body), at: '' };
  await changeBoxes(tx, org, place.orderId, [{ id: place.boxId, fields: {}, items: [item], at: '' }], 'item');
}

export async function removeItem(tx: Queryable, org: OrgRef, itemId: number): Promise<void> {
  const place = await itemPlace(tx, org.id, itemId);
  if (!place) throw notFound('item');
  await applyOrderCommand(tx, org, { type: 'removeItem', orderId: place.orderId, boxId: null, itemId });
}
