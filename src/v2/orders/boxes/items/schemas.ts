/** The item routes' params and bodies: the item catalogue (src/catalogue/item.ts); the answer is src/orders/boxes/items/shape.ts. */
import { Type } from 'typebox';
import { PathKey } from '../../../../core/schema.ts';
import { inputProperties } from '../../../../core/fields/index.ts';
import { ITEM_FIELDS } from '../../../../catalogue/item.ts';

/** POST .../items/: quantity and kind required. */
export const ItemCreate = Type.Object(inputProperties(ITEM_FIELDS, { required: ['quantity', 'kind'] }));

/** PATCH .../items/{pk}/: every field optional; quantity and kind cannot be null. */
export const ItemPatch = Type.Object(inputProperties(ITEM_FIELDS));

export const ItemParams = Type.Object({ org_pk: PathKey, order_pk: PathKey, box_pk: PathKey, item_pk: PathKey });
export const ItemFieldParams = Type.Object({ org_pk: PathKey, order_pk: PathKey, box_pk: PathKey, item_pk: PathKey, field_name: Type.String() });
