import { Type, type Static } from 'typebox';
import { DateTime, Nullable, NullableDateTime, PathKey } from '../../core/schema.ts';
import { PagingQuery } from '../../core/paging.ts';
import { SourceInput, SourceOutput } from '../../core/source.ts';
import { ItemKindSchema, ItemOutputProperties, ItemWriteProperties, QuantitySchema } from './item-fields.ts';

export const Product = Type.Object({
  url: Type.String({ examples: ['/api/v2/orgs/1/products/5/'] }),
  ...ItemOutputProperties,
  source: SourceOutput,
  created_at: DateTime(),
  updated_at: DateTime(),
});
export type Product = Static<typeof Product>;

export const ProductCreate = Type.Object({
  ...ItemWriteProperties,
  kind: ItemKindSchema({ description: 'Required: goods, discount, tax or adjustment' }),
  quantity: Type.Optional(
    QuantitySchema({ default: 1, description: 'Default quantity when the product is added to an order; optional, default 1' }),
  ),
  source: Type.Optional(Nullable(SourceInput)),
});
export type ProductCreate = Static<typeof ProductCreate>;

export const ProductPatch = Type.Object({
  ...ItemWriteProperties,
  quantity: Type.Optional(QuantitySchema({ description: 'Cannot be null' })),
  source: Type.Optional(Nullable(SourceInput)),
});
export type ProductPatch = Static<typeof ProductPatch>;

export const ProductParams = Type.Object({ org_pk: PathKey, product_pk: PathKey });
export const ProductsParams = Type.Object({ org_pk: PathKey });

export const ProductListQuery = Type.Object({
  ...PagingQuery,
  updated_at__gte: Type.Optional(
    DateTime({ description: 'Only products updated at or after this ISO 8601 time (no offset means UTC; a date means midnight UTC)' }),
  ),
});
