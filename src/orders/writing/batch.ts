/**
 * The rows of the import's page (the `importOrders` command, steps/import.ts): whole orders written by the builder of
 * new orders (insert.ts: one statement a slice of the page, each column bound as one array, each row written once with
 * its final values, the ids drawn before), their documents, and what a replaced order's deletion takes along.
 */
import type { Queryable } from '../../db/database.ts';
import { sql } from '../../core/sql.ts';
import { bigintArray } from '../../db/sql.ts';
import type { TableRows } from '../../db/rows.ts';
import { detachLedgerFromOrders } from '../../money/ledger/index.ts';
import { keepUpload } from '../../storage/removals.ts';
import { insertDocuments, listDocumentFilesOf } from './rows/documents.ts';
import { countOrders } from '../counts.ts';
import { allocateIds } from './ids.ts';
import { insertNewOrders } from './insert.ts';
import type { DocumentFile } from './commands.ts';
import type { RelationKind } from '../../catalogue/order.ts';

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
  const orderIds = orders.map((p) => p.replaces ?? ids.orders[nextOrder++]);

  const boxIds = orders.map((p) => p.boxes.map(() => ids.boxes[nextBox++]));
  // One statement for each slice of the page, the orders' kept values computed in it (nested_updated_at as given).
  await insertNewOrders(tx, orgId, { rows, orders }, { orders: orderIds, boxes: ids.boxes, items: ids.items }, { touch: false });
  return { orderIds, boxIds };
}

/** The documents of the page's boxes, in one statement, their files kept. */
export async function insertPageDocuments(tx: Queryable, orgId: number, page: OrderPage, orderIds: number[], boxIds: number[][]): Promise<void> {
  const docs = page.orders.flatMap((p, k) => p.boxes.flatMap((box, b) => box.documents.map((d) => ({ orderId: orderIds[k], boxId: boxIds[k][b], ...d }))));
  if (docs.length === 0) return;
  await insertDocuments(tx, orgId, docs);
  await keepUpload(tx, docs.map((d) => d.file.key));
}
