/**
 * Every resource's fields, described once (src/core/fields/ derives schemas, columns and JSON from them).
 * CATALOGUES lists each table's catalogue; a test compares them with the migrated database.
 */
import type { Catalogue } from '../core/fields/index.ts';
import { ORDER_CATALOGUE } from './order.ts';
import { BOX_CATALOGUE } from './box.ts';
import { ITEM_CATALOGUE } from './item.ts';
import { PRODUCT_CATALOGUE } from './product.ts';
import { PACKAGING_CATALOGUE } from './packaging.ts';
import { CONTACT_NOTE_CATALOGUE, ORDER_NOTE_CATALOGUE } from './note.ts';
import { CONTACT_ADDRESS_CATALOGUE, CONTACT_CATALOGUE } from './contact.ts';
import { WEBHOOK_CATALOGUE } from './webhook.ts';
import { DOCUMENT_CATALOGUE } from './document.ts';
import { TRACKING_CATALOGUE } from './tracking.ts';
import { SUBACCOUNT_CATALOGUE } from './wallet-subaccount.ts';
import { CARRIER_ACCOUNT_CATALOGUE } from './carrier-account.ts';

export const CATALOGUES: readonly Catalogue[] = [
  ORDER_CATALOGUE, BOX_CATALOGUE, ITEM_CATALOGUE, ORDER_NOTE_CATALOGUE, PRODUCT_CATALOGUE, PACKAGING_CATALOGUE,
  CONTACT_CATALOGUE, CONTACT_ADDRESS_CATALOGUE, CONTACT_NOTE_CATALOGUE,
  WEBHOOK_CATALOGUE,
  DOCUMENT_CATALOGUE,
  TRACKING_CATALOGUE,
  SUBACCOUNT_CATALOGUE,
  CARRIER_ACCOUNT_CATALOGUE,
];
