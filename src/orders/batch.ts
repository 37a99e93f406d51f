/**
 * The writer's batch mode, for `boxline import`: a page of whole orders written in a few set-based statements
 * whatever their number (one INSERT per table, each column bound as one array, children first, each row written
 * once with its final values: boxes with their effective values, orders with their kept values, as insert.ts and
 * kept-values.ts define them). What the import needs beyond a change of orders are options of the batch:
 * timestamps kept as the source wrote them (they are among the rows' columns), an order replaced under its id
 * (deleted with its parts and written again, its url kept), and whether subscribers hear of it.
 */
import type { Queryable } from '../db/database.ts';
import { sql } from '../core/sql.ts';
import { bigintArray } from '../db/sql.ts';
import { insertRows, type TableRows } from '../db/rows.ts';
import { allocateIds } from './ids.ts';
import { insertOrderRows } from './insert.ts';
import { insertBoxRows } from './boxes/queries.ts';
import { sendNewTags } from './tags/queries.ts';
import { emitOrderEvents, lockOrders } from './change-orders.ts';
import { renderOrderMap } from './render.ts';
import type { OrgRef } from '../orgs/ref.ts';

/** One order of a batch: the positions of its rows in the batch's row sets. */
export interface BatchOrder {
  /** The order it replaces (written again under that id), or null for a new order. */
  replaces: number | null;
  order: number;
  boxes: { row: number; items: number[] }[];
  notes: number[];
  tags: string[];
  /** When its tags were set (the source's version of the order). */
  tagsAt: string;
}

/** Column values of every row of a batch (src/db/rows.ts), checked and converted before the transaction. */
export interface BatchRows {
  orders: TableRows;
  boxes: TableRows;
  items: TableRows;
  notes: TableRows;
}

/** The ids of a written batch, in its order: each order's, and its boxes'. */
export interface BatchIds {
  orderIds: number[];
  boxIds: number[][];
}

/**
 * Writes a batch in the caller's transaction: the replaced orders are locked in id order and deleted with their
 * parts, then every row is inserted. Relations come after (relateOrders), once the batch's ids are known.
 */
export async function writeBatch(tx: Queryable, org: OrgRef, rows: BatchRows, orders: BatchOrder[]): Promise<BatchIds> {
  const orgId = org.id;
  const replaced = orders.flatMap((p) => (p.replaces === null ? [] : [p.replaces]));
  await lockOrders(tx, orgId, [...replaced].sort((a, b) => a - b));
  if (replaced.length > 0) await tx.rows(sql`DELETE FROM orders WHERE org_id = ${orgId} AND id = ANY(${bigintArray(replaced)})`);
  const ids = await allocateIds(tx, {
    orders: orders.filter((p) => p.replaces === null).length,
    boxes: orders.reduce((n, p) => n + p.boxes.length, 0),
    items: orders.reduce((n, p) => n + p.boxes.reduce((m, b) => m + b.items.length, 0), 0),
  });
  let nextOrder = 0;
  let nextBox = 0;
  let nextItem = 0;
  const orderIds = orders.map((p) => p.replaces ?? ids.orders[nextOrder++]);

  const boxes = { id: [] as number[], order_id: [] as number[], at: [] as number[] };
  const items = { id: [] as number[], order_id: [] as number[], box_id: [] as number[], at: [] as number[] };
  const notes = { order_id: [] as number[], at: [] as number[] };
  const tags: { orderId: number; value: string; at: string }[] = [];
  const boxIds = orders.map((p, k) => {
    const orderId = orderIds[k];
    const own = p.boxes.map((box) => {
      const boxId = ids.boxes[nextBox++];
      boxes.id.push(boxId);
      boxes.order_id.push(orderId);
      boxes.at.push(box.row);
      for (const item of box.items) {
        items.id.push(ids.items[nextItem++]);
        items.order_id.push(orderId);
        items.box_id.push(boxId);
        items.at.push(item);
      }
      return boxId;
    });
    for (const note of p.notes) {
      notes.order_id.push(orderId);
      notes.at.push(note);
    }
    for (const value of p.tags) tags.push({ orderId, value, at: p.tagsAt });
    return own;
  });
  // Children first, each row written once: items, boxes with their effective values, notes, tags, then the
  // orders with their kept values computed in their INSERT (the parts' references to their order are checked at
  // commit). nested_updated_at stays as given.
  await insertRows(tx, 'items', orgId, { id: items.id, order_id: items.order_id, box_id: items.box_id }, rows.items, items.at);
  await insertBoxRows(tx, orgId, { id: boxes.id, order_id: boxes.order_id }, rows.boxes, boxes.at);
  await insertRows(tx, 'order_notes', orgId, { order_id: notes.order_id }, rows.notes, notes.at);
  await sendNewTags(tx, orgId, tags);
  await insertOrderRows(tx, orgId, orderIds, rows.orders, orders.map((p) => p.order), { touch: false });
  return { orderIds, boxIds };
}

/** Emits the `orders` event of each order of a written batch, as it now is (when the import notifies). */
export async function emitBatch(tx: Queryable, org: OrgRef, orderIds: number[]): Promise<void> {
  await emitOrderEvents(tx, org.id, { orders: await renderOrderMap(tx, org, orderIds) });
}
