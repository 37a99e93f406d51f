import { Type } from 'typebox';
import { DateTime, Nullable, PathKey, UrlRef } from '../../core/schema.ts';
import { inputProperties, outputProperties } from '../../core/fields/index.ts';
import { BOX_FIELDS } from '../../catalogue/box.ts';
import { ItemInParent, NestedItemInput } from './items/schemas.ts';
import { PackagingPreset } from '../../catalogue/packaging.ts';
import { ShippingDocument } from './docs/schemas.ts';
import { TrackingEvent } from './tracking/schemas.ts';

export const NestedItem = NestedItemInput;

/** `{url}` of a packaging preset of the organization, or null for none. */
export const PackagingRef = Type.Optional(Nullable(UrlRef));

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

export const Box = Type.Object({
  url: Type.String(),
  ...outputProperties(BOX_FIELDS),
  packaging: Nullable(PackagingPreset),
  items: Type.Array(ItemInParent),
  shipping_docs: Type.Array(ShippingDocument),
  tracking: Type.Array(TrackingEvent, { description: 'Tracking events (carrier scans), oldest first' }),
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
