import { sql } from '../../../core/sql.ts';
import type { Queryable } from '../../../db/database.ts';
import { updateWhenChangedSql, type Columns } from '../../../core/fields/index.ts';
import { insertRows, tableRowsOf } from '../../../db/rows.ts';

export interface NewItem {
  id: number;
  orderId: number;
  boxId: number;
  /** Every column of ITEM_FIELDS (a full columnsOf). */
  columns: Columns;
}

/** One INSERT for any number of items (ids allocated beforehand). */
export async function insertItems(tx: Queryable, orgId: number, items: NewItem[]): Promise<void> {
  if (items.length === 0) return;
  const { rows, positions } = tableRowsOf(items.map((item) => item.columns));
  const keys = { id: items.map((i) => i.id), order_id: items.map((i) => i.orderId), box_id: items.map((i) => i.boxId) };
  await insertRows(tx, 'items', orgId, keys, rows, positions);
}

/** Updates one item's columns (custom fields are merged by name in the column values) and its updated_at. */
/** Sets the columns and updated_at when one of them changes value; true when it did. */
export async function updateItem(tx: Queryable, orgId: number, itemId: number, columns: Columns): Promise<boolean> {
  const update = updateWhenChangedSql(sql`items`, sql`org_id = ${orgId} AND id = ${itemId}`, columns);
  return update !== null && (await tx.rows(update)).length > 0;
}

export async function deleteItem(tx: Queryable, orgId: number, itemId: number): Promise<void> {
  await tx.rows(sql`DELETE FROM items WHERE org_id = ${orgId} AND id = ${itemId}`);
}
