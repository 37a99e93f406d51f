/**
 * Typed order changes: what a write does to orders, in ids and field values, whoever asks for it (v2, v1, the
 * import, packaging, tracking). Field values are keyed as the catalogue keys them (src/catalogue/order.ts, box.ts,
 * item.ts, note.ts) and checked by the writer; references are ids, parsed at the edge (src/core/refs.ts). `at` is
 * where the part was in the client's input (`boxes[0].items[1]`, '' for a route's own object), so that the
 * writer's 400s name the field the client sent.
 */
import type { RelationKind } from './schemas.ts';

/** An item: `id` an existing item of the box, null a new one. */
export interface ItemChange {
  id: number | null;
  /** The client's reference was not an item of this box (malformed, foreign, another box's): a 400 at `at`.url. */
  refused?: boolean;
  fields: Record<string, unknown>;
  at: string;
}

/** A box: `id` an existing box of the order, null a new one; its items are written with it. */
export interface BoxChange {
  id: number | null;
  refused?: boolean;
  fields: Record<string, unknown>;
  /** The packaging preset: an id, null for none, undefined to leave it (a new box: none); `refused`: not a preset's url. */
  packaging?: { id: number | null; refused?: boolean } | null;
  items: ItemChange[];
  at: string;
}

/** A note written with its order: `id` an existing note of the order, null a new one. */
export interface NoteChange {
  id: number | null;
  refused?: boolean;
  fields: Record<string, unknown>;
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
  fields: Record<string, unknown>;
  boxes?: BoxChange[];
  notes?: NoteChange[];
  tags?: string[];
  relations?: RelationChange[];
}
