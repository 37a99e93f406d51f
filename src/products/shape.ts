/** A product as the domain renders it: the product catalogue (src/catalogue/product.ts), its source, url and timestamps. */
import { Type, type Static } from 'typebox';
import { DateTime } from '../core/schema.ts';
import { outputProperties } from '../core/fields/index.ts';
import { PRODUCT_FIELDS } from '../catalogue/product.ts';
import { SourceOutput } from '../catalogue/source.ts';
import { exampleUrl } from '../core/urls.ts';

export const Product = Type.Object({
  url: Type.String({ examples: [exampleUrl('products/5/')] }),
  ...outputProperties(PRODUCT_FIELDS),
  source: SourceOutput,
  created_at: DateTime(),
  updated_at: DateTime(),
});
export type Product = Static<typeof Product>;
