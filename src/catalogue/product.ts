/** A product: an item line kept for reuse (the item fields, item.ts) with the source it was imported from. */
import { withField, type Catalogue, type FieldShape, type FieldSpec } from '../core/fields/index.ts';
import { ITEM_FIELDS } from './item.ts';
import { SOURCE_FIELDS, SOURCE_UPDATED_AT } from './source.ts';

/** The item fields; a product's quantity is the one an order line starts with. */
export const PRODUCT_FIELDS: readonly FieldSpec[] = withField(ITEM_FIELDS, 'quantity', {
  description: 'Default quantity when the product is added to an order; 1 when omitted',
});

/** A product's body: its item fields and its `source`. */
export const PRODUCT_SHAPE: FieldShape = { fields: PRODUCT_FIELDS, groups: { source: { fields: SOURCE_FIELDS } } };

export const PRODUCT_CATALOGUE: Catalogue = {
  table: 'products',
  fields: [...PRODUCT_FIELDS, ...SOURCE_FIELDS],
  otherColumns: ['org_id', 'id', SOURCE_UPDATED_AT, 'created_at', 'updated_at'],
};
