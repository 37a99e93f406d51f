/**
 * Column values derived from field specs: typed field values (bind.ts: grams, money, instants, never a view's
 * spelling) become typed SQL parameters for INSERT and UPDATE, and the specs give the SELECT list that render.ts
 * reads back.
 */
import { SQL, TypedValue, sql } from '../sql.ts';
import { parseCustomFieldsInput, withoutRemovals, type CustomFieldsPatch } from '../custom-fields.ts';
import { boundMoney, boundValue, refusedValue } from './bind.ts';
import { FieldRulesRefusal, type ValueProblems } from './problems.ts';
import { columnNames, columnOf, type FieldKind, type FieldSpec } from './spec.ts';

/** What a column is written as: a typed value, or an SQL expression (a merge of custom fields, COALESCE(...)). */
export type ColumnValue = TypedValue | SQL;
/** Column name to its value, ready for INSERT or UPDATE ... SET. */
export type Columns = Record<string, ColumnValue>;

const SQL_TYPES: Record<FieldKind, string> = {
  text: 'text', code: 'text', boolean: 'boolean', flag: 'boolean', integer: 'integer', bigint: 'bigint', money: 'numeric',
  weight: 'numeric', length: 'numeric', datetime: 'timestamptz', enum: 'text', email: 'text', phone: 'text', url: 'text',
  custom_fields: 'jsonb',
};

const isSql = (value: unknown): value is SQL => value instanceof SQL;

// A full write of an order sets a hundred columns, most of them null: each type's null is one shared value.
const NULLS = new Map<string, TypedValue>();
const nullOf = (type: string): TypedValue => {
  let value = NULLS.get(type);
  if (!value) NULLS.set(type, (value = new TypedValue(null, type)));
  return value;
};

/** A parameter cast to its column type, so multi-row VALUES and CASE expressions type-check. */
export const typed = (value: unknown, type: string): ColumnValue =>
  (value === null ? nullOf(type) : isSql(value) ? sql`${value}::${sql.raw(type)}` : new TypedValue(value, type));
/** The transaction's time as a typed value ('now' reads as now() does), so that a row set can bind it (db/rows.ts). */
export const NOW = typed('now', 'timestamptz');
export const jsonb = (value: unknown): ColumnValue => typed(value === null ? null : JSON.stringify(value), 'jsonb');

/**
 * The value and SQL type of a column made by `typed` or `jsonb`, or null for any other expression. Lets a bulk
 * load bind each column of many rows as one array parameter (db/rows.ts) instead of one per value.
 */
export const typedValueOf = (column: ColumnValue): TypedValue | null => (column instanceof TypedValue ? column : null);

/** `column` with a custom-fields change set applied in SQL: names set to null removed, the others replaced. */
export function customFieldsMergeSql(patch: CustomFieldsPatch, column = 'custom_fields'): SQL {
  const removals = Object.entries(patch).filter(([, v]) => v === null).map(([name]) => sql` - ${name}::text`);
  return sql`((${sql.identifier(column)}${sql.join(removals, sql``)}) || ${jsonb(withoutRemovals(patch))})`;
}

const at = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** The value the input carries for the spec (its key, else an alias), or undefined when it carries none. */
function inputValue(input: Record<string, unknown> | null, spec: FieldSpec): unknown {
  if (input == null) return undefined;
  if (input[spec.key] !== undefined && Object.hasOwn(input, spec.key)) return input[spec.key];
  for (const key of spec.aliases ?? []) {
    if (input[key] !== undefined && Object.hasOwn(input, key)) return input[key];
  }
  return undefined;
}

// A money field's two column names, made once.
const MONEY_COLUMNS = new Map<string, [amount: string, currency: string]>();
const moneyColumns = (column: string): [string, string] => {
  let names = MONEY_COLUMNS.get(column);
  if (!names) MONEY_COLUMNS.set(column, (names = [`${column}_amount`, `${column}_currency`]));
  return names;
};

/** Sets the column(s) of `spec` to `value`; `path` is the field's object's, for errors. */
function put(out: Columns, spec: FieldSpec, value: unknown, full: boolean, path: string): void {
  const column = columnOf(spec);
  if (spec.kind === 'money') {
    const [amount, currency] = moneyColumns(column);
    const money = value == null ? null : boundMoney(spec, value, path);
    out[amount] = typed(money?.amount ?? null, 'numeric');
    out[currency] = typed(money?.currency ?? null, 'text');
    return;
  }
  if (spec.kind === 'custom_fields') {
    refusedValue(spec, value, path);
    const patch = value == null ? {} : parseCustomFieldsInput(value, at(path, spec.key));
    // A full write replaces the set; a partial one merges it by name without reading the row first.
    out[column] = full ? jsonb(withoutRemovals(patch)) : customFieldsMergeSql(patch, column);
    return;
  }
  out[column] = typed(value == null ? null : boundValue(spec, value, path), SQL_TYPES[spec.kind]);
}

