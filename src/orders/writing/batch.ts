/**
 * The writer's batch mode, for `boxline import`: a page of whole orders written in a few set-based statements
 * whatever their number (one INSERT per table, each column bound as one array, children first, each row written
 * once with its final values: boxes with their effective values, orders with their kept values, as insert.ts and
 * kept-values.ts define them). What the import needs beyond a change of orders are options of the batch:
 * timestamps kept as the source wrote them (they are among the rows' columns), an order replaced under its id
 * (deleted with its parts and written again, its url kept), and whether subscribers hear of it.
 *
 * Like a change of orders (change-orders.ts), a batch locks every existing order it reaches in id order before it
 * writes (the orders it replaces, the orders related to them, whose mirrors go with them, and the orders its
 * relations will reach), and its events are those a change would make (emitOrderEvents): a put of each order it
 * wrote or reached as it now is, and `order-delivered` for each whose boxes are all delivered and were not before.
 * A replaced order keeps its id and url: it is changed, not deleted, and its subscribers hear a put.
 */
import type { Queryable } from '../../db/database.ts';
import { sql } from '../../core/sql.ts';
import { bigintArray } from '../../db/sql.ts';
import { insertRows, type TableRows } from '../../db/rows.ts';
import { detachLedgerFromOrders } from '../../money/ledger/index.ts';
import { listDocumentFilesOf } from './rows/documents.ts';
import { countOrders } from '../counts.ts';
import { allocateIds } from './ids.ts';
import { insertOrderRows } from './insert.ts';
import { insertBoxRows } from './rows/boxes.ts';
import { sendNewTags } from './rows/tags.ts';
import { emitOrderEvents } from './change-orders.ts';
import { storeRenders } from './renders/store.ts';
import type { OrgRef } from '../../orgs/ref.ts';

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

/** The ids of a written batch, in its order: each order's, and its boxes'; and what its events need. */
export interface BatchIds {
  orderIds: number[];
  boxIds: number[][];
  /** Existing orders the batch reached beyond those it wrote (related to a replaced order): they change too. */
  reached: number[];
  /** The replaced orders that were delivered before (no second `order-delivered`). */
  wasDelivered: Set<number>;
}

export interface BatchOptions {
  /** Orders the batch's relations will reach (relateOrders), locked with the others before anything is written. */
  lock?: readonly number[];
}

/**
 * Writes a batch in the caller's transaction: the orders it reaches are locked in id order, the replaced ones
 * deleted with their parts, then every row is inserted. Relations come after (relateOrders), once the batch's
 * ids are known; then finishBatch.
 */
export async function writeBatch(tx: Queryable, org: OrgRef, rows: BatchRows, orders: BatchOrder[], options: BatchOptions = {}): Promise<BatchIds> {
  const orgId = org.id;
  const replaced = orders.flatMap((p) => (p.replaces === null ? [] : [p.replaces]));
  let reached: number[] = [];
  const wasDelivered = new Set<number>();
  if (replaced.length > 0 || (options.lock?.length ?? 0) > 0) {
    const mirrors = replaced.length > 0 ? await relatedToAny(tx, orgId, replaced) : [];
    const locked = await lockOrdersReading(tx, orgId, [...replaced, ...mirrors, ...(options.lock ?? [])]);
    const own = new Set(replaced);
    reached = mirrors.filter((id) => !own.has(id) && locked.has(id));
    for (const id of replaced) if (locked.get(id)) wasDelivered.add(id);
  }
  if (replaced.length > 0) {
    // What the replaced orders' deletion takes along: ledger references, their documents' files (listed for
    // removal) and their counts.
    await detachLedgerFromOrders(tx, orgId, replaced);
    await listDocumentFilesOf(tx, orgId, { orderIds: replaced });
    await countOrders(tx, orgId, replaced, -1);
  }
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
  return { orderIds, boxIds, reached: [...new Set(reached)], wasDelivered };
}

/** The orders related to any of `ids` (their mirrors go when those are deleted). */
async function relatedToAny(tx: Queryable, orgId: number, ids: number[]): Promise<number[]> {
  const rows = await tx.rows<{ id: number }>(sql`
    SELECT DISTINCT related_order_id AS id FROM order_relations WHERE org_id = ${orgId} AND order_id = ANY(${bigintArray(ids)})`);
  return rows.map((r) => Number(r.id));
}

/** lockOrders, answering whether each locked order was delivered. */
async function lockOrdersReading(tx: Queryable, orgId: number, ids: number[]): Promise<Map<number, boolean>> {
  const rows = await tx.rows<{ id: number; is_delivered: boolean }>(sql`
    SELECT id, is_delivered FROM orders WHERE org_id = ${orgId} AND id = ANY(${bigintArray([...new Set(ids)])})
    ORDER BY id FOR NO KEY UPDATE`);
  return new Map(rows.map((r) => [Number(r.id), r.is_delivered]));
}

/**
 * The end of a written batch: the renders of the orders it wrote or reached stored (renders/store.ts); when subscribers hear of it (`notify`), the events a change of those orders would
 * make: a put of each order written or reached (`touched`: the orders relateOrders related), as it now is, and
 * `order-delivered` for each written order whose boxes are all delivered and were not before.
 */
export async function finishBatch(tx: Queryable, org: OrgRef, batch: BatchIds, options: { notify: boolean; touched?: readonly number[] }): Promise<void> {
  const ids = [...new Set([...batch.orderIds, ...batch.reached, ...(options.touched ?? [])])];
  // Every order written or reached has its render stored, whether or not subscribers hear of it; events carry the
  // form derived from it.
  const orders = await storeRenders(tx, org, ids);
  if (!options.notify) return;
  const delivered = (await tx.rows<{ id: number }>(sql`
    SELECT id FROM orders WHERE org_id = ${org.id} AND id = ANY(${bigintArray(batch.orderIds)}) AND is_delivered ORDER BY id`))
    .map((r) => Number(r.id)).filter((id) => !batch.wasDelivered.has(id));
  await emitOrderEvents(tx, org.id, { orders, delivered });
}
