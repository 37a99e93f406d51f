/** The product routes' params and query strings (the bodies are src/wire/bodies/products.ts, the answer src/products/shape.ts). */
import { Type } from 'typebox';
import { DateTime, PathKey } from '../../core/schema.ts';
import { PagingQuery } from '../../core/paging.ts';

export const ProductParams = Type.Object({ org_pk: PathKey, product_pk: PathKey });
export const ProductsParams = Type.Object({ org_pk: PathKey });

export const ProductListQuery = Type.Object({
  ...PagingQuery,
  updated_at__gte: Type.Optional(
    DateTime({ description: 'Only products updated at or after this ISO 8601 time (no offset means UTC; a date means midnight UTC)' }),
  ),
});
