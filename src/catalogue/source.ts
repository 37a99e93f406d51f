/**
 * `source`: where a record was imported from (orders, products, contacts), kept as `source_*` columns of
 * the record's row. Its `updated_at` is read only: it moves when a source value changes (see sourceTouchSql).
 * Every resource with a source uses the schemas, columns and rendering here.
 */
import { sql, type SQL } from '../core/sql.ts';
import { Type } from 'typebox';
import { DateTime, Nullable } from '../core/schema.ts';
import { formatDateTime } from '../core/values/datetime.ts';
import type { FieldErrors } from '../core/errors.ts';
import {
  NOW, columnNames, columnsOf, fieldWriter, typed, typedValueOf, inputProperties, outputProperties, prefixed, type ColumnValue, type Columns,
  type FieldSpec,
} from '../core/fields/index.ts';

export const SOURCE_FIELDS: readonly FieldSpec[] = prefixed([
  { key: 'name', kind: 'text', maxLength: 255 },
  { key: 'account', kind: 'text', maxLength: 255 },
  { key: 'channel', kind: 'text', maxLength: 255 },
  { key: 'id', kind: 'code', maxLength: 255, description: 'Id in the source platform; a number is accepted and stored as text' },
  { key: 'retrieved_at', kind: 'datetime' },
], 'source_');

export const SOURCE_UPDATED_AT = 'source_updated_at';
const SOURCE_COLUMNS = columnNames(SOURCE_FIELDS);

/** `source` in a request body: optional; null clears every source value, an object changes only its keys. */
export const SourceInput = Type.Optional(Nullable(Type.Object(inputProperties(SOURCE_FIELDS)), {
  description: 'On update only the keys sent change; null clears every source value. `updated_at` is read only.',
}));

/** `source` in a response. */
export const SourceOutput = Type.Object({
  ...outputProperties(SOURCE_FIELDS),
  updated_at: Nullable(DateTime({ description: 'Read only: when a source value last changed' })),
});

const writeSourceFields = fieldWriter(SOURCE_FIELDS);

/** A row's `source` as responses show it. */
export function renderSource(row: Record<string, unknown>): Record<string, unknown> {
  const source = writeSourceFields(row, {} as Record<string, unknown>);
  source.updated_at = formatDateTime(row[SOURCE_UPDATED_AT] as string | null);
  return source;
}

/**
 * The `source_updated_at` assignment of an UPDATE that sets some source columns: now() when one of them
 * changes value, else unchanged (in SET, column names read the row as it was).
 */
function sourceTouchSql(cols: Columns): SQL | null {
  const written = SOURCE_COLUMNS.filter((c) => cols[c] !== undefined);
  if (written.length === 0) return null;
  const before = sql.join(written.map((c) => sql.identifier(c)), sql`, `);
  const after = sql.join(written.map((c) => cols[c]), sql`, `);
  return sql`CASE WHEN ROW(${before}) IS DISTINCT FROM ROW(${after}) THEN now() ELSE ${sql.identifier(SOURCE_UPDATED_AT)} END`;
}

/** The `source_updated_at` of an INSERT: the transaction's time when any source value is set. */
function sourceInsertTouch(cols: Columns): ColumnValue {
  const set = SOURCE_COLUMNS.some((c) => cols[c] !== undefined && typedValueOf(cols[c])?.value != null);
  return set ? NOW : typed(null, 'timestamptz');
}

/**
 * Adds the columns of a body's `source` to `into`. `create` and `put` write every source column (omitted
 * ones null); `patch` writes nothing when `source` is absent, every column when it is null, else the keys
 * sent. `source_updated_at` is stamped on create when a value is set, and afterwards moves only when a
 * value changes.
 */
export function sourceColumns(
  input: Record<string, unknown> | null | undefined,
  opts: { mode: 'create' | 'put' | 'patch'; into: Columns; errors?: FieldErrors },
): void {
  if (opts.mode === 'patch' && input === undefined) return;
  columnsOf(SOURCE_FIELDS, input ?? null, { full: opts.mode !== 'patch' || input === null, path: 'source', into: opts.into, errors: opts.errors });
  const touch = opts.mode === 'create' ? sourceInsertTouch(opts.into) : sourceTouchSql(opts.into);
  if (touch) opts.into[SOURCE_UPDATED_AT] = touch;
}
