/** A box of an order. Its size and weight fields hold the explicit values; responses show the effective ones. */
import type { Catalogue, FieldShape, FieldSpec } from '../core/fields/index.ts';

export const COD_KINDS = ['none', 'cash', 'cashiers_check_money_order', 'personal_check_cashier_check_money_order'] as const;
export const CONFIRMATION_TYPES = [
  'none', 'no_signature_required', 'signature_required', 'adult_signature_required', 'indirect_signature_required',
] as const;

export const BOX_FIELDS: readonly FieldSpec[] = [
  { key: 'package_type', kind: 'text', maxLength: 255 },
  { key: 'length', kind: 'length' },
  { key: 'width', kind: 'length' },
  { key: 'height', kind: 'length' },
  { key: 'weight', kind: 'weight' },
  { key: 'ship_cost', kind: 'money' },
  { key: 'shipper_release', kind: 'boolean' },
  { key: 'insured_value', kind: 'money' },
  { key: 'insurance_type', kind: 'text', maxLength: 255 },
  { key: 'declared_value', kind: 'money' },
  { key: 'tracking_number', kind: 'text', maxLength: 255 },
  { key: 'confirmation_type', kind: 'enum', values: CONFIRMATION_TYPES },
  { key: 'description', kind: 'text' },
  { key: 'cod', kind: 'enum', values: COD_KINDS, default: 'none' },
  { key: 'cod_value', kind: 'money' },
  { key: 'saturday_delivery', kind: 'boolean' },
  { key: 'delivered_at', kind: 'datetime' },
  { key: 'custom_fields', kind: 'custom_fields' },
];

export const BOX_SHAPE: FieldShape = { fields: BOX_FIELDS };

/** Box columns read instead of the stored ones when rendering: the effective size and weight. */
export const BOX_EFFECTIVE_COLUMNS = {
  length: 'effective_length', width: 'effective_width', height: 'effective_height', weight: 'effective_weight',
} as const;

export const BOX_CATALOGUE: Catalogue = {
  table: 'boxes',
  fields: BOX_FIELDS,
  otherColumns: ['org_id', 'id', 'order_id', 'packaging_id', 'created_at', 'updated_at', ...Object.values(BOX_EFFECTIVE_COLUMNS)],
};
