/**
 * What a money ledger refuses as data when a card pays for it: the processor declined the card (`reason`, the
 * processor's code), and nothing was written. The ledger throws a LedgerRefusal; each view words it (the v2 API as a
 * 402, src/v2/money-refusals.ts), and the domain that asked for the refill reads its kind (src/shipping/labels/funds.ts).
 */
export type LedgerRefusalReason = { kind: 'card_declined'; reason: string };

export class LedgerRefusal extends Error {
  constructor(readonly refusal: LedgerRefusalReason) {
    super(`ledger refusal: ${refusal.kind}`);
    this.name = 'LedgerRefusal';
  }
}
