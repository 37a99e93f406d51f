/**
 * Recording carrier scans of a box: the one write path of tracking events (the poller in src/carriers/ calls
 * it through src/workers.ts), the order writer's `recordTracking` command (src/orders/writing/steps/tracking.ts): a new
 * event is a change of its order (nested_updated_at, the `orders` event); a new `delivered` scan sets the box's
 * delivered_at, which the writer turns into `order-delivered` once every box of the order is delivered. The box's first `accepted` scan sends
 * `acceptance-scan` when the box has the custom field PACKING_GROUP_TRANSACTION_AMOUNT. All in the caller's
 * transaction; events already recorded (same dedupe key) are skipped and change nothing.
 */
import type { Database, Queryable } from '../../db/database.ts';
import { OrderRefusal } from './refusals.ts';
import { encodeId } from '../../core/ids.ts';
import { isDecimal } from '../../core/values/decimal.ts';
import { formatMoney, isMoney, parseMoney } from '../../core/values/money.ts';
import { formatDateTime } from '../../core/values/datetime.ts';
import { emitEvent } from '../../events/emit.ts';
import type { Scan } from '../../catalogue/tracking.ts';
import { applyOrderCommand } from './apply.ts';
import type { TrackingResult } from './commands.ts';
import { boxUrl, orderUrl } from '../../core/urls.ts';
import type { OrgRef } from '../../orgs/ref.ts';
import type { TrackedBox } from './rows/tracking.ts';


/** The box custom field whose value is the acceptance-scan's `packing_cost` (without it, no acceptance-scan). */
export const PACKING_COST_FIELD = 'PACKING_GROUP_TRANSACTION_AMOUNT';

export type RecordedTracking = Omit<TrackingResult, 'accepted'>;

/** "1.50 USD" as is; a bare decimal takes the box's ship_cost currency (else USD); anything else is no value. */
function packingCost(box: TrackedBox): string | null {
  const value = box.custom_fields?.[PACKING_COST_FIELD]?.value;
  if (value === undefined || value === null) return null;
  const text = String(value).trim();
  if (isMoney(text)) {
    const money = parseMoney(text);
    return formatMoney(money.amount, money.currency);
  }
  return isDecimal(text) ? formatMoney(text, box.ship_cost_currency ?? 'USD') : null;
}

export async function recordTrackingEvents(
  tx: Queryable, org: OrgRef, orderId: number, boxId: number, events: readonly Scan[],
): Promise<RecordedTracking> {
  const { result: { accepted: scan, ...result }, orders } = await applyOrderCommand(tx, org, { type: 'recordTracking', orderId, boxId, scans: events });
  const packing = scan && packingCost(scan.box);
  if (scan && packing !== null) {
    const order = orders.get(orderId);
    const shipCost = scan.box.ship_cost_amount === null ? null : formatMoney(scan.box.ship_cost_amount, scan.box.ship_cost_currency!);
    await emitEvent(tx, {
      orgId: org.id,
      entity: 'acceptance-scan',
      objectPk: encodeId(boxId),
      action: 'put',
      payload: {
        url: orderUrl(org.id, orderId),
        box_url: boxUrl(org.id, orderId, boxId),
        ship_cost: shipCost,
        tax: (order?.billing as { tax?: string | null } | undefined)?.tax ?? null,
        packing_cost: packing,
        acceptance_scan_at: formatDateTime(scan.at),
      },
    });
  }
  return result;
}

/**
 * The tracking poller's record step (src/carriers/poller.ts, wired in src/workers.ts): one transaction per box.
 * A box or order deleted meanwhile is `gone`.
 */
export async function recordBoxScans(
  db: Database, box: { orgId: number; orderId: number; boxId: number }, scans: readonly Scan[],
): Promise<{ delivered: boolean; gone: boolean }> {
  const org: OrgRef = { id: box.orgId };
  try {
    const recorded = await db.transaction((tx) => recordTrackingEvents(tx, org, box.orderId, box.boxId, scans));
    return { delivered: recorded.delivered, gone: recorded.gone };
  } catch (err) {
    if (err instanceof OrderRefusal && err.refusal.kind === 'missing') return { delivered: false, gone: true };
    throw err;
  }
}
