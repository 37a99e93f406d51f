/** A tracking event's JSON: `{url, created_at, description, location, status}` (the specification's Tracking event). */
import type { Static } from 'typebox';
import { encodeId } from '../../../core/ids.ts';
import { fieldWriter } from '../../../core/fields/index.ts';
import { TRACKING_FIELDS } from '../../../catalogue/tracking.ts';
import type { Queryable } from '../../../db/database.ts';
import { boxUrl } from '../../refs.ts';
import type { TrackingEvent } from './schemas.ts';
import { selectTracking, type TrackingFilter, type TrackingRecord } from './queries.ts';

export type TrackingJson = Static<typeof TrackingEvent>;

export const trackingUrl = (base: string, orderId: number, boxId: number, id: number) =>
  `${boxUrl(base, orderId, boxId)}tracking/${encodeId(id)}/`;

const writeTrackingFields = fieldWriter(TRACKING_FIELDS);

export function renderTracking(row: TrackingRecord, base: string): TrackingJson {
  return writeTrackingFields(row, { url: trackingUrl(base, row.order_id, row.box_id, row.id) } as Record<string, unknown>) as unknown as TrackingJson;
}

/** The events of many boxes by box id, in one query (for rendering boxes). */
export async function trackingByBox(db: Queryable, org: { id: number; base: string }, boxIds: readonly number[]): Promise<Map<number, TrackingJson[]>> {
  const out = new Map<number, TrackingJson[]>();
  for (const row of await selectTracking(db, org.id, { boxIds })) {
    const list = out.get(row.box_id);
    if (list) list.push(renderTracking(row, org.base));
    else out.set(row.box_id, [renderTracking(row, org.base)]);
  }
  return out;
}

export async function renderBoxTracking(db: Queryable, org: { id: number; base: string }, f: TrackingFilter): Promise<TrackingJson[]> {
  return (await selectTracking(db, org.id, f)).map((r) => renderTracking(r, org.base));
}
