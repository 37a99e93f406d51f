/**
 * Plain fields of orders, boxes and items described once: the descriptor gives the request schema, the
 * column values written for a body, and the rendered value of a row. Money spans two columns
 * (`<column>_amount`, `<column>_currency`); lengths are stored in metres and weights in grams.
 */
import { Type, type TSchema } from 'typebox';
import { sql, type SQL } from 'drizzle-orm';
import { Nullable, Money, Length, Weight, DateTime, StringEnum } from '../../core/schema.ts';
import { parseMoney, formatMoney } from '../../core/values/money.ts';
import { parseWeight, formatWeight } from '../../core/values/weight.ts';
import { parseLength, formatLength } from '../../core/values/length.ts';
import { parseDateTime, formatDateTime } from '../../core/values/datetime.ts';

/** `code`: a text that clients may also send as a number (source ids); stored as text. */
export type FieldKind = 'text' | 'code' | 'boolean' | 'integer' | 'bigint' | 'money' | 'weight' | 'length' | 'datetime' | 'enum';

export interface FieldSpec {
  /** Key in the JSON body and response. */
  key: string;
  kind: FieldKind;
  /** Column (or money column prefix); defaults to `key`. */
  column?: string;
  values?: readonly string[];
  maxLength?: number;
  /** Value written by a full replace (PUT, create) when the field is omitted. */
  default?: unknown;
}

/** Column name to a typed SQL parameter, ready for INSERT or UPDATE ... SET. */
export type Columns = Record<string, SQL>;

const SQL_TYPES: Record<FieldKind, string> = {
  text: 'text', code: 'text', boolean: 'boolean', integer: 'integer', bigint: 'bigint', money: 'numeric',
  weight: 'numeric', length: 'numeric', datetime: 'timestamptz', enum: 'text',
};

/** A parameter cast to its column type, so multi-row VALUES and CASE expressions type-check. */
export const typed = (value: unknown, type: string): SQL => sql`${value}::${sql.raw(type)}`;
export const jsonb = (value: unknown): SQL => sql`${value === null ? null : JSON.stringify(value)}::jsonb`;

const TEXT_LIMIT = 4096;
const INT32_MAX = 2_147_483_647;

function valueSchema(spec: FieldSpec): TSchema {
  switch (spec.kind) {
    case 'text': return Type.String({ maxLength: spec.maxLength ?? TEXT_LIMIT });
    case 'code': return Type.Unsafe<string | number>({ type: ['string', 'integer'], maxLength: spec.maxLength ?? 255 });
    case 'boolean': return Type.Boolean();
    case 'integer': return Type.Integer({ minimum: -INT32_MAX, maximum: INT32_MAX });
    case 'bigint': return Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
    case 'money': return Money();
    case 'weight': return Weight();
    case 'length': return Length();
    case 'datetime': return DateTime();
    case 'enum': return StringEnum(spec.values ?? []);
  }
}

/** Request properties: every field optional and nullable. */
export function inputProperties(specs: readonly FieldSpec[]): Record<string, TSchema> {
  return Object.fromEntries(
    specs.map((s) => {
      // An enum's null must be one of its values too.
      const schema = s.kind === 'enum'
        ? Type.Unsafe<string | null>({ type: ['string', 'null'], enum: [...(s.values ?? []), null] })
        : s.kind === 'code'
          ? Type.Unsafe<string | number | null>({ type: ['string', 'integer', 'null'], maxLength: s.maxLength ?? 255 })
          : Nullable(valueSchema(s));
      return [s.key, Type.Optional(schema)];
    }),
  );
}

/** Response properties: every field present, nullable, in its output spelling. */
export function outputProperties(specs: readonly FieldSpec[]): Record<string, TSchema> {
  return Object.fromEntries(
    specs.map((s) => {
      const schema = ['money', 'weight', 'length', 'datetime', 'enum', 'code'].includes(s.kind)
        ? Type.String()
        : valueSchema(s);
      return [s.key, Nullable(schema)];
    }),
  );
}

