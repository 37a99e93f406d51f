/**
 * Extension point for the parts of an imported order that other resources own. Each importer gets the boxes
 * just written (target ids and the source box JSON) inside the page's transaction and returns what it skipped.
 *
 * Documents (`box.shipping_docs`, DECISIONS section 7) are the next one: when src/v2/documents lands on main, add
 * an importer here that downloads each document from the source (`SourceClient.get` of its url, before the
 * transaction: pass the files in through a prefetch step in run.ts) and stores it as `POST .../documents/` would.
 * Tracking events are read-only and come from carriers, so they are not imported.
 */
import type { Queryable } from '../db/database.ts';
import type { Skipped } from './orders.ts';

export interface ImportedBox {
  orderId: number;
  boxId: number;
  source: Record<string, unknown>;
}

export interface OrderPartImporter {
  name: string;
  write(tx: Queryable, page: { orgId: number; boxes: ImportedBox[] }): Promise<Skipped[]>;
}

export const ORDER_PART_IMPORTERS: OrderPartImporter[] = [];