export interface ColumnsOptions {
  /** A full write (create, PUT) also writes the omitted fields, as their default or null; otherwise only those present. */
  full: boolean;
  /**
   * A full write of a new row of a row set (db/rows.ts) leaves out the fields it would write as null: a row set
   * leaves such columns out of its INSERT anyway, and their default is null (test/catalogue/columns.test.ts). A new
   * order has a hundred columns, most of them null; mapping each one was a quarter of building its statements
   * (bench/create-orders/build.ts: 133 us an order against 175).
   */
  newRow?: boolean;
  /** Field path of the object in the body (`boxes[0].items[1]`), for the paths of its problems. */
  path?: string;
  /** Collects the problems instead of throwing them as a FieldRulesRefusal (to report a whole body at once). */
  errors?: ValueProblems;
  /** Adds to these columns. */
  into?: Columns;
}

/**
 * Of a list of specs, made once: whether a full write of a new row writes each spec even when the body leaves it out
 * (a default, custom fields' `{}`); read-only specs are never written.
 */
const writtenWhenOmitted = new WeakMap<readonly FieldSpec[], boolean[]>();

function writtenWhenOmittedOf(specs: readonly FieldSpec[]): boolean[] {
  let flags = writtenWhenOmitted.get(specs);
  if (!flags) writtenWhenOmitted.set(specs, (flags = specs.map((spec) => (spec.default ?? null) !== null || spec.kind === 'custom_fields')));
  return flags;
}

/**
 * Column values for the typed values of `input` (bind.ts), keyed by the fields' keys or aliases, in the specs' order
 * (so that the same fields always make the same statement). A full write of a stored row writes every spec (PUT
 * writes what is omitted as null); otherwise only those the body carries, and for a new row those written when
 * omitted. One walk over the specs: a set of the body's positions, sorted, made for each call was a fifth of
 * the import's conversion (bench/import/micro.ts).
 */
export function columnsOf(specs: readonly FieldSpec[], input: Record<string, unknown> | null | undefined, opts: ColumnsOptions): Columns {
  const out = opts.into ?? {};
  const path = opts.path ?? '';
  const errors: ValueProblems = opts.errors ?? {};
  const leaveNulls = opts.full && opts.newRow === true;
  const always = opts.full && !leaveNulls;
  const whenOmitted = leaveNulls ? writtenWhenOmittedOf(specs) : null;
  const body = input ?? null;
  for (let position = 0; position < specs.length; position++) {
    const spec = specs[position];
    if (spec.readOnly) continue;
    const given = inputValue(body, spec);
    if (given === undefined && !always && !whenOmitted?.[position]) continue;
    const value = given === undefined || given === null ? (spec.default ?? null) : given;
    // Custom fields write {} for null.
    if (value === null && leaveNulls && spec.kind !== 'custom_fields') continue;
    try {
      put(out, spec, value, opts.full, path);
    } catch (err) {
      if (!(err instanceof FieldRulesRefusal)) throw err;
      Object.assign(errors, err.refusal.errors);
    }
  }
  if (!opts.errors && Object.keys(errors).length > 0) throw new FieldRulesRefusal(errors);
  return out;
}

/** Column lists made so far, by alias and names: a statement of a kind uses the same ones at every call. */
const columnLists = new Map<string, SQL>();
/** How many column lists are kept: a few per kind of statement (which columns a write sets), far fewer than this. */
const COLUMN_LISTS_KEPT = 2000;

/**
 * `a, b, c` (an INSERT's column list), or `alias.a, alias.b, ...` with `alias`. The same list is the same part at
 * every call, so that compile.ts keeps its text instead of walking its names again (src/db/compile.ts).
 */
