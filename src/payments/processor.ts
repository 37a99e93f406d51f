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
  /** The card (a processor reference from saveCard, or, from older data, a test card number); null: the payer's default card. */
  card: string | null;
  /** Positive decimal text with at most the currency's decimals, within the ledger's limits (src/money/ledger/amount.ts). */
  amount: string;
  currency: string;
  description: string;
}

export type ChargeResult =
  | { status: 'succeeded'; chargeId: string }
  | { status: 'declined'; reason: string }
  | { status: 'refunded'; chargeId: string };

/** A card kept at the processor: its reference (what charges name) and the last four digits (what responses show). */
/** How a saved card is shown: its last four digits behind asterisks (null when there is none). */
export const maskCard = (last4: unknown): string | null => (typeof last4 === 'string' && last4 ? `************${last4}` : null);

export interface SavedCard {
  reference: string;
  last4: string;
}

export interface PaymentProcessor {
  readonly name: string;
  /**
   * Hands a card number (digits only) to the processor, which keeps it; Boxline stores only the answer, never the
   * number (a card charge then names `reference`).
   */
  saveCard(number: string): Promise<SavedCard>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** What a key led to, or null when the processor never charged under it. */
  find(idempotencyKey: string): Promise<ChargeResult | null>;
  /** Gives a succeeded charge back in full (idempotent). */
  refund(chargeId: string): Promise<void>;
}
