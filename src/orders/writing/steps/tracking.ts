/**
 * Recording carrier scans of a box, a change of its order: a new event moves nested_updated_at and the `orders`
 * event; a new `delivered` scan sets the box's delivered_at (the writer turns it into `order-delivered` once every
 * box is delivered). Events already recorded (same dedupe key) are skipped and change nothing; a box gone from the
 * order is `gone`, not an error.
 */
import { hadAcceptedScan, insertTracking, markBoxDelivered, selectTrackedBox } from '../rows/tracking.ts';
import { type TrackingRecord } from '../../reading/boxes/tracking/queries.ts';
import type { TrackingResult } from '../commands.ts';
import type { Planner } from './step.ts';

const earliest = (rows: TrackingRecord[], status: string) =>
  rows.filter((r) => r.status === status).sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)[0];

export const recordTracking: Planner<'recordTracking'> = (tx, org, { orderId, boxId, scans }) => ({
  ids: [orderId],
  missing: 'box',
  async run(changes): Promise<TrackingResult> {
    const box = await selectTrackedBox(tx, org.id, boxId);
    if (!box || Number(box.order_id) !== orderId) {
      changes.unchanged(orderId);
      return { added: 0, delivered: false, gone: true, accepted: null };
    }
    const added = await insertTracking(tx, org.id, orderId, boxId, scans);
    const delivered = earliest(added, 'delivered');
    if (delivered && box.delivered_at === null) await markBoxDelivered(tx, org.id, boxId, delivered.created_at);
    const accepted = earliest(added, 'accepted');
    const first = accepted && !(await hadAcceptedScan(tx, org.id, boxId, added.map((r) => r.id)));
    if (added.length === 0) changes.unchanged(orderId);
    return {
      added: added.length,
      delivered: box.delivered_at !== null || delivered !== undefined,
      gone: false,
      accepted: first ? { at: accepted.created_at, box } : null,
    };
  },
});
