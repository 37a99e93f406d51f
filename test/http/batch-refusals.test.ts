// The API's words for a batch's refusals (src/http/batch-refusals.ts): each kind's status, code and text, the same as
// the API gave when createBatch and retryBatch threw them as errors (test/v2/batches sees them through the routes),
// and every view finds them (domain-refusals.ts).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { batchRefusalError } from '../../src/http/batch-refusals.ts';
import { domainRefusalError } from '../../src/http/domain-refusals.ts';
import { BatchRefusal, type BatchInvalidReason, type BatchRefusalReason } from '../../src/batches/refusals.ts';
import type { FieldProblem } from '../../src/core/refusal.ts';
import type { ApiError } from '../../src/core/errors.ts';

interface Shown { status: number; code: string; detail: string; errors: Record<string, string[]> | undefined }
const shown = (e: ApiError): Shown => ({ status: e.status, code: e.code, detail: e.message, errors: e.errors });
const field = (path: string, message: string): Shown => ({ status: 400, code: 'validation_failed', detail: `${path}: ${message}`, errors: { [path]: [message] } });
const conflict = (detail: string): Shown => ({ status: 409, code: 'conflict', detail, errors: undefined });
const one = (problem: FieldProblem<BatchInvalidReason>): BatchRefusalReason => ({ kind: 'invalid', fields: [problem] });

const WORDS: [BatchRefusalReason, Shown][] = [
  [{ kind: 'missing', what: 'batch' }, { status: 404, code: 'not_found', detail: 'No such batch.', errors: undefined }],
  [one({ path: 'size', reason: 'zpl_not_letter' }), field('size', 'must be 4x6 with format zpl (letter pages are PDF only)')],
  [one({ path: 'carrier_account', reason: 'account_required', values: { cheapest: 'cheapest' } }), field('carrier_account', 'is required unless service is "cheapest"')],
  [one({ path: 'carrier_account', reason: 'no_carrier_account' }),
    field('carrier_account', 'the organization has no carrier account: create one (POST .../carrier-accounts/) first')],
  [one({ path: 'carrier_account', reason: 'unknown_account' }), field('carrier_account', 'must be the url of a carrier account of this organization')],
  [one({ path: 'carrier_account', reason: 'unusable_account', values: { detail: 'UPS needs credentials' } }), field('carrier_account', 'UPS needs credentials')],
  [one({ path: 'service', reason: 'unknown_service', values: { cheapest: 'cheapest', allowed: ['ground', 'express'] } }),
    field('service', 'must be "cheapest" or one of this account\'s services: ground, express')],
  [one({ path: 'orders', reason: 'no_orders' }), field('orders', 'must name at least one order')],
  [one({ path: 'orders[3]', reason: 'unknown_order' }), field('orders[3]', 'must be the url of an order of this organization')],
  [one({ path: 'action', reason: 'action_unavailable', values: { action: 'pick_list' } }), field('action', 'pick_list batches are not available in this version yet (only labels)')],
  [one({ path: 'query', reason: 'selects_none' }), field('query', 'selects no order: check its filters with GET .../orders/?<query>')],
  [one({ path: 'orders', reason: 'too_many', values: { max: 10000 } }), field('orders', 'selects more than 10000 orders: narrow it, or make several batches')],
  [{ kind: 'batch_running' }, conflict('The batch is still running: retry its failures once it has ended.')],
  [{ kind: 'no_failures' }, conflict('The batch has no failures to retry.')],
  [{ kind: 'not_written' }, conflict('The batch could not be written; retry.')],
];

describe('the API\'s words for a batch\'s refusals', () => {
  it('gives each kind its status, code and text, through every view\'s lookup', () => {
    for (const [refusal, expected] of WORDS) {
      const label = refusal.kind === 'invalid' ? refusal.fields[0].reason : refusal.kind;
      assert.deepEqual(shown(batchRefusalError(refusal)), expected, label);
      assert.deepEqual(shown(domainRefusalError(new BatchRefusal(refusal))!), expected, label);
    }
  });

  it('names every unknown order at once, at its index', () => {
    const e = batchRefusalError({ kind: 'invalid', fields: [{ path: 'orders[0]', reason: 'unknown_order' }, { path: 'orders[2]', reason: 'unknown_order' }] });
    assert.deepEqual(Object.keys(e.errors!), ['orders[0]', 'orders[2]']);
    assert.equal(e.message, 'orders[0]: must be the url of an order of this organization (and 1 more)');
  });
});
