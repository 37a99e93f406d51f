/**
 * The write body of a source order (what POST orders/ would take of it): its own fields, with its boxes, items and
 * notes as new objects, without what names the source's objects (urls), its relations and what a box holds beside
 * its fields (packaging, shipping_docs, tracking). The body is the one copy of the order the import makes: the
 * route's validator (validate.ts, checkBody) applies its defaults to it in place, and the source order stays as it
 * came. It replaced a shallow copy followed by a structured clone; prepareOrders' CPU an order did not measurably
 * change (bench/import/micro.ts: 239-253 us against 246-255, load average 3-4). The copy also looks for NUL
 * characters in what it copies (`found`), so that the validator need not walk the body again for them.
 */
type Json = Record<string, any>;

const LEFT_OUT = {
  order: new Set(['url', 'relations', 'boxes', 'notes']),
  box: new Set(['url', 'packaging', 'shipping_docs', 'tracking', 'items']),
  part: new Set(['url']),
};

/** What a copy found: whether a string or key it copied holds a NUL character (which PostgreSQL cannot store). */
export interface Copied {
  nul: boolean;
}

/** A copy of a JSON value: objects and arrays copied all the way down. */
function copy(value: unknown, found: Copied): unknown {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.nul = true;
    return value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((element) => copy(element, found));
  return copyObject(value as Json, NONE, found);
}
const NONE = new Set<string>();

/**
 * A copy of `object` whose keys in `leftOut` are undefined (absent to every reader of the body: the validator, the
 * parsing of its values, columnsOf, JSON). The copy starts as a spread, which V8 makes with the source's own shape
 * (JSON.parse's objects are in its fast mode), and only the values that are objects are replaced, by copies: an
 * object built key by key turned into a dictionary past a dozen keys (a box's 20, an item's 26), and every later walk
 * of it (Ajv's, the numbers', the values', columnsOf) then looked each key up in a hash table.
 */
function copyObject(object: Json, leftOut: ReadonlySet<string>, found: Copied): Json {
  const out: Json = { ...object };
  for (const key of Object.keys(object)) {
    if (leftOut.has(key)) {
      out[key] = undefined;
      continue;
    }
    if (key.includes('\u0000')) found.nul = true;
    const value = object[key];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.nul = true;
    } else if (value !== null && typeof value === 'object') {
      out[key] = copy(value, found);
    }
  }
  return out;
}

const list = (value: unknown): Json[] => (Array.isArray(value) ? value : []);
/** An element of a list that is not an object is copied as it is, for the validator to refuse. */
const partOf = (value: unknown, leftOut: ReadonlySet<string>, found: Copied) => (value !== null && typeof value === 'object' && !Array.isArray(value)
  ? copyObject(value as Json, leftOut, found) : copy(value, found));

/** The write body of source order `src`, a copy of its own; `found` hears whether it holds a NUL character. */
export function writeBody(src: Json, found: Copied = { nul: false }): Json {
  const body = copyObject(src, LEFT_OUT.order, found);
  body.boxes = list(src.boxes).map((b) => {
    const box = partOf(b, LEFT_OUT.box, found) as Json;
    if (box !== null && typeof box === 'object') box.items = list(b.items).map((item) => partOf(item, LEFT_OUT.part, found));
    return box;
  });
  body.notes = list(src.notes).map((note) => partOf(note, LEFT_OUT.part, found));
  return body;
}
