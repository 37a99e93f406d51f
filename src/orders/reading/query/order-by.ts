/**
 * `order_by`: every key sorts by a column of `orders` (computed ones are kept current on write), each with an
 * index `(org_id, <column>, id)`, so a page is an index scan in either direction. Ties break on id, in the
 * key's direction, so that paging never repeats or skips an order.
 *
 * Text keys sort in Unicode code-point order (COLLATE "C", the byte order of UTF-8), never in the database's
 * collation, so that PGlite and PostgreSQL give the same order whatever their locale: "10" < "9" < "Zoe" <
 * "adam" < "zoe" < "Émile" < "émile". Their indexes are built with the same collation (migration 0012).
 */
import { sql, type SQL } from '../../../core/sql.ts';
import { refuseQuery } from './refusals.ts';

const ADDRESS_KEYS = ['address_1', 'address_2', 'city', 'company', 'country', 'email', 'phone', 'region', 'post_code'];

/** A text column in code-point order (see above). */
const codePoint = (column: string) => `o.${column} COLLATE "C"`;

/** key -> a column of `o`, or an SQL expression on `o` (the same expression the index is built on). */
export const ORDER_BY_KEYS: Record<string, string> = {
  created_at: 'created_at',
  updated_at: 'updated_at',
  nested_updated_at: 'nested_updated_at',
  primary_id: codePoint('primary_id'),
  delivered_at: 'delivered_at',
  printed_at: 'printed_at',
  is_delivered: 'is_delivered',
  // Messages have no length limit; the sort key is their first 200 characters.
  message: 'left(o.message, 200) COLLATE "C"',
  po_number: codePoint('po_number'),
  ordered_at: 'ordered_at',
  order_number: 'order_number',
  terms: codePoint('terms'),
  tags: codePoint('tags_sort'),
  weight_auto: 'weight_auto',
  pick_locations_auto: codePoint('pick_locations_auto'),
  shipping__ship_via: codePoint('ship_via'),
  shipping__ship_type: codePoint('ship_type'),
  shipping__shipped_at: 'shipped_at',
  shipping__to_ship_at: 'to_ship_at',
  shipping__ship_cost: 'ship_cost_amount',
  shipping__status: 'shipping_status',
  sources__name: codePoint('source_name'),
  sources__account: codePoint('source_account'),
  billing__shipping: 'billing_shipping_amount',
  billing__status: 'billing_status',
  billing__total: 'billing_total_amount',
  boxes: 'box_count',
  boxes__items: 'item_count',
  boxes__insured_value: 'first_insured_value_amount',
  boxes__tracking_number: codePoint('first_tracking_number'),
  boxes__items__description: codePoint('first_item_description'),
  boxes__items__part_number: codePoint('first_item_part_number'),
  boxes__items__pick_location: codePoint('first_item_pick_location'),
  boxes__items__link: codePoint('first_item_link'),
  ...Object.fromEntries(ADDRESS_KEYS.flatMap((k) => [[`shipping__ship_to__${k}`, codePoint(`ship_to_${k}`)], [`billing__bill_to__${k}`, codePoint(`bill_to_${k}`)]])),
};

export interface OrderBy {
  key: string;
  descending: boolean;
  /** The sort expression on `o`. */
  expression: SQL;
  /** `expression dir, o.id dir` */
  clause: SQL;
}

export const DEFAULT_ORDER_BY = '-created_at';

export function parseOrderBy(raw: string | undefined): OrderBy {
  const value = (raw ?? DEFAULT_ORDER_BY).trim() || DEFAULT_ORDER_BY;
  const descending = value.startsWith('-');
  const key = descending ? value.slice(1) : value.replace(/^\+/, '');
  const column = Object.hasOwn(ORDER_BY_KEYS, key) ? ORDER_BY_KEYS[key] : undefined;
  if (!column) throw refuseQuery({ reason: 'unknown_sort_key', param: 'order_by', key });
  const expression = /^\w+$/.test(column) ? sql`o.${sql.identifier(column)}` : sql.raw(column);
  const dir = sql.raw(descending ? 'DESC' : 'ASC');
  return { key, descending, expression, clause: sql`${expression} ${dir}, o.id ${dir}` };
}
