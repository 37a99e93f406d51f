/**
 * A tracking event of a box: a carrier scan, read only through the API (the tracking poller writes them,
 * src/carriers/). `created_at` is the carrier's time of the scan. DECISIONS section 7 lists the statuses.
 */
import type { Catalogue, FieldSpec } from '../core/fields/index.ts';
import type { Instant } from '../core/values/datetime.ts';

export const TRACKING_STATUSES = ['accepted', 'in_transit', 'out_for_delivery', 'delivered', 'exception', 'returned'] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** A carrier's scan of a box, as the poller hands it to the tracking service to record. */
export interface Scan {
  status: TrackingStatus;
  description: string | null;
  location: string | null;
  /** The carrier's time of the scan, typed: the poller reads each carrier's spelling of it (src/carriers/). */
  occurredAt: Instant;
  carrier: string;
  dedupeKey: string;
}

export const TRACKING_FIELDS: readonly FieldSpec[] = [
  { key: 'created_at', kind: 'datetime', readOnly: true, nullable: false, description: "The carrier's time of the scan" },
  { key: 'description', kind: 'text', readOnly: true },
  { key: 'location', kind: 'text', readOnly: true },
  { key: 'status', kind: 'enum', values: TRACKING_STATUSES, readOnly: true, nullable: false },
];

export const TRACKING_CATALOGUE: Catalogue = {
  table: 'tracking_events',
  fields: TRACKING_FIELDS,
  otherColumns: ['org_id', 'id', 'order_id', 'box_id', 'recorded_at', 'carrier', 'dedupe_key'],
};
