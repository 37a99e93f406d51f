/**
 * A group of fields that a body sends as one object and a row keeps in prefixed columns (a record's `source`),
 * with a read-only column stamped when one of its values changes. The catalogue declares the group
 * (`stampedGroup`); every writer turns a body's object into columns with `stampedGroupColumns`.
 */
import type { ValueProblems } from './problems.ts';
import { NOW, changeStampSql, columnsOf, typed, typedValueOf, type ColumnValue, type Columns } from './columns.ts';
import { columnNames, type FieldSpec } from './spec.ts';

export interface StampedGroup {
  /** The body key of the object: the path its errors are named by. */
  readonly key: string;
  readonly fields: readonly FieldSpec[];
  /** The timestamptz column recording when a value of the group last changed. */
  readonly stampColumn: string;
  readonly columns: readonly string[];
}

export const stampedGroup = (key: string, fields: readonly FieldSpec[], stampColumn: string): StampedGroup =>
  ({ key, fields, stampColumn, columns: columnNames(fields) });

/** The stamp of an INSERT: the transaction's time when any value of the group is set. */
function insertStamp(group: StampedGroup, cols: Columns): ColumnValue {
  const set = group.columns.some((c) => cols[c] !== undefined && typedValueOf(cols[c])?.value != null);
  return set ? NOW : typed(null, 'timestamptz');
}

/**
 * Adds the columns of a body's object for `group` to `into`. `create` and `put` write every column (omitted
 * ones null); `patch` writes nothing when the object is absent, every column when it is null, else the keys
 * sent. The stamp is set on create when a value is set, and afterwards moves only when a value changes.
 */
export function stampedGroupColumns(
  group: StampedGroup,
  input: Record<string, unknown> | null | undefined,
  opts: { mode: 'create' | 'put' | 'patch'; into: Columns; errors?: ValueProblems },
): void {
  if (opts.mode === 'patch' && input === undefined) return;
  columnsOf(group.fields, input ?? null, { full: opts.mode !== 'patch' || input === null, path: group.key, into: opts.into, errors: opts.errors });
  const stamp = opts.mode === 'create' ? insertStamp(group, opts.into) : changeStampSql(group.stampColumn, opts.into, group.columns);
  if (stamp) opts.into[group.stampColumn] = stamp;
}
