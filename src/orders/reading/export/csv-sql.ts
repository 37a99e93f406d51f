/**
 * A CSV export's records written by PostgreSQL: each cell spelt as the API spells its value (amounts "12.50 USD",
 * weights "453.5924 g", lengths "0.3000 m", datetimes "2026-03-01T10:00:00.123456Z" in UTC, booleans and numbers as
 * they are) and every free-text cell quoted (RFC 4180 allows any field quoted; a quote inside is doubled), so that the
 * API passes a statement's text on instead of splitting it into ~100 values an order and formatting each: that was
 * most of an export's CPU (docs/benchmarks.md, "Order exports"). test/orders/reading/export/csv-sql.test.ts checks the
 * spellings against the API's own (src/core/values/) on both databases.
 *
 * A free text a spreadsheet would run as a formula is neutralised as csv.ts says (a `'` first, inside the quotes).
 * The urls are left to the API (their ids are encoded there: src/core/ids.ts): PostgreSQL marks each with the ids it
 * is made of and doubles the mark inside a text (csv-records.ts), so that no text can pass for a url.
 */
import { sql, type SQL } from '../../../core/sql.ts';
import { withOrgId, type ColumnPart, type ColumnType, type ExportColumn } from './columns.ts';
import { FORMULA_STARTS } from './csv.ts';

/** Codes of the characters a free text is neutralised before (csv.ts: neutralise). */
const FORMULA_CODES = FORMULA_STARTS.map((c) => c.charCodeAt(0)).join(', ');

/** A free text's cell: quoted, its quotes and marks doubled, a `'` first where a spreadsheet would run it. */
const quoted = (value: string) =>
  `CASE WHEN ascii(${value}) IN (${FORMULA_CODES}) THEN '"''' ELSE '"' END || replace(replace((${value})::text, '"', '""'), chr(1), chr(1) || chr(1)) || '"'`;

/** Each type's cell from its values' expressions (NULL for an empty cell: joinedSql writes nothing for it). */
const SPELLING: Record<ColumnType, (values: readonly string[]) => string> = {
  text: ([value]) => quoted(value),
  number: ([value]) => `(${value})::text`,
  boolean: ([value]) => `(${value})::text`,
  money: ([amount, currency]) => `round(${amount}, 2)::text || ' ' || ${currency}`,
  weight: ([value]) => `round(${value}, 4)::text || ' g'`,
  length: ([value]) => `round(${value}, 4)::text || ' m'`,
  // The API writes the fraction of a second in six digits, or none when it is zero (formatDateTime).
  datetime: ([value]) => `replace(to_char((${value}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z')`,
};

/** The ids a url is made of, by the part whose url it is; null where the part has no row (a box without items). */
const URL_MARKS: Record<ColumnPart, string> = {
  order: `concat(chr(1), 'o', o.id)`,
  box: `CASE WHEN b.id IS NOT NULL THEN concat(chr(1), 'b', b.order_id, '.', b.id) END`,
  item: `CASE WHEN i.id IS NOT NULL THEN concat(chr(1), 'i', i.order_id, '.', i.box_id, '.', i.id) END`,
};

/** The SQL of a column's cell as text, NULL when empty. */
export function cellSql(column: ExportColumn): string {
  if (column.url) return URL_MARKS[column.part];
  const cell = SPELLING[column.type](column.values);
  return column.present ? `CASE WHEN ${column.present} IS NOT NULL THEN ${cell} END` : cell;
}

/**
 * `texts` (SQL expressions of text, NULL for an empty cell) joined by commas as one text, never NULL. concat_ws()
 * skips a NULL, separator and all, so each is coalesced to '' (an empty cell keeps its comma); it takes at most 99
 * texts after its separator, so longer lists are joined in groups. Over the cells of a record it costs PostgreSQL
 * about 40% less than concat() over the cells and their commas (concat() looks up each argument's output function at
 * every call; 300,000 rows of 16 cells: 300-360 ms against 450-620 ms).
 */
export function joinedSql(texts: readonly string[]): string {
  const join = (parts: readonly string[]) => `concat_ws(',', ${parts.join(', ')})`;
  const cells = texts.map((text) => `coalesce(${text}, '')`);
  if (cells.length <= 99) return join(cells);
  const groups: string[] = [];
  for (let i = 0; i < cells.length; i += 99) groups.push(join(cells.slice(i, i + 99)));
  return groups.length <= 99 ? join(groups) : joinedSql(groups);
}

/** The cells of `columns`, each a text or NULL. */
const cellsOf = (columns: readonly ExportColumn[]): string[] => columns.map(cellSql);

