/**
 * The item field set, shared by products (src/v2/products/) and box items (src/v2/orders/boxes/items/):
 * request schema fragments, storage columns, body -> column values and row -> JSON. It knows no table.
 *
 * A table that stores items has these columns (names as in ITEM_COLUMNS, types as in ITEM_COLUMN_TYPES):
 *
 *   quantity integer NOT NULL CHECK (quantity >= 0),
 *   kind text NOT NULL CHECK (kind IN ('goods', 'discount', 'tax', 'adjustment')),
 *   custom_fields jsonb NOT NULL DEFAULT '{}',
 *   part_number text, code text, description text,
 *   unit_price_amount numeric(18,4), unit_price_currency char(3),
 *   unit_weight numeric CHECK (unit_weight >= 0),            -- grams
 *   image_link text, link text, pick_location text,
 *   origin_country_code text, joint_production boolean, commodity_code text, net_cost_code text,
 *   producer_info_code text, preference_criteria_code text, scheduleb_commodity_code text, export_type_code text,
 *   net_cost_begin_date timestamptz, net_cost_end_date timestamptz,
 *   parcel_barcode text, ean text, isbn text
 *
 * Writing: validate the body with a schema built from ItemWriteProperties, turn it into column values with
 * `itemColumnValues` (which also validates custom fields and reports errors under the given path), then build
 * the SQL with `itemInsertSql` / `itemAssignmentsSql`. Reading: select `itemColumnsSql(alias)` into an ItemRow
 * and render it with `renderItemFields`.
 */
import { Type, type Static } from 'typebox';
import { sql, type SQL } from 'drizzle-orm';
import { DateTime, Money, Nullable, NullableDateTime, StringEnum, Weight } from '../../core/schema.ts';
import { parseField } from '../../core/errors.ts';
import { parseMoney, formatMoney } from '../../core/values/money.ts';
import { parseWeight, formatWeight } from '../../core/values/weight.ts';
import { parseDateTime, formatDateTime } from '../../core/values/datetime.ts';
import {
  mergeCustomFields,
  parseCustomFieldsInput,
  renderCustomFields,
  withoutRemovals,
  type CustomFields,
} from '../../core/custom-fields.ts';

