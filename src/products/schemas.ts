/** Products: the product catalogue (src/catalogue/product.ts), its source, url and timestamps. */
import { Type, type Static } from 'typebox';
import { DateTime, PathKey } from '../core/schema.ts';
import { PagingQuery } from '../core/paging.ts';
import { inputProperties, outputProperties } from '../core/fields/index.ts';
import { PRODUCT_FIELDS } from '../catalogue/product.ts';
import { SourceInput, SourceOutput } from '../catalogue/source.ts';
import { exampleUrl } from '../core/urls.ts';

export const Product = Type.Object({
  url: Type.String({ examples: [exampleUrl('products/5/')] }),
  ...outputProperties(PRODUCT_FIELDS),
  source: SourceOutput,
  created_at: DateTime(),
  updated_at: DateTime(),
});
export type Product = Static<typeof Product>;

/** POST: `kind` required; the others optional (quantity 1, the rest empty). */
export const ProductCreate = Type.Object({ ...inputProperties(PRODUCT_FIELDS, { required: ['kind'] }), source: SourceInput });
export type ProductCreate = Static<typeof ProductCreate>;

/** PATCH: every field optional; quantity and kind cannot be null. */
export const ProductPatch = Type.Object({ ...inputProperties(PRODUCT_FIELDS), source: SourceInput });
export type ProductPatch = Static<typeof ProductPatch>;

export const ProductParams = Type.Object({ org_pk: PathKey, product_pk: PathKey });
export const ProductsParams = Type.Object({ org_pk: PathKey });

export const ProductListQuery = Type.Object({
  ...PagingQuery,
  updated_at__gte: Type.Optional(
    DateTime({ description: 'Only products updated at or after this ISO 8601 time (no offset means UTC; a date means midnight UTC)' }),
  ),
});