export function columnListSql(names: readonly string[], alias?: string): SQL {
  const key = `${alias ?? ''}.${names.join(',')}`;
  let list = columnLists.get(key);
  if (!list) {
    const prefix = alias === undefined ? '' : `${alias}.`;
    list = sql.join(names.map((n) => (prefix ? sql`${sql.raw(prefix)}${sql.identifier(n)}` : sql.identifier(n))), sql`, `);
    if (columnLists.size < COLUMN_LISTS_KEPT) columnLists.set(key, list);
  }
  return list;
}
/** The values of `names` from `cols`, in that order (missing ones NULL). */
export const valueListSql = (cols: Columns, names: readonly string[]): SQL => sql.join(names.map((n) => cols[n] ?? sql`NULL`), sql`, `);
/**
 * `ROW(a, b) IS DISTINCT FROM ROW(<a's value>, <b's value>)` over `names` (default: every column of `cols`), for an
 * UPDATE's WHERE or SET: true when writing `cols` would change one of them (a name reads the row as it was). Null
 * when there is none. A stamp written with the columns must read its own column when nothing changes
 * (`changeStampSql`), so that it compares equal then: a write of equal values writes nothing.
 */
export function changesSql(cols: Columns, names: readonly string[] = Object.keys(cols)): SQL | null {
  const written = names.filter((c) => cols[c] !== undefined);
  if (written.length === 0) return null;
  const before = sql.join(written.map((c) => sql.identifier(c)), sql`, `);
  const after = sql.join(written.map((c) => cols[c]), sql`, `);
  return sql`ROW(${before}) IS DISTINCT FROM ROW(${after})`;
}

/**
 * `now()` when `condition` holds, else `current` (a timestamptz): for an UPDATE's SET. Through now_when (migration
 * 0350) rather than a CASE: Citus refuses an UPDATE with now() in a CASE or COALESCE, and crashed on the same choice
 * written as an array subscript (scripts/citus-rules.ts, checkCaseText).
 */
export const nowWhenSql = (condition: SQL, current: SQL): SQL => sql`now_when(${condition}, ${current}, now())`;

/**
 * A stamp column's value in an UPDATE that writes `cols`: now() when one of `names` changes value, else the stamp
 * as it was. Null when `cols` writes none of them.
 */
export function changeStampSql(stampColumn: string, cols: Columns, names: readonly string[]): SQL | null {
  const changes = changesSql(cols, names);
  return changes && nowWhenSql(changes, sql`${sql.identifier(stampColumn)}`);
}

/**
 * `UPDATE <table> SET <cols>, updated_at = now() WHERE <where>` only when one of the columns changes value, answering
 * a row when it did: the update of a row whose updated_at moves only with a value (an order, a box, an item, a note).
 * Null when `cols` is empty (nothing to write).
 */
export function updateWhenChangedSql(table: SQL, where: SQL, cols: Columns, returning: SQL = sql`1 AS changed`): SQL | null {
  const assignments = assignmentsSql(cols);
  const changes = changesSql(cols);
  if (!assignments || !changes) return null;
  return sql`UPDATE ${table} SET ${assignments}, updated_at = now() WHERE ${where} AND ${changes} RETURNING ${returning}`;
}

/** `a = ..., b = ...` for UPDATE ... SET, or null when there is nothing to set. */
export function assignmentsSql(cols: Columns): SQL | null {
  const entries = Object.entries(cols);
  if (entries.length === 0) return null;
  return sql.join(entries.map(([c, v]) => sql`${sql.identifier(c)} = ${v}`), sql`, `);
}
/** The stored columns of the specs with their SQL types (money spans a numeric amount and a text currency). */
export function columnTypes(specs: readonly FieldSpec[]): [column: string, type: string][] {
  return specs.flatMap((s): [string, string][] => (s.kind === 'money'
    ? [[`${columnOf(s)}_amount`, 'numeric'], [`${columnOf(s)}_currency`, 'text']]
    : [[columnOf(s), SQL_TYPES[s.kind]]]));
}

// The drivers read these as text; inside JSON built by the database they would be numbers or ISO timestamps.
const TEXT_IN_JSON = new Set(['numeric', 'timestamptz']);

/**
 * `alias.column` for each of `columns` ([name, SQL type]), those the drivers read as text cast to text: a row
 * aggregated into JSON in the database (json_agg) then reads back as a plain SELECT of the same columns does.
 */
export function jsonSafeListSql(columns: readonly (readonly [string, string])[], alias: string): SQL {
  return sql.join(columns.map(([c, type]) => (TEXT_IN_JSON.has(type)
    ? sql`${sql.identifier(alias)}.${sql.identifier(c)}::text AS ${sql.identifier(c)}`
    : sql`${sql.identifier(alias)}.${sql.identifier(c)}`)), sql`, `);
}

/** The specs' columns for a SELECT, qualified by a table alias when given. */
export function selectListSql(specs: readonly FieldSpec[], alias?: string): SQL {
  return sql.join(columnNames(specs).map((c) => (alias ? sql`${sql.identifier(alias)}.${sql.identifier(c)}` : sql.identifier(c))), sql`, `);
}
