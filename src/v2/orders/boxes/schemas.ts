import { Type } from 'typebox';
import { DateTime, Nullable, PathKey } from '../../../core/schema.ts';
import { type FieldSpec, inputProperties, outputProperties } from '../fields.ts';
import { CustomFieldsInput, CustomFieldsOutput } from '../../products/item-fields.ts';
import { ItemInParent, NestedItemInput } from './items/schemas.ts';
import { PackagingPreset } from '../../packaging/schemas.ts';

export const COD_KINDS = ['none', 'cash', 'cashiers_check_money_order', 'personal_check_cashier_check_money_order'] as const;
export const CONFIRMATION_TYPES = [
  'none', 'no_signature_required', 'signature_required', 'adult_signature_required', 'indirect_signature_required',
] as const;

/** The box's own fields. length/width/height/weight are the explicit values; responses show effective ones. */
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
];

/** `{url}` of a packaging preset of the organization, or null for none. */
export const PackagingRef = Type.Optional(Nullable(Type.Object({ url: Type.String() })));

/**
 * A box in a request (POST .../boxes/, PATCH, or inside an order body). Inside an order, a box with `url`
 * updates that box and one without creates a box; `items` follow the same rule.
 */
export const BoxInput = Type.Object({
  url: Type.Optional(Type.String()),
  ...inputProperties(BOX_FIELDS),
  packaging: PackagingRef,
  custom_fields: Type.Optional(CustomFieldsInput),
  items: Type.Optional(Type.Array(NestedItemInput)),
});

export const Box = Type.Object({
  url: Type.String(),
  ...outputProperties(BOX_FIELDS),
  packaging: Nullable(PackagingPreset),
  items: Type.Array(ItemInParent),
  custom_fields: CustomFieldsOutput,
  shipping_docs: Type.Array(Type.Object({}, { additionalProperties: true })),
  tracking: Type.Array(Type.Object({}, { additionalProperties: true })),
  created_at: DateTime(),
  updated_at: DateTime(),
});

/** A box inside an order response: `{url, items: [{url}]}` unless expanded. */
export const BoxInOrder = Type.Object({
  url: Type.String(),
  items: Type.Array(ItemInParent),
  ...Object.fromEntries(
    Object.entries(Box.properties).filter(([k]) => k !== 'url' && k !== 'items').map(([k, v]) => [k, Type.Optional(v)]),
  ),
});

export const BoxParams = Type.Object({ org_pk: PathKey, order_pk: PathKey, box_pk: PathKey });
export const BoxFieldParams = Type.Object({ org_pk: PathKey, order_pk: PathKey, box_pk: PathKey, field_name: Type.String() });
