/** An item line: the fields shared by products (product.ts) and the items of an order's boxes. */
import type { Catalogue, FieldShape, FieldSpec } from '../core/fields/index.ts';

const ITEM_KINDS = ['goods', 'discount', 'tax', 'adjustment'] as const;

const SHORT = 255;
const URL_LENGTH = 2048;

export const ITEM_FIELDS: readonly FieldSpec[] = [
  { key: 'quantity', kind: 'integer', minimum: 0, nullable: false, default: 1 },
  { key: 'kind', kind: 'enum', values: ITEM_KINDS, nullable: false, default: 'goods', description: 'Line kind: goods, discount, tax or adjustment' },
  { key: 'custom_fields', kind: 'custom_fields' },
  { key: 'part_number', kind: 'text', maxLength: SHORT, description: 'SKU' },
  { key: 'code', kind: 'text', maxLength: SHORT, description: 'Numeric or alphanumeric code identifying the item type' },
  { key: 'description', kind: 'text', maxLength: 10_000 },
  { key: 'unit_price', kind: 'money', description: 'Multiplied by quantity for the line total' },
  { key: 'unit_weight', kind: 'weight', description: 'Multiplied by quantity for the line weight' },
  { key: 'image_link', kind: 'text', maxLength: URL_LENGTH },
  { key: 'link', kind: 'text', maxLength: URL_LENGTH },
  { key: 'pick_location', kind: 'text', maxLength: SHORT, description: 'Warehouse location' },
  { key: 'origin_country_code', kind: 'text', maxLength: SHORT },
  { key: 'joint_production', kind: 'flag' },
  { key: 'commodity_code', kind: 'text', maxLength: SHORT },
  { key: 'net_cost_code', kind: 'text', maxLength: SHORT },
  { key: 'producer_info_code', kind: 'text', maxLength: SHORT },
  { key: 'preference_criteria_code', kind: 'text', maxLength: SHORT },
  { key: 'scheduleb_commodity_code', kind: 'text', maxLength: SHORT },
  { key: 'export_type_code', kind: 'text', maxLength: SHORT },
  { key: 'net_cost_begin_date', kind: 'datetime' },
  { key: 'net_cost_end_date', kind: 'datetime' },
  { key: 'parcel_barcode', kind: 'text', maxLength: SHORT, description: 'Carrier-style barcode' },
  { key: 'ean', kind: 'text', maxLength: SHORT },
  { key: 'isbn', kind: 'text', maxLength: SHORT },
];

export const ITEM_SHAPE: FieldShape = { fields: ITEM_FIELDS };

export const ITEM_CATALOGUE: Catalogue = {
  table: 'items',
  fields: ITEM_FIELDS,
  otherColumns: ['org_id', 'id', 'order_id', 'box_id', 'created_at', 'updated_at'],
};
