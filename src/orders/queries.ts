import { sql, type SQL } from '../core/sql.ts';
import type { Queryable } from '../db/database.ts';
import { bigintArray } from '../db/sql.ts';
import { describeConstraint } from '../db/errors.ts';
import { detachLedgerFromOrders } from '../money/ledger/index.ts';
import { listDocumentFilesOf } from './boxes/docs/queries.ts';
import { countOrders, moveOrderCount, type StatusPair } from './counts.ts';
import type { CustomFields } from '../core/custom-fields.ts';
import { columnTypes, updateWhenChangedSql, type Columns } from '../core/fields/index.ts';
import { SOURCE_FIELDS } from '../catalogue/source.ts';
import {
  ADDRESS_PREFIXES, BILLING_FIELDS, ORDER_OWN_FIELDS, SHIPPING_FIELDS, orderAddressFields, type AddressName,
} from '../catalogue/order.ts';

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

/**
 * Sets the columns and updated_at when one of them changes value (a write of the values stored writes nothing);
 * true when it did. A change of status moves the order between the counts (counts.ts): the statement answers the
 * statuses before (its subqueries see the row as it was) and after.
 */
export async function updateOrder(tx: Queryable, orgId: number, orderId: number, columns: Columns): Promise<boolean> {
  const where = sql`org_id = ${orgId} AND id = ${orderId}`;
  const statuses = 'billing_status' in columns || 'shipping_status' in columns;
  const returning = statuses
    ? sql`billing_status, shipping_status, (SELECT b.billing_status FROM orders b WHERE b.org_id = ${orgId} AND b.id = ${orderId}) AS billing_before,
      (SELECT b.shipping_status FROM orders b WHERE b.org_id = ${orgId} AND b.id = ${orderId}) AS shipping_before`
    : undefined;
  const update = updateWhenChangedSql(sql`orders`, where, columns, returning);
  if (update === null) return false;
  const [row] = await tx.rows<StatusPair & { billing_before: string | null; shipping_before: string | null }>(update);
  if (row && statuses) await moveOrderCount(tx, orgId, { billing_status: row.billing_before, shipping_status: row.shipping_before }, row);
  return row !== undefined;
}

/**
 * Deletes the order with its parts: the ledger entries naming it are detached first (money/ledger/detach.ts) and
 * its documents' files listed for removal, and its count taken off (counts.ts); answers its documents' storage keys.
 */
export async function deleteOrder(tx: Queryable, orgId: number, orderId: number): Promise<string[]> {
  await detachLedgerFromOrders(tx, orgId, [orderId]);
  const keys = await listDocumentFilesOf(tx, orgId, { orderIds: [orderId] });
  await countOrders(tx, orgId, [orderId], -1);
  await tx.rows(sql`DELETE FROM orders WHERE org_id = ${orgId} AND id = ${orderId}`);
  return keys;
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
