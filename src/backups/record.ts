/**
 * The flat order record of a backup (order_backup_details.record), which order_restore shows: catalogue fields
 * under their v1 keys, spelled by the v1 Format when the record is read (src/v1/backups/record.ts), as every v1
 * record is. A backup copies
 * the fields' columns as they are, as text (every digit of an amount, a time as PostgreSQL writes it), keyed by
 * column name (migration 0110 turned the records of earlier backups into that form).
 */
import { sql, type SQL } from '../core/sql.ts';
import { columnNames, columnOf, type FieldSpec } from '../core/fields/index.ts';
import { BILLING_FIELDS, ORDER_FIELDS, SHIPPING_FIELDS } from '../catalogue/order.ts';
import { SOURCE_FIELDS } from '../catalogue/source.ts';

/** The v1 keys of catalogue fields, by their catalogue key. */
const picked = (specs: readonly FieldSpec[], keys: Record<string, string>): FieldSpec[] =>
  specs.filter((s) => s.key in keys).map((s) => ({ ...s, key: keys[s.key], column: columnOf(s) }));

/** Every field shown, by v1 key; the times the service keeps are not catalogue fields. */
const BY_KEY = new Map([
  ...picked(ORDER_FIELDS, { customer_number: 'customer_number', message: 'message', po_number: 'po_number', ordered_at: 'order_time', printed_at: 'print_time' }),
  ...picked(SHIPPING_FIELDS, { ship_via: 'ship_via', ship_type: 'ship_type', to_ship_at: 'future_ship_time', shipped_at: 'ship_time', ship_cost: 'ship_cost' }),
  ...picked(BILLING_FIELDS, { subtotal: 'subtotal', shipping: 'shipping', tax: 'tax', total: 'total' }),
  ...picked(SOURCE_FIELDS, { name: 'source', retrieved_at: 'import_time' }),
  { key: 'delivered_at', kind: 'datetime' },
  { key: 'order_created_at', kind: 'datetime', column: 'created_at' },
  { key: 'order_updated_at', kind: 'datetime', column: 'updated_at' },
  { key: 'status_shipped', kind: 'boolean', column: 'status_shipped' },
].map((s): [string, FieldSpec] => [s.key, s as FieldSpec]));

// In the order records have always shown them (jsonb's: shorter keys first), each amount's currency code last.
export const SHOWN = [
  'tax', 'total', 'source', 'message', 'ship_via', 'shipping', 'subtotal', 'po_number', 'ship_cost', 'ship_time', 'ship_type',
  'order_time', 'print_time', 'import_time', 'delivered_at', 'status_shipped', 'customer_number', 'future_ship_time',
  'order_created_at', 'order_updated_at',
].map((key) => BY_KEY.get(key)!);
export const AMOUNTS = ['tax', 'total', 'shipping', 'subtotal', 'ship_cost'].map((key) => BY_KEY.get(key)!);

/** `status_shipped` is read from the shipping status, as a v1 order's is. */
export const SHIPPING_STATUS = columnOf(SHIPPING_FIELDS.find((s) => s.key === 'status')!);
const COPIED = [...columnNames(SHOWN.filter((s) => s.key !== 'status_shipped')), SHIPPING_STATUS];

/** The record of each order `o` (a row of orders): its columns as text, keyed by column name. */
export const backupRecordSql: SQL = sql`(SELECT to_jsonb(r) FROM (SELECT ${
  sql.join(COPIED.map((c) => sql`o.${sql.identifier(c)}::text AS ${sql.identifier(c)}`), sql`, `)}) r)`;
