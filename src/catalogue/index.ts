/**
 * Every resource's fields, described once (src/core/fields/ derives schemas, columns and JSON from them).
 * CATALOGUES lists each table's catalogue; a test compares them with the migrated database.
 */
import type { Catalogue } from '../core/fields/index.ts';
import { ORDER_CATALOGUE } from './order.ts';
import { BOX_CATALOGUE } from './box.ts';
import { ITEM_CATALOGUE, PRODUCT_CATALOGUE } from './item.ts';
import { PACKAGING_CATALOGUE } from './packaging.ts';

export const CATALOGUES: readonly Catalogue[] = [ORDER_CATALOGUE, BOX_CATALOGUE, ITEM_CATALOGUE, PRODUCT_CATALOGUE, PACKAGING_CATALOGUE];
