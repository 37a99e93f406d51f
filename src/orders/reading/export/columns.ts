/**
 * The columns of an order export, derived from the field catalogue (src/catalogue/): each is named by the field's
 * path in the API's order JSON (`shipping.ship_to.city`, `boxes.items.part_number`) and reads the value the API
 * writes for it, through the same spellings (V2_SPELLING, spellMoney: money "12.50 USD", weights "453.5924 g",
 * datetimes in UTC). Custom fields, notes and relations are objects and lists of objects: they stay in the JSON API.
 *
 * The export reads its rows as arrays of values (db.arrays): a column's reader is made once for an export, with the
 * positions of what it reads in its statement's rows resolved then (columnReaders), and reads a row by index. Rows as
 * objects of ~115 properties made the driver build each object key by key and every read a keyed lookup.
 */
import { columnNames, columnOf, spellMoney, V2_SPELLING, type FieldKind, type FieldSpec } from '../../../core/fields/index.ts';
import { formatDateTime } from '../../../core/values/datetime.ts';
import { SOURCE_FIELDS, SOURCE_UPDATED_AT } from '../../../catalogue/source.ts';
import {
  ADDRESS_PREFIXES, BILLING_FIELDS, KEPT_TEXT_CHARS, ORDER_FIELDS, SHIPPING_FIELDS, orderAddressFields, type AddressName,
} from '../../../catalogue/order.ts';
import { BOX_EFFECTIVE_COLUMNS, BOX_FIELDS } from '../../../catalogue/box.ts';
import { ITEM_FIELDS } from '../../../catalogue/item.ts';
import { boxUrl, itemUrl, orderUrl } from '../../../core/urls.ts';

/**
 * How a spreadsheet types a column's values: `text` is free text (neutralised against formulas in CSV), the others
 * are values the API formats itself (a number, an amount with its currency, grams, metres, a UTC datetime, a boolean).
 */
export type ColumnType = 'text' | 'number' | 'money' | 'weight' | 'length' | 'datetime' | 'boolean';

/** Where a column's values come from: the order, its box, or the box's item (rows=items only). */
export type ColumnPart = 'order' | 'box' | 'item';

/** A row of one of the export's statements: its values in the order selected, as text but for the ids (read.ts). */
export type Values = readonly unknown[];

/** A column's reader of the API's value in a row. */
export type CellReader = (row: Values) => unknown;

/** The position of a selected alias in the rows of the statement that selects it. */
export type PositionOf = (alias: string) => number;

export interface ExportColumn {
  /** The header: the field's path in the order JSON. */
  path: string;
  part: ColumnPart;
  type: ColumnType;
  /** The selected columns it reads, as `[alias, expression]`. */
  reads: readonly (readonly [string, string])[];
  /** Its reader, given the positions of what it reads (`orgId` spells the urls). */
  reader: (at: PositionOf, orgId: number) => CellReader;
  /**
   * What PostgreSQL spells the cell from (csv-sql.ts): the expressions of its value (an amount's and its currency's),
   * and the one that must be set for the cell to be (an address's `created_at`); a url has none (`url`).
   */
  values: readonly string[];
  present?: string;
  url?: true;
}

const TYPES: Record<FieldKind, ColumnType> = {
  text: 'text', code: 'text', email: 'text', phone: 'text', url: 'text', enum: 'text', custom_fields: 'text',
  boolean: 'boolean', flag: 'boolean', integer: 'number', bigint: 'number',
  money: 'money', weight: 'weight', length: 'length', datetime: 'datetime',
};

/** The alias a part's column is selected under (`b_weight`), so that the order's, box's and item's never clash. */
const ALIAS: Record<ColumnPart, string> = { order: '', box: 'b_', item: 'i_' };
const TABLE: Record<ColumnPart, string> = { order: 'o', box: 'b', item: 'i' };

