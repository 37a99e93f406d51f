// The API's words for who a request acts for (src/http/auth-refusals.ts): each kind's status, code and text, the same
// as the guard answered when the checks threw them as errors, through every view's lookup (domain-refusals.ts).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { authRefusalError } from '../../src/http/auth-refusals.ts';
import { domainRefusalError } from '../../src/http/domain-refusals.ts';
import { AuthRefusal, type AuthRefusalReason } from '../../src/auth/refusals.ts';
import type { ApiError } from '../../src/core/errors.ts';

const shown = (e: ApiError) => ({ status: e.status, code: e.code, detail: e.message });

const WORDS: [AuthRefusalReason, ReturnType<typeof shown>][] = [
  [{ kind: 'missing', what: 'organization' }, { status: 404, code: 'not_found', detail: 'No such organization.' }],
  [{ kind: 'missing', what: 'wallet_subaccount' }, { status: 404, code: 'not_found', detail: 'No such wallet sub-account.' }],
  [{ kind: 'subaccount_suspended' }, { status: 403, code: 'forbidden', detail: 'This wallet sub-account is suspended.' }],
  [{ kind: 'no_organization' }, { status: 403, code: 'forbidden', detail: 'This token belongs to no company.' }],
];

describe('the API\'s words for who a request acts for', () => {
  it('gives each kind its status, code and text, through every view\'s lookup', () => {
    for (const [refusal, expected] of WORDS) {
      assert.deepEqual(shown(authRefusalError(refusal)), expected, refusal.kind);
      assert.deepEqual(shown(domainRefusalError(new AuthRefusal(refusal))!), expected, refusal.kind);
    }
  });
});
