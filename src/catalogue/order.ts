/**
 * An order's own fields. Its source, billing and shipping objects and its three addresses are kept in the
 * order's row: each is a group of fields under a column prefix. Boxes, items, notes, tags and relations are
 * rows of their own (box.ts, item.ts, note.ts).
 */
import { prefixedGroups, type Catalogue, type FieldShape, type FieldSpec } from '../core/fields/index.ts';
import { ADDRESS_FIELDS } from './address.ts';
import { SOURCE_FIELDS, SOURCE_UPDATED_AT } from './source.ts';

export const BILLING_STATUSES = ['pending', 'paid', 'partially_paid', 'refunded', 'partially_refunded', 'cancelled'] as const;
export const SHIPPING_STATUSES = ['unfulfilled', 'fulfilled', 'partially_fulfilled'] as const;
/** The kinds of relation between two orders (an order's `relations`): the writer's commands and the list's filter name them. */
export const RELATION_KINDS = ['return-child', 'return-parent', 'split-child', 'split-parent', 'combine-child', 'combine-parent'] as const;
export type RelationKind = (typeof RELATION_KINDS)[number];

/** The order's top-level plain fields (primary_id and unique_id have rules of their own). */
export const ORDER_FIELDS: readonly FieldSpec[] = [
  { key: 'order_number', kind: 'bigint' },
  { key: 'customer_number', kind: 'text', maxLength: 255 },
  { key: 'po_number', kind: 'text', maxLength: 255 },
  { key: 'terms', kind: 'text', maxLength: 255 },
  { key: 'message', kind: 'text' },
  { key: 'ordered_at', kind: 'datetime' },
  { key: 'printed_at', kind: 'datetime' },
];

export const BILLING_FIELDS: readonly FieldSpec[] = [
  { key: 'status', kind: 'enum', values: BILLING_STATUSES, column: 'billing_status' },
  { key: 'subtotal', kind: 'money', column: 'billing_subtotal' },
  { key: 'shipping', kind: 'money', column: 'billing_shipping' },
  { key: 'tax', kind: 'money', column: 'billing_tax' },
  { key: 'total', kind: 'money', column: 'billing_total' },
];

export const SHIPPING_FIELDS: readonly FieldSpec[] = [
  { key: 'status', kind: 'enum', values: SHIPPING_STATUSES, column: 'shipping_status' },
  { key: 'to_ship_at', kind: 'datetime' },
  { key: 'shipped_at', kind: 'datetime' },
  { key: 'ship_agent', kind: 'text', maxLength: 255 },
  { key: 'ship_via', kind: 'text', maxLength: 255 },
  { key: 'ship_type', kind: 'text', maxLength: 255 },
  { key: 'ship_cost', kind: 'money' },
  { key: 'warehouse', kind: 'text', maxLength: 255 },
];

/** The order's addresses and the prefix of their columns; each also keeps `<prefix>created_at` and `<prefix>updated_at`. */
export const ADDRESS_PREFIXES = { bill_to: 'bill_to_', ship_to: 'ship_to_', ship_from: 'ship_from_' } as const;
export type AddressName = keyof typeof ADDRESS_PREFIXES;
const ADDRESS_FIELDS_OF = prefixedGroups(ADDRESS_FIELDS, ADDRESS_PREFIXES);
export const orderAddressFields = (name: AddressName): readonly FieldSpec[] => ADDRESS_FIELDS_OF[name];

export const CUSTOM_FIELDS: FieldSpec = { key: 'custom_fields', kind: 'custom_fields' };
/** The order's own fields in its body's top level (the nested source, billing, shipping and addresses aside). */
export const ORDER_OWN_FIELDS: readonly FieldSpec[] = [...ORDER_FIELDS, CUSTOM_FIELDS];

/** How an order's body nests its own fields (its boxes, items and notes are shapes of their own). */
export const ORDER_SHAPE: FieldShape = {
  fields: ORDER_OWN_FIELDS,
  groups: {
    source: { fields: SOURCE_FIELDS },
    billing: { fields: BILLING_FIELDS, groups: { bill_to: { fields: ADDRESS_FIELDS } } },
    shipping: { fields: SHIPPING_FIELDS, groups: { ship_to: { fields: ADDRESS_FIELDS }, ship_from: { fields: ADDRESS_FIELDS } } },
  },
};

export const ORDER_CATALOGUE: Catalogue = {
  table: 'orders',
  fields: [
    ...ORDER_FIELDS, CUSTOM_FIELDS, ...SOURCE_FIELDS, ...BILLING_FIELDS, ...SHIPPING_FIELDS,
    ...(Object.keys(ADDRESS_PREFIXES) as AddressName[]).flatMap(orderAddressFields),
  ],
  otherColumns: [
    'org_id', 'id', 'primary_id', 'unique_id', SOURCE_UPDATED_AT, 'created_at', 'updated_at',
    ...Object.values(ADDRESS_PREFIXES).flatMap((p) => [`${p}created_at`, `${p}updated_at`]),
    // Kept values (src/orders/writing/kept-values.ts).
    'nested_updated_at', 'weight_auto', 'box_count', 'item_count', 'pick_locations_auto', 'first_tracking_number',
    'first_insured_value_amount', 'first_insured_value_currency', 'is_delivered', 'delivered_at', 'search', 'tags_sort',
    'first_item_description', 'first_item_part_number', 'first_item_pick_location', 'first_item_link',
  ],
};

/**
 * The characters kept of the text kept values that sort (the first item's fields, the pick locations, the sorted
 * tags): longer texts are cut there.
 */
export const KEPT_TEXT_CHARS = 200;