/** A catalogue field as a column: its stored column(s) (`stored` overrides which, as a box's effective size does). */
function fieldColumn(prefix: string, part: ColumnPart, spec: FieldSpec, stored = columnOf(spec), present?: string): ExportColumn {
  const alias = ALIAS[part];
  const names = columnNames([{ ...spec, column: stored }]);
  const reads = names.map((c) => [`${alias}${c}`, `${TABLE[part]}.${c}`] as const);
  const spell = V2_SPELLING[spec.kind];
  const reader = (at: PositionOf): CellReader => {
    const [value, currency] = reads.map(([a]) => at(a));
    // Values come as text (read.ts): a boolean's is PostgreSQL's `true` or `false`, an integer's its digits.
    const TEXT_OF: Partial<Record<FieldKind, CellReader>> = {
      boolean: (row) => (row[value] == null ? null : row[value] === 'true'),
      flag: (row) => (row[value] == null ? null : row[value] === 'true'),
      integer: (row) => (row[value] == null ? null : Number(row[value])),
    };
    const read: CellReader = spec.kind === 'money'
      ? (row) => spellMoney(row[value], row[currency])
      : spell ? (row) => (row[value] == null ? null : spell(row[value] as string))
        : TEXT_OF[spec.kind] ?? ((row) => row[value] ?? null);
    if (present === undefined) return read;
    const shown = at(present);
    return (row) => (row[shown] == null ? null : read(row));
  };
  return {
    path: `${prefix}${spec.key}`, part, type: TYPES[spec.kind], reads: present ? [...reads, [present, `o.${present}`]] : reads, reader,
    values: reads.map(([, expression]) => expression), ...(present ? { present: `o.${present}` } : {}),
  };
}

/** A column's value as selected. */
const asSelected = (column: string) => (at: PositionOf): CellReader => {
  const value = at(column);
  return (row) => row[value] ?? null;
};

const plain = (path: string, type: ColumnType, column: string): ExportColumn =>
  ({ path, part: 'order', type, reads: [[column, `o.${column}`]], reader: asSelected(column), values: [`o.${column}`] });

const datetime = (path: string, column: string): ExportColumn => ({
  path, part: 'order', type: 'datetime', reads: [[column, `o.${column}`]], values: [`o.${column}`],
  reader: (at) => {
    const value = at(column);
    return (row) => formatDateTime((row[value] ?? null) as string | null);
  },
});

/** An address's fields; all empty when the order has no such address (its `created_at` is unset). */
function addressColumns(prefix: string, name: AddressName): ExportColumn[] {
  const present = `${ADDRESS_PREFIXES[name]}created_at`;
  return orderAddressFields(name).map((spec) => fieldColumn(`${prefix}${name}.`, 'order', spec, columnOf(spec), present));
}

const catalogued = (specs: readonly FieldSpec[]) => specs.filter((s) => s.kind !== 'custom_fields');

/**
 * The tags of the order, joined by ", " in the order the API lists them: the order's kept `tags_sort` is that text
 * cut at KEPT_TEXT_CHARS characters (kept-values.ts), so it is read from order_tags only when it may have been cut.
 * Reading every order's tags cost an export more than the rest of its orders' statement.
 */
/**
 * What a column's SQL writes for the organization's id (withOrgId puts the value in): a subquery tied to `o.org_id`
 * would run on every shard on Citus (docs/deploy.md), one naming the value on the organization's shard.
 */
export const ORG_ID = '{org_id}';
export const withOrgId = (expression: string, orgId: number): string => expression.replaceAll(ORG_ID, String(Math.trunc(orgId)));

const TAGS_READ = `CASE WHEN length(o.tags_sort) < ${KEPT_TEXT_CHARS} THEN o.tags_sort WHEN o.tags_sort IS NOT NULL THEN (
    SELECT string_agg(g.value, ', ' ORDER BY g.value COLLATE "C") FROM order_tags g WHERE g.org_id = ${ORG_ID} AND g.order_id = o.id) END`;
const TAGS: ExportColumn = { path: 'tags', part: 'order', type: 'text', reads: [['tags', TAGS_READ]], reader: asSelected('tags'), values: [TAGS_READ] };

