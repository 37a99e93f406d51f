/**
 * The forms of an order's JSON derived from its stored render (expanded boxes and items, nothing lazy): boxes and
 * items as references where `expand` does not name them, and `lazy` custom field values left out, exactly as the
 * live renderer (render.ts) makes them.
 */
import { LAZY_VALUE_LIMIT } from '../../../core/custom-fields.ts';
import type { OrderJson, RenderOptions } from '../render.ts';

/** The form stored renders hold: sent as they are. */
export function isStoredForm(opts: RenderOptions): boolean {
  return Boolean(opts.boxes && opts.items && !opts.lazy?.order && !opts.lazy?.boxes && !opts.lazy?.items);
}

type Fields = Record<string, { value?: string; type: unknown; encoding: unknown }>;

/** renderCustomFields with `lazy`: values over LAZY_VALUE_LIMIT UTF-8 bytes lose their `value` key. */
function lazyFields(fields: Fields | undefined): Fields | undefined {
  if (!fields) return fields;
  const out: Fields = {};
  for (const [name, field] of Object.entries(fields)) {
    const omit = field.value !== undefined && Buffer.byteLength(field.value, 'utf8') > LAZY_VALUE_LIMIT;
    out[name] = omit ? { type: field.type, encoding: field.encoding } : field;
  }
  return out;
}

type Part = Record<string, unknown> & { url: string; custom_fields?: Fields };
type FullBox = Part & { items: Part[] };

/** `order` (parsed from its stored render, changed in place) in the form `opts` asks. */
export function deriveForm(order: OrderJson, opts: RenderOptions): OrderJson {
  const o = order as unknown as { custom_fields: Fields; boxes: FullBox[] };
  if (opts.lazy?.order) o.custom_fields = lazyFields(o.custom_fields)!;
  const lazyBoxes = opts.lazy?.boxes ?? false;
  const lazyItems = opts.lazy?.items ?? false;
  o.boxes = o.boxes.map((box) => {
    const items = box.items.map((item) => {
      if (!opts.items) return { url: item.url };
      if (lazyItems && 'custom_fields' in item) item.custom_fields = lazyFields(item.custom_fields);
      return item;
    });
    if (!opts.boxes) return { url: box.url, items } as FullBox;
    box.items = items;
    if (lazyBoxes && 'custom_fields' in box) box.custom_fields = lazyFields(box.custom_fields);
    return box;
  });
  return order;
}
