/** A box item as the order reads render it: the item catalogue (src/catalogue/item.ts) plus url and timestamps. */
import { Type } from 'typebox';
import { DateTime } from '../../../core/schema.ts';
import { outputProperties } from '../../../core/fields/index.ts';
import { ITEM_FIELDS } from '../../../catalogue/item.ts';

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
