/**
 * What the shipping domain refuses, as data: which refusal, the field it concerns, the values behind it. The
 * domain throws a ShippingRefusal and buys nothing; each view words it in its own language (the v2 API as problem
 * details naming the field, src/v2/shipping/refusals.ts; the console as a page, src/console/orders/label-refusals.ts).
 * A carrier's own message (`detail`) is data the carrier wrote, passed on as it came.
 */
import type { Money } from '../carriers/shipping-types.ts';
import type { PurchaseStatus } from './labels/queries.ts';

export type Refusal =
  /** The carrier account named is not one of the organization's. */
  | { reason: 'unknown_account' }
  /** The account's carrier cannot be used by this build or with its credentials. */
  | { reason: 'unusable_account'; detail: string }
  /** The service is not one the account may use. */
  | { reason: 'unknown_service'; allowed: string[] }
  /** The carrier gives no rate for this service and parcel. */
  | { reason: 'no_rate' }
  /** The carrier refused the request as wrong; `field` is the API field the user must fix, when it said. */
  | { reason: 'carrier_refused'; field: string | null; detail: string }
  /** The carrier did not answer: the worker finds out later whether the label was bought. */
  | { reason: 'carrier_unavailable'; detail: string }
  /** The wallet sub-account named is not one of the organization's. */
  | { reason: 'unknown_wallet' }
  /** The sub-account holds another currency than the postage's. */
  | { reason: 'wallet_currency'; held: string; postage: string }
  /** The sub-account cannot pay: no automatic refill (`refill` none), or still short after it, or its card declined. */
  | { reason: 'insufficient_funds'; balance: Money; postage: Money; refill: 'none' | 'made' | 'declined' }
  /** The box has a pending or purchased label. */
  | { reason: 'label_exists' }
  /** The label is being bought right now (the same Idempotency-Key, or a void while it is bought). */
  | { reason: 'purchase_in_progress' }
  /** The worker settled the purchase as failed while the carrier answered: its label was voided, nothing charged. */
  | { reason: 'settled_meanwhile' }
  /** No label to void: none was ever bought, or the latest is in `status`. */
  | { reason: 'nothing_to_void'; status: PurchaseStatus | null }
  /** The label is in a manifest (src/manifests/): handed to the carrier with it, it is voided with the carrier directly. */
  | { reason: 'manifested'; manifestId: number }
  /** The account the label was bought with is deleted: void it at the carrier directly. */
  | { reason: 'account_deleted' }
  /** The carrier refused the void. */
  | { reason: 'void_refused'; detail: string }
  /** A carrier account's credentials cannot be kept: this server has no at-rest key to seal them with. */
  | { reason: 'no_credential_key' };

export class ShippingRefusal extends Error {
  constructor(readonly refusal: Refusal) {
    super(`shipping refusal: ${refusal.reason}`);
    this.name = 'ShippingRefusal';
  }
}

export const refuse = (refusal: Refusal): ShippingRefusal => new ShippingRefusal(refusal);
