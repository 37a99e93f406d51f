/** TypeBox building blocks shared by every resource's request and response schemas. */
import { Type, type TSchema, type Static } from 'typebox';

/** `T | null` as a JSON-schema type array, which Ajv and fast-json-stringify handle without anyOf. */
export function Nullable<T extends TSchema>(schema: T, extra: Record<string, unknown> = {}) {
  const base = schema as unknown as { type?: string | string[] };
  if (typeof base.type !== 'string') return Type.Union([schema, Type.Null()], extra);
  return Type.Unsafe<Static<T> | null>({ ...schema, ...extra, type: [base.type, 'null'] });
}

export const Money = (opts: Record<string, unknown> = {}) =>
  Type.String({ format: 'money', examples: ['100.00 USD'], ...opts });
export const Length = (opts: Record<string, unknown> = {}) =>
  Type.String({ format: 'length', examples: ['8 in', '0.2032 m'], ...opts });
export const Weight = (opts: Record<string, unknown> = {}) =>
  Type.String({ format: 'weight', examples: ['1 lbs', '453.5924 g'], ...opts });
export const DateTime = (opts: Record<string, unknown> = {}) =>
  Type.String({ format: 'datetime', examples: ['2018-03-30T00:00:16.159321Z'], ...opts });

export const NullableDateTime = () => Nullable(DateTime());

/** A nested reference `{url}` as clients send it. */
export const UrlRef = Type.Object({ url: Type.String() });

export const StringEnum = <T extends string>(values: readonly T[], opts: Record<string, unknown> = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...opts });

export const PathKey = Type.String({ description: 'Identifier (base-66 encoded)' });
