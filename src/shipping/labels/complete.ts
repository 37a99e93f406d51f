/**
 * Completing a purchase once the carrier has sold the label (by the request, or by the worker after a crash): the
 * file is stored first (listed for removal until kept), then ONE transaction records everything: the box's `label`
 * document, its tracking number and the order's `ship_via` through the order writer (so renders, events and
 * webhooks follow), the postage held on the wallet sub-account settled (funds.ts), and the purchase marked
 * purchased. A label that cannot be recorded (its box or order is gone) is voided at the carrier and the hold released.
 */
import { applyOrderCommands } from '../../orders/writing/apply.ts';
import { OrderRefusal } from '../../orders/writing/refusals.ts';
import { LedgerRefusal } from '../../money/ledger/index.ts';
import { newFileName } from '../../orders/writing/rows/documents.ts';
import { storageKey } from '../../orders/reading/boxes/docs/queries.ts';
import { removeFiles, reserveUpload } from '../../storage/removals.ts';
import type { Queryable } from '../../db/database.ts';
import type { OrgRef } from '../../orgs/ref.ts';
import { SHIP_VIA, type AccountCarrier, type Label, type ShippingAdapter } from '../../carriers/shipping-types.ts';
import type { ShippingDeps } from '../deps.ts';
import { refuse } from '../refusals.ts';
import { releasePostage, settlePostage } from './funds.ts';
import { lockPurchase, markFailed, markPurchased, type PurchaseRow, type PurchaseStatus } from './queries.ts';

const CONTENT_TYPES = { pdf: 'application/pdf', png: 'image/png', zpl: 'application/x-zpl' } as const;

/** What the `label` document of a purchase says of it (its purpose); voided labels say so (void.ts). */
export const labelPurpose = (purchase: Pick<PurchaseRow, 'carrier' | 'service'>, trackingNumber: string) =>
  `Label ${trackingNumber} (${SHIP_VIA[purchase.carrier as AccountCarrier]} ${purchase.service})`;

export async function completePurchase(deps: ShippingDeps, org: OrgRef, purchase: PurchaseRow, label: Label, adapter: ShippingAdapter): Promise<PurchaseRow> {
  const fileName = newFileName(`label-${label.trackingNumber}.${label.format}`);
  const key = storageKey(org.id, fileName);
  await reserveUpload(deps.db, key);
  const size = await deps.storage.put(key, label.file, CONTENT_TYPES[label.format]);
  const file = { key, fileName, contentType: CONTENT_TYPES[label.format], size };
  const box = { orderId: purchase.order_id, boxId: purchase.box_id };
  let done: PurchaseRow | null;
  try {
    done = await deps.db.transaction(async (tx) => {
      const locked = await lockPurchase(tx, org.id, purchase.id, 'pending');
      if (!locked) return null; // settled by another process: keep its record, drop this file
      const shipVia = SHIP_VIA[purchase.carrier as AccountCarrier];
      const { results: [documentId] } = await applyOrderCommands(tx, org, [
        { type: 'attachDocument', orderId: box.orderId, boxId: box.boxId, kind: 'label', purpose: labelPurpose(purchase, label.trackingNumber), file },
        { type: 'updateOrder', orderId: box.orderId, change: {
          mode: 'patch', fields: { shipping: { ship_via: shipVia } },
          boxes: [{ id: box.boxId, fields: { tracking_number: label.trackingNumber }, items: [], at: '' }],
        } },
      ] as const);
      let walletTransactionId: number | null = null;
      if (locked.wallet_subaccount_id !== null) {
        const quoted = locked.amount === null || locked.amount_currency === null ? null : { amount: locked.amount, currency: locked.amount_currency };
        walletTransactionId = await settlePostage(tx, { orgId: org.id, subaccountId: locked.wallet_subaccount_id }, locked.wallet_transaction_id, label.amount, box, quoted);
      }
      return markPurchased(tx, org.id, purchase.id, {
        trackingNumber: label.trackingNumber, shipmentId: label.shipmentId, amount: label.amount.amount, currency: label.amount.currency,
        documentId: documentId as number, walletTransactionId,
      });
    });
  } catch (err) {
    await removeFiles(deps.db, deps.storage, [key]);
    // The order writer refused (the box or order is gone, a value it cannot take) or the wallet's ledger did (its
    // postage in another currency): the label can never be recorded, so it is voided at the carrier and the purchase
    // fails. Anything else (the database) is left pending for the worker to complete later.
    if (err instanceof OrderRefusal || err instanceof LedgerRefusal) {
      await adapter.voidLabel({ trackingNumber: label.trackingNumber, shipmentId: label.shipmentId }).catch(() => undefined);
      await failPurchase(deps.db, org.id, purchase, `The label could not be recorded (${err.message}); it was voided at the carrier.`);
    }
    throw err;
  }
  if (done === null) {
    await removeFiles(deps.db, deps.storage, [key]);
    const settled = await lockPurchase(deps.db, org.id, purchase.id, 'purchased');
    if (settled) return settled;
    // Settled as failed meanwhile (the worker took this purchase for a dead one): the label cannot be recorded.
    await adapter.voidLabel({ trackingNumber: label.trackingNumber, shipmentId: label.shipmentId }).catch(() => undefined);
    throw refuse({ kind: 'settled_meanwhile' });
  }
  return done;
}

/**
 * Marks the purchase failed while it is in one of `from`, and releases its postage hold with it (one transaction).
 * Whether it was (false: another process settled it first).
 */
export async function failPurchase(db: ShippingDeps['db'], orgId: number, purchase: PurchaseRow, error: string,
  from: readonly PurchaseStatus[] = ['pending']): Promise<boolean> {
  if (purchase.wallet_subaccount_id === null || purchase.wallet_transaction_id === null) return markFailed(db, orgId, purchase.id, error, { from });
  return db.transaction(async (tx: Queryable) => {
    // Marked first: the row's lock makes the release happen once, by the one that moved it.
    if (!await markFailed(tx, orgId, purchase.id, error, { from })) return false;
    const refundId = await releasePostage(tx, { orgId, subaccountId: purchase.wallet_subaccount_id! }, purchase.wallet_transaction_id!);
    await markFailed(tx, orgId, purchase.id, error, { from: ['failed'], refundTransactionId: refundId });
    return true;
  });
}
