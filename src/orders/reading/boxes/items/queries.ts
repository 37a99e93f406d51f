import { sql, type SQL } from '../../../../core/sql.ts';
import type { Queryable } from '../../../../db/database.ts';
import { bigintArray, byIds } from '../../../../db/sql.ts';
import { columnTypes } from '../../../../core/fields/index.ts';
import { ITEM_FIELDS } from '../../../../catalogue/item.ts';

/** An item row: the catalogue's columns (numerics and timestamps as text) and its keys. */
export interface ItemRecord extends Record<string, unknown> {
  id: number;
  order_id: number;
  box_id: number;
  created_at: string;
  updated_at: string;
}
export interface ItemRef {
  id: number;
  order_id: number;
  box_id: number;
}

export interface ItemFilter {
  orderIds?: number[];
  boxIds?: number[];
  itemId?: number;
  page?: { limit: number; offset: number };
}

/** The items the filter reaches (`FROM` and `WHERE`, alias i), the orders' read order by order as boxesWhere does. */
function itemsWhere(orgId: number, f: ItemFilter): SQL {
  const parts = [sql`i.org_id = ${orgId}`];
  if (f.boxIds) parts.push(sql`i.box_id = ANY(${bigintArray(f.boxIds)})`);
  if (f.itemId !== undefined) parts.push(sql`i.id = ${f.itemId}`);
  const from = f.orderIds ? byIds(sql`items`, 'i', orgId, 'order_id', [...new Set(f.orderIds)]) : sql`items i`;
  return sql`${from} WHERE ${sql.join(parts, sql` AND `)}`;
}

/** A full item row's columns and their SQL types: what selectItems reads, and a new order's write returns (insert.ts). */
export const ITEM_COLUMNS: readonly (readonly [column: string, type: string])[] = [
  ['id', 'bigint'], ['order_id', 'bigint'], ['box_id', 'bigint'], ...columnTypes(ITEM_FIELDS), ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'],
];

const ITEM_SELECT_COLUMNS = sql.raw(ITEM_COLUMNS.map(([c]) => `i.${c}`).join(', '));

/** Full item rows, in box then id order. */
export function selectItems(db: Queryable, orgId: number, f: ItemFilter): Promise<ItemRecord[]> {
  return db.rows<ItemRecord>(sql`
    SELECT ${ITEM_SELECT_COLUMNS}
    FROM ${itemsWhere(orgId, f)} ORDER BY i.box_id, i.id
    ${f.page ? sql`LIMIT ${f.page.limit} OFFSET ${f.page.offset}` : sql``}`);
}

export async function countItems(db: Queryable, orgId: number, f: ItemFilter): Promise<number> {
  const row = await db.one<{ count: number }>(sql`SELECT count(*)::int AS count FROM ${itemsWhere(orgId, f)}`);
  return row!.count;
}

/** Only the ids, for `{url}` references. */
export function selectItemRefs(db: Queryable, orgId: number, f: ItemFilter): Promise<ItemRef[]> {
  return db.rows<ItemRef>(sql`SELECT i.id, i.order_id, i.box_id FROM ${itemsWhere(orgId, f)} ORDER BY i.box_id, i.id`);
}

/** The box of each of `itemIds` that belongs to the order (others are left out). */
export async function itemBoxes(db: Queryable, orgId: number, orderId: number, itemIds: number[]): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db.rows<{ id: number; box_id: number }>(sql`
    SELECT id, box_id FROM items WHERE org_id = ${orgId} AND order_id = ${orderId} AND id = ANY(${bigintArray(itemIds)})`);
  return new Map(rows.map((r) => [r.id, r.box_id]));
}
