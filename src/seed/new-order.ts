/**
 * A new order written in v2's JSON shape by code of our own (the seed, the tracking demo), as a `create` change
 * of typed values (its values parsed from v2's spelling, src/wire/values.ts): its boxes, items and notes all new, no
 * relations. Such a body holds no url but a box's packaging `{url}`, which the caller made itself from the preset's
 * id: `presets` maps those urls back (a lookup of the caller's own values, not a reference parser: a client's urls
 * are parsed at the edge, src/http/refs.ts).
 */
import type { Static } from 'typebox';
import type { OrderWrite } from '../wire/bodies/orders.ts';
import type { OrderChange } from '../orders/writing/commands.ts';
import { ORDER_SHAPE } from '../catalogue/order.ts';
import { BOX_SHAPE } from '../catalogue/box.ts';
import { ITEM_SHAPE } from '../catalogue/item.ts';
import { NOTE_SHAPE } from '../catalogue/note.ts';
import { parseValues } from '../wire/values.ts';

type Json = Record<string, unknown>;

const presetOf = (presets: ReadonlyMap<string, number>, url: unknown) => {
  const id = presets.get(String(url));
  return id === undefined ? { id: null, refused: true } : { id };
};

export function newOrderChange(body: Static<typeof OrderWrite>, presets: ReadonlyMap<string, number> = new Map()): OrderChange {
  const { boxes, notes, tags, relations, ...fields } = body as Static<typeof OrderWrite> & Json;
  if (Array.isArray(relations) && relations.length > 0) throw new Error('newOrderChange: a new order of our own has no relations');
  return {
    mode: 'create',
    fields: parseValues(ORDER_SHAPE, fields),
    boxes: ((boxes ?? []) as Json[]).map(({ url: _url, items, packaging, ...box }, i) => ({
      id: null,
      fields: parseValues(BOX_SHAPE, box),
      packaging: packaging === undefined || packaging === null ? packaging : presetOf(presets, (packaging as Json).url),
      items: ((items ?? []) as Json[]).map(({ url: _iu, ...item }, j) => ({ id: null, fields: parseValues(ITEM_SHAPE, item), at: `boxes[${i}].items[${j}]` })),
      at: `boxes[${i}]`,
    })),
    notes: ((notes ?? []) as Json[]).map(({ url: _nu, ...note }, i) => ({ id: null, fields: parseValues(NOTE_SHAPE, note), at: `notes[${i}]` })),
    tags: tags as string[] | undefined,
  };
}
