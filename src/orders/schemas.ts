import { Type, type Static, type TSchema } from 'typebox';
import { DateTime, Nullable, PathKey, StringEnum } from '../core/schema.ts';
import { Note, NotePatch } from '../notes/shape.ts';
import { inputProperties, outputProperties } from '../core/fields/index.ts';
import { ADDRESS_FIELDS } from '../catalogue/address.ts';
import { SourceInput, SourceOutput } from '../catalogue/source.ts';
import { BILLING_FIELDS, CUSTOM_FIELDS, ORDER_FIELDS, SHIPPING_FIELDS } from '../catalogue/order.ts';
import { BoxInOrder, BoxInput } from './boxes/schemas.ts';
import { Tag } from './tags/schemas.ts';

export const RELATION_KINDS = ['return-child', 'return-parent', 'split-child', 'split-parent', 'combine-child', 'combine-parent'] as const;
export type RelationKind = (typeof RELATION_KINDS)[number];

// ---- requests

const AddressInput = Type.Optional(Nullable(Type.Object(inputProperties(ADDRESS_FIELDS))));
const opt = (properties: Record<string, TSchema>) => Type.Optional(Nullable(Type.Object(properties)));

export const RelationInput = Type.Object({ kind: StringEnum(RELATION_KINDS), order: Type.String() });

/** An order note written inline: with `url` it updates that note, without it adds one. */
const NoteInput = Type.Object({ ...NotePatch.properties, url: Type.Optional(Type.String()) });

const orderProperties = {
  unique_id: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
  ...inputProperties(ORDER_FIELDS),
  ...inputProperties([CUSTOM_FIELDS]),
  source: SourceInput,
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
  ...outputProperties([CUSTOM_FIELDS]),
  notes: Type.Array(Note),
  tags: Type.Array(Type.String()),
  relations: Type.Array(Relation),
  source: SourceOutput,
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
