/**
 * The v2 edge of the order writer: a v2 body (POST, PUT, PATCH of an order, a box's routes) becomes an order
 * change (src/orders/writing/commands.ts). Its urls become ids here, through the one reference parser
 * (src/http/refs.ts), and nothing below sees one; its values are parsed from v2's spelling ("1.5 kg",
 * "12.50 USD") into typed ones (src/wire/values.ts). A url that is not one of this order's objects stays a part
 * marked `refused`, and a value v2's spelling cannot read a RefusedValue in its field: the writer reports both with
 * the body's other problems.
 */
import type { Static } from 'typebox';
import { v2Ref } from '../../http/refs.ts';
import type { OrderPatch, NestedNoteInput, BoxInput } from '../../wire/bodies/orders.ts';
import { ORDER_SHAPE, type RelationKind } from '../../catalogue/order.ts';
import type { BoxChange, ItemChange, NoteChange, OrderChange, RelationChange } from '../../orders/writing/commands.ts';
import { parseValues } from '../../wire/values.ts';
import { BOX_SHAPE } from '../../catalogue/box.ts';
import { ITEM_SHAPE } from '../../catalogue/item.ts';
import { NOTE_SHAPE } from '../../catalogue/note.ts';

type Org = { id: number };
type Json = Record<string, unknown>;
type BoxJson = Static<typeof BoxInput>;

/**
 * An item of box `boxId` (null: a new box, whose items are all new; 'refused': a box whose url was refused, so
 * no item url of it can be right) of order `orderId` (null: a new order).
 */
export function itemChangeOf(input: Json, org: Org, orderId: number | null, boxId: number | null | 'refused', at: string): ItemChange {
  const { url, ...body } = input;
  const fields = parseValues(ITEM_SHAPE, body);
  if (url === undefined) return { id: null, fields, at };
  const ids = v2Ref('item', url, org);
  return ids && boxId !== 'refused' && ids[0] === orderId && ids[1] === boxId ? { id: ids[2], fields, at } : { id: null, refused: true, fields, at };
}

/**
 * A box of order `orderId`; `itemAt(j)` is where its item j was in the input. `boxId`: the box a route addresses
 * (its body's url is then ignored).
 */
export function boxChangeOf(input: BoxJson, org: Org, orderId: number | null, at: string, itemAt: (j: number) => string, boxId?: number): BoxChange {
  const { url, items, packaging, ...body } = input as BoxJson & Json;
  const fields = parseValues(BOX_SHAPE, body);
  let id: number | null = boxId ?? null;
  let refused = false;
  if (boxId === undefined && url !== undefined) {
    const ids = v2Ref('box', url, org);
    if (ids && ids[0] === orderId) id = ids[1];
    else refused = true;
  }
  const presetIds = packaging ? v2Ref('packaging', packaging.url, org) : null;
  const preset = packaging === undefined ? undefined : packaging === null ? null : presetIds ? { id: presetIds[0] } : { id: null, refused: true };
  const itemChanges = ((items ?? []) as Json[]).map((item, j) => itemChangeOf(item, org, orderId, refused ? 'refused' : id, itemAt(j)));
  return { id, ...(refused ? { refused } : {}), fields, packaging: preset, items: itemChanges, at };
}

export function noteChangeOf(input: NestedNoteInput, org: Org, orderId: number | null, at: string): NoteChange {
  const { url, ...body } = input as NestedNoteInput & Json;
  const fields = parseValues(NOTE_SHAPE, body);
  if (url === undefined) return { id: null, fields, at };
  const ids = v2Ref('orderNote', url, org);
  return ids && ids[0] === orderId ? { id: ids[1], fields, at } : { id: null, refused: true, fields, at };
}

export function relationChangeOf(input: { kind: RelationKind; order: string }, org: Org, at: string): RelationChange {
  const ids = v2Ref('order', input.order, org);
  return ids ? { kind: input.kind, orderId: ids[0], at } : { kind: input.kind, orderId: null, refused: true, at };
}

/** A whole order body (POST, PUT, PATCH) as the change of order `orderId` (null: a new one). */
export function orderChangeOf(body: Static<typeof OrderPatch>, org: Org, orderId: number | null, mode: OrderChange['mode']): OrderChange {
  const { boxes, notes, tags, relations, ...fields } = body;
  return {
    mode,
    fields: parseValues(ORDER_SHAPE, fields),
    boxes: boxes?.map((b, i) => boxChangeOf(b, org, orderId, `boxes[${i}]`, (j) => `boxes[${i}].items[${j}]`)),
    notes: notes?.map((n, i) => noteChangeOf(n, org, orderId, `notes[${i}]`)),
    tags,
    relations: relations?.map((r, i) => relationChangeOf(r, org, `relations[${i}]`)),
  };
}
