/**
 * One item of a `labels` batch: the box's label, bought through the shipping domain's buyLabel (its checks, its
 * pending record before the carrier call, its completion through the order writer). The purchase's Idempotency-Key
 * is the batch's and the item's, so that an item run again after a crash answers the label bought the first time
 * instead of buying another; a purchase a crash left pending is settled by the worker's label recovery, and the
 * item waits for it. What the user must fix is said before anything is bought (a box without weight, a ship-to
 * without postal code).
 */
import { encodeId } from '../core/ids.ts';
import type { OrgRef } from '../orgs/ref.ts';
import type { ShippingDeps } from '../shipping/deps.ts';
import { orderForShipping, type OrderForShipping } from '../shipping/shipment.ts';
import { chooseRate } from '../shipping/choose-rate.ts';
import { buyLabel } from '../shipping/labels/purchase.ts';
import { purchaseByIdempotencyKey } from '../shipping/labels/queries.ts';
import { ShippingRefusal } from '../shipping/refusals.ts';
import { refusalMessage } from './refusal-messages.ts';
import type { ClaimedItem, ItemResult } from './claim.ts';
import type { BatchRow } from './queries.ts';
import { CHEAPEST } from './shape.ts';

/** How long an item waits for a pending purchase to be settled before it looks again. */
const PENDING_WAIT_SECONDS = 5;
/** Runs of an item whose purchase was settled as failed under it before the conflict is its failure. */
const RERUNS = 5;

/** The key of the item's purchase: the same at every run of the item. */
export const batchPurchaseKey = (batchId: number, position: number) => `batch-${batchId}-item-${position}`;

const failed = (message: string): ItemResult => ({ kind: 'failed', message });

/** What the carrier needs and the order lacks, in words that say what to fix; empty when nothing is missing. */
function missing(order: OrderForShipping, boxPk: string): string[] {
  const box = order.boxes[0];
  const out: string[] = [];
  if (!(box.parcel.weightGrams > 0)) out.push(`box ${boxPk} has no weight: set its weight, or its items' weights`);
  const to = order.to;
  if (!to.postalCode) out.push('ship-to postal code missing');
  if (!to.street1) out.push('ship-to address line 1 missing');
  if (!to.city) out.push('ship-to city missing');
  if (!to.name && !to.company) out.push('ship-to name or company missing');
  return out;
}

export async function runLabelItem(deps: ShippingDeps, org: OrgRef, batch: BatchRow, item: ClaimedItem): Promise<ItemResult> {
  const order = await orderForShipping(deps.db, org.id, item.order_id, item.box_id === null ? [] : [item.box_id]);
  if (!order) return failed('the order was deleted after the batch was made');
  const orderName = order.primaryId ? `order ${order.primaryId}` : `order ${encodeId(order.id)}`;
  if (item.box_id === null) return failed(`${orderName} has no box: add a box with its weight`);
  const boxPk = encodeId(item.box_id);
  if (order.boxes.length === 0) return failed(`box ${boxPk} is no longer in ${orderName}`);
  const problems = missing(order, boxPk);
  if (problems.length) return failed(`${orderName}: ${problems.join('; ')}`);

  const key = batchPurchaseKey(batch.id, item.position);
  let accountId = batch.carrier_account_id;
  let service = batch.service!;
  if (service === CHEAPEST) {
    const choice = await chooseRate(deps, org.id, item.order_id, item.box_id, accountId === null ? null : [accountId]);
    if (!choice.rate) return failed(`${orderName}, box ${boxPk}: no carrier account rates it${choice.messages.length ? ` (${choice.messages.join('; ')})` : ''}`);
    accountId = choice.rate.accountId;
    service = choice.rate.service;
  }
  try {
    const row = await buyLabel(deps, org, {
      orderId: item.order_id, boxId: item.box_id, accountId: accountId!, service, format: batch.format, size: '4x6', walletSubaccountId: null, idempotencyKey: key,
    });
    if (row.status === 'voided') return failed(`${orderName}, box ${boxPk}: the label this batch bought was voided; buy another from the box`);
    return { kind: 'done', purchaseId: row.id };
  } catch (err) {
    // A box gone since it was read above (`missing`) is looked at again later, as any other error of the run is.
    if (!(err instanceof ShippingRefusal) || err.refusal.kind === 'missing') throw err;
    const { kind } = err.refusal;
    if (kind === 'purchase_in_progress' || kind === 'settled_meanwhile' || kind === 'carrier_unavailable') {
      // Still pending (a run a crash stopped, or a carrier that did not answer): the recovery settles it, then the item is looked at again.
      const earlier = await purchaseByIdempotencyKey(deps.db, org.id, item.box_id, key);
      if (earlier?.status === 'pending') return { kind: 'later', afterSeconds: PENDING_WAIT_SECONDS };
      // Settled as failed by the recovery while the carrier answered (a call slower than SHIPPING_RECONCILE_AFTER_SECONDS):
      // its label was voided and the key's purchase failed, so buying again is safe. A few times, then it is a failure.
      if (earlier?.status === 'failed' && item.attempts < RERUNS) return { kind: 'later', afterSeconds: 1 };
    }
    return failed(`${orderName}, box ${boxPk}: ${refusalMessage(err.refusal)}`);
  }
}
