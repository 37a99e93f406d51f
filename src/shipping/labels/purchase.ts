/**
 * Buying a label for a box (DECISIONS section 12), so that a label is never bought twice and never lost:
 * 1. everything that can be refused is refused first (account, service, box, a label already there, and the
 *    wallet's balance: refilled automatically when the sub-account has a refill set, else 402), buying nothing;
 * 2. the purchase is recorded `pending` in its own transaction (a unique index allows one per box);
 * 3. the carrier is called with no transaction open, under the purchase's key;
 * 4. the label is recorded in one transaction (complete.ts). A crash between 2 and 4 is settled by the worker
 *    (recovery.ts), which asks the carrier for the label bought under that key.
 */
import { randomUUID } from 'node:crypto';
import { ApiError, conflict, invalidField, notFound } from '../../core/errors.ts';
import type { OrgRef } from '../../orgs/ref.ts';
import { CarrierError } from '../../carriers/types.ts';
import { CarrierRefusal, type LabelFormat, type LabelSize } from '../../carriers/shipping-types.ts';
import { selectCarrierAccount } from '../accounts/queries.ts';
import { adapterOf, faultPoint, type ShippingDeps } from '../deps.ts';
import { orderForShipping, shipmentOf } from '../shipment.ts';
import { ensureFunds } from './funds.ts';
import { completePurchase } from './complete.ts';
import { currentPurchase, insertPending, markFailed, purchaseByIdempotencyKey, type PurchaseRow } from './queries.ts';

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

/** A carrier's refusal as the 400 of the field the user must fix. */
export function refusalError(err: CarrierRefusal): ApiError {
  return invalidField(err.field ?? 'carrier_account', err.message);
}

export async function buyLabel(deps: ShippingDeps, org: OrgRef, input: LabelOrder): Promise<PurchaseRow> {
  // Another organization's or order's box is a 404 before anything else is looked at.
  const order = await orderForShipping(deps.db, org.id, input.orderId, [input.boxId]);
  const box = order.boxes[0];
  if (!box) throw notFound('box');
  const account = await selectCarrierAccount(deps.db, org.id, input.accountId);
  if (!account) throw invalidField('carrier_account', 'must be the url of a carrier account of this organization');
  let adapter;
  try {
    adapter = adapterOf(deps, account);
  } catch (err) {
    if (err instanceof CarrierRefusal) throw invalidField('carrier_account', err.message);
    throw err;
  }
  const known = adapter.services.some((s) => s.code === input.service);
  if (!known || (account.services.length > 0 && !account.services.includes(input.service))) {
    const allowed = account.services.length ? account.services : adapter.services.map((s) => s.code);
    throw invalidField('service', `must be one of this account's services: ${allowed.join(', ')}`);
  }
  if (input.idempotencyKey !== null) {
    const earlier = await purchaseByIdempotencyKey(deps.db, org.id, input.boxId, input.idempotencyKey);
    if (earlier?.status === 'purchased' || earlier?.status === 'voided') return earlier;
    if (earlier?.status === 'pending') throw conflict('This label is still being bought; retry in a moment.');
  }
  const current = await currentPurchase(deps.db, org.id, input.orderId, input.boxId);
  if (current && (current.status === 'pending' || current.status === 'purchased')) {
    throw conflict('This box has a label already: void it (DELETE .../label/) before buying another.');
  }
  const purchaseKey = `boxline-${org.id}-${randomUUID()}`;
  const shipment = shipmentOf(order, box.parcel);
  if (input.walletSubaccountId !== null) {
    await ensureFunds(deps, { orgId: org.id, subaccountId: input.walletSubaccountId }, adapter, shipment, input.service, purchaseKey);
  }
  const pending = await insertPending(deps.db, org.id, {
    orderId: input.orderId, boxId: input.boxId, accountId: account.id, carrier: account.carrier, service: input.service, format: input.format,
    size: input.size, purchaseKey, idempotencyKey: input.idempotencyKey, walletSubaccountId: input.walletSubaccountId,
  });
  if (!pending) throw conflict('This box has a label already: void it (DELETE .../label/) before buying another.');
  faultPoint(deps, 'before_carrier');
  let label;
  try {
    label = await adapter.buyLabel({ ...shipment, service: input.service, format: input.format, size: input.size, purchaseKey });
  } catch (err) {
    if (err instanceof CarrierRefusal) {
      await markFailed(deps.db, org.id, pending.id, err.message);
      throw refusalError(err);
    }
    // No answer: the carrier may have sold it. Left pending, the worker asks the carrier by the purchase's key.
    if (err instanceof CarrierError) throw new ApiError('carrier_unavailable', `The carrier did not answer (${err.message}); the worker will find out whether the label was bought.`);
    throw err;
  }
  faultPoint(deps, 'after_carrier');
  return completePurchase(deps, org, pending, label, adapter);
}
