/**
 * Voiding a box's purchased label: the carrier voids it first (no transaction open), then one transaction marks the
 * purchase voided, and through the order writer (events and renders follow) clears the box's tracking number and
 * marks the label's document voided: it is kept (the record of what was bought) but becomes a document of kind
 * `other` whose purpose says "Voided label ...", so that nothing prints it as the box's label any more. Postage
 * charged to a wallet sub-account is refunded (the charge voided) in the same transaction.
 *
 * A purchase left to an operator (`attention`, recovery.ts) is settled here too: with a tracking number the label is
 * voided at the carrier as above; without one, the operator has checked the carrier, and it is marked failed.
 */
import { sql } from '../../core/sql.ts';
import { applyOrderCommands } from '../../orders/writing/apply.ts';
import type { OrderCommand } from '../../orders/writing/commands.ts';
import type { OrgRef } from '../../orgs/ref.ts';
import { orgToday } from '../../orgs/time-zone.ts';
import { CarrierRefusal } from '../../carriers/shipping-types.ts';
import { selectCarrierAccount } from '../accounts/queries.ts';
import { adapterOf, type ShippingDeps } from '../deps.ts';
import { refuse } from '../refusals.ts';
import { failPurchase, labelPurpose } from './complete.ts';
import { releasePostage } from './funds.ts';
import { currentPurchase, lockPurchase, markVoided, type PurchaseRow } from './queries.ts';
import { manifestOfLabel, releaseFromManifest } from './manifested.ts';

/** What a voided label's document says of itself (its purpose), `on` the day it was voided (YYYY-MM-DD). */
export const voidedPurpose = (purchase: Pick<PurchaseRow, 'carrier' | 'service'>, trackingNumber: string, on: string) =>
  `Voided ${labelPurpose(purchase, trackingNumber).replace(/^Label/, 'label')} on ${on}: do not ship with it`;

export async function voidLabel(deps: ShippingDeps, org: OrgRef, orderId: number, boxId: number): Promise<PurchaseRow> {
  const current = await currentPurchase(deps.db, org.id, orderId, boxId);
  if (!current) throw refuse({ kind: 'missing', what: 'label' });
  if (current.status === 'pending') throw refuse({ kind: 'purchase_in_progress' });
  if (current.status === 'attention' && current.tracking_number === null) {
    await failPurchase(deps.db, org.id, current, `Settled by an operator: ${current.error ?? ''}`.trim(), ['attention']);
    return (await currentPurchase(deps.db, org.id, orderId, boxId))!;
  }
  if (current.status !== 'purchased' && current.status !== 'attention') throw refuse({ kind: 'nothing_to_void', status: current.status });
  const manifestId = await manifestOfLabel(deps.db, org.id, current.id);
  if (manifestId !== null) throw refuse({ kind: 'manifested', manifestId });
  const account = await selectCarrierAccount(deps.db, org.id, current.carrier_account_id);
  if (!account) throw refuse({ kind: 'account_deleted' });
  let result;
  try {
    result = await adapterOf(deps, account).voidLabel({ trackingNumber: current.tracking_number!, shipmentId: current.shipment_id ?? current.tracking_number! });
  } catch (err) {
    if (err instanceof CarrierRefusal) throw refuse({ kind: 'void_refused', detail: err.message });
    throw err;
  }
  if (result.kind === 'refused') throw refuse({ kind: 'void_refused', detail: result.reason });
  if (current.status === 'attention') {
    await failPurchase(deps.db, org.id, current, `Settled by an operator: label ${current.tracking_number} voided at the carrier.`, ['attention']);
    return (await currentPurchase(deps.db, org.id, orderId, boxId))!;
  }
  return deps.db.transaction(async (tx) => {
    const locked = await lockPurchase(tx, org.id, current.id, 'purchased');
    if (!locked) return (await currentPurchase(tx, org.id, orderId, boxId))!;
    await releaseFromManifest(tx, org.id, current.id);
    // The box may be gone, or carry another number by now: only its own label's number is cleared. The document may
    // have been removed by hand.
    const still = (await tx.one<{ numbered: boolean; document: boolean }>(sql`
      SELECT EXISTS (SELECT 1 FROM boxes WHERE org_id = ${org.id} AND id = ${boxId} AND order_id = ${orderId} AND tracking_number = ${current.tracking_number}) AS numbered,
        EXISTS (SELECT 1 FROM shipping_documents WHERE org_id = ${org.id} AND id = ${current.document_id} AND box_id = ${boxId}) AS document`))!;
    const commands: OrderCommand[] = [];
    if (still.numbered) commands.push({ type: 'changeBox', orderId, box: { id: boxId, fields: { tracking_number: null }, items: [], at: '' } });
    if (still.document && current.document_id !== null) {
      // The day the organization voided it, in its time zone (as the label's ship date and the manifests count days).
      const on = await orgToday(tx, org.id);
      commands.push({ type: 'changeDocument', orderId, boxId, docId: current.document_id, kind: 'other', purpose: voidedPurpose(current, current.tracking_number!, on) });
    }
    if (commands.length > 0) await applyOrderCommands(tx, org, commands);
    let refundId: number | null = null;
    if (current.wallet_subaccount_id !== null && current.wallet_transaction_id !== null) {
      refundId = await releasePostage(tx, { orgId: org.id, subaccountId: current.wallet_subaccount_id }, current.wallet_transaction_id);
    }
    return markVoided(tx, org.id, current.id, refundId);
  });
}
