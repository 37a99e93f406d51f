/**
 * The values of an export's rows come from PostgreSQL joined in texts ("lines"), each value as text ('' for null)
 * followed by a separator (concat). node-postgres makes a string of every value it receives: for the ~100 values of
 * an order that took more of an export's time than all the rest of its work, where splitting one line is a single
 * call. A value may hold a separator itself (the API takes any character but NUL): its line then splits into too
 * many pieces, which the reader checks, and its order is read again value by value (read.ts).
 */

/** Between the values of a line (US, the unit separator). */
export const VALUES = '\u001f';
/** Before each item of a box's record (RS) and before each box of an order's parts (GS): parts.ts. */
export const ITEMS = '\u001e';
export const BOXES = '\u001d';

/** A separator in SQL. */
export const inSql = (separator: string) => `chr(${separator.charCodeAt(0)})`;

/** `expressions` as text separated by VALUES; concat() takes at most 100 arguments, so groups of 49 values. */
export function joinedText(expressions: readonly string[]): string {
  const between = `, ${inSql(VALUES)}, `;
  const groups: string[] = [];
  for (let i = 0; i < expressions.length; i += 49) {
    groups.push(`concat(${expressions.slice(i, i + 49).map((e) => `(${e})::text`).join(between)})`);
  }
  return groups.length === 1 ? groups[0] : `concat(${groups.join(between)})`;
}

/**
 * A line's values ('' as null) after its first `first` (kept as they are), or null when it does not split into
 * `first + count` of them (a value held the separator).
 */
export function valuesOf(line: string, first: number, count: number): unknown[] | null {
  if (first + count === 0) return [];
  const values: unknown[] = line.split(VALUES);
  if (values.length !== first + count) return null;
  for (let i = first; i < values.length; i++) if (values[i] === '') values[i] = null;
  return values;
}
