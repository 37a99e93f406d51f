/**
 * The rows of the import's page (the `importOrders` command, steps/import.ts): whole orders written in a few
 * set-based statements whatever their number (one INSERT per table, each column bound as one array, children first,
 * each row written once with its final values: boxes with their effective values, orders with their kept values, as
 * insert.ts and kept-values.ts define them), and what a replaced order's deletion takes along.
 */
import type { Queryable } from '../../db/database.ts';
import { sql } from '../../core/sql.ts';
import { bigintArray } from '../../db/sql.ts';
import { insertRows, type TableRows } from '../../db/rows.ts';
import { detachLedgerFromOrders } from '../../money/ledger/index.ts';
import { keepUpload } from '../../storage/removals.ts';
import { insertDocuments, listDocumentFilesOf } from './rows/documents.ts';
import { countOrders } from '../counts.ts';
import { allocateIds } from './ids.ts';
import { insertOrderRows } from './insert.ts';
import { insertBoxRows } from './rows/boxes.ts';
import { sendNewTags } from './rows/tags.ts';
import type { DocumentFile } from './commands.ts';
import type { RelationKind } from '../schemas.ts';

/** A shipping document of an imported box, its file stored before the transaction. */
export interface PageDocument {
  kind: string;
  purpose: string | null;
  file: DocumentFile;
}

/** One order of a page: the positions of its rows in the page's row sets. */
export interface PageOrder {
  /** The order it replaces (written again under that id), or null for a new order. */
  replaces: number | null;
  order: number;
  boxes: { row: number; items: number[]; documents: PageDocument[] }[];
  notes: number[];
  tags: string[];
  /** When its tags were set (the source's version of the order). */
  tagsAt: string;
}

/** An order of the page (its position) or one written before (its id). */
export type OrderAt = { page: number } | { id: number };

/** Column values of every row of a page (src/db/rows.ts), checked and converted before the transaction. */
export interface PageRows {
  orders: TableRows;
  boxes: TableRows;
  items: TableRows;
  notes: TableRows;
}

/** A page of whole orders and the relations to write with them (each pair in both directions, the last kind wins). */
export interface OrderPage {
  rows: PageRows;
  orders: PageOrder[];
  relations: { from: OrderAt; to: OrderAt; kind: RelationKind }[];
}

/**
 * Deletes the replaced orders with their parts, and what their deletion takes along: ledger references, their
 * counts, and their documents' files (listed for removal; answered to remove once committed).
 */
export async function deleteReplaced(tx: Queryable, orgId: number, replaced: number[]): Promise<string[]> {
  if (replaced.length === 0) return [];
  await detachLedgerFromOrders(tx, orgId, replaced);
  const files = await listDocumentFilesOf(tx, orgId, { orderIds: replaced });
  await countOrders(tx, orgId, replaced, -1);
  await tx.rows(sql`DELETE FROM orders WHERE org_id = ${orgId} AND id = ANY(${bigintArray(replaced)})`);
  return files;
}

/** Inserts every row of the page; answers its orders' ids (a replaced one keeps its id) and their boxes'. */
export async function insertPage(tx: Queryable, orgId: number, { rows, orders }: OrderPage): Promise<{ orderIds: number[]; boxIds: number[][] }> {
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

/** The documents of the page's boxes, in one statement, their files kept. */
export async function insertPageDocuments(tx: Queryable, orgId: number, page: OrderPage, orderIds: number[], boxIds: number[][]): Promise<void> {
  const docs = page.orders.flatMap((p, k) => p.boxes.flatMap((box, b) => box.documents.map((d) => ({ orderId: orderIds[k], boxId: boxIds[k][b], ...d }))));
  if (docs.length === 0) return;
  await insertDocuments(tx, orgId, docs);
  await keepUpload(tx, docs.map((d) => d.file.key));
}
