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
type Reader = (row: Row, opts: RenderOptions) => unknown;

const text = (format: (value: string) => unknown) => (column: string): Reader => (row) => {
  const value = row[column];
  return value == null ? null : format(String(value));
};
const READERS: Partial<Record<FieldKind, (column: string) => Reader>> = {
  weight: text(formatWeight),
  length: text(formatLength),
  datetime: text(formatDateTime),
  bigint: text(Number),
  custom_fields: (column) => (row, opts) => renderCustomFields((row[column] ?? {}) as CustomFields, opts.lazy ?? false),
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

export type FieldWriter = <T extends Row>(row: Row, out: T, opts?: RenderOptions) => T;

/**
 * Compiles the specs into a function that writes a row's response values into `out` (numeric columns
 * arrive as text). Lists render thousands of rows, so column names and formatters are resolved once here.
 * `columns` reads a key from another column (a box's effective size instead of the stored one).
 */
export function fieldWriter(specs: readonly FieldSpec[], columns: Readonly<Record<string, string>> = {}): FieldWriter {
  const readers = specs.map((s) => [s.key, readerOf(s, columns[s.key] ?? columnOf(s))] as const);
  const none: RenderOptions = {};
  return <T extends Row>(row: Row, out: T, opts: RenderOptions = none): T => {
    for (const [key, read] of readers) (out as Row)[key] = read(row, opts);
    return out;
  };
}
