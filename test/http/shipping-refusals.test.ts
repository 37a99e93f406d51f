// The API's words for the shipping domain's refusals (src/http/shipping-refusals.ts): each kind's status, code and
// text, the same as v2 gave when the domain threw them as errors (the routes: test/shipping/, test/v2/carrier-accounts/),
// found by every view's lookup (domain-refusals.ts); and the console's words, its own for a label, the API's for the rest.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { shippingRefusalError } from '../../src/http/shipping-refusals.ts';
import { domainRefusalError } from '../../src/http/domain-refusals.ts';
import { consoleShippingWords } from '../../src/console/orders/label-refusals.ts';
import { invalidOne } from '../../src/core/refusal.ts';
import { ShippingRefusal, type ShippingRefusalReason } from '../../src/shipping/refusals.ts';
import type { ApiError } from '../../src/core/errors.ts';

const said = (detail: string) => ({ reason: 'view_refused', values: { detail } }) as const;

interface Shown { status: number; code: string; detail: string; errors: Record<string, string[]> | undefined }
const shown = (e: ApiError): Shown => ({ status: e.status, code: e.code, detail: e.message, errors: e.errors });
const field = (path: string, message: string): Shown =>
  ({ status: 400, code: 'validation_failed', detail: `${path}: ${message}`, errors: { [path]: [message] } });
const conflict = (detail: string): Shown => ({ status: 409, code: 'conflict', detail, errors: undefined });
const USD = (amount: string) => ({ amount, currency: 'USD' });

const WORDS: [ShippingRefusalReason, Shown][] = [
  [{ kind: 'missing', what: 'carrier_account' }, { status: 404, code: 'not_found', detail: 'No such carrier account.', errors: undefined }],
  [{ kind: 'missing', what: 'box' }, { status: 404, code: 'not_found', detail: 'No such box.', errors: undefined }],
  [invalidOne('carrier_account', 'unknown_account'), field('carrier_account', 'must be the url of a carrier account of this organization')],
  [invalidOne('carrier_account', 'unusable_account', { detail: 'no key' }), field('carrier_account', 'no key')],
  [invalidOne('service', 'unknown_service', { allowed: ['ground', 'express'] }), field('service', 'must be one of this account\'s services: ground, express')],
  [invalidOne('service', 'no_rate'), field('service', 'the carrier has no rate for this service and box')],
  [invalidOne('wallet_subaccount', 'unknown_wallet'), field('wallet_subaccount', 'must be the url of a wallet sub-account of this organization')],
  [invalidOne('wallet_subaccount', 'wallet_currency', { held: 'EUR', postage: 'USD' }), field('wallet_subaccount', 'holds EUR; the postage is in USD')],
  [invalidOne('code', 'blank_code', { scan: 'slip' }), field('code', 'Scan a packing slip or type the order id.')],
  [invalidOne('code', 'blank_code', { scan: 'item' }), field('code', 'Scan an item or type its part number.')],
  [{ kind: 'carrier_refused', field: null, detail: 'Bad zip' }, field('carrier_account', 'Bad zip')],
  [{ kind: 'carrier_refused', field: 'ship_to.post_code', detail: 'Bad zip' }, field('ship_to.post_code', 'Bad zip')],
  [{ kind: 'carrier_unavailable', detail: 'timeout' }, {
    status: 502, code: 'carrier_unavailable', errors: undefined,
    detail: 'The carrier did not answer (timeout); the worker will find out whether the label was bought.',
  }],
  [{ kind: 'insufficient_funds', balance: USD('1.0000'), postage: USD('7.5'), refill: 'none' }, {
    status: 402, code: 'payment_required', errors: undefined,
    detail: 'The wallet sub-account\'s balance (1.00 USD) is less than the postage (7.50 USD) and it has no automatic refill; nothing was bought.',
  }],
  [{ kind: 'label_exists' }, conflict('This box has a label already: void it (DELETE .../label/) before buying another.')],
  [{ kind: 'nothing_to_void', status: null }, conflict('This box has no purchased label to void (the latest is none).')],
  [{ kind: 'manifested', manifestId: 1 }, conflict('This label is in manifest 1: it was handed to the carrier with it. Void it with the carrier directly.')],
  [{ kind: 'account_in_use' }, conflict('A label purchase with this account is still being completed; retry in a minute.')],
  [{ kind: 'no_carrier_account' }, conflict('The organization has no carrier account: add one (and make it the default) before buying labels.')],
  [{ kind: 'no_rate_for_box', rule: { defaultAccount: null }, messages: [] }, conflict('No carrier account gave a rate for this box.')],
  [{ kind: 'no_rate_for_box', rule: { defaultAccount: 'Main' }, messages: ['Too heavy.', 'No zone.'] },
    conflict('No carrier account gave a rate for this box (default account: Main). Too heavy. No zone.')],
  [{ kind: 'no_rate_for_box', rule: { batchId: 1 }, messages: [] },
    conflict('No carrier account gave a rate for this box (the cheapest rate of batch 1, whose order this is).')],
  [{ kind: 'box_closed', attempt: 'restart' }, conflict('This box is closed: its label is bought. Void the label first to pack it again.')],
  [{ kind: 'box_closed', attempt: 'close' }, conflict('This box has a label already.')],
  [{ kind: 'units_to_scan', missing: 1 }, conflict('1 unit is still to scan into this box.')],
  [{ kind: 'units_to_scan', missing: 3 }, conflict('3 units are still to scan into this box.')],
];

