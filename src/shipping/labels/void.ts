/**
 * Voiding a box's purchased label: the carrier voids it first (no transaction open), then one transaction marks the
 * purchase voided, clears the box's tracking number through the order writer (events and renders follow) and, when
 * the postage was charged to a wallet sub-account, voids that charge (the refund).
 */
import { conflict, notFound } from '../../core/errors.ts';
import { encodeId } from '../../core/ids.ts';
import { sql } from '../../core/sql.ts';
import { applyOrderCommands } from '../../orders/apply.ts';
import { voidTransaction, WALLET_LEDGER } from '../../money/ledger/index.ts';
import type { OrgRef } from '../../orgs/ref.ts';
import { CarrierRefusal } from '../../carriers/shipping-types.ts';
import { selectCarrierAccount } from '../accounts/queries.ts';
import { adapterOf, type ShippingDeps } from '../deps.ts';
import { currentPurchase, lockPurchase, markVoided, type PurchaseRow } from './queries.ts';
import { manifestOfLabel, releaseFromManifest } from './manifested.ts';

export async function voidLabel(deps: ShippingDeps, org: OrgRef, orderId: number, boxId: number): Promise<PurchaseRow> {
  const current = await currentPurchase(deps.db, org.id, orderId, boxId);
  if (!current) throw notFound('label');
  if (current.status === 'pending') throw conflict('This label is still being bought; retry in a moment.');
  if (current.status !== 'purchased') throw conflict(`This box has no purchased label to void (the latest is ${current.status}).`);
  const manifestId = await manifestOfLabel(deps.db, org.id, current.id);
  if (manifestId !== null) {
    throw conflict(`This label is in manifest ${encodeId(manifestId)}: it was handed to the carrier with it. Void it with the carrier directly.`);
  }
  const account = await selectCarrierAccount(deps.db, org.id, current.carrier_account_id);
  if (!account) throw conflict('The carrier account this label was bought with is deleted: void it with the carrier directly.');
  let result;
  try {
    result = await adapterOf(deps, account).voidLabel({ trackingNumber: current.tracking_number!, shipmentId: current.shipment_id! });
  } catch (err) {
    if (err instanceof CarrierRefusal) throw conflict(err.message);
    throw err;
  }
  if (result.kind === 'refused') throw conflict(`The carrier refused to void the label: ${result.reason}`);
  return deps.db.transaction(async (tx) => {
    const locked = await lockPurchase(tx, org.id, current.id, 'purchased');
    if (!locked) return (await currentPurchase(tx, org.id, orderId, boxId))!;
    await releaseFromManifest(tx, org.id, current.id);
    // The box may be gone, or carry another number by now: only its own label's number is cleared.
    const box = await tx.one(sql`SELECT 1 FROM boxes WHERE org_id = ${org.id} AND id = ${boxId} AND order_id = ${orderId} AND tracking_number = ${current.tracking_number}`);
    if (box) {
      await applyOrderCommands(tx, org, [
        { type: 'changeBox', orderId, box: { id: boxId, fields: { tracking_number: null }, items: [], at: '' } },
      ] as const);
    }
    let refundId: number | null = null;
    if (current.wallet_subaccount_id !== null && current.wallet_transaction_id !== null) {
      refundId = await voidTransaction(tx, WALLET_LEDGER, { orgId: org.id, subaccountId: current.wallet_subaccount_id }, current.wallet_transaction_id, 'transaction');
    }
    return markVoided(tx, org.id, current.id, refundId);
  });
}
