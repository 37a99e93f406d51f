/** Request and response schema properties derived from field specs. */
import { Type, type TSchema } from 'typebox';
import { DateTime, Length, Money, Nullable, StringEnum, Weight } from '../schema.ts';
import type { FieldSpec } from './spec.ts';
import { isNullable, writable } from './spec.ts';

const TEXT_LIMIT = 4096;
const INT32_MAX = 2_147_483_647;
export const FLAG_STRINGS = ['true', 'false', 'yes', 'no'] as const;

const described = (spec: FieldSpec) => (spec.description ? { description: spec.description } : {});

/** The schema of one value as clients send it (null not included). */
function inputValue(spec: FieldSpec): TSchema {
  const d = described(spec);
  switch (spec.kind) {
    case 'text': return Type.String({
      maxLength: spec.maxLength ?? TEXT_LIMIT, ...(spec.notBlank ? { minLength: 1, pattern: '\\S' } : {}), ...d,
    });
    case 'code': return Type.Unsafe<string | number>({ type: ['string', 'integer'], maxLength: spec.maxLength ?? 255, ...d });
    case 'boolean': return Type.Boolean(d);
    case 'flag': return Type.Unsafe<boolean | string>({
      type: ['boolean', 'string'], enum: [true, false, ...FLAG_STRINGS],
      description: spec.description ?? 'A boolean; "true", "yes", "false" and "no" are accepted too. Returned as a boolean.',
    });
    case 'integer': return Type.Integer({ minimum: spec.minimum ?? -INT32_MAX, maximum: INT32_MAX, ...d });
    case 'bigint': return Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, ...d });
    case 'money': return Money(d);
    case 'weight': return Weight(d);
    case 'length': return Length(d);
    case 'datetime': return DateTime(d);
    case 'enum': return StringEnum(spec.values ?? [], d);
    case 'email': return Type.String({ format: 'email', maxLength: spec.maxLength ?? 254, ...d });
    case 'phone': return Type.String({ maxLength: spec.maxLength ?? 255, description: spec.description ?? 'Surrounding whitespace is trimmed' });
    // Checked when the body becomes column values (columns.ts), so that a bad URL is reported together with
    // the other value problems found there (custom fields, ...) rather than alone.
    case 'url': return Type.String({ maxLength: spec.maxLength ?? 2048, description: spec.description ?? 'An http or https URL; surrounding blanks are trimmed' });
    case 'custom_fields': return Type.Object({}, {
      additionalProperties: true,
      description: spec.description ?? 'Custom fields `{name: {value, type, encoding}}`, merged by name on update; a name set to null is removed',
    });
  }
}

function withNull(spec: FieldSpec, schema: TSchema): TSchema {
  if (!isNullable(spec) || spec.kind === 'custom_fields') return schema;
  // An enum's null must be one of its values too.
  if ((schema as { enum?: unknown[] }).enum) {
    const s = schema as unknown as { type: string | string[]; enum: unknown[] };
    const types = Array.isArray(s.type) ? s.type : [s.type];
    return Type.Unsafe({ ...schema, type: [...types, 'null'], enum: [...s.enum, null] });
  }
  if (spec.kind === 'code') {
    return Type.Unsafe({ ...schema, type: ['string', 'integer', 'null'] });
  }
  return Nullable(schema);
}

/**
 * Request properties: every field (and each of its aliases) optional, nullable unless the column is NOT
 * NULL. `required` lists the keys a route requires (POST of an item needs `quantity` and `kind`).
 */
export function inputProperties(specs: readonly FieldSpec[], opts: { required?: readonly string[] } = {}): Record<string, TSchema> {
  const required = new Set(opts.required ?? []);
  return Object.fromEntries(
    writable(specs).flatMap((s) => {
      const schema = withNull(s, inputValue(s));
      const entry = [s.key, required.has(s.key) ? schema : Type.Optional(schema)] as const;
      return [entry, ...(s.aliases ?? []).map((alias) => [alias, Type.Optional(schema)] as const)];
    }),
  );
}

/** The schema of one value as responses show it. */
function outputValue(spec: FieldSpec): TSchema {
  const d = described(spec);
  switch (spec.kind) {
    case 'boolean': case 'flag': return Type.Boolean(d);
    case 'integer': case 'bigint': return Type.Integer(d);
    case 'money': return Money(d);
    case 'weight': return Weight(d);
    case 'length': return Length(d);
    case 'datetime': return DateTime(d);
    case 'enum': return StringEnum(spec.values ?? [], d);
    case 'custom_fields': return Type.Record(Type.String(), Type.Object({
      value: Type.Optional(Type.String()),
      type: Nullable(Type.String()),
      encoding: Nullable(Type.String()),
    }));
    default: return Type.String(d);
  }
}

/** Response properties: every field present, nullable unless the column is NOT NULL. */
export function outputProperties(specs: readonly FieldSpec[]): Record<string, TSchema> {
  return Object.fromEntries(specs.map((s) => {
    return [s.key, withNull(s, outputValue(s))];
  }));
}