describe('the API\'s words for the shipping domain\'s refusals', () => {
  it('gives each kind its status, code and text, through every view\'s lookup', () => {
    for (const [refusal, expected] of WORDS) {
      assert.deepEqual(shown(shippingRefusalError(refusal)), expected, JSON.stringify(refusal));
      assert.deepEqual(shown(domainRefusalError(new ShippingRefusal(refusal))!), expected, JSON.stringify(refusal));
    }
  });

  it('names every field of a rate request at once', () => {
    const e = shippingRefusalError({ kind: 'invalid', fields: [{ path: 'boxes[1]', reason: 'unknown_box' }, { path: 'carrier_accounts[0]', reason: 'unknown_account' }] });
    assert.deepEqual(e.errors, { 'boxes[1]': ['must be the url of a box of this order'], 'carrier_accounts[0]': ['must be the url of a carrier account of this organization'] });
    assert.equal(e.message, 'boxes[1]: must be the url of a box of this order (and 1 more)');
  });

  it('words a carrier account\'s body: a change of carrier first, the account\'s own problem in place of the mechanism\'s', () => {
    const e = shippingRefusalError({
      kind: 'account_fields',
      errors: { name: [said('must not be blank')], rate_sheet: [said('must be at most 1000000 characters')] },
      fields: [
        { path: 'carrier', reason: 'carrier_unchangeable' },
        { path: 'services', reason: 'unknown_services', values: { bad: ['warp', 'teleport'], carrier: 'ups', known: ['ground', 'express'] } },
        { path: 'rate_sheet', reason: 'rate_sheet_not_sandbox' },
        { path: 'default_service', reason: 'unknown_default_service', values: { value: 'warp', allowed: ['ground'] } },
        { path: 'credentials.client_id', reason: 'bad_credentials', values: { detail: 'is required', carrier: 'ups' } },
        { path: 'credentials', reason: 'too_many_credentials', values: { max: 50 } },
      ],
    });
    assert.deepEqual(Object.entries(e.errors!), [
      ['carrier', ['cannot be changed: create another account']],
      ['name', ['must not be blank']],
      ['rate_sheet', ['only a sandbox account has a rate sheet']],
      ['services', ['"warp", "teleport" is not a service of ups: use ground, express']],
      ['default_service', ['"warp" is not a service of this account: use ground, or null for the cheapest']],
      ['credentials.client_id', ['is required for a ups account']],
      ['credentials', ['may hold at most 50 values']],
    ]);
    assert.equal(e.message, 'carrier: cannot be changed: create another account (and 6 more)');
    assert.equal(shippingRefusalError({ kind: 'account_fields', errors: {}, fields: [{ path: 'rate_sheet', reason: 'bad_rate_sheet', values: { detail: 'line 2: amount' } }] }).message,
      'rate_sheet: line 2: amount');
  });

  it('gives the console its own words for a label, and the API\'s for the rest', () => {
    assert.deepEqual(shown(consoleShippingWords(invalidOne('carrier_account', 'unknown_account'))),
      { status: 400, code: 'bad_request', detail: 'That rate is no longer offered: reload the order and pick another.', errors: undefined });
    assert.deepEqual(shown(consoleShippingWords(invalidOne('wallet_subaccount', 'wallet_currency', { held: 'EUR', postage: 'USD' }))),
      { status: 402, code: 'payment_required', detail: 'The wallet cannot pay this postage; nothing was bought.', errors: undefined });
    assert.deepEqual(shown(consoleShippingWords({ kind: 'label_exists' })), conflict('This box\'s label changed meanwhile: reload the order to see it.'));
    for (const refusal of [invalidOne('code', 'blank_code', { scan: 'slip' }), { kind: 'missing', what: 'box' }, { kind: 'units_to_scan', missing: 2 }] as ShippingRefusalReason[]) {
      assert.deepEqual(shown(consoleShippingWords(refusal)), shown(shippingRefusalError(refusal)), refusal.kind);
    }
  });
});
