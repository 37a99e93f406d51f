/**
 * What the shipping domain refuses, as data: a kind and the values behind it, built from the shared shapes of
 * src/core/refusal.ts. The domain throws a ShippingRefusal and buys (and writes) nothing; each view words it in its
 * own language (the API's words, src/http/shipping-refusals.ts, used by v2 and v1; the console's words for buying and
 * voiding a label, src/console/orders/label-refusals.ts; a batch item's failure, src/batches/refusal-messages.ts).
 * A carrier's own message (`detail`) is data the carrier wrote, passed on as it came.
 */
import { Refusal, type FieldProblem, type FieldRules, type Invalid, type Missing } from '../core/refusal.ts';
import type { Money } from '../carriers/shipping-types.ts';
import type { PurchaseStatus } from './labels/queries.ts';

/** What a path names that is not there (in the organization): an order, its box, the box's label, a carrier account. */
export type ShippingMissing = 'order' | 'box' | 'label' | 'carrier_account';

export type ShippingInvalidReason =
  /** `carrier_account` (or `carrier_accounts[i]` of a rate request): not one of the organization's carrier accounts. */
  | 'unknown_account'
  /** `carrier_account`: its carrier cannot be used by this build or with its credentials (values.detail, the carrier's words). */
  | 'unusable_account'
  /** `service`: not one the account may use (values.allowed). */
  | 'unknown_service'
  /** `service`: the carrier gives no rate for this service and parcel. */
  | 'no_rate'
  /** `wallet_subaccount`: not one of the organization's wallet sub-accounts. */
  | 'unknown_wallet'
  /** `wallet_subaccount`: it holds another currency (values.held) than the postage's (values.postage). */
  | 'wallet_currency'
  /** `boxes[i]` of a rate request: not a box of the order. */
  | 'unknown_box'
  /** `code` at the pack station: blank where a packing slip (values.scan `slip`) or an item (`item`) was to be scanned. */
  | 'blank_code';

export type AccountInvalidReason =
  /** `carrier`: an account's carrier cannot be changed (another account is created instead). */
  | 'carrier_unchangeable'
  /** `services`: names services (values.bad) that are not the carrier's (values.carrier; its services: values.known). */
  | 'unknown_services'
  /** `rate_sheet`: given for an account that is not a sandbox one. */
  | 'rate_sheet_not_sandbox'
  /** `rate_sheet`: does not read as a rate sheet (values.detail, the sheet parser's words with the line). */
  | 'bad_rate_sheet'
  /** `default_service`: values.value is not one of the account's services (values.allowed). */
  | 'unknown_default_service'
  /** `credentials` or `credentials.<name>`: do not read as the carrier's (values.detail, the carrier's words; values.carrier). */
  | 'bad_credentials'
  /** `credentials`: more values than values.max. */
  | 'too_many_credentials';

export type ShippingRefusalReason =
  | Missing<ShippingMissing>
  | Invalid<ShippingInvalidReason>
  /**
   * A carrier account's body: what the field mechanism refused (`errors`, as it wrote them) and the account's own
   * problems (`fields`, one a path: it replaces the mechanism's of that path). A change of `carrier` is looked at first.
   */
  | { kind: 'account_fields'; errors: FieldRules['errors']; fields: readonly FieldProblem<AccountInvalidReason>[] }
  /** The carrier refused the request as wrong; `field` is the API field the user must fix, when it said. */
  | { kind: 'carrier_refused'; field: string | null; detail: string }
  /** The carrier did not answer: the worker finds out later whether the label was bought. */
  | { kind: 'carrier_unavailable'; detail: string }
  /** The sub-account cannot pay: no automatic refill (`refill` none), or still short after it, or its card declined. */
  | { kind: 'insufficient_funds'; balance: Money; postage: Money; refill: 'none' | 'made' | 'declined' }
  /** The box has a pending or purchased label. */
  | { kind: 'label_exists' }
  /** The label is being bought right now (the same Idempotency-Key, or a void while it is bought). */
  | { kind: 'purchase_in_progress' }
  /** The worker settled the purchase as failed while the carrier answered: its label was voided, nothing charged. */
  | { kind: 'settled_meanwhile' }
  /** No label to void: none was ever bought, or the latest is in `status`. */
  | { kind: 'nothing_to_void'; status: PurchaseStatus | null }
  /** The label is in a manifest (src/manifests/): handed to the carrier with it, it is voided with the carrier directly. */
  | { kind: 'manifested'; manifestId: number }
  /** The account the label was bought with is deleted: void it at the carrier directly. */
  | { kind: 'account_deleted' }
  /** The carrier refused the void. */
  | { kind: 'void_refused'; detail: string }
  /** A carrier account's credentials cannot be kept: this server has no at-rest key to seal them with. */
  | { kind: 'no_credential_key' }
  /** A carrier account with a label purchase still being completed (crash recovery needs it) cannot be deleted. */
  | { kind: 'account_in_use' }
  /** The organization has no carrier account to choose a default from. */
  | { kind: 'no_carrier_account' }
  /**
   * No account gave a rate for the box: by the organization's default choice (`defaultAccount`, the default account's
   * name, or null for every account) or by the cheapest rule of a labels batch (`batchId`); `messages` say why.
   */
  | { kind: 'no_rate_for_box'; rule: { defaultAccount: string | null } | { batchId: number }; messages: readonly string[] }
  /** The pack station's box has its label (bought or being bought): it cannot be `restart`ed or `close`d. */
  | { kind: 'box_closed'; attempt: 'restart' | 'close' }
  /** The pack station's box cannot close: `missing` units are still to scan into it. */
  | { kind: 'units_to_scan'; missing: number };

export class ShippingRefusal extends Refusal<ShippingRefusalReason> {
  constructor(refusal: ShippingRefusalReason) {
    super('shipping', refusal);
  }
}

export const refuse = (refusal: ShippingRefusalReason): ShippingRefusal => new ShippingRefusal(refusal);
