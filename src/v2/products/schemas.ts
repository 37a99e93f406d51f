import { Type, type Static } from 'typebox';
import { DateTime, Nullable, NullableDateTime, PathKey } from '../../core/schema.ts';
import { PagingQuery } from '../../core/paging.ts';
import { ItemKindSchema, ItemOutputProperties, ItemWriteProperties, QuantitySchema } from './item-fields.ts';

const SourceText = () => Type.Optional(Nullable(Type.String({ maxLength: 255 })));

/** Where the product was imported from. `updated_at` is read-only: set whenever a source value changes. */
export const ProductSourceInput = Type.Object(
  {
    account: SourceText(),
    channel: SourceText(),
    id: Type.Optional(
      Type.Unsafe<string | number | null>({
        type: ['string', 'integer', 'null'],
        maxLength: 255,
        description: 'Id in the source platform; a number is accepted and stored as text',
      }),
    ),
    name: SourceText(),
    retrieved_at: Type.Optional(Nullable(DateTime())),
  },
  { description: 'On update only the keys sent change; null clears every source value' },
);
export type ProductSourceInput = Static<typeof ProductSourceInput>;

export const ProductSource = Type.Object({
  account: Nullable(Type.String()),
  channel: Nullable(Type.String()),
  id: Nullable(Type.String()),
  name: Nullable(Type.String()),
  retrieved_at: NullableDateTime(),
  updated_at: Nullable(DateTime({ description: 'Read only: when a source value last changed' })),
});

export const Product = Type.Object({
  url: Type.String({ examples: ['/api/v2/orgs/1/products/5/'] }),
  ...ItemOutputProperties,
  source: ProductSource,
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
  source: Type.Optional(Nullable(ProductSourceInput)),
});
export type ProductCreate = Static<typeof ProductCreate>;

export const ProductPatch = Type.Object({
  ...ItemWriteProperties,
  quantity: Type.Optional(QuantitySchema({ description: 'Cannot be null' })),
  source: Type.Optional(Nullable(ProductSourceInput)),
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
