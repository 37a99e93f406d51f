/**
 * Completing a purchase once the carrier has sold the label (by the request, or by the worker after a crash): the
 * file is stored first (listed for removal until kept), then ONE transaction records everything: the box's `label`
 * document, its tracking number and the order's `ship_via` through the order writer (so renders, events and
 * webhooks follow), the postage charged to the wallet sub-account if one was named, and the purchase marked
 * purchased. A label that cannot be recorded (its box or order is gone) is voided at the carrier.
 */
import { Readable } from 'node:stream';
import { ApiError } from '../../core/errors.ts';
import { applyOrderCommands } from '../../orders/apply.ts';
import { newFileName, storageKey } from '../../orders/boxes/docs/queries.ts';
import { removeFiles, reserveUpload } from '../../storage/removals.ts';
import { append, WALLET_LEDGER } from '../../money/ledger/index.ts';
import type { OrgRef } from '../../orgs/ref.ts';
import { SHIP_VIA, type AccountCarrier, type Label, type ShippingAdapter } from '../../carriers/shipping-types.ts';
import type { ShippingDeps } from '../deps.ts';
import { lockPurchase, markFailed, markPurchased, type PurchaseRow } from './queries.ts';

const CONTENT_TYPES = { pdf: 'application/pdf', png: 'image/png', zpl: 'application/x-zpl' } as const;

export async function completePurchase(deps: ShippingDeps, org: OrgRef, purchase: PurchaseRow, label: Label, adapter: ShippingAdapter): Promise<PurchaseRow> {
  const fileName = newFileName(`label-${label.trackingNumber}.${label.format}`);
  const key = storageKey(org.id, fileName);
  await reserveUpload(deps.db, key);
  const size = await deps.storage.put(key, Readable.from([label.file]), CONTENT_TYPES[label.format]);
  const file = { key, fileName, contentType: CONTENT_TYPES[label.format], size };
  try {
    const done = await deps.db.transaction(async (tx) => {
      const locked = await lockPurchase(tx, org.id, purchase.id, 'pending');
      if (!locked) return null; // settled by another process: keep its record, drop this file
      const { results: [documentId] } = await applyOrderCommands(tx, org, [
        { type: 'attachDocument', orderId: purchase.order_id, boxId: purchase.box_id, kind: 'label', purpose: `Label ${label.trackingNumber} (${SHIP_VIA[purchase.carrier as AccountCarrier]} ${purchase.service})`, file },
        { type: 'changeBox', orderId: purchase.order_id, box: { id: purchase.box_id, fields: { tracking_number: label.trackingNumber }, items: [], at: '' } },
        { type: 'updateOrder', orderId: purchase.order_id, change: { mode: 'patch', fields: { shipping: { ship_via: SHIP_VIA[purchase.carrier as AccountCarrier] } } } },
      ] as const);
      let walletTransactionId: number | null = null;
      if (purchase.wallet_subaccount_id !== null) {
        const charged = await append(tx, WALLET_LEDGER, { orgId: org.id, subaccountId: purchase.wallet_subaccount_id }, {
          type: 'charge', kind: 'postage', amount: `-${label.amount.amount}`, currency: label.amount.currency, orderId: purchase.order_id, boxId: purchase.box_id,
          // The label is bought: its postage is owed whatever a card refill holding the head is doing (as a recovered refill is).
        }, { recovering: true });
        walletTransactionId = charged.id;
      }
      return markPurchased(tx, org.id, purchase.id, {
        trackingNumber: label.trackingNumber, shipmentId: label.shipmentId, amount: label.amount.amount, currency: label.amount.currency,
        documentId: documentId as number, walletTransactionId,
      });
    });
    if (done === null) {
      await removeFiles(deps.db, deps.storage, [key]);
      const settled = await lockPurchase(deps.db, org.id, purchase.id, 'purchased');
      if (settled) return settled;
      // Settled as failed meanwhile (the worker took this purchase for a dead one): the label cannot be recorded.
      await adapter.voidLabel({ trackingNumber: label.trackingNumber, shipmentId: label.shipmentId }).catch(() => undefined);
      throw new ApiError('conflict', 'The purchase was settled as failed while the carrier answered; its label was voided and nothing was charged. Retry.');
    }
    return done;
  } catch (err) {
    await removeFiles(deps.db, deps.storage, [key]);
    // The writer refused (the box or order is gone, a value it cannot take): the label can never be recorded, so
    // it is voided at the carrier and the purchase fails. Anything else (the database) is left pending for the
    // worker to complete later.
    if (err instanceof ApiError) {
      await adapter.voidLabel({ trackingNumber: label.trackingNumber, shipmentId: label.shipmentId }).catch(() => undefined);
      await markFailed(deps.db, org.id, purchase.id, `The label could not be recorded (${err.message}); it was voided at the carrier.`);
    }
    throw err;
  }
}
