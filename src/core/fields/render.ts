/** Rendering rows through field specs: each field's JSON value from its column(s). */
import { renderCustomFields, type CustomFields } from '../custom-fields.ts';
import { formatMoney } from '../values/money.ts';
import { formatWeight } from '../values/weight.ts';
import { formatLength } from '../values/length.ts';
import { formatDateTime } from '../values/datetime.ts';
import { columnOf, type FieldKind, type FieldSpec } from './spec.ts';

type Row = Record<string, unknown>;
export interface RenderOptions {
  /** Custom field values over 512 bytes lose their `value`. */
  lazy?: boolean;
}
export type Reader = (row: Row, opts: RenderOptions) => unknown;

/**
 * How each kind of field is shown, given its column: the API's spelling of values. A kind not listed is
 * shown as stored. v2's is the default; another interface (v1 shows weights as plain gram strings and
 * datetimes with +00:00) passes its own to fieldWriter, over the same catalogue.
 */
export type Format = Partial<Record<FieldKind, (column: string) => Reader>>;

/** A reader of a text column through `format` (null stays null). */
export const textReader = (format: (value: string) => unknown) => (column: string): Reader => (row) => {
  const value = row[column];
  return value == null ? null : format(String(value));
};

/**
 * v2's spelling of a stored value (as text) of the kinds shown otherwise than stored, but for money (spellMoney):
 * what V2_FORMAT reads a row's column through, and what an export (src/orders/reading/export/) writes a cell through.
 */
const SPELLING = { weight: formatWeight, length: formatLength, datetime: formatDateTime, bigint: Number } as const;
export const V2_SPELLING: Partial<Record<FieldKind, (value: string) => unknown>> = SPELLING;

/** v2's spelling of an amount stored as its `_amount` and `_currency` columns (null when either is). */
export const spellMoney = (amount: unknown, currency: unknown): string | null =>
  (amount == null || currency == null ? null : formatMoney(String(amount), String(currency)));

export const V2_FORMAT: Format = {
  weight: textReader(SPELLING.weight),
  length: textReader(SPELLING.length),
  datetime: textReader(SPELLING.datetime),
  bigint: textReader(SPELLING.bigint),
  money: (column) => {
    const amountColumn = `${column}_amount`;
    const currencyColumn = `${column}_currency`;
    return (row) => spellMoney(row[amountColumn], row[currencyColumn]);
  },
  custom_fields: (column) => (row, opts) => renderCustomFields((row[column] ?? {}) as CustomFields, opts.lazy ?? false),
};

const readerOf = (spec: FieldSpec, column: string, format: Format): Reader =>
  format[spec.kind]?.(column) ?? ((row) => row[column] ?? null);

export type FieldWriter = <T extends Row>(row: Row, out: T, opts?: RenderOptions) => T;

/**
 * Compiles the specs into a function that writes a row's response values into `out` (numeric columns
 * arrive as text). Lists render thousands of rows, so column names and formatters are resolved once here.
 * `columns` reads a key from another column (a box's effective size instead of the stored one); `format`
 * spells the values (V2_FORMAT unless given).
 */
export function fieldWriter(
  specs: readonly FieldSpec[], columns: Readonly<Record<string, string>> = {}, format: Format = V2_FORMAT,
): FieldWriter {
  const readers = specs.map((s) => [s.key, readerOf(s, columns[s.key] ?? columnOf(s), format)] as const);
  const none: RenderOptions = {};
  return <T extends Row>(row: Row, out: T, opts: RenderOptions = none): T => {
    for (const [key, read] of readers) (out as Row)[key] = read(row, opts);
    return out;
  };
}
