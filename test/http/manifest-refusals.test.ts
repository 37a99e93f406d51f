// The API's words for closing the day's refusals (src/http/manifest-refusals.ts): each kind's status, code and text,
// the same as the API gave when closeManifest and retryCarrierClose threw them as errors (test/v2/manifests and
// test/console/manifests.test.ts see them through the routes), and every view finds them (domain-refusals.ts).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { manifestRefusalError } from '../../src/http/manifest-refusals.ts';
import { domainRefusalError } from '../../src/http/domain-refusals.ts';
import { ManifestRefusal, type ManifestRefusalReason } from '../../src/manifests/refusals.ts';
import type { ApiError } from '../../src/core/errors.ts';

interface Shown { status: number; code: string; detail: string; errors: Record<string, string[]> | undefined }
const shown = (e: ApiError): Shown => ({ status: e.status, code: e.code, detail: e.message, errors: e.errors });

const WORDS: [ManifestRefusalReason, Shown][] = [
  [{ kind: 'missing', what: 'manifest' }, { status: 404, code: 'not_found', detail: 'No such manifest.', errors: undefined }],
  [{ kind: 'invalid', fields: [{ path: 'ship_date', reason: 'not_a_date' }] },
    { status: 400, code: 'validation_failed', detail: 'ship_date: must be a date written YYYY-MM-DD', errors: { ship_date: ['must be a date written YYYY-MM-DD'] } }],
  [{ kind: 'invalid', fields: [{ path: 'carrier_account', reason: 'unknown_account' }] }, {
    status: 400, code: 'validation_failed', detail: 'carrier_account: must be the url of a carrier account of this organization',
    errors: { carrier_account: ['must be the url of a carrier account of this organization'] },
  }],
  [{ kind: 'nothing_to_manifest', shipDate: '2026-12-01' }, {
    status: 409, code: 'conflict', errors: undefined,
    detail: 'No purchased label of this account with ship date 2026-12-01 is left to manifest (voided labels and labels already in a manifest are not taken).',
  }],
  [{ kind: 'carrier_close_not_failed', status: 'closed' },
    { status: 409, code: 'conflict', detail: 'Only a carrier close that failed can be retried; this manifest\'s is closed.', errors: undefined }],
];

describe('the API\'s words for a manifest\'s refusals', () => {
  it('gives each kind its status, code and text, through every view\'s lookup', () => {
    for (const [refusal, expected] of WORDS) {
      assert.deepEqual(shown(manifestRefusalError(refusal)), expected, refusal.kind);
      assert.deepEqual(shown(domainRefusalError(new ManifestRefusal(refusal))!), expected, refusal.kind);
    }
    assert.equal(domainRefusalError(new Error('a crash')), null);
  });

  it('names every invalid field at once, several messages of one field kept', () => {
    const e = manifestRefusalError({ kind: 'invalid', fields: [
      { path: 'ship_date', reason: 'not_a_date' }, { path: 'carrier_account', reason: 'unknown_account' }, { path: 'ship_date', reason: 'not_a_date' },
    ] });
    assert.deepEqual(Object.keys(e.errors!), ['ship_date', 'carrier_account']);
    assert.equal(e.errors!.ship_date.length, 2);
    assert.equal(e.message, 'ship_date: must be a date written YYYY-MM-DD (and 1 more)');
  });
});
