/**
 * The printed papers of the pack bench (issue 50, DECISIONS section 13): the pick list of a set of orders and their
 * packing slips. What the renderers take and what they answer; the batches (src/batches/) and the v2 packing-slip
 * route call them.
 */
import type { Writable } from 'node:stream';
import type { Queryable } from '../db/database.ts';
import type { Storage } from '../storage/index.ts';

/** The database the rows are read from, and the storage the organization's logo is read from. */
export interface PackingDeps {
  db: Queryable;
  storage: Storage;
}

/**
 * Where a PDF goes: the renderer writes the whole file into it and ends it (a PassThrough piped into
 * `storage.put`, a file stream, a reply). pdf-lib builds a document in memory before it can write it, so a file of
 * 1,000 packing slips is held whole for a moment (about 3 MB); see docs/packing.md.
 */
export type PdfTarget = Writable;

/** One line of the pick list: a part at a pick location, its total quantity, and each order needing it. */
export interface PickLine {
  /** The item's `pick_location`, else its order's `warehouse` (the specification's pick location text), else null. */
  location: string | null;
  partNumber: string | null;
  description: string | null;
  quantity: number;
  /** The orders needing the part, in the order they were given: id, `primary_id` and how many of it. */
  orders: { orderId: number; primaryId: string; quantity: number }[];
}

export interface PickListResult {
  /** By location, then part number (code point order; no location and no part number last). */
  lines: PickLine[];
  /** The orders found (of the organization), in the order given, and those not found (ignored). */
  orderIds: number[];
  missingOrderIds: number[];
  /** Orders found with no goods item to pick (listed at the end of the PDF). */
  emptyOrderIds: number[];
  pages: number;
  bytes: number;
}

export interface PackingSlipsResult {
  /** One page per order found, in the order given; orders not found are left out and listed. */
  orderIds: number[];
  missingOrderIds: number[];
  pages: number;
  bytes: number;
}
