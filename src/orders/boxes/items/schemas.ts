/** Box items: the item catalogue (src/catalogue/item.ts) plus url and timestamps. */
import { Type } from 'typebox';
import { DateTime, PathKey } from '../../../core/schema.ts';
import { inputProperties, outputProperties } from '../../../core/fields/index.ts';
import { ITEM_FIELDS } from '../../../catalogue/item.ts';

/** POST .../items/: quantity and kind required. */
export const ItemCreate = Type.Object(inputProperties(ITEM_FIELDS, { required: ['quantity', 'kind'] }));

/** PATCH .../items/{pk}/: every field optional; quantity and kind cannot be null. */
export const ItemPatch = Type.Object(inputProperties(ITEM_FIELDS));

/**
 * An item inside an order or box body: with `url` it updates that item (every field optional), without it
 * creates one (quantity required; kind defaults to goods). The write service checks the requirement.
 */
export const NestedItemInput = Type.Object({
  url: Type.Optional(Type.String({ description: 'Url of an item of this box: update it; leave out to add an item' })),
  ...inputProperties(ITEM_FIELDS),
});

export const Item = Type.Object({
  url: Type.String(),
  ...outputProperties(ITEM_FIELDS),
  created_at: DateTime(),
  updated_at: DateTime(),
});

/** An item inside a box or order response: `{url}` unless expanded. */
export const ItemInParent = Type.Object({
  url: Type.String(),
  ...Object.fromEntries(Object.entries(Item.properties).filter(([k]) => k !== 'url').map(([k, v]) => [k, Type.Optional(v)])),
});

export const ItemParams = Type.Object({ org_pk: PathKey, order_pk: PathKey, box_pk: PathKey, item_pk: PathKey });
export const ItemFieldParams = Type.Object({ org_pk: PathKey, order_pk: PathKey, box_pk: PathKey, item_pk: PathKey, field_name: Type.String() });
