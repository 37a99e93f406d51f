/**
 * What the insurance and wallet services refuse themselves, as data (a ledger's refusals are the ledger's:
 * src/money/ledger/refusals.ts; a sub-account that is not there is the wallet ledger's `missing`). Nothing is written
 * when they refuse. The views word it (the API's words: src/http/money-refusals.ts).
 */
import { Refusal, type FieldRules, type Invalid, type Missing } from '../core/refusal.ts';

export type MoneyInvalidReason =
  /** `processor_credit_card`: neither a card number (12 to 19 digits), the masked value shown, nor null. */
  | 'not_a_card';

export type MoneyRefusalReason =
  /** The order (or its box) an insurance ledger's page or charge names. */
  | Missing<'order' | 'box'>
  | Invalid<MoneyInvalidReason>
  /** A sub-account's fields, as the field mechanism refused them. */
  | FieldRules;

export class MoneyRefusal extends Refusal<MoneyRefusalReason> {
  constructor(refusal: MoneyRefusalReason) {
    super('money', refusal);
  }
}

export const refuseMoney = (refusal: MoneyRefusalReason): MoneyRefusal => new MoneyRefusal(refusal);
