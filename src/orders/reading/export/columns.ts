/**
 * The columns of an order export, derived from the field catalogue (src/catalogue/): each is named by the field's
 * path in the API's order JSON (`shipping.ship_to.city`, `boxes.items.part_number`) and reads the value the API
 * writes for it, through the same spellings (V2_SPELLING, spellMoney: money "12.50 USD", weights "453.5924 g",
 * datetimes in UTC). Custom fields, notes and relations are objects and lists of objects: they stay in the JSON API.
 *
 * The export reads its orders' rows as arrays of values (db.arrays): an order column's reader is made once for an
 * export, with the positions of what it reads in its statement's rows resolved then (columnReaders), and reads a row
 * by index. Rows as objects of ~115 properties made the driver build each object key by key and every read a keyed
 * lookup. A box's and an item's columns read their JSON from the order's stored render (parts.ts).
 */
import { columnNames, spellMoney, V2_SPELLING, type FieldKind, type FieldSpec } from '../../../core/fields/index.ts';
import { formatDateTime } from '../../../core/values/datetime.ts';
import { SOURCE_FIELDS, SOURCE_UPDATED_AT } from '../../../catalogue/source.ts';
import {
  ADDRESS_PREFIXES, BILLING_FIELDS, KEPT_TEXT_CHARS, ORDER_FIELDS, SHIPPING_FIELDS, orderAddressFields, type AddressName,
} from '../../../catalogue/order.ts';
import { BOX_FIELDS } from '../../../catalogue/box.ts';
import { ITEM_FIELDS } from '../../../catalogue/item.ts';
import { orderUrl } from '../../../core/urls.ts';

/**
 * How a spreadsheet types a column's values: `text` is free text (neutralised against formulas in CSV), the others
 * are values the API formats itself (a number, an amount with its currency, grams, metres, a UTC datetime, a boolean).
 */
export type ColumnType = 'text' | 'number' | 'money' | 'weight' | 'length' | 'datetime' | 'boolean';

/** Where a column's values come from: the order, its box, or the box's item (rows=items only). */
export type ColumnPart = 'order' | 'box' | 'item';

/** An order's row of the export's statement: its values in the order selected, as text but for its id (read.ts). */
export type OrderValues = readonly unknown[];

/** A box's or an item's JSON as the API writes it, from its order's stored render (parts.ts). */
export type PartJson = Readonly<Record<string, unknown>>;

/** What a column reads its cell from: its order's values, or its box's or item's JSON. */
export type Values = OrderValues | PartJson;

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
}

const TYPES: Record<FieldKind, ColumnType> = {
  text: 'text', code: 'text', email: 'text', phone: 'text', url: 'text', enum: 'text', custom_fields: 'text',
  boolean: 'boolean', flag: 'boolean', integer: 'number', bigint: 'number',
  money: 'money', weight: 'weight', length: 'length', datetime: 'datetime',
};

/** A catalogue field of the order as a column: its stored column(s), read as text in the order's statement (read.ts). */
function fieldColumn(prefix: string, spec: FieldSpec, present?: string): ExportColumn {
  const reads = columnNames([spec]).map((c) => [c, `o.${c}`] as const);
  const spell = V2_SPELLING[spec.kind];
  const reader = (at: PositionOf): CellReader => {
    const [value, currency] = reads.map(([a]) => at(a));
    // Values come as text (read.ts): a boolean's is PostgreSQL's `true` or `false`, an integer's its digits.
    const TEXT_OF: Partial<Record<FieldKind, (row: OrderValues) => unknown>> = {
      boolean: (row) => (row[value] == null ? null : row[value] === 'true'),
      flag: (row) => (row[value] == null ? null : row[value] === 'true'),
      integer: (row) => (row[value] == null ? null : Number(row[value])),
    };
    const read: (row: OrderValues) => unknown = spec.kind === 'money'
      ? (row) => spellMoney(row[value], row[currency])
      : spell ? (row) => (row[value] == null ? null : spell(row[value] as string))
        : TEXT_OF[spec.kind] ?? ((row) => row[value] ?? null);
    if (present === undefined) return read as CellReader;
    const shown = at(present);
    return ((row: OrderValues) => (row[shown] == null ? null : read(row))) as CellReader;
  };
  return { path: `${prefix}${spec.key}`, part: 'order', type: TYPES[spec.kind], reads: present ? [...reads, [present, `o.${present}`]] : reads, reader };
}

/**
 * A box's or an item's field as a column: its value in the part's JSON (parts.ts), which is the API's own spelling
 * (an amount "9.01 USD", a weight "515.0000 g", a box's effective size), a number or a boolean as JSON has it.
 */
