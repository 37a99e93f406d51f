/**
 * An order as the order reads render it (src/orders/reading/render.ts): the order catalogue (src/catalogue/order.ts),
 * its boxes, notes, tags, relations, source and addresses. The routes' params are src/v2/orders/schemas.ts, the order
 * body src/wire/bodies/orders.ts.
 */
import { Type } from 'typebox';
import { DateTime, Nullable } from '../core/schema.ts';
import { outputProperties } from '../core/fields/index.ts';
import { ADDRESS_FIELDS } from '../catalogue/address.ts';
import { SourceOutput } from '../catalogue/source.ts';
import { BILLING_FIELDS, CUSTOM_FIELDS, ORDER_FIELDS, SHIPPING_FIELDS } from '../catalogue/order.ts';
import { Note } from '../notes/shape.ts';
import { Box } from './boxes/shape.ts';
import { ItemInParent } from './boxes/items/shape.ts';

/** A box inside an order response: `{url, items: [{url}]}` unless expanded. */
export const BoxInOrder = Type.Object({
  url: Type.String(),
  items: Type.Array(ItemInParent),
  ...Object.fromEntries(
    Object.entries(Box.properties).filter(([k]) => k !== 'url' && k !== 'items').map(([k, v]) => [k, Type.Optional(v)]),
  ),
});

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
