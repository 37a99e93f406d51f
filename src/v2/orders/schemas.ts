import { Type, type Static, type TSchema } from 'typebox';
import { DateTime, Nullable, PathKey, StringEnum } from '../../core/schema.ts';
import { PagingQuery } from '../../core/paging.ts';
import { Note, NoteCreate } from '../notes/shape.ts';
import { type FieldSpec, inputProperties, outputProperties } from './fields.ts';
import { CustomFieldsInput, CustomFieldsOutput } from '../products/item-fields.ts';
import { BoxInOrder, BoxInput } from './boxes/schemas.ts';
import { Tag } from './tags/schemas.ts';

export const BILLING_STATUSES = ['pending', 'paid', 'partially_paid', 'refunded', 'partially_refunded', 'cancelled'] as const;
export const SHIPPING_STATUSES = ['unfulfilled', 'fulfilled', 'partially_fulfilled'] as const;
export const RELATION_KINDS = ['return-child', 'return-parent', 'split-child', 'split-parent', 'combine-child', 'combine-parent'] as const;
export type RelationKind = (typeof RELATION_KINDS)[number];

/** The order's top-level plain fields (primary_id and unique_id have their own rules). */
export const ORDER_FIELDS: readonly FieldSpec[] = [
  { key: 'order_number', kind: 'bigint' },
  { key: 'customer_number', kind: 'text', maxLength: 255 },
  { key: 'po_number', kind: 'text', maxLength: 255 },
  { key: 'terms', kind: 'text', maxLength: 255 },
  { key: 'message', kind: 'text' },
  { key: 'ordered_at', kind: 'datetime' },
  { key: 'printed_at', kind: 'datetime' },
];

const prefixed = (specs: readonly FieldSpec[], prefix: string): FieldSpec[] =>
  specs.map((s) => ({ ...s, column: `${prefix}${s.column ?? s.key}` }));

export const SOURCE_FIELDS = prefixed([
  { key: 'name', kind: 'text', maxLength: 255 },
  { key: 'account', kind: 'text', maxLength: 255 },
  { key: 'channel', kind: 'text', maxLength: 255 },
  { key: 'id', kind: 'code', maxLength: 255 },
  { key: 'retrieved_at', kind: 'datetime' },
], 'source_');

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

export const ADDRESS_FIELDS: readonly FieldSpec[] = [
  { key: 'company', kind: 'text', maxLength: 255 },
  { key: 'first_name', kind: 'text', maxLength: 255 },
  { key: 'last_name', kind: 'text', maxLength: 255 },
  { key: 'address_1', kind: 'text', maxLength: 255 },
  { key: 'address_2', kind: 'text', maxLength: 255 },
  { key: 'city', kind: 'text', maxLength: 255 },
  { key: 'region', kind: 'text', maxLength: 255 },
  { key: 'post_code', kind: 'text', maxLength: 255 },
  { key: 'country', kind: 'text', maxLength: 255 },
  { key: 'phone', kind: 'text', maxLength: 255 },
  { key: 'email', kind: 'text', maxLength: 254 },
  { key: 'residential', kind: 'boolean' },
  { key: 'validated', kind: 'boolean' },
];
export const ADDRESS_PREFIXES = { bill_to: 'bill_to_', ship_to: 'ship_to_', ship_from: 'ship_from_' } as const;
export type AddressName = keyof typeof ADDRESS_PREFIXES;
export const addressFields = (name: AddressName) => prefixed(ADDRESS_FIELDS, ADDRESS_PREFIXES[name]);

// ---- requests

const AddressInput = Type.Optional(Nullable(Type.Object(inputProperties(ADDRESS_FIELDS))));
const opt = (properties: Record<string, TSchema>) => Type.Optional(Nullable(Type.Object(properties)));

export const RelationInput = Type.Object({ kind: StringEnum(RELATION_KINDS), order: Type.String() });

/** An order note written inline: with `url` it updates that note, without it adds one. */
const NoteInput = Type.Object({ ...NoteCreate.properties, url: Type.Optional(Type.String()), content: Type.Optional(NoteCreate.properties.content) });

const orderProperties = {
  unique_id: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
  ...inputProperties(ORDER_FIELDS),
  custom_fields: Type.Optional(CustomFieldsInput),
  source: opt(inputProperties(SOURCE_FIELDS)),
  billing: opt({ ...inputProperties(BILLING_FIELDS), bill_to: AddressInput }),
  shipping: opt({ ...inputProperties(SHIPPING_FIELDS), ship_to: AddressInput, ship_from: AddressInput }),
  boxes: Type.Optional(Type.Array(BoxInput)),
  notes: Type.Optional(Type.Array(NoteInput)),
  tags: Type.Optional(Type.Array(Tag)),
  relations: Type.Optional(Type.Array(RelationInput)),
};
const PrimaryId = Type.String({ minLength: 1, maxLength: 255 });

/** POST and PUT: primary_id required. */
export const OrderWrite = Type.Object({ primary_id: PrimaryId, ...orderProperties });
/** PATCH: everything optional; primary_id may not be cleared. */
export const OrderPatch = Type.Object({ primary_id: Type.Optional(PrimaryId), ...orderProperties });

export type NestedNoteInput = Static<typeof NoteInput>;

// ---- responses

const Address = Nullable(Type.Object({ ...outputProperties(ADDRESS_FIELDS), created_at: DateTime(), updated_at: DateTime() }));

export const Relation = Type.Object({ kind: Type.String(), order: Type.String() });

export const Order = Type.Object({
  url: Type.String(),
  primary_id: Type.String(),
  unique_id: Type.String(),
  ...outputProperties(ORDER_FIELDS),
  created_at: DateTime(),
  updated_at: DateTime(),
  nested_updated_at: DateTime(),
  boxes: Type.Array(BoxInOrder),
  custom_fields: CustomFieldsOutput,
  notes: Type.Array(Note),
  tags: Type.Array(Type.String()),
  relations: Type.Array(Relation),
  source: Type.Object({ ...outputProperties(SOURCE_FIELDS), updated_at: Nullable(DateTime()) }),
  billing: Type.Object({ ...outputProperties(BILLING_FIELDS), bill_to: Address }),
  shipping: Type.Object({ ...outputProperties(SHIPPING_FIELDS), ship_to: Address, ship_from: Address }),
});

// ---- parameters

export const OrgOnlyParams = Type.Object({ org_pk: PathKey });
export const OrderParams = Type.Object({ org_pk: PathKey, order_pk: PathKey });

export const ExpandQuery = Type.Optional(Type.String({ description: '`boxes`, `items` or `boxes,items`: inline full boxes and items' }));

export const LazyQuery = Type.Optional(Type.String({
  description: 'Comma list of custom_fields, boxes__custom_fields, boxes__items__custom_fields: values over 512 bytes lose their `value` key',
}));

/** The list query; filters and order_by join here when the query language lands. */

/** GET .../custom-fields/{field_name}/ */
export const CustomFieldEntry = Type.Object({
  name: Type.String(),
  value: Type.String(),
  type: Nullable(Type.String()),
  encoding: Nullable(Type.String()),
});
export const OrderFieldParams = Type.Object({ org_pk: PathKey, order_pk: PathKey, field_name: Type.String() });