const partColumn = (path: string, part: 'box' | 'item', type: ColumnType, key: string): ExportColumn => ({
  path, part, type, reads: [], reader: () => (row) => (row as PartJson)[key] ?? null,
});

/** A column's value as selected. */
const asSelected = (column: string) => (at: PositionOf): CellReader => {
  const value = at(column);
  return (row) => (row as OrderValues)[value] ?? null;
};

const plain = (path: string, type: ColumnType, column: string): ExportColumn =>
  ({ path, part: 'order', type, reads: [[column, `o.${column}`]], reader: asSelected(column) });

const datetime = (path: string, column: string): ExportColumn => ({
  path, part: 'order', type: 'datetime', reads: [[column, `o.${column}`]],
  reader: (at) => {
    const value = at(column);
    return (row) => formatDateTime(((row as OrderValues)[value] ?? null) as string | null);
  },
});

/** An address's fields; all empty when the order has no such address (its `created_at` is unset). */
function addressColumns(prefix: string, name: AddressName): ExportColumn[] {
  const present = `${ADDRESS_PREFIXES[name]}created_at`;
  return orderAddressFields(name).map((spec) => fieldColumn(`${prefix}${name}.`, spec, present));
}

const catalogued = (specs: readonly FieldSpec[]) => specs.filter((s) => s.kind !== 'custom_fields');

/**
 * The tags of the order, joined by ", " in the order the API lists them: the order's kept `tags_sort` is that text
 * cut at KEPT_TEXT_CHARS characters (kept-values.ts), so it is read from order_tags only when it may have been cut.
 * Reading every order's tags cost an export more than the rest of its orders' statement.
 */
const TAGS: ExportColumn = {
  path: 'tags', part: 'order', type: 'text',
  reads: [['tags', `CASE WHEN length(o.tags_sort) < ${KEPT_TEXT_CHARS} THEN o.tags_sort WHEN o.tags_sort IS NOT NULL THEN (
    SELECT string_agg(g.value, ', ' ORDER BY g.value COLLATE "C") FROM order_tags g WHERE g.org_id = o.org_id AND g.order_id = o.id) END`]],
  reader: asSelected('tags'),
};

/** One row per order: the order's own fields in the order its JSON lists them. */
export const ORDER_COLUMNS: readonly ExportColumn[] = [
  {
    path: 'url', part: 'order', type: 'text', reads: [],
    reader: (at, orgId) => {
      const id = at('id');
      return (row) => orderUrl(orgId, (row as OrderValues)[id] as number);
    },
  },
  plain('primary_id', 'text', 'primary_id'),
  plain('unique_id', 'text', 'unique_id'),
  ...catalogued(ORDER_FIELDS).map((s) => fieldColumn('', s)),
  datetime('created_at', 'created_at'),
  datetime('updated_at', 'updated_at'),
  datetime('nested_updated_at', 'nested_updated_at'),
  TAGS,
  ...SOURCE_FIELDS.map((s) => fieldColumn('source.', s)),
  datetime('source.updated_at', SOURCE_UPDATED_AT),
  ...BILLING_FIELDS.map((s) => fieldColumn('billing.', s)),
  ...addressColumns('billing.', 'bill_to'),
  ...SHIPPING_FIELDS.map((s) => fieldColumn('shipping.', s)),
  ...addressColumns('shipping.', 'ship_to'),
  ...addressColumns('shipping.', 'ship_from'),
];

/** The box and item columns of rows=items (empty for an order without boxes, or a box without items). */
export const BOX_COLUMNS: readonly ExportColumn[] = [
  partColumn('boxes.url', 'box', 'text', 'url'),
  ...catalogued(BOX_FIELDS).map((s) => partColumn(`boxes.${s.key}`, 'box', TYPES[s.kind], s.key)),
];

export const ITEM_COLUMNS: readonly ExportColumn[] = [
  partColumn('boxes.items.url', 'item', 'text', 'url'),
  ...catalogued(ITEM_FIELDS).map((s) => partColumn(`boxes.items.${s.key}`, 'item', TYPES[s.kind], s.key)),
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

/** What the rows of the orders' statement hold, in order: aliases (read.ts). A box's and an item's JSON need none. */
export interface Layout {
  orders: readonly string[];
}

/** Each column's reader of the rows of its statement (`layout`), the positions of what it reads resolved now. */
export function columnReaders(columns: readonly ExportColumn[], orgId: number, layout: Layout): CellReader[] {
  return columns.map((column) => column.reader((alias) => {
    const at = layout.orders.indexOf(alias);
    if (at < 0) throw new Error(`${column.path}: ${alias} is not selected`);
    return at;
  }, orgId));
}
