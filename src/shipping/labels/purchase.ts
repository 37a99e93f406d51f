/**
 * Buying a label for a box (DECISIONS section 12), so that a label is never bought twice and never lost:
 * 1. everything that can be refused is refused first, from one read (context.ts: the order, the box, the account,
 *    the box's label, the Idempotency-Key's purchase), and the wallet's balance (funds.ts: refilled automatically
 *    when the sub-account has a refill set), buying nothing; refusals are ShippingRefusals, worded by the views;
 * 2. the purchase is recorded `pending` in one statement (a unique index allows one per box), or, paid from a
 *    wallet sub-account, in one transaction with the postage held (charged under the head's lock: never overdrawn);
 * 3. the carrier is called with no transaction open, under the purchase's key;
 * 4. the label is recorded in one transaction (complete.ts). A crash between 2 and 4 is settled by the worker
 *    (recovery.ts), which asks the carrier for the label bought under that key, or, for a carrier that cannot
 *    be asked, voids the label by the tracking number recorded right after the call (or leaves it to an operator).
 */
import { randomUUID } from 'node:crypto';
import { invalidOne } from '../../core/refusal.ts';
import type { OrgRef } from '../../orgs/ref.ts';
import { CarrierError } from '../../carriers/types.ts';
import { CarrierRefusal, type LabelFormat, type LabelSize, type Money } from '../../carriers/shipping-types.ts';
import { adapterOf, faultPoint, type ShippingDeps } from '../deps.ts';
import { refuse } from '../refusals.ts';
import { shipmentOf } from '../shipment.ts';
import { purchaseContext } from './context.ts';
import { ensureFunds, holdPostage } from './funds.ts';
import { completePurchase, failPurchase } from './complete.ts';
import { insertPending, recordCarrierAnswer, type PendingPurchase, type PurchaseRow } from './queries.ts';

export interface LabelOrder {
  orderId: number;
  boxId: number;
  accountId: number;
  service: string;
  format: LabelFormat;
  size: LabelSize;
  walletSubaccountId: number | null;
  /** The client's Idempotency-Key: a retry answers the purchase it made. */
  idempotencyKey: string | null;
}

/**
 * Buys the label and answers the purchase (`purchased`, or the one an Idempotency-Key made before). Throws a
 * ShippingRefusal for what the user can fix or retry (nothing bought), `missing` box for an order or box not there.
 */
export async function buyLabel(deps: ShippingDeps, org: OrgRef, input: LabelOrder): Promise<PurchaseRow> {
  const context = await purchaseContext(deps.db, org.id, input);
  // Another organization's or order's box is a 404 before anything else is looked at.
  if (!context.order) throw refuse({ kind: 'missing', what: 'box' });
  const { order, account, current, earlier } = context;
  if (!account) throw refuse(invalidOne('carrier_account', 'unknown_account'));
  let adapter;
  try {
    adapter = adapterOf(deps, account);
  } catch (err) {
    if (err instanceof CarrierRefusal) throw refuse(invalidOne('carrier_account', 'unusable_account', { detail: err.message }));
    throw err;
  }
  const known = adapter.services.some((s) => s.code === input.service);
  if (!known || (account.services.length > 0 && !account.services.includes(input.service))) {
    throw refuse(invalidOne('service', 'unknown_service', { allowed: account.services.length ? account.services : adapter.services.map((s) => s.code) }));
  }
  if (earlier?.status === 'purchased' || earlier?.status === 'voided') return earlier;
  if (earlier?.status === 'pending') throw refuse({ kind: 'purchase_in_progress' });
  if (current && (current.status === 'pending' || current.status === 'purchased' || current.status === 'attention')) throw refuse({ kind: 'label_exists' });
  const purchaseKey = `boxline-${org.id}-${randomUUID()}`;
  const shipment = shipmentOf(order, order.box.parcel);
  const pendingPurchase: PendingPurchase = {
    orderId: input.orderId, boxId: input.boxId, accountId: account.id, carrier: account.carrier, service: input.service, format: input.format,
    size: input.size, purchaseKey, idempotencyKey: input.idempotencyKey, walletSubaccountId: input.walletSubaccountId,
  };
  const pending = input.walletSubaccountId === null
    ? await insertPending(deps.db, org.id, pendingPurchase)
    : await pendingWithHold(deps, org, pendingPurchase, await ensureFunds(deps, { orgId: org.id, subaccountId: input.walletSubaccountId }, adapter, shipment,
      input.service, purchaseKey));
  if (!pending) throw refuse({ kind: 'label_exists' });
  faultPoint(deps, 'before_carrier');
  let label;
  try {
    label = await adapter.buyLabel({ ...shipment, service: input.service, format: input.format, size: input.size, purchaseKey });
  } catch (err) {
    if (err instanceof CarrierRefusal) {
      await failPurchase(deps.db, org.id, pending, err.message);
      throw refuse({ kind: 'carrier_refused', field: err.field, detail: err.message });
    }
    // No answer: the carrier may have sold it. Left pending, the worker asks the carrier by the purchase's key.
    if (err instanceof CarrierError) throw refuse({ kind: 'carrier_unavailable', detail: err.message });
    throw err;
  }
  // A carrier that cannot be asked for a label by our key: its answer is kept first, so that recovery can void it.
  if (!adapter.findsLabels) await recordCarrierAnswer(deps.db, org.id, pending.id, label);
  faultPoint(deps, 'after_carrier');
  return completePurchase(deps, org, pending, label, adapter);
}

/** The pending purchase and its postage hold, in one transaction: both or neither (null: the box has a label). */
function pendingWithHold(deps: ShippingDeps, org: OrgRef, p: PendingPurchase, postage: Money): Promise<PurchaseRow | null> {
  return deps.db.transaction(async (tx) => {
    const walletTransactionId = await holdPostage(tx, { orgId: org.id, subaccountId: p.walletSubaccountId! }, postage, p);
    const row = await insertPending(tx, org.id, p, { walletTransactionId, quoted: postage });
    // The box took a label meanwhile: the hold goes with this transaction.
    if (!row) throw refuse({ kind: 'label_exists' });
    return row;
  });
}
