import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../core/errors.ts';
import { selectItems } from '../../orders/reading/boxes/items/queries.ts';
import { renderV1Item as renderItemRow } from '../orders/records.ts';
import type { V1Record } from '../shape.ts';

/** One item of the organization, as GET shows it and writes answer; 404 when there is none. */
export async function renderV1Item(db: Queryable, orgId: number, itemId: number): Promise<V1Record> {
  const [row] = await selectItems(db, orgId, { itemId });
  if (!row) throw notFound('item');
  return renderItemRow(row);
}
