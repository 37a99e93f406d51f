/**
 * The field catalogue's vocabulary. A resource describes each of its fields once, as a FieldSpec; the
 * request and response schemas (schemas.ts), the column values and SELECT lists (columns.ts) and the
 * rendered JSON (render.ts) are all derived from that one description.
 */

/**
 * What a field holds, and so how it is validated, stored and shown. One kind per concept, so that an
 * e-mail, a phone or a date is the same wherever it appears:
 * - text: a string (`maxLength`, default 4096; `trim` trims it before storing);
 * - code: an id from another system, sent as a string or a number, stored and shown as text;
 * - boolean; flag: a boolean that also accepts "true", "yes", "false" and "no";
 * - integer (32-bit, `minimum`); bigint (0 to 2^53-1, numeric text in the database, a number in JSON);
 * - money (`<column>_amount` and `<column>_currency`), weight (grams), length (metres), datetime;
 * - enum (`values`);
 * - email (blank or an address, at most 254), phone (trimmed, at most 255), url (an http or https URL, trimmed);
 * - custom_fields: `{name: {value, type, encoding}}` in a jsonb column, merged by name on update.
 */
export type FieldKind =
  | 'text' | 'code' | 'boolean' | 'flag' | 'integer' | 'bigint' | 'money' | 'weight' | 'length' | 'datetime' | 'enum'
  | 'email' | 'phone' | 'url' | 'custom_fields';

export interface FieldSpec {
  /** Key in the JSON body and response. */
  key: string;
  kind: FieldKind;
  /** Column (for money, the prefix of `_amount` and `_currency`); defaults to `key`. */
  column?: string;
  /** The allowed values of an enum. */
  values?: readonly string[];
  maxLength?: number;
  /** A text that must hold something besides blanks. */
  notBlank?: boolean;
  /** Shown in responses, never written from a body (a token, a timestamp). */
  readOnly?: boolean;
  /** Smallest integer accepted. */
  minimum?: number;
  /** Written by a full write (create, PUT) when the field is omitted. */
  default?: unknown;
  /** False when the column is NOT NULL: null is refused on input and never shown. */
  nullable?: boolean;
  /** Surrounding blanks are trimmed before the value is stored (phone and url always are). */
  trim?: boolean;
  /** Other spellings accepted on input; the key wins when both are sent. */
  aliases?: readonly string[];
  description?: string;
}

/** A resource's catalogue: its table and its fields (nested groups are flattened into prefixed columns). */
export interface Catalogue {
  table: string;
  fields: readonly FieldSpec[];
  /** Columns the table has besides the fields': keys, timestamps and values the service keeps. */
  otherColumns: readonly string[];
}

/**
 * How a body nests its fields: the object's own fields, and the objects it holds under a key (an order's `billing`
 * with its `bill_to`), each a shape of its own. The views' parsers (src/wire/) walk it.
 */
export interface FieldShape {
  fields: readonly FieldSpec[];
  groups?: Readonly<Record<string, FieldShape>>;
}

export const columnOf = (spec: FieldSpec): string => spec.column ?? spec.key;
export const isNullable = (spec: FieldSpec): boolean => spec.nullable !== false;

/** The same fields stored under prefixed columns (`ship_to_` + `city`), for objects kept in their parent's row. */
export const prefixed = (specs: readonly FieldSpec[], prefix: string): FieldSpec[] =>
  specs.map((s) => ({ ...s, column: `${prefix}${columnOf(s)}` }));

/**
 * The same fields under each prefix of `prefixes` (`{ bill_to: 'bill_to_' }`), made once: a write maps a body's
 * nested objects through them on every request.
 */
export function prefixedGroups<K extends string>(specs: readonly FieldSpec[], prefixes: Readonly<Record<K, string>>): Record<K, readonly FieldSpec[]> {
  const groups = {} as Record<K, readonly FieldSpec[]>;
  for (const name of Object.keys(prefixes) as K[]) groups[name] = prefixed(specs, prefixes[name]);
  return groups;
}

/** The same fields with one of them changed (a resource whose rule differs on purpose says so here). */
export const withField = (specs: readonly FieldSpec[], key: string, change: Partial<FieldSpec>): FieldSpec[] =>
  specs.map((s) => (s.key === key ? { ...s, ...change } : s));

export const writable = (specs: readonly FieldSpec[]): FieldSpec[] => specs.filter((s) => !s.readOnly);

/** The amount columns of the fields' money (`<column>_amount`). */
export const moneyAmountColumns = (specs: readonly FieldSpec[]): string[] =>
  specs.filter((s) => s.kind === 'money').map((s) => `${columnOf(s)}_amount`);

/** The stored columns of the fields (money spans two). */
export function columnNames(specs: readonly FieldSpec[]): string[] {
  return specs.flatMap((s) => (s.kind === 'money' ? [`${columnOf(s)}_amount`, `${columnOf(s)}_currency`] : [columnOf(s)]));
}
