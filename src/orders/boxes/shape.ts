/**
 * A box as the order reads render it (src/orders/reading/boxes/render.ts): the box catalogue, its preset, items,
 * documents and tracking. The routes' params and bodies are the views' (src/v2/orders/boxes/schemas.ts).
 */
import { Type } from 'typebox';
import { DateTime, Nullable } from '../../core/schema.ts';
import { outputProperties } from '../../core/fields/index.ts';
import { BOX_FIELDS } from '../../catalogue/box.ts';
import { PackagingPreset } from '../../catalogue/packaging.ts';
import { ItemInParent } from './items/shape.ts';
import { ShippingDocument } from './docs/shape.ts';
import { TrackingEvent } from './tracking/shape.ts';

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