export const ITEM_KINDS = ['goods', 'discount', 'tax', 'adjustment'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** Largest quantity a PostgreSQL integer column holds. */
export const MAX_QUANTITY = 2_147_483_647;

/** Strings accepted for joint_production besides true, false and null (exact, lower case). */
export const JOINT_PRODUCTION_STRINGS = ['true', 'false', 'yes', 'no'] as const;

// ---------------------------------------------------------------------------------------------------------
// Request schemas

export const ItemKindSchema = (opts: Record<string, unknown> = {}) =>
  StringEnum(ITEM_KINDS, { description: 'Line kind: goods, discount, tax or adjustment', ...opts });

export const QuantitySchema = (opts: Record<string, unknown> = {}) =>
  Type.Integer({ minimum: 0, maximum: MAX_QUANTITY, ...opts });

const Text = (maxLength: number, opts: Record<string, unknown> = {}) => Type.Optional(Nullable(Type.String({ maxLength, ...opts })));

const SHORT = 255;
const URL_LENGTH = 2048;
const DESCRIPTION_LENGTH = 10_000;

/** The request side of custom fields; the content is checked by parseCustomFieldsInput in itemColumnValues. */
export const CustomFieldsInput = Type.Object(
  {},
  {
    additionalProperties: true,
    description: 'Custom fields `{name: {value, type, encoding}}`, merged by name on update; a name set to null is removed',
  },
);

export const JointProductionInput = Type.Union([Nullable(Type.Boolean()), StringEnum(JOINT_PRODUCTION_STRINGS)], {
  description: 'A boolean; the strings "true", "yes", "false" and "no" are accepted too. Returned as a boolean.',
});

/**
 * Every writable item field, each optional (nullable where the field is). This is the PATCH body; create bodies
 * spread it and override `kind` and `quantity` with required (or defaulted) versions.
 */
export const ItemWriteProperties = {
  quantity: Type.Optional(QuantitySchema()),
  kind: Type.Optional(ItemKindSchema()),
  custom_fields: Type.Optional(CustomFieldsInput),
  part_number: Text(SHORT, { description: 'SKU' }),
  code: Text(SHORT, { description: 'Numeric or alphanumeric code identifying the item type' }),
  description: Text(DESCRIPTION_LENGTH),
  unit_price: Type.Optional(Nullable(Money({ description: 'Multiplied by quantity for the line total' }))),
  unit_weight: Type.Optional(Nullable(Weight({ description: 'Multiplied by quantity for the line weight' }))),
  image_link: Text(URL_LENGTH),
  link: Text(URL_LENGTH),
  pick_location: Text(SHORT, { description: 'Warehouse location' }),
  origin_country_code: Text(SHORT),
  joint_production: Type.Optional(JointProductionInput),
  commodity_code: Text(SHORT),
  net_cost_code: Text(SHORT),
  producer_info_code: Text(SHORT),
  preference_criteria_code: Text(SHORT),
  scheduleb_commodity_code: Text(SHORT),
  export_type_code: Text(SHORT),
  net_cost_begin_date: Type.Optional(Nullable(DateTime())),
  net_cost_end_date: Type.Optional(Nullable(DateTime())),
  parcel_barcode: Text(SHORT, { description: 'Carrier-style barcode' }),
  ean: Text(SHORT),
  isbn: Text(SHORT),
};

export const ItemWrite = Type.Object(ItemWriteProperties);
/** A validated body holding any of the item fields. */
export type ItemWrite = Static<typeof ItemWrite>;

// ---------------------------------------------------------------------------------------------------------
// Response schemas

export const CustomFieldOutput = Type.Object({
  value: Type.Optional(Type.String()),
  type: Nullable(Type.String()),
  encoding: Nullable(Type.String()),
});
export const CustomFieldsOutput = Type.Record(Type.String(), CustomFieldOutput);

/** The item fields as responses show them (without url, created_at and updated_at, which each resource adds). */
export const ItemOutputProperties = {
  quantity: Type.Integer(),
  kind: ItemKindSchema(),
  custom_fields: CustomFieldsOutput,
  part_number: Nullable(Type.String()),
  code: Nullable(Type.String()),
  description: Nullable(Type.String()),
  unit_price: Nullable(Money()),
  unit_weight: Nullable(Weight()),
  image_link: Nullable(Type.String()),
  link: Nullable(Type.String()),
  pick_location: Nullable(Type.String()),
  origin_country_code: Nullable(Type.String()),
  joint_production: Nullable(Type.Boolean()),
  commodity_code: Nullable(Type.String()),
  net_cost_code: Nullable(Type.String()),
  producer_info_code: Nullable(Type.String()),
  preference_criteria_code: Nullable(Type.String()),
  scheduleb_commodity_code: Nullable(Type.String()),
  export_type_code: Nullable(Type.String()),
  net_cost_begin_date: NullableDateTime(),
  net_cost_end_date: NullableDateTime(),
  parcel_barcode: Nullable(Type.String()),
  ean: Nullable(Type.String()),
  isbn: Nullable(Type.String()),
};
export const ItemOutput = Type.Object(ItemOutputProperties);
export type ItemOutput = Static<typeof ItemOutput>;

// ---------------------------------------------------------------------------------------------------------
// Storage

/** Column values of the item fields, as written and as read back (numerics and timestamps as text). */
export interface ItemColumnValues {
  quantity: number;
  kind: ItemKind;
  custom_fields: CustomFields;
  part_number: string | null;
  code: string | null;
  description: string | null;
  unit_price_amount: string | null;
  unit_price_currency: string | null;
  /** Grams. */
  unit_weight: string | null;
  image_link: string | null;
  link: string | null;
  pick_location: string | null;
  origin_country_code: string | null;
  joint_production: boolean | null;
  commodity_code: string | null;
  net_cost_code: string | null;
  producer_info_code: string | null;
  preference_criteria_code: string | null;
  scheduleb_commodity_code: string | null;
  export_type_code: string | null;
  net_cost_begin_date: string | null;
  net_cost_end_date: string | null;
  parcel_barcode: string | null;
  ean: string | null;
  isbn: string | null;
}
export type ItemColumn = keyof ItemColumnValues;
/** A row read with itemColumnsSql. */
export type ItemRow = ItemColumnValues;

/** PostgreSQL type of each column; parameters are cast to it. */
export const ITEM_COLUMN_TYPES: Readonly<Record<ItemColumn, string>> = {
  quantity: 'integer',
  kind: 'text',
  custom_fields: 'jsonb',
  part_number: 'text',
  code: 'text',
  description: 'text',
  unit_price_amount: 'numeric',
  unit_price_currency: 'text',
  unit_weight: 'numeric',
  image_link: 'text',
  link: 'text',
  pick_location: 'text',
  origin_country_code: 'text',
  joint_production: 'boolean',
  commodity_code: 'text',
  net_cost_code: 'text',
  producer_info_code: 'text',
  preference_criteria_code: 'text',
  scheduleb_commodity_code: 'text',
  export_type_code: 'text',
  net_cost_begin_date: 'timestamptz',
  net_cost_end_date: 'timestamptz',
  parcel_barcode: 'text',
  ean: 'text',
  isbn: 'text',
};
export const ITEM_COLUMNS = Object.keys(ITEM_COLUMN_TYPES) as readonly ItemColumn[];

/** Item fields stored as they are sent. */
const TEXT_FIELDS = [
  'part_number', 'code', 'description', 'image_link', 'link', 'pick_location', 'origin_country_code', 'commodity_code',
  'net_cost_code', 'producer_info_code', 'preference_criteria_code', 'scheduleb_commodity_code', 'export_type_code',
  'parcel_barcode', 'ean', 'isbn',
] as const satisfies readonly (keyof ItemWrite & ItemColumn)[];

const DATE_FIELDS = ['net_cost_begin_date', 'net_cost_end_date'] as const satisfies readonly (keyof ItemWrite & ItemColumn)[];

/** true/"true"/"yes" -> true, false/"false"/"no" -> false, null -> null. */
export function parseJointProduction(value: boolean | string | null): boolean | null {
  if (value === null || typeof value === 'boolean') return value;
  return value === 'true' || value === 'yes';
}

const fieldAt = (path: string, name: string) => (path ? `${path}.${name}` : name);

/**
 * The column values for the item fields present in `input` (fields left out are left out). Money, weight and
 * datetime values are parsed; custom fields are validated (400 under `${path}.custom_fields...`) and, when
 * `existingCustomFields` is given (an update), merged into them by name; on create null entries are dropped.
 * `path` prefixes error field names, e.g. `boxes[0].items[1]`.
 */
export function itemColumnValues(
  input: ItemWrite,
  opts: { path?: string; existingCustomFields?: CustomFields } = {},
): Partial<ItemColumnValues> {
  const path = opts.path ?? '';
  const out: Partial<ItemColumnValues> = {};
  if (input.quantity !== undefined) out.quantity = input.quantity;
  if (input.kind !== undefined) out.kind = input.kind;
  for (const name of TEXT_FIELDS) {
    const value = input[name];
    if (value !== undefined) out[name] = value;
  }
  if (input.unit_price !== undefined) {
    const money = input.unit_price === null ? null : parseField(fieldAt(path, 'unit_price'), () => parseMoney(input.unit_price));
    out.unit_price_amount = money?.amount ?? null;
    out.unit_price_currency = money?.currency ?? null;
  }
  if (input.unit_weight !== undefined) {
    out.unit_weight = input.unit_weight === null ? null : parseField(fieldAt(path, 'unit_weight'), () => parseWeight(input.unit_weight));
  }
  if (input.joint_production !== undefined) out.joint_production = parseJointProduction(input.joint_production);
  for (const name of DATE_FIELDS) {
    const value = input[name];
    if (value !== undefined) out[name] = value === null ? null : parseField(fieldAt(path, name), () => parseDateTime(value));
  }
  if (input.custom_fields !== undefined) {
    const patch = parseCustomFieldsInput(input.custom_fields, fieldAt(path, 'custom_fields'));
    out.custom_fields = opts.existingCustomFields ? mergeCustomFields(opts.existingCustomFields, patch) : withoutRemovals(patch);
  }
  return out;
}

/** A column value as a typed SQL parameter. */
export function itemValueSql(column: ItemColumn, value: unknown): SQL {
  const type = ITEM_COLUMN_TYPES[column];
  const param = type === 'jsonb' && value !== null ? JSON.stringify(value) : value;
  return sql`${param}::${sql.raw(type)}`;
}

const presentColumns = (values: Partial<ItemColumnValues>) =>
  ITEM_COLUMNS.filter((column) => values[column] !== undefined);

/**
 * The column list and matching value list of an INSERT for the given values:
 * `INSERT INTO t (org_id, ${columns}) VALUES (${orgId}, ${values})`. Both are empty when `values` is.
 * For a multi-row insert, pass the same `columns` list to `itemValuesSql` for each row.
 */
export function itemInsertSql(values: Partial<ItemColumnValues>): { columns: SQL; values: SQL; names: ItemColumn[] } {
  const names = presentColumns(values);
  return {
    names,
    columns: sql.join(names.map((c) => sql.identifier(c)), sql`, `),
    values: itemValuesSql(values, names),
  };
}

/** The values of `columns`, in that order (a missing value is NULL). */
export function itemValuesSql(values: Partial<ItemColumnValues>, columns: readonly ItemColumn[]): SQL {
  return sql.join(columns.map((c) => itemValueSql(c, values[c] ?? null)), sql`, `);
}

/** `col = value, ...` for an UPDATE's SET, or null when there is nothing to set. */
export function itemAssignmentsSql(values: Partial<ItemColumnValues>): SQL | null {
  const names = presentColumns(values);
  if (names.length === 0) return null;
  return sql.join(names.map((c) => sql`${sql.identifier(c)} = ${itemValueSql(c, values[c])}`), sql`, `);
}

/** The item columns for a SELECT, optionally qualified by a table alias: `SELECT ${itemColumnsSql('i')} ...`. */
export function itemColumnsSql(alias?: string): SQL {
  return sql.join(
    ITEM_COLUMNS.map((c) => (alias ? sql`${sql.identifier(alias)}.${sql.identifier(c)}` : sql.identifier(c))),
    sql`, `,
  );
}

/** The item fields of a row as responses show them. `lazy` leaves out custom field values over 512 bytes. */
export function renderItemFields(row: ItemRow, opts: { lazy?: boolean } = {}): ItemOutput {
  return {
    quantity: row.quantity,
    kind: row.kind,
    custom_fields: renderCustomFields(row.custom_fields ?? {}, opts.lazy ?? false),
    part_number: row.part_number,
    code: row.code,
    description: row.description,
    unit_price:
      row.unit_price_amount === null || row.unit_price_currency === null ? null : formatMoney(row.unit_price_amount, row.unit_price_currency),
    unit_weight: row.unit_weight === null ? null : formatWeight(row.unit_weight),
    image_link: row.image_link,
    link: row.link,
    pick_location: row.pick_location,
    origin_country_code: row.origin_country_code,
    joint_production: row.joint_production,
    commodity_code: row.commodity_code,
    net_cost_code: row.net_cost_code,
    producer_info_code: row.producer_info_code,
    preference_criteria_code: row.preference_criteria_code,
    scheduleb_commodity_code: row.scheduleb_commodity_code,
    export_type_code: row.export_type_code,
    net_cost_begin_date: formatDateTime(row.net_cost_begin_date),
    net_cost_end_date: formatDateTime(row.net_cost_end_date),
    parcel_barcode: row.parcel_barcode,
    ean: row.ean,
    isbn: row.isbn,
  };
}
