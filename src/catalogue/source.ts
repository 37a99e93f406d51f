/**
 * `source`: where a record was imported from (orders, products, contacts), kept as `source_*` columns of
 * the record's row. Its `updated_at` is read only: it moves when a source value changes (see sourceTouchSql).
 */
import { sql, type SQL } from 'drizzle-orm';
import { prefixed, columnNames, type FieldSpec } from '../core/fields/index.ts';

export const SOURCE_FIELDS: readonly FieldSpec[] = prefixed([
  { key: 'name', kind: 'text', maxLength: 255 },
  { key: 'account', kind: 'text', maxLength: 255 },
  { key: 'channel', kind: 'text', maxLength: 255 },
  { key: 'id', kind: 'code', maxLength: 255, description: 'Id in the source platform; a number is accepted and stored as text' },
  { key: 'retrieved_at', kind: 'datetime' },
], 'source_');

export const SOURCE_UPDATED_AT = 'source_updated_at';
const SOURCE_COLUMNS = columnNames(SOURCE_FIELDS);

/**
 * The `source_updated_at` assignment of an UPDATE that sets some source columns: now() when one of them
 * changes value, else unchanged (in SET, column names read the row as it was).
 */
export function sourceTouchSql(cols: Record<string, SQL>): SQL | null {
  const written = SOURCE_COLUMNS.filter((c) => cols[c] !== undefined);
  if (written.length === 0) return null;
  const before = sql.join(written.map((c) => sql.identifier(c)), sql`, `);
  const after = sql.join(written.map((c) => cols[c]), sql`, `);
  return sql`CASE WHEN ROW(${before}) IS DISTINCT FROM ROW(${after}) THEN now() ELSE ${sql.identifier(SOURCE_UPDATED_AT)} END`;
}

/** The `source_updated_at` of an INSERT: now() when any source value is set. */
export function sourceInsertTouchSql(cols: Record<string, SQL>): SQL {
  const values = SOURCE_COLUMNS.filter((c) => cols[c] !== undefined).map((c) => cols[c]);
  if (values.length === 0) return sql`NULL::timestamptz`;
  return sql`CASE WHEN num_nonnulls(${sql.join(values, sql`, `)}) > 0 THEN now() END`;
}
