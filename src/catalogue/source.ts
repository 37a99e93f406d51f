/**
 * `source`: where a record was imported from (orders, products, contacts), kept as `source_*` columns of
 * the record's row. Its `updated_at` is read only: it moves when a source value changes (a stamped group,
 * src/core/fields/stamped-group.ts). Every resource with a source uses the fields, schemas and rendering here.
 */
import { Type } from 'typebox';
import { DateTime, Nullable } from '../core/schema.ts';
import { formatDateTime } from '../core/values/datetime.ts';
import { fieldWriter, inputProperties, outputProperties, prefixed, stampedGroup, type FieldSpec } from '../core/fields/index.ts';

export const SOURCE_FIELDS: readonly FieldSpec[] = prefixed([
  { key: 'name', kind: 'text', maxLength: 255 },
  { key: 'account', kind: 'text', maxLength: 255 },
  { key: 'channel', kind: 'text', maxLength: 255 },
  { key: 'id', kind: 'code', maxLength: 255, description: 'Id in the source platform; a number is accepted and stored as text' },
  { key: 'retrieved_at', kind: 'datetime' },
], 'source_');

export const SOURCE_UPDATED_AT = 'source_updated_at';

/** A body's `source` becomes columns with `stampedGroupColumns(SOURCE, body.source, ...)` (src/core/fields/stamped-group.ts). */
export const SOURCE = stampedGroup('source', SOURCE_FIELDS, SOURCE_UPDATED_AT);

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
