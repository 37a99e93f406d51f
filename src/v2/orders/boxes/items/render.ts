import { renderItemFields } from '../../../products/item-fields.ts';
import { formatDateTime } from '../../../../core/values/datetime.ts';
import { itemUrl } from '../../refs.ts';
import type { Queryable } from '../../../../db/database.ts';
import { selectItems, type ItemRecord, type ItemRef } from './queries.ts';

export function renderItem(row: ItemRecord, base: string, opts: { lazy?: boolean } = {}) {
  return {
    url: itemUrl(base, row.order_id, row.box_id, row.id),
    ...renderItemFields(row, opts),
    created_at: formatDateTime(row.created_at),
    updated_at: formatDateTime(row.updated_at),
  };
}
export type ItemJson = ReturnType<typeof renderItem>;

export const itemRef = (row: ItemRef, base: string) => ({ url: itemUrl(base, row.order_id, row.box_id, row.id) });

/** Items of one box: one item (`itemId`) or a page. */
export async function renderBoxItems(
  db: Queryable, org: { id: number; base: string }, orderId: number, boxId: number,
  f: { itemId?: number; page?: { limit: number; offset: number } } = {},
) {
  const rows = await selectItems(db, org.id, { orderIds: [orderId], boxIds: [boxId], itemId: f.itemId, page: f.page });
  return rows.map((r) => renderItem(r, org.base));
}
