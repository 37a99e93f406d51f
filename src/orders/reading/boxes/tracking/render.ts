/** A tracking event's JSON: `{url, created_at, description, location, status}` (the specification's Tracking event). */
import type { Static } from 'typebox';
import { fieldWriter } from '../../../../core/fields/index.ts';
import { TRACKING_FIELDS } from '../../../../catalogue/tracking.ts';
import type { Queryable } from '../../../../db/database.ts';
import { trackingUrl } from '../../../../core/urls.ts';
import type { TrackingEvent } from '../../../boxes/tracking/shape.ts';
import { selectTracking, type TrackingFilter, type TrackingRecord } from './queries.ts';

export type TrackingJson = Static<typeof TrackingEvent>;

const writeTrackingFields = fieldWriter(TRACKING_FIELDS);

export function renderTracking(row: TrackingRecord, orgId: number): TrackingJson {
  return writeTrackingFields(row, { url: trackingUrl(orgId, row.order_id, row.box_id, row.id) } as Record<string, unknown>) as unknown as TrackingJson;
}

/** The events of many boxes by box id, in one query (for rendering boxes). */
export async function trackingByBox(db: Queryable, org: { id: number }, boxIds: readonly number[]): Promise<Map<number, TrackingJson[]>> {
  const out = new Map<number, TrackingJson[]>();
  for (const row of await selectTracking(db, org.id, { boxIds })) {
    const list = out.get(row.box_id);
    if (list) list.push(renderTracking(row, org.id));
    else out.set(row.box_id, [renderTracking(row, org.id)]);
  }
  return out;
}

export async function renderBoxTracking(db: Queryable, org: { id: number }, f: TrackingFilter): Promise<TrackingJson[]> {
  return (await selectTracking(db, org.id, f)).map((r) => renderTracking(r, org.id));
}