function storedValue(spec: FieldSpec, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (spec.kind) {
    case 'weight': return parseWeight(value);
    case 'length': return parseLength(value);
    case 'datetime': return parseDateTime(value);
    case 'code': return String(value);
    default: return value;
  }
}

function put(out: Columns, spec: FieldSpec, value: unknown): void {
  const column = spec.column ?? spec.key;
  if (spec.kind === 'money') {
    const money = value === null || value === undefined ? null : parseMoney(value);
    out[`${column}_amount`] = typed(money?.amount ?? null, 'numeric');
    out[`${column}_currency`] = typed(money?.currency ?? null, 'text');
    return;
  }
  out[column] = typed(storedValue(spec, value), SQL_TYPES[spec.kind]);
}

/**
 * Columns for the fields of `input` (already validated by the route schema). `full` (create, PUT) also
 * writes the omitted fields, as their default or null; otherwise (PATCH) only the fields present.
 */
export function columnsOf(input: Record<string, unknown> | null | undefined, specs: readonly FieldSpec[], full: boolean, out: Columns = {}): Columns {
  for (const spec of specs) {
    const present = input != null && Object.hasOwn(input, spec.key) && input[spec.key] !== undefined;
    if (present) put(out, spec, input[spec.key] ?? spec.default ?? null);
    else if (full) put(out, spec, spec.default ?? null);
  }
  return out;
}

/** SELECT list expressions for the specs' columns, prefixed with a table alias. */
export function columnNames(specs: readonly FieldSpec[]): string[] {
  return specs.flatMap((s) => {
    const column = s.column ?? s.key;
    return s.kind === 'money' ? [`${column}_amount`, `${column}_currency`] : [column];
  });
}

type Row = Record<string, unknown>;
type Reader = (row: Row) => unknown;

const text = (format: (value: string) => unknown) => (column: string): Reader => (row) => {
  const value = row[column];
  return value == null ? null : format(String(value));
};
const READERS: Partial<Record<FieldKind, (column: string) => Reader>> = {
  weight: text(formatWeight),
  length: text(formatLength),
  datetime: text(formatDateTime),
  bigint: text(Number),
};

function readerOf(spec: FieldSpec, column: string): Reader {
  if (spec.kind === 'money') {
    const amountColumn = `${column}_amount`;
    const currencyColumn = `${column}_currency`;
    return (row) => {
      const amount = row[amountColumn];
      const currency = row[currencyColumn];
      return amount == null || currency == null ? null : formatMoney(String(amount), String(currency));
    };
  }
  return READERS[spec.kind]?.(column) ?? ((row) => row[column] ?? null);
}

/**
 * Compiles the specs into a function that writes a row's response values into `out` (numeric columns
 * arrive as text). Lists render thousands of rows, so column names and formatters are resolved once here.
 * `columns` reads a key from another column (a box's effective size instead of the stored one).
 */
export function fieldWriter(specs: readonly FieldSpec[], columns: Readonly<Record<string, string>> = {}) {
  const readers = specs.map((s) => [s.key, readerOf(s, columns[s.key] ?? s.column ?? s.key)] as const);
  return <T extends Row>(row: Row, out: T): T => {
    for (const [key, read] of readers) (out as Row)[key] = read(row);
    return out;
  };
}

/** `(a, b, c)` column list of an INSERT. */
export const columnListSql = (names: readonly string[]): SQL => sql.join(names.map((n) => sql.identifier(n)), sql`, `);
/** The values of `names` from `cols`, in that order (missing ones NULL). */
export const valueListSql = (cols: Columns, names: readonly string[]): SQL => sql.join(names.map((n) => cols[n] ?? sql`NULL`), sql`, `);
/** `a = ..., b = ...` for UPDATE ... SET, or null when there is nothing to set. */
export function assignmentsSql(cols: Columns): SQL | null {
  const entries = Object.entries(cols);
  if (entries.length === 0) return null;
  return sql.join(entries.map(([c, v]) => sql`${sql.identifier(c)} = ${v}`), sql`, `);
}
