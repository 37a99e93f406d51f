/**
 * Settles label purchases a crash left pending (as src/payments/recovery.ts does for card charges), each one older
 * than the configured delay, never dropping one silently:
 * - a carrier that keeps labels by our purchase key (the sandbox) is asked for it: found, the label is recorded
 *   (complete.ts; voided at the carrier when it can no longer be recorded); not found, the purchase fails and the
 *   box is free again; a carrier that cannot tell now leaves it pending for the next round;
 * - a carrier that cannot be asked (UPS, FedEx, USPS: no lookup by reference) is judged by what the purchase kept of
 *   its answer: with a tracking number, the label is voided at the carrier by it and the purchase fails (nothing
 *   charged); without one (the process stopped before or during the call), or when the void is refused, the purchase
 *   is marked `attention` for an operator, who checks the carrier's account and settles it (void.ts).
 * A postage hold is released with every purchase that fails. One purchase's failure never stops the others.
 */
import type { FastifyBaseLogger } from 'fastify';
import { encodeId } from '../../core/ids.ts';
import { selectCarrierAccount } from '../accounts/queries.ts';
import { adapterOf, type ShippingDeps } from '../deps.ts';
import type { ShippingAdapter } from '../../carriers/shipping-types.ts';
import { completePurchase, failPurchase } from './complete.ts';
import { markAttention, stalePending, type PurchaseRow } from './queries.ts';

export interface RecoveryCounts {
  completed: number;
  failed: number;
  /** Voided at the carrier by the tracking number the purchase kept (then failed). */
  voided: number;
  /** Left to an operator (status `attention`). */
  attention: number;
  unknown: number;
  errors: number;
}

type Outcome = Exclude<keyof RecoveryCounts, 'errors'>;

/** A purchase with a carrier that cannot be asked for it by our key. */
async function settleUnaskable(deps: ShippingDeps, row: PurchaseRow, adapter: ShippingAdapter): Promise<Outcome> {
  if (row.tracking_number === null) {
    await markAttention(deps.db, row.org_id, row.id, `The process stopped while the carrier was called, and ${row.carrier} cannot be asked for a label by `
      + `reference: check the carrier account for a shipment with reference ${row.purchase_key}, void it there if there is one, then settle this label.`);
    return 'attention';
  }
  const voided = await adapter.voidLabel({ trackingNumber: row.tracking_number, shipmentId: row.shipment_id ?? row.tracking_number });
  if (voided.kind === 'refused') {
    await markAttention(deps.db, row.org_id, row.id, `The process stopped before label ${row.tracking_number} was recorded, and the carrier refused `
      + `to void it (${voided.reason}): check it with the carrier, then settle this label.`);
    return 'attention';
  }
  await failPurchase(deps.db, row.org_id, row, `The process stopped before label ${row.tracking_number} was recorded; it was voided at the carrier.`);
  return 'voided';
}

async function settle(deps: ShippingDeps, row: PurchaseRow): Promise<Outcome> {
  const org = { id: row.org_id, base: `/api/v2/orgs/${encodeId(row.org_id)}` };
  const account = await selectCarrierAccount(deps.db, row.org_id, row.carrier_account_id);
  if (!account) {
    // An account cannot be deleted while a purchase with it is pending (accounts/service.ts); settled by hand if it was.
    await markAttention(deps.db, row.org_id, row.id, 'The carrier account was deleted before the purchase could be settled: check the carrier, then settle this label.');
    return 'attention';
  }
  const adapter = adapterOf(deps, account);
  if (!adapter.findsLabels) return settleUnaskable(deps, row, adapter);
  const found = await adapter.findLabel(row.purchase_key);
  if (found.kind === 'found') {
    await completePurchase(deps, org, row, found.label, adapter);
    return 'completed';
  }
  if (found.kind === 'not_found') {
    await failPurchase(deps.db, row.org_id, row, 'The carrier sold no label for this purchase (the process stopped before or during the call).');
    return 'failed';
  }
  return 'unknown';
}

export async function recoverPurchases(deps: ShippingDeps, olderThanSeconds: number, log?: FastifyBaseLogger): Promise<RecoveryCounts> {
  const counts: RecoveryCounts = { completed: 0, failed: 0, voided: 0, attention: 0, unknown: 0, errors: 0 };
  for (const row of await stalePending(deps.db, olderThanSeconds)) {
    try {
      counts[await settle(deps, row)]++;
    } catch (err) {
      counts.errors++;
      log?.error({ err, purchase: row.id, org: row.org_id }, 'label purchase recovery failed');
    }
  }
  if (counts.completed + counts.failed + counts.voided + counts.attention + counts.errors > 0) log?.info({ labels: counts }, 'pending label purchases settled');
  if (counts.attention > 0) log?.warn({ attention: counts.attention }, 'label purchases need an operator: see label_purchases with status attention');
  return counts;
}
