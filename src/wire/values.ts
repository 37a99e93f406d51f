/**
 * Parsing: a view's spelling of field values into the typed values commands and services carry
 * (src/core/fields/bind.ts). A spelling says how a view writes each kind that needs reading: v2 writes weights as
 * "1.5 kg", money as "12.50 USD", moments in any ISO 8601 form and flags as "yes" too (`V2_SPELLING`, also the
 * spelling of the JSON files the import reads and of the seed's bodies); v1 has its own (src/v1/orders/values.ts).
 * A value the spelling cannot read becomes a RefusedValue in its place: binding reports it with the body's other
 * problems, under the field's path, with the problem the value's check found (src/core/fields/problems.ts).
 */
import { InvalidValueError } from '../core/errors.ts';
import { RefusedValue, type FieldKind, type FieldShape, type FieldSpec } from '../core/fields/index.ts';
import { parseDateTime, parseLength, parseMoney, parseWeight } from '../core/values/index.ts';

/** How a view spells the kinds it spells otherwise than as their typed value (others are taken as they come). */
export type Spelling = Readonly<Partial<Record<FieldKind, (value: unknown) => unknown>>>;

type Json = Record<string, unknown>;

export const V2_SPELLING: Spelling = {
  weight: (value) => ({ grams: parseWeight(value) }),
  length: (value) => ({ metres: parseLength(value) }),
  money: parseMoney,
  datetime: parseDateTime,
  flag: (value) => value === true || value === 'true' || value === 'yes',
};

/** Of a list of fields and a spelling, made once: the parser of each key (and alias) whose kind the spelling reads. */
const parsersOf = new WeakMap<Spelling, WeakMap<readonly FieldSpec[], Map<string, (value: unknown) => unknown>>>();

function parsers(fields: readonly FieldSpec[], spelling: Spelling): Map<string, (value: unknown) => unknown> {
  let bySpecs = parsersOf.get(spelling);
  if (!bySpecs) parsersOf.set(spelling, (bySpecs = new WeakMap()));
  let byKey = bySpecs.get(fields);
  if (byKey) return byKey;
  byKey = new Map();
  for (const spec of fields) {
    const parse = spelling[spec.kind];
    if (!parse || spec.readOnly) continue;
    for (const key of [spec.key, ...(spec.aliases ?? [])]) if (!byKey.has(key)) byKey.set(key, parse);
  }
  bySpecs.set(fields, byKey);
  return byKey;
}

/** A value of a kind in a spelling, typed (null and undefined as they are), or refused in its place. */
export function parseValue(kind: FieldKind, value: unknown, spelling: Spelling): unknown {
  const parse = spelling[kind];
  return value == null || !parse ? value : parsed(parse, value);
}

function parsed(parse: (value: unknown) => unknown, value: unknown): unknown {
  try {
    return parse(value);
  } catch (err) {
    if (err instanceof InvalidValueError) return new RefusedValue(err.problem);
    throw err;
  }
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The body's values typed: each field the spelling reads parsed (a value it cannot read refused in its place), the
 * shape's groups parsed as their own shapes, every other key (null and absent values too) as it came.
 */
export const parseValues = (shape: FieldShape, input: Json, spelling: Spelling = V2_SPELLING): Json => parseInto(shape, input, {}, spelling);

/**
 * `parseValues` done to `input` itself, for a caller that owns it (the import's copy of a source order,
 * src/import/write-body.ts): the same values, without a second copy of every object.
 */
export const parseValuesInPlace = (shape: FieldShape, input: Json, spelling: Spelling = V2_SPELLING): Json => parseInto(shape, input, input, spelling);

/** The values of `input` typed into `out`: a new object, or `input` itself (in place, its groups too). */
function parseInto(shape: FieldShape, input: Json, out: Json, spelling: Spelling): Json {
  const byKey = parsers(shape.fields, spelling);
  const inPlace = out === input;
  for (const key of Object.keys(input)) {
    const value = input[key];
    const group = shape.groups?.[key];
    const parse = group ? undefined : byKey.get(key);
    const typed = value == null ? value
      : group ? (isObject(value) ? parseInto(group, value, inPlace ? value : {}, spelling) : value)
        : parse ? parsed(parse, value) : value;
    if (inPlace && typed === value) continue;
    // A key such as "__proto__" is an own property of the copy too, never its prototype.
    if (key === '__proto__') Object.defineProperty(out, key, { value: typed, enumerable: true, writable: true, configurable: true });
    else out[key] = typed;
  }
  return out;
}

/** `parseValues` of an object that may be absent or null (a nested object of a patch). */
export const parseGroup = (shape: FieldShape, input: Json | null | undefined, spelling: Spelling = V2_SPELLING): Json | null | undefined =>
  (input == null ? input : parseValues(shape, input, spelling));