/** One row per order: the order's own fields in the order its JSON lists them. */
export const ORDER_COLUMNS: readonly ExportColumn[] = [
  {
    path: 'url', part: 'order', type: 'text', reads: [], values: [], url: true,
    reader: (at, orgId) => {
      const id = at('id');
      return (row) => orderUrl(orgId, row[id] as number);
    },
  },
  plain('primary_id', 'text', 'primary_id'),
  plain('unique_id', 'text', 'unique_id'),
  ...catalogued(ORDER_FIELDS).map((s) => fieldColumn('', 'order', s)),
  datetime('created_at', 'created_at'),
  datetime('updated_at', 'updated_at'),
  datetime('nested_updated_at', 'nested_updated_at'),
  TAGS,
  ...SOURCE_FIELDS.map((s) => fieldColumn('source.', 'order', s)),
  datetime('source.updated_at', SOURCE_UPDATED_AT),
  ...BILLING_FIELDS.map((s) => fieldColumn('billing.', 'order', s)),
  ...addressColumns('billing.', 'bill_to'),
  ...SHIPPING_FIELDS.map((s) => fieldColumn('shipping.', 'order', s)),
  ...addressColumns('shipping.', 'ship_to'),
  ...addressColumns('shipping.', 'ship_from'),
];

const effective = BOX_EFFECTIVE_COLUMNS as Readonly<Record<string, string>>;

/** The box and item columns of rows=items (empty for an order without boxes, or a box without items). */
export const BOX_COLUMNS: readonly ExportColumn[] = [
  {
    path: 'boxes.url', part: 'box', type: 'text', reads: [], values: [], url: true,
    reader: (at, orgId) => {
      const [order, box] = [at('id'), at('b_id')];
      return (row) => (row[box] == null ? null : boxUrl(orgId, row[order] as number, row[box] as number));
    },
  },
  ...catalogued(BOX_FIELDS).map((s) => fieldColumn('boxes.', 'box', s, effective[s.key] ?? columnOf(s))),
];

export const ITEM_COLUMNS: readonly ExportColumn[] = [
  {
    path: 'boxes.items.url', part: 'item', type: 'text', reads: [], values: [], url: true,
    reader: (at, orgId) => {
      const [order, box, item] = [at('id'), at('b_id'), at('i_id')];
      return (row) => (row[item] == null ? null : itemUrl(orgId, row[order] as number, row[box] as number, row[item] as number));
    },
  },
  ...catalogued(ITEM_FIELDS).map((s) => fieldColumn('boxes.items.', 'item', s)),
];

export type RowsKind = 'orders' | 'items';

/** The columns a kind of row offers, in their default order. */
export const columnsOf = (rows: RowsKind): readonly ExportColumn[] =>
  (rows === 'orders' ? ORDER_COLUMNS : [...ORDER_COLUMNS, ...BOX_COLUMNS, ...ITEM_COLUMNS]);

const BY_PATH = new Map([...ORDER_COLUMNS, ...BOX_COLUMNS, ...ITEM_COLUMNS].map((c) => [c.path, c]));

/**
 * The columns named by `columns=` (comma-separated paths, in that order), or every column of the kind of row.
 * Returns the paths it does not know (or that are not columns of this kind of row) instead, for the caller's 400.
 */
export function chooseColumns(rows: RowsKind, names: string | undefined): { columns: ExportColumn[] } | { unknown: string[] } {
  if (names === undefined || names.trim() === '') return { columns: [...columnsOf(rows)] };
  const paths = names.split(',').map((n) => n.trim()).filter(Boolean);
  const unknown = paths.filter((p) => { const c = BY_PATH.get(p); return !c || (rows === 'orders' && c.part !== 'order'); });
  if (unknown.length > 0) return { unknown };
  return { columns: [...new Set(paths)].map((p) => BY_PATH.get(p)!) };
}

/** What the rows of the orders, of their boxes and of their items hold, in order: aliases (read.ts, parts.ts). */
export interface Layout {
  orders: readonly string[];
  boxes: readonly string[];
  items: readonly string[];
}

/** Each column's reader of the rows of its statement (`layout`), the positions of what it reads resolved now. */
export function columnReaders(columns: readonly ExportColumn[], orgId: number, layout: Layout): CellReader[] {
  return columns.map((column) => {
    const selected = column.part === 'order' ? layout.orders : column.part === 'box' ? layout.boxes : layout.items;
    return column.reader((alias) => {
      const at = selected.indexOf(alias);
      if (at < 0) throw new Error(`${column.path}: ${alias} is not selected`);
      return at;
    }, orgId);
  });
}
