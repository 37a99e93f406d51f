/**
 * A new order written in the order's JSON shape by code of our own (the seed, the tracking demo), as a `create`
 * change: its boxes, items and notes all new, no relations. Such a body holds no url but a box's packaging
 * `{url}`, which the caller made itself from the preset's id: `presets` maps those urls back (a lookup of the
 * caller's own values, not a reference parser: a client's urls are parsed at the edge, src/core/refs.ts).
 */
import type { Static } from 'typebox';
import type { OrderWrite } from '../schemas.ts';
import type { OrderChange } from './commands.ts';

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
    fields,
    boxes: ((boxes ?? []) as Json[]).map(({ url: _url, items, packaging, ...box }, i) => ({
      id: null,
      fields: box,
      packaging: packaging === undefined || packaging === null ? packaging : presetOf(presets, (packaging as Json).url),
      items: ((items ?? []) as Json[]).map(({ url: _iu, ...item }, j) => ({ id: null, fields: item, at: `boxes[${i}].items[${j}]` })),
      at: `boxes[${i}]`,
    })),
    notes: ((notes ?? []) as Json[]).map(({ url: _nu, ...note }, i) => ({ id: null, fields: note, at: `notes[${i}]` })),
    tags: tags as string[] | undefined,
  };
}
