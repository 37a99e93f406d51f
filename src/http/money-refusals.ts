/**
 * The API's words for what a money ledger, the insurance and wallet services and payments refuse
 * (src/money/ledger/refusals.ts, src/money/refusals.ts, src/payments/refusals.ts): each kind's status, code and text. The views that meet them plug this in: v2's `wordRefusal` (src/v2/index.ts: the
 * insurance and wallet routes, label purchases) and the console's error pages (label purchases refilling a wallet).
 */
import { ApiError, conflict, invalidField, notFound } from '../core/errors.ts';
import { formatMoney } from '../core/values/money.ts';
import type { FieldProblem } from '../core/refusal.ts';
import { LedgerRefusal, type LedgerAmountReason, type LedgerMoney, type LedgerName, type LedgerRefusalReason } from '../money/ledger/index.ts';
import { MoneyRefusal, type MoneyInvalidReason, type MoneyRefusalReason } from '../money/refusals.ts';
import { fieldRulesError, invalidError, missingError } from './refusal-words.ts';
import { PaymentRefusal, type PaymentRefusalReason } from '../payments/index.ts';

/** What a sentence calls each ledger, what is missing when it is, and what its transactions are called. */
const LEDGERS: Record<LedgerName, { name: string; missing: string; transaction: string }> = {
  insurance: { name: 'the insurance ledger', missing: 'insurance ledger', transaction: 'insurance transaction' },
  wallet: { name: 'the sub-account\'s ledger', missing: 'wallet sub-account', transaction: 'transaction' },
};

const money = (m: LedgerMoney) => formatMoney(m.amount, m.currency);
/** The ledger's limit as its digits go (99999999999999.99 USD), not rounded as money is shown. */
const limit = (m: LedgerMoney) => `${m.amount} ${m.currency}`;

/** What is wrong with an amount the ledger does not take. */
function amountMessage({ reason, values = {} }: FieldProblem<LedgerAmountReason>): string {
  switch (reason) {
    case 'too_many_decimals': return `must have at most ${values.places} decimal${values.places === 1 ? '' : 's'} in ${values.currency}`;
    case 'not_positive': return `must be positive (at least ${values.minimum} ${values.currency})`;
    case 'too_large': return `must be at most ${values.maximum} ${values.currency}`;
  }
}

export function ledgerRefusalError(r: LedgerRefusalReason): ApiError {
  const { name, missing, transaction } = LEDGERS[r.ledger];
  switch (r.kind) {
    case 'invalid': return invalidError(r, amountMessage);
    case 'missing': return notFound(missing);
    case 'missing_transaction': return notFound(transaction);
    case 'stale_head': return conflict(`last_transaction is not the latest transaction of ${name}; read it again and retry.`);
    case 'head_reserved': return conflict(`A card refill holding the latest transaction of ${name} is being charged; read it again and retry.`);
    case 'other_currency': return invalidField('amount', `must be in ${r.held}, the currency of ${name}`);
    case 'beyond_limit':
      if (r.voidOf !== null) return conflict(`This void would take the balance of ${name} beyond ${limit(r.limit)}.`);
      return invalidField('amount', `would take the balance of ${name} (${money(r.balance)}) beyond ${limit(r.limit)}`);
    case 'over_balance':
      if (r.voidOf !== null) return conflict('The balance is lower than the refill this void would take back.');
      return invalidField('amount', `is more than the balance of ${name} (${money(r.balance)})`);
    case 'already_voided': return conflict('This transaction is already voided.');
    case 'void_of_void': return conflict('A void cannot be voided.');
    case 'card_declined': return new ApiError('payment_required', `The card was declined (${r.reason}); nothing was written.`);
  }
}

const SERVICE_MESSAGES: Record<MoneyInvalidReason, string> = {
  not_a_card: 'must be a card number (12 to 19 digits), the masked value shown, or null',
};

export function moneyServiceRefusalError(r: MoneyRefusalReason): ApiError {
  switch (r.kind) {
    case 'missing': return missingError(r, { order: 'order', box: 'box' });
    case 'invalid': return invalidError(r, (p) => SERVICE_MESSAGES[p.reason]);
    case 'field_rules': return fieldRulesError(r);
  }
}

export function paymentRefusalError(r: PaymentRefusalReason): ApiError {
  switch (r.kind) {
    case 'key_reused': return conflict('This Idempotency-Key was already used for a different request.');
    case 'refunded': return conflict('This request was charged and refunded because the ledger had moved on (a stale last_transaction); send a new request.');
    case 'failed': return conflict('This request was charged, could not be recorded and was refunded; send a new request.');
    case 'processor_refunded': return conflict('This request was charged and refunded; send a new request.');
  }
}

/** The words of a ledger's, the money services' or payments' refusal; null for any other error. */
export function moneyRefusalError(error: unknown): ApiError | null {
  if (error instanceof LedgerRefusal) return ledgerRefusalError(error.refusal);
  if (error instanceof MoneyRefusal) return moneyServiceRefusalError(error.refusal);
  if (error instanceof PaymentRefusal) return paymentRefusalError(error.refusal);
  return null;
}
