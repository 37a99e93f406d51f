import { Type } from 'typebox';
import { outputProperties } from '../../../core/fields/index.ts';
import { TRACKING_FIELDS } from '../../../catalogue/tracking.ts';

/** A tracking event (read only): a carrier scan of the box. */
export const TrackingEvent = Type.Object({
  url: Type.String(),
  ...outputProperties(TRACKING_FIELDS),
});
