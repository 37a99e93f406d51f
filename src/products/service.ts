/** Product writes: the body's item fields and source as catalogue columns (custom fields merged by name, source.updated_at moved only by a change). */
import type { Queryable } from '../db/database.ts';
import type { ValueProblems } from '../core/fields/problems.ts';
import { columnsOf, stampedGroupColumns, type Columns, type FieldValues } from '../core/fields/index.ts';
import { PRODUCT_FIELDS } from '../catalogue/product.ts';
import { SOURCE } from '../catalogue/source.ts';
import { deleteProductRow, insertProduct, renderProduct, updateProductRow } from './queries.ts';
import type { Product } from './shape.ts';
import { refuseProduct } from './refusals.ts';

/** The columns a product's typed values write (its view parsed them: PRODUCT_SHAPE); every problem at once, refused as data. */
function productColumns(body: FieldValues, mode: 'create' | 'patch'): Columns {
  const errors: ValueProblems = {};
  const columns = columnsOf(PRODUCT_FIELDS, body, { full: mode === 'create', errors });
  stampedGroupColumns(SOURCE, body.source as Record<string, unknown> | null | undefined, { mode, into: columns, errors });
  if (Object.keys(errors).length > 0) throw refuseProduct({ kind: 'field_rules', errors });
  return columns;
}

export async function createProduct(tx: Queryable, orgId: number, input: FieldValues): Promise<Product> {
  return renderProduct(await insertProduct(tx, orgId, productColumns(input, 'create')));
}

/** Partial update; null when there is no such product in the organization. */
export async function updateProduct(tx: Queryable, orgId: number, id: number, patch: FieldValues): Promise<Product | null> {
  const row = await updateProductRow(tx, orgId, id, productColumns(patch, 'patch'));
  return row ? renderProduct(row) : null;
}

export async function deleteProduct(tx: Queryable, orgId: number, id: number): Promise<boolean> {
  return deleteProductRow(tx, orgId, id);
}
