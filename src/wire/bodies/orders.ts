/**
 * The order body of v2 (POST, PUT, PATCH of an order, with its boxes, items, notes, tags and relations), which the
 * import's files and the seed's orders are written in too. A view parses it into the writer's commands
 * (src/v2/orders/from-json.ts); the routes' params and other bodies are src/v2/orders/schemas.ts.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { Nullable, StringEnum, UrlRef } from '../../core/schema.ts';
import { inputProperties } from '../../core/fields/index.ts';
import { ADDRESS_FIELDS } from '../../catalogue/address.ts';
import { SourceInput } from '../../catalogue/source.ts';
import { BOX_FIELDS } from '../../catalogue/box.ts';
import { ITEM_FIELDS } from '../../catalogue/item.ts';
import { BILLING_FIELDS, CUSTOM_FIELDS, ORDER_FIELDS, RELATION_KINDS, SHIPPING_FIELDS } from '../../catalogue/order.ts';
import { NotePatch } from './notes.ts';

/** 2 to 35 characters, none of / \ ? # , (a full stop is allowed); case-sensitive. */
export const Tag = Type.String({
  minLength: 2,
  maxLength: 35,
  pattern: '^[^/\\\\?#,]*$',
  description: '2 to 35 characters, none of / \\ ? # ,',
});

/**
 * An item inside an order or box body: with `url` it updates that item (every field optional), without it
 * creates one (quantity required; kind defaults to goods). The write service checks the requirement.
 */
export const NestedItemInput = Type.Object({
  url: Type.Optional(Type.String({ description: 'Url of an item of this box: update it; leave out to add an item' })),
  ...inputProperties(ITEM_FIELDS),
});

/** `{url}` of a packaging preset of the organization, or null for none. */
const PackagingRef = Type.Optional(Nullable(UrlRef));

/**
 * A box in a request (POST .../boxes/, PATCH, or inside an order body). Inside an order, a box with `url`
 * updates that box and one without creates a box; `items` follow the same rule.
 */
export const BoxInput = Type.Object({
  url: Type.Optional(Type.String()),
  ...inputProperties(BOX_FIELDS),
  packaging: PackagingRef,
  items: Type.Optional(Type.Array(NestedItemInput)),
});

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
