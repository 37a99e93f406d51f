// The API's words for a ledger's and payments' refusals (src/http/money-refusals.ts): each kind's status, code and
// text, the same as the API gave when the ledger threw them as errors (test/v2/insurance, test/v2/wallet-subaccounts
// and test/money/ledger/refill-race.test.ts see them through the routes).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ledgerRefusalError, moneyRefusalError, moneyServiceRefusalError, paymentRefusalError } from '../../src/http/money-refusals.ts';
import { domainRefusalError } from '../../src/http/domain-refusals.ts';
import { MoneyRefusal, type MoneyRefusalReason } from '../../src/money/refusals.ts';
import { LedgerRefusal, type LedgerRefusalReason } from '../../src/money/ledger/index.ts';
import { PaymentRefusal, type PaymentRefusalReason } from '../../src/payments/index.ts';
import type { ApiError } from '../../src/core/errors.ts';

const said = (detail: string) => ({ reason: 'view_refused', values: { detail } }) as const;

const usd = (amount: string) => ({ amount, currency: 'USD' });
const limit = usd('99999999999999.99');
interface Shown { status: number; code: string; detail: string; errors: Record<string, string[]> | undefined }
const shown = (e: ApiError): Shown => ({ status: e.status, code: e.code, detail: e.message, errors: e.errors });
const amount = (message: string): Shown => ({ status: 400, code: 'validation_failed', detail: `amount: ${message}`, errors: { amount: [message] } });
const status = (code: 'conflict' | 'not_found' | 'payment_required', detail: string): Shown =>
  ({ status: { conflict: 409, not_found: 404, payment_required: 402 }[code], code, detail, errors: undefined });

const LEDGER_WORDS: [LedgerRefusalReason, Shown][] = [
  [{ kind: 'missing', ledger: 'wallet' }, status('not_found', 'No such wallet sub-account.')],
  [{ kind: 'missing', ledger: 'insurance' }, status('not_found', 'No such insurance ledger.')],
  [{ kind: 'missing_transaction', ledger: 'insurance', transactionId: 7 }, status('not_found', 'No such insurance transaction.')],
  [{ kind: 'missing_transaction', ledger: 'wallet', transactionId: 7 }, status('not_found', 'No such transaction.')],
  [{ kind: 'stale_head', ledger: 'insurance', expected: null, head: 3 },
    status('conflict', 'last_transaction is not the latest transaction of the insurance ledger; read it again and retry.')],
  [{ kind: 'stale_head', ledger: 'wallet', expected: 2, head: 3 },
    status('conflict', 'last_transaction is not the latest transaction of the sub-account\'s ledger; read it again and retry.')],
  [{ kind: 'head_reserved', ledger: 'wallet', intentId: 9 },
    status('conflict', 'A card refill holding the latest transaction of the sub-account\'s ledger is being charged; read it again and retry.')],
  [{ kind: 'other_currency', ledger: 'insurance', held: 'USD', amount: { amount: '5', currency: 'EUR' } },
    amount('must be in USD, the currency of the insurance ledger')],
  [{ kind: 'beyond_limit', ledger: 'wallet', balance: usd('10.0000'), amount: usd('99999999999999.99'), limit, voidOf: null },
    amount('would take the balance of the sub-account\'s ledger (10.00 USD) beyond 99999999999999.99 USD')],
  [{ kind: 'beyond_limit', ledger: 'insurance', balance: usd('99999999999999.9999'), amount: usd('10.0000'), limit, voidOf: 4 },
    status('conflict', 'This void would take the balance of the insurance ledger beyond 99999999999999.99 USD.')],
  [{ kind: 'over_balance', ledger: 'insurance', balance: usd('10.5'), amount: usd('-11'), voidOf: null },
    amount('is more than the balance of the insurance ledger (10.50 USD)')],
  [{ kind: 'over_balance', ledger: 'insurance', balance: usd('5.0000'), amount: usd('-10.0000'), voidOf: 4 },
    status('conflict', 'The balance is lower than the refill this void would take back.')],
  [{ kind: 'already_voided', ledger: 'insurance', transactionId: 4 }, status('conflict', 'This transaction is already voided.')],
  [{ kind: 'void_of_void', ledger: 'insurance', transactionId: 5 }, status('conflict', 'A void cannot be voided.')],
  [{ kind: 'card_declined', ledger: 'wallet', reason: 'insufficient_funds' },
    status('payment_required', 'The card was declined (insufficient_funds); nothing was written.')],
  // An amount the ledger does not take (ledgerAmount), named at its path: once the words of parseAmount in the ledger.
  [{ kind: 'invalid', ledger: 'wallet', fields: [{ path: 'amount', reason: 'too_many_decimals', values: { currency: 'USD', places: 2 } }] },
    amount('must have at most 2 decimals in USD')],
  [{ kind: 'invalid', ledger: 'insurance', fields: [{ path: 'amount', reason: 'too_many_decimals', values: { currency: 'XYZ', places: 1 } }] },
    amount('must have at most 1 decimal in XYZ')],
  [{ kind: 'invalid', ledger: 'insurance', fields: [{ path: 'amount', reason: 'not_positive', values: { currency: 'JPY', minimum: '1' } }] },
    amount('must be positive (at least 1 JPY)')],
  [{ kind: 'invalid', ledger: 'wallet', fields: [{ path: 'wallet_auto_refill_amount', reason: 'too_large', values: { currency: 'USD', maximum: '99999999999999.99' } }] },
    { status: 400, code: 'validation_failed', detail: 'wallet_auto_refill_amount: must be at most 99999999999999.99 USD',
      errors: { wallet_auto_refill_amount: ['must be at most 99999999999999.99 USD'] } }],
];

