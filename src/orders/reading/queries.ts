import { sql, type SQL } from '../../core/sql.ts';
import type { Queryable } from '../../db/database.ts';
import { bigintArray } from '../../db/sql.ts';
import { describeConstraint } from '../../db/errors.ts';
import type { CustomFields } from '../../core/custom-fields.ts';
import { columnTypes, type FieldSpec } from '../../core/fields/index.ts';
import { SOURCE_FIELDS } from '../../catalogue/source.ts';
import { ADDRESS_PREFIXES, BILLING_FIELDS, ORDER_OWN_FIELDS, SHIPPING_FIELDS, orderAddressFields, type AddressName } from '../../catalogue/order.ts';

export interface OrderRecord extends Record<string, unknown> {
  id: number;
  primary_id: string;
  unique_id: string;
  custom_fields: CustomFields;
  source_updated_at: string | null;
  created_at: string;
  updated_at: string;
  nested_updated_at: string;
}

describeConstraint('orders_unique_id_key', 'unique_id', 'an order with this unique_id already exists in the organization');

const ADDRESS_NAMES = Object.keys(ADDRESS_PREFIXES) as AddressName[];

/** The fields whose columns an order's JSON shows (ORDER_SELECT_TYPES holds them with the addresses' timestamps). */
export const ORDER_SHOWN_FIELDS: readonly FieldSpec[] = [
  ...ORDER_OWN_FIELDS, ...SOURCE_FIELDS, ...BILLING_FIELDS, ...SHIPPING_FIELDS, ...ADDRESS_NAMES.flatMap((a) => orderAddressFields(a)),
];

/** The columns an order's JSON shows, with their SQL types (jsonSafeListSql reads them into JSON as a SELECT does). */
export const ORDER_SELECT_TYPES: readonly (readonly [string, string])[] = [
  ['id', 'bigint'], ['primary_id', 'text'], ['unique_id', 'text'], ...columnTypes(ORDER_OWN_FIELDS),
  ...columnTypes(SOURCE_FIELDS), ['source_updated_at', 'timestamptz'], ...columnTypes(BILLING_FIELDS), ...columnTypes(SHIPPING_FIELDS),
  ...ADDRESS_NAMES.flatMap((a) => [
    ...columnTypes(orderAddressFields(a)), [`${ADDRESS_PREFIXES[a]}created_at`, 'timestamptz'], [`${ADDRESS_PREFIXES[a]}updated_at`, 'timestamptz'],
  ] as const),
  ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'], ['nested_updated_at', 'timestamptz'],
];

export const ORDER_SELECT_COLUMNS = sql.raw(ORDER_SELECT_TYPES.map(([column]) => column).join(', '));

/** The orders with these ids (any order; callers arrange them). */
export function selectOrders(db: Queryable, orgId: number, ids: number[]): Promise<OrderRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.rows<OrderRecord>(sql`SELECT ${ORDER_SELECT_COLUMNS} FROM orders WHERE org_id = ${orgId} AND id = ANY(${bigintArray(ids)})`);
}

/** The custom fields of an order, a box or an item (`parent` narrows to the path's order and box); null when there is none. */
export async function customFieldsOf(db: Queryable, table: 'orders' | 'boxes' | 'items', orgId: number, id: number, parent: SQL): Promise<CustomFields | null> {
  const row = await db.one<{ custom_fields: CustomFields }>(sql`
    SELECT custom_fields FROM ${sql.identifier(table)} WHERE org_id = ${orgId} AND id = ${id} AND ${parent}`);
  return row?.custom_fields ?? null;
}

export const orderCustomFields = (db: Queryable, orgId: number, orderId: number) => customFieldsOf(db, 'orders', orgId, orderId, sql`true`);
export const boxCustomFields = (db: Queryable, orgId: number, orderId: number, boxId: number) =>
  customFieldsOf(db, 'boxes', orgId, boxId, sql`order_id = ${orderId}`);
export const itemCustomFields = (db: Queryable, orgId: number, orderId: number, boxId: number, itemId: number) =>
  customFieldsOf(db, 'items', orgId, itemId, sql`order_id = ${orderId} AND box_id = ${boxId}`);

export async function orderExists(db: Queryable, orgId: number, orderId: number): Promise<boolean> {
  return (await db.one(sql`SELECT 1 FROM orders WHERE org_id = ${orgId} AND id = ${orderId}`)) !== undefined;
}
