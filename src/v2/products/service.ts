/** Product writes: item fields through item-fields.ts, custom fields merged by name, source kept with its updated_at. */
import type { Queryable } from '../../db/database.ts';
import { NO_SOURCE, applySource, sourceColumnsOf } from '../../core/source.ts';
import { itemColumnValues } from './item-fields.ts';
import { deleteProductRow, insertProduct, renderProduct, selectProduct, updateProductRow } from './queries.ts';
import type { Product, ProductCreate, ProductPatch } from './schemas.ts';

export async function createProduct(tx: Queryable, orgId: number, input: ProductCreate): Promise<Product> {
  const item = itemColumnValues(input);
  const source = applySource(NO_SOURCE, input.source);
  const row = await insertProduct(tx, orgId, item, source.columns, source.changed);
  return renderProduct(row);
}

/** Partial update; null on the product when there is no such product in the organization. */
export async function updateProduct(tx: Queryable, orgId: number, id: number, patch: ProductPatch): Promise<Product | null> {
  const current = await selectProduct(tx, orgId, id, { forUpdate: true });
  if (!current) return null;
  const item = itemColumnValues(patch, { existingCustomFields: current.custom_fields });
  const source = patch.source === undefined ? null : applySource(sourceColumnsOf(current), patch.source);
  const row = await updateProductRow(tx, orgId, id, item, source);
  return row ? renderProduct(row) : null;
}

export async function deleteProduct(tx: Queryable, orgId: number, id: number): Promise<boolean> {
  return deleteProductRow(tx, orgId, id);
}