/** Consecutive columns of one part: their cells are spelt once for the rows that share them. */
interface Run { part: ColumnPart; columns: ExportColumn[] }

function runsOf(columns: readonly ExportColumn[]): Run[] {
  const runs: Run[] = [];
  for (const column of columns) {
    const last = runs[runs.length - 1];
    if (last?.part === column.part) last.columns.push(column);
    else runs.push({ part: column.part, columns: [column] });
  }
  return runs;
}

/** A record's end (one constant: PostgreSQL folds the two immutable calls when it plans the statement). */
const CRLF = '(chr(13) || chr(10))';

/** A slot's definition (its bytes kept by the API, not written) and its repetition (csv-records.ts). */
const defined = (slot: number, text: string) => `chr(1) || 'd${slot}.' || ${text} || chr(1) || 'e'`;
const repeated = (slot: number) => `(chr(1) || 'r${slot}.')`;

/**
 * The select list and joins of a chunk's statement (`o`: the chunk's orders, as the caller's FROM names them): each
 * order's records as one text (`text`), ended by CRLF. With rows=items an order makes a record per item of each of
 * its boxes (by id), one for a box without items and one for an order without boxes, their cells empty where the
 * part has no row. The cells of an order's runs are spelt and sent once for its records (a MATERIALIZED step, their
 * definitions first in the order's text), a box's once for its items' (defined before its first record): an item's
 * record carries its own cells and the runs' slots (csv-records.ts copies their bytes).
 */
export function csvRecordsSql(orgId: number, columns: readonly ExportColumn[], items: boolean): { ofOrder: string; text: string; join: string } {
  if (!items) return { ofOrder: '', text: `${joinedSql(cellsOf(columns))} || ${CRLF}`, join: '' };
  const runs = runsOf(columns);
  const definitions = (part: ColumnPart) => {
    const texts = runs.flatMap((run, r) => (run.part === part ? [defined(r, joinedSql(cellsOf(run.columns)))] : []));
    return texts.length > 0 ? texts.join(' || ') : "''";
  };
  // A record's texts: the order's and the box's runs by their slots, an item's cells each (one join, not two).
  const line = (texts: (run: Run, r: number) => string[]) => `${joinedSql(runs.flatMap(texts))} || ${CRLF}`;
  const empty = (run: Run) => `'${','.repeat(run.columns.length - 1)}'`;
  const record = line((run, r) => (run.part === 'item' ? cellsOf(run.columns) : [repeated(r)]));
  const itemless = line((run, r) => [run.part === 'item' ? empty(run) : repeated(r)]);
  const boxless = line((run, r) => [run.part === 'order' ? repeated(r) : empty(run)]);
  const join = `CROSS JOIN LATERAL (
      SELECT string_agg(b.definitions || coalesce(bi.text, ${itemless}), '' ORDER BY b.id) AS text
      FROM (SELECT b.org_id, b.order_id, b.id, ${definitions('box')} AS definitions FROM boxes b
            WHERE b.org_id = ${orgId} AND b.order_id = o.id OFFSET 0) b
      CROSS JOIN LATERAL (SELECT string_agg(${record}, '' ORDER BY i.id) AS text
            FROM items i WHERE i.org_id = ${orgId} AND i.order_id = b.order_id AND i.box_id = b.id) bi) p`;
  return { ofOrder: `${definitions('order')} AS definitions`, text: `o.definitions || coalesce(p.text, ${boxless})`, join };
}

/**
 * The statement of a chunk's records: the orders `chosen` selects (a CTE `c` of their ids, in the order of its `n`),
 * each as its records' text and its id.
 */
export function csvChunkSql(orgId: number, columns: readonly ExportColumn[], items: boolean, chosen: SQL): SQL {
  const records = csvRecordsSql(orgId, columns, items);
  const [ofOrder, text, join] = [records.ofOrder, records.text, records.join].map((part) => withOrgId(part, orgId));
  if (!items) {
    return sql`WITH c AS (${chosen})
      SELECT ${sql.raw(text)} AS text, o.id FROM c JOIN orders o ON o.org_id = ${orgId} AND o.id = c.id ORDER BY c.n`;
  }
  return sql`WITH c AS (${chosen}), o AS MATERIALIZED (
      SELECT o.id, c.n, ${sql.raw(ofOrder)} FROM c JOIN orders o ON o.org_id = ${orgId} AND o.id = c.id)
    SELECT ${sql.raw(text)} AS text, o.id FROM o ${sql.raw(join)} ORDER BY o.n`;
}
