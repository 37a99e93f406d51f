/**
 * What payments refuses itself, as data (a ledger's refusals are the ledger's: src/money/ledger/refusals.ts). Nothing
 * is charged, or what was charged is refunded. Payments throws a PaymentRefusal; each view words it (the API's words:
 * src/http/money-refusals.ts).
 */
import { Refusal } from '../core/refusal.ts';

export type PaymentRefusalReason =
  /** The Idempotency-Key was used before for another request (another purpose, sub-account, amount or currency). */
  | { kind: 'key_reused' }
  /** The request's earlier charge was refunded because the ledger had moved on (a stale last_transaction). */
  | { kind: 'refunded' }
  /** The request's earlier charge could not be recorded (found by recovery) and was refunded. */
  | { kind: 'failed' }
  /** The processor answered that the charge was refunded on its side. */
  | { kind: 'processor_refunded' };

export class PaymentRefusal extends Refusal<PaymentRefusalReason> {
  constructor(refusal: PaymentRefusalReason) {
    super('payment', refusal);
  }
}

export const refusePayment = (refusal: PaymentRefusalReason): PaymentRefusal => new PaymentRefusal(refusal);
