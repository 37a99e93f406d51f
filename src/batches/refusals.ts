/**
 * What a batch refuses, as data (create.ts, retry.ts): nothing is written when it refuses. The views word it (the
 * API's words: src/http/batch-refusals.ts, used by v2 and the console). A batch item's failure is another matter: it
 * is kept as a sentence (refusal-messages.ts).
 */
import { Refusal, type Invalid, type Missing } from '../core/refusal.ts';

export type BatchInvalidReason =
  /** `size`: letter pages with format zpl (letter pages are PDF only). */
  | 'zpl_not_letter'
  /** `carrier_account`: none given while the service is not `cheapest` (values.cheapest). */
  | 'account_required'
  /** `carrier_account`: `cheapest` over every account, and the organization has none. */
  | 'no_carrier_account'
  /** `carrier_account`: not one of the organization's. */
  | 'unknown_account'
  /** `carrier_account`: its carrier cannot be used by this build or with its credentials (values.detail, the carrier's words). */
  | 'unusable_account'
  /** `service`: neither `cheapest` (values.cheapest) nor one of the account's services (values.allowed). */
  | 'unknown_service'
  /** `orders`: an empty list. */
  | 'no_orders'
  /** `orders[i]`: not an order of the organization. */
  | 'unknown_order'
  /** `action`: not available in this version (values.action). */
  | 'action_unavailable'
  /** `query`: selects no order. */
  | 'selects_none'
  /** `query` or `orders`: more orders than a batch takes (values.max). */
  | 'too_many';

export type BatchRefusalReason =
  | Missing<'batch'>
  | Invalid<BatchInvalidReason>
  /** The batch is queued or running: its failures are retried once it has ended. */
  | { kind: 'batch_running' }
  /** The batch has no failed item to retry. */
  | { kind: 'no_failures' }
  /** The statement writing the batch returned no row: retry. */
  | { kind: 'not_written' };

export class BatchRefusal extends Refusal<BatchRefusalReason> {
  constructor(refusal: BatchRefusalReason) {
    super('batch', refusal);
  }
}

export const refuseBatch = (refusal: BatchRefusalReason): BatchRefusal => new BatchRefusal(refusal);
