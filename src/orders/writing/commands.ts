/**
 * Typed order changes: what a write does to orders, in ids and typed values, whoever asks for it (v2, v1, the
 * import, packaging, tracking). Field values (`FieldValues`) are keyed as the catalogue keys them
 * (src/catalogue/order.ts, box.ts, item.ts, note.ts) and typed, never spelt: weights `{grams}`, lengths
 * `{metres}`, money `{amount, currency}`, moments an Instant (a Date or an ISO instant in UTC), flags booleans.
 * Each view parses its own spelling into them (src/wire/values.ts for v2's, src/v1/orders/values.ts for v1's); the
 * writer binds them (src/core/fields/bind.ts) and refuses any other value. References are ids, parsed at the edge
 * (src/http/refs.ts). `at` is where the part was in the client's input (`boxes[0].items[1]`, '' for a route's own
 * object), so that the writer's 400s name the field the client sent.
 */
import type { RelationKind } from '../../catalogue/order.ts';
import type { FieldValues } from '../../core/fields/index.ts';
import type { Scan } from '../../catalogue/tracking.ts';
import type { TrackedBox } from './rows/tracking.ts';
import type { MissingPart } from './refusals.ts';
import type { OrderPage } from './batch.ts';

/**
 * A part's typed field values (src/core/fields/bind.ts), keyed as its catalogue keys them (nested objects, such as an
 * order's `billing`, as objects). A value its view could not read is a RefusedValue in its place: the writer refuses
 * it with the rest.
 */
export type { FieldValues };

/** An item: `id` an existing item of the box, null a new one. */
export interface ItemChange {
  id: number | null;
  /** The client's reference was not an item of this box (malformed, foreign, another box's): a 400 at `at`.url. */
  refused?: boolean;
  fields: FieldValues;
  at: string;
}

/** A box: `id` an existing box of the order, null a new one; its items are written with it. */
export interface BoxChange {
  id: number | null;
  refused?: boolean;
  fields: FieldValues;
  /** The packaging preset: an id, null for none, undefined to leave it (a new box: none); `refused`: not a preset's url. */
  packaging?: { id: number | null; refused?: boolean } | null;
  items: ItemChange[];
  at: string;
}

/** A note written with its order: `id` an existing note of the order, null a new one. */
export interface NoteChange {
  id: number | null;
  refused?: boolean;
  fields: FieldValues;
  at: string;
}

/** A relation to another order of the organization; `refused`: the client's reference was not one. */
export interface RelationChange {
  kind: RelationKind;
  orderId: number | null;
  refused?: boolean;
  at: string;
}

/**
 * A change of one order. `create` writes every own field (omitted ones null or their default), `put` too but
 * keeps `unique_id` when omitted, `patch` only the fields present. Boxes and notes with an id are updated and
 * those without added (others stay); `tags` and `relations`, when given, replace the order's set.
 */
export interface OrderChange {
  mode: 'create' | 'put' | 'patch';
  /** The order's own fields (with `source`, `billing`, `shipping` and their addresses nested as in the catalogue). */
  fields: FieldValues;
  boxes?: BoxChange[];
  notes?: NoteChange[];
  tags?: string[];
  relations?: RelationChange[];
}

/** A shipping document's file as stored (src/orders/boxes/docs/queries.ts StoredFile, with its storage key). */
export interface DocumentFile {
  key: string;
  fileName: string;
  contentType: string;
  size: number;
}

/**
 * One command of a change of orders, applied by `applyOrderCommands` (apply.ts), the one code that writes orders
 * and their parts. Each names the orders it reaches by id; `missing` (where a command has it) names the 404 of an
 * order that is gone.
 */
