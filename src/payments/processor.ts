/**
 * The payment processor behind every card charge (insurance refills, wallet refills). A real processor plugs in
 * by implementing this interface and being named in `PAYMENT_PROCESSOR` (`createProcessor`, index.ts).
 *
 * Every charge carries an idempotency key: the processor must make at most one charge per key and answer a
 * repeated call with the first result (every real card processor offers this). `find` reports what became of a
 * key, so a charge left without its ledger row by a crash can be finished after a restart (recovery.ts).
 */
export interface ChargeRequest {
  /** At most one charge is ever made under one key. */
  idempotencyKey: string;
  /** The card (a processor token, or a test card number); null: the payer's default card. */
  card: string | null;
  /** Positive decimal text with at most the currency's decimals, within the ledger's limits (src/ledger/amount.ts). */
  amount: string;
  currency: string;
  description: string;
}

export type ChargeResult =
  | { status: 'succeeded'; chargeId: string }
  | { status: 'declined'; reason: string }
  | { status: 'refunded'; chargeId: string };

export interface PaymentProcessor {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** What a key led to, or null when the processor never charged under it. */
  find(idempotencyKey: string): Promise<ChargeResult | null>;
  /** Gives a succeeded charge back in full (idempotent). */
  refund(chargeId: string): Promise<void>;
}
