/** The product bodies of v2 (POST, PATCH): the import's files and the seed's products are written in the first. */
import { Type, type Static } from 'typebox';
import { inputProperties } from '../../core/fields/index.ts';
import { PRODUCT_FIELDS } from '../../catalogue/product.ts';
import { SourceInput } from '../../catalogue/source.ts';

/** POST: `kind` required; the others optional (quantity 1, the rest empty). */
export const ProductCreate = Type.Object({ ...inputProperties(PRODUCT_FIELDS, { required: ['kind'] }), source: SourceInput });
export type ProductCreate = Static<typeof ProductCreate>;

/** PATCH: every field optional; quantity and kind cannot be null. */
export const ProductPatch = Type.Object({ ...inputProperties(PRODUCT_FIELDS), source: SourceInput });
export type ProductPatch = Static<typeof ProductPatch>;