const SERVICE_WORDS: [MoneyRefusalReason, Shown][] = [
  [{ kind: 'missing', what: 'order' }, status('not_found', 'No such order.')],
  [{ kind: 'missing', what: 'box' }, status('not_found', 'No such box.')],
  [{ kind: 'invalid', fields: [{ path: 'processor_credit_card', reason: 'not_a_card' }] }, {
    status: 400, code: 'validation_failed', detail: 'processor_credit_card: must be a card number (12 to 19 digits), the masked value shown, or null',
    errors: { processor_credit_card: ['must be a card number (12 to 19 digits), the masked value shown, or null'] },
  }],
  [{ kind: 'field_rules', errors: { name: [said('must be at most 100 characters')], 'bill_to.email': [said('must be an e-mail address')] } }, {
    status: 400, code: 'validation_failed', detail: 'name: must be at most 100 characters (and 1 more)',
    errors: { name: ['must be at most 100 characters'], 'bill_to.email': ['must be an e-mail address'] },
  }],
];

const PAYMENT_WORDS: [PaymentRefusalReason, Shown][] = [
  [{ kind: 'key_reused' }, status('conflict', 'This Idempotency-Key was already used for a different request.')],
  [{ kind: 'refunded' }, status('conflict', 'This request was charged and refunded because the ledger had moved on (a stale last_transaction); send a new request.')],
  [{ kind: 'failed' }, status('conflict', 'This request was charged, could not be recorded and was refunded; send a new request.')],
  [{ kind: 'processor_refunded' }, status('conflict', 'This request was charged and refunded; send a new request.')],
];

describe('the API\'s words for money refusals', () => {
  it('words each kind of a ledger\'s refusal with its status, code and text', () => {
    for (const [refusal, expected] of LEDGER_WORDS) assert.deepEqual(shown(ledgerRefusalError(refusal)), expected, JSON.stringify(refusal));
  });

  it('words each of the insurance and wallet services\' refusals, for every view', () => {
    for (const [refusal, expected] of SERVICE_WORDS) {
      assert.deepEqual(shown(moneyServiceRefusalError(refusal)), expected, refusal.kind);
      assert.deepEqual(shown(domainRefusalError(new MoneyRefusal(refusal))!), expected, refusal.kind);
    }
  });

  it('words each of payments\' refusals', () => {
    for (const [refusal, expected] of PAYMENT_WORDS) assert.deepEqual(shown(paymentRefusalError(refusal)), expected, refusal.kind);
  });

  it('moneyRefusalError words the refusals thrown, and no other error', () => {
    const [refusal, expected] = LEDGER_WORDS[4];
    assert.deepEqual(shown(moneyRefusalError(new LedgerRefusal(refusal))!), expected);
    assert.deepEqual(shown(moneyRefusalError(new PaymentRefusal({ kind: 'key_reused' }))!), PAYMENT_WORDS[0][1]);
    assert.equal(moneyRefusalError(new Error('last_transaction is not the latest transaction')), null);
    assert.equal(moneyRefusalError(Object.assign(new Error('x'), { refusal })), null, 'by its type, not its shape');
  });
});
