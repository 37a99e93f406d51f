/**
 * What test/fuzz/routes.test.ts sends: values built from a route's own JSON schemas, well-formed four times in five
 * with junk mixed in at any depth, and NASTY, the values its systematic pass tries on every parameter and field.
 */
import fc from 'fast-check';

export type Schema = Record<string, any>;

const SAMPLES: Record<string, string[]> = {
  money: ['12.50 USD', '-3 eur', '0 USD', '99999999999999.9999 USD'],
  datetime: ['2024-01-02T03:04:05Z', '2024-01-02 03:04:05.1234567', '2024-01-02', '2024-01-02T03:04:05+05:30'],
  length: ['8 in', '0.2 m', '10 cm'],
  weight: ['1 lbs', '453.5924 g', '2 kg'],
  email: ['ada@example.com', ''],
  date: ['2024-05-31'],
  uri: ['https://example.com/hook/'],
};

/** The values most likely to break a parser or reach the database unchecked, tried on every parameter and field. */
export const NASTY: unknown[] = [
  '', ' ', '\u0000', 'a\u0000b', 'x'.repeat(2100), `${'é'.repeat(1100)}`, '9'.repeat(40), '-1', '1e999', 'NaN', '%FF', "O'Brien",
  '2024-13-45', '0000-00-00T00:00:00Z', '99999-01-01', '12.5 XYZ', '1e20 USD', '-0', 'true', 2 ** 31, 2 ** 53, -(2 ** 63), 1e300, -0.5,
  true, null, [], {}, [{}], { url: '/api/v2/orgs/1/orders/1/' },
];

const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 2100, maxLength: 2300 }).map((s) => s.replace(/\s/g, 'x')),
  fc.constantFrom('\u0000', 'a\u0000b', '%FF', '../..', "'; DROP TABLE orders; --", '9'.repeat(40), '-1', '1e999', 'NaN', ' ', ''),
  fc.integer(),
  fc.constantFrom(2 ** 31, 2 ** 53, -(2 ** 63), 1e300, -0.5, 3.7),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom([], {}, [null], { url: '/api/v2/orgs/1/' }),
);

function typesOf(schema: Schema): string[] {
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

function stringArb(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const samples = SAMPLES[schema.format as string];
  const text = fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 30 }), fc.constantFrom('Smith', 'SKU-1', 'ada@', 'example.com'));
  return samples ? fc.oneof({ arbitrary: fc.constantFrom(...samples), weight: 3 }, { arbitrary: text, weight: 1 }) : text;
}

/** Values for `schema`, well-formed four times in five, junk otherwise, at every depth. */
export function valueArb(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return junk;
  return fc.oneof({ arbitrary: wellFormed(schema, depth), weight: 4 }, { arbitrary: junk, weight: 1 });
}

function wellFormed(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((b: Schema) => wellFormed(b, depth + 1)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const types = typesOf(schema);
  if (types.length === 0) return junk;
  return fc.oneof(...types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string': return stringArb(schema);
      case 'integer': return fc.oneof(fc.integer({ min: -2, max: 100 }), fc.integer(), fc.integer({ min: 0, max: 50 }).map(String), fc.constantFrom(2 ** 31, 2 ** 53));
      case 'number': return fc.oneof(fc.double(), fc.integer().map(String));
      case 'boolean': return fc.oneof(fc.boolean(), fc.constantFrom('true', 'no'));
      case 'null': return fc.constant(null);
      case 'array': return fc.array(valueArb(schema.items, depth + 1), { maxLength: 3 });
      case 'object': {
        const properties: Record<string, Schema> = schema.properties ?? {};
        const keys = Object.keys(properties);
        if (keys.length === 0) {
          return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.oneof(
            fc.record({ value: fc.string({ maxLength: 600 }), type: fc.constantFrom('text/plain', null), encoding: fc.constantFrom(null, 'base64') }),
            junk,
          ), { maxKeys: 3 });
        }
        const model = Object.fromEntries(keys.map((k) => [k, valueArb(properties[k], depth + 1)]));
        const required = (schema.required ?? []).filter((k: string) => keys.includes(k));
        return fc.record(model, { requiredKeys: required });
      }
      default: return junk;
    }
  }));
}

/** Query values are text: a property's well-formed value as the client would write it, or junk text. */
export function queryArb(schema: Schema | undefined): fc.Arbitrary<Record<string, string>> {
  const properties: Record<string, Schema> = schema?.properties ?? {};
  const keys = Object.keys(properties);
  if (keys.length === 0) return fc.constant({});
  const text = (s: Schema) => fc.oneof(
    { arbitrary: wellFormed(s, 3).map((v) => (v === null ? '' : String(v))), weight: 3 },
    { arbitrary: junk.map((v) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '')), weight: 1 },
  );
  return fc.subarray(keys, { maxLength: Math.min(4, keys.length) }).chain((chosen) => fc.record(Object.fromEntries(chosen.map((k) => [k, text(properties[k])]))) as fc.Arbitrary<Record<string, string>>);
}
