import { fieldWriter } from '../../../../core/fields/index.ts';
import { ITEM_FIELDS } from '../../../../catalogue/item.ts';
import { formatDateTime } from '../../../../core/values/datetime.ts';
import type { Static } from 'typebox';
import type { Item } from '../../../boxes/items/shape.ts';
import { itemUrl } from '../../../../core/urls.ts';
import type { Queryable } from '../../../../db/database.ts';
import { selectItems, type ItemRecord, type ItemRef } from './queries.ts';

const writeItemFields = fieldWriter(ITEM_FIELDS);

export function renderItem(row: ItemRecord, orgId: number, opts: { lazy?: boolean } = {}): ItemJson {
  const item = writeItemFields(row, { url: itemUrl(orgId, row.order_id, row.box_id, row.id) } as Record<string, unknown>, opts);
  item.created_at = formatDateTime(row.created_at);
  item.updated_at = formatDateTime(row.updated_at);
  // The field descriptors render values loosely typed; the shapes follow the Item schema.
  return item as unknown as ItemJson;
}
type ItemJson = Static<typeof Item>;

export const itemRef = (row: ItemRef, orgId: number) => ({ url: itemUrl(orgId, row.order_id, row.box_id, row.id) });

/** Items of one box: one item (`itemId`) or a page. */
export async function renderBoxItems(
  db: Queryable, org: { id: number }, orderId: number, boxId: number,
  f: { itemId?: number; page?: { limit: number; offset: number } } = {},
) {
  const rows = await selectItems(db, org.id, { orderIds: [orderId], boxIds: [boxId], itemId: f.itemId, page: f.page });
  return rows.map((r) => renderItem(r, org.id));
}
