/** Product writes: item fields through item-fields.ts, custom fields merged by name, source kept with its updated_at. */
import type { Queryable } from '../../db/database.ts';
import { parseField } from '../../core/errors.ts';
import { parseDateTime } from '../../core/values/datetime.ts';
import { itemColumnValues } from './item-fields.ts';
import { deleteProductRow, insertProduct, renderProduct, selectProduct, updateProductRow, type SourceColumns } from './queries.ts';
import type { Product, ProductCreate, ProductPatch, ProductSourceInput } from './schemas.ts';

const NO_SOURCE: SourceColumns = {
  source_account: null,
  source_channel: null,
  source_id: null,
  source_name: null,
  source_retrieved_at: null,
};

const SOURCE_KEYS = Object.keys(NO_SOURCE) as (keyof SourceColumns)[];

/** The source after applying `input` to `current`: null clears it, an object changes only the keys it carries. */
export function applySource(current: SourceColumns, input: ProductSourceInput | null): SourceColumns {
  if (input === null) return { ...NO_SOURCE };
  const next = { ...current };
  if (input.account !== undefined) next.source_account = input.account;
  if (input.channel !== undefined) next.source_channel = input.channel;
  if (input.id !== undefined) next.source_id = input.id === null ? null : String(input.id);
  if (input.name !== undefined) next.source_name = input.name;
  if (input.retrieved_at !== undefined) {
    const at = input.retrieved_at;
    next.source_retrieved_at = at === null ? null : parseField('source.retrieved_at', () => parseDateTime(at));
  }
  return next;
}

/** A row's source columns with the timestamp in the canonical form, so they compare with applySource's output. */
function sourceOf(row: SourceColumns): SourceColumns {
  return { ...row, source_retrieved_at: row.source_retrieved_at === null ? null : parseDateTime(row.source_retrieved_at) };
}

const sameSource = (a: SourceColumns, b: SourceColumns) => SOURCE_KEYS.every((key) => a[key] === b[key]);

export async function createProduct(tx: Queryable, orgId: number, input: ProductCreate): Promise<Product> {
  const item = itemColumnValues(input);
  const source = input.source == null ? { ...NO_SOURCE } : applySource(NO_SOURCE, input.source);
  const row = await insertProduct(tx, orgId, item, source, !sameSource(source, NO_SOURCE));
  return renderProduct(row);
}

/** Partial update; null on the product when there is no such product in the organization. */
export async function updateProduct(tx: Queryable, orgId: number, id: number, patch: ProductPatch): Promise<Product | null> {
  const current = await selectProduct(tx, orgId, id, { forUpdate: true });
  if (!current) return null;
  const item = itemColumnValues(patch, { existingCustomFields: current.custom_fields });
  let source: { columns: SourceColumns; touch: boolean } | null = null;
  if (patch.source !== undefined) {
    const before = sourceOf(current);
    const after = applySource(before, patch.source);
    source = { columns: after, touch: !sameSource(before, after) };
  }
  const row = await updateProductRow(tx, orgId, id, item, source);
  return row ? renderProduct(row) : null;
}

export async function deleteProduct(tx: Queryable, orgId: number, id: number): Promise<boolean> {
  return deleteProductRow(tx, orgId, id);
}