export type OrderCommand =
  /** Its ids are drawn by the statement that writes it (insert.ts). */
  | { type: 'createOrder'; change: OrderChange }
  | { type: 'updateOrder'; orderId: number; change: OrderChange }
  | { type: 'removeOrder'; orderId: number }
  | { type: 'changeBoxes'; orderId: number; boxes: BoxChange[]; missing?: MissingPart }
  /** A box's own route: `box.id` the box (404 `box` when the order has none such). */
  | { type: 'changeBox'; orderId: number; box: BoxChange }
  | { type: 'removeBox'; orderId: number; boxId: number }
  | { type: 'addItem'; orderId: number; boxId: number; fields: FieldValues }
  | { type: 'changeItem'; orderId: number; boxId: number; itemId: number; fields: FieldValues }
  /** `boxId` null: the item wherever it is in the order (v1 names items alone). */
  | { type: 'removeItem'; orderId: number; boxId: number | null; itemId: number }
  | { type: 'addNote'; orderId: number; fields: FieldValues }
  | { type: 'changeNote'; orderId: number; noteId: number; fields: FieldValues }
  | { type: 'removeNote'; orderId: number; noteId: number }
  /** Tags the order has already change nothing (no event when none is new). */
  | { type: 'addTags'; orderId: number; values: string[] }
  | { type: 'removeTag'; orderId: number; value: string }
  | { type: 'attachDocument'; orderId: number; boxId: number; kind: string; purpose: string | null; file: DocumentFile }
  | { type: 'changeDocument'; orderId: number; boxId: number; docId: number; kind?: string; purpose?: string | null; file?: DocumentFile }
  | { type: 'removeDocument'; orderId: number; boxId: number; docId: number }
  | { type: 'recordTracking'; orderId: number; boxId: number; scans: readonly Scan[] }
  /**
   * A packaging preset changes (`remove`: is deleted, its boxes detached first): every order whose boxes use it
   * changes. The preset's own row is packaging's (src/packaging/): `write` writes it once those orders and the
   * preset are locked (404 `packaging preset` when there is none).
   */
  | { type: 'changePreset'; presetId: number; remove: boolean; write: () => Promise<void> }
  /**
   * A page of `boxline import` (batch.ts, steps/import.ts): whole orders, new or replacing one under its id, with
   * their documents and relations, their timestamps the source's; its rows checked and converted before.
   */
  | { type: 'importOrders'; page: OrderPage };

/** What each command answers. */
export interface OrderCommandResults {
  createOrder: number;
  updateOrder: void;
  /** Storage keys of the order's document files, listed for removal: remove them once committed. */
  removeOrder: string[];
  changeBoxes: { boxIds: number[]; itemIds: number[][] };
  changeBox: void;
  removeBox: string[];
  addItem: number;
  changeItem: void;
  removeItem: void;
  addNote: number;
  changeNote: void;
  removeNote: void;
  addTags: void;
  removeTag: void;
  attachDocument: number;
  /** The storage key of the file a new one replaced (listed for removal), or null. */
  changeDocument: string | null;
  removeDocument: string | null;
  recordTracking: TrackingResult;
  changePreset: void;
  /**
   * The page's orders' ids in its order (a replaced one keeps its id), their boxes', and the storage keys of the
   * replaced orders' documents' files (listed for removal: remove them once committed).
   */
  importOrders: { orderIds: number[]; boxIds: number[][]; removedFiles: string[] };
}

export interface TrackingResult {
  /** Events added now (duplicates of recorded ones are not). */
  added: number;
  /** The box is delivered (it was, or a scan now says so): its tracking stops. */
  delivered: boolean;
  /** The box or its order no longer exists. */
  gone: boolean;
  /** The box's first `accepted` scan, added now: when, and the box's cost fields then. */
  accepted: { at: string; box: TrackedBox } | null;
}

export type OrderCommandResult<C extends OrderCommand> = OrderCommandResults[C['type']];

/** Options of a change of orders. */
export interface OrderCommandOptions {
  /** Emit the changed orders' events (default true; off: an import that does not notify). */
  notify?: boolean;
}
