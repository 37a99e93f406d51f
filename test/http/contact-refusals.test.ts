// The API's words for what contact reads and writes refuse (src/http/contact-refusals.ts), for every view
// (domain-refusals.ts) and in the import's report: as when they were thrown as a 400 (test/v2/contacts sees them).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { contactRefusalError } from '../../src/http/contact-refusals.ts';
import { domainRefusalError } from '../../src/http/domain-refusals.ts';
import { describeProblem } from '../../src/import/validate.ts';
import { ContactRefusal, type ContactRefusalReason } from '../../src/contacts/refusals.ts';
import type { ApiError } from '../../src/core/errors.ts';

const said = (detail: string) => ({ reason: 'view_refused', values: { detail } }) as const;

const shown = (e: ApiError) => ({ status: e.status, code: e.code, detail: e.message, errors: e.errors });
const WORDS: [ContactRefusalReason, ReturnType<typeof shown>][] = [
  [{ kind: 'field_rules', errors: { website: [said('must be a url')] } },
    { status: 400, code: 'validation_failed', detail: 'website: must be a url', errors: { website: ['must be a url'] } }],
  [{ kind: 'invalid', fields: [{ path: 'expand', reason: 'unknown_expand', values: { allowed: ['notes'] } }] },
    { status: 400, code: 'validation_failed', detail: 'expand: must be a comma-separated list of: notes', errors: { expand: ['must be a comma-separated list of: notes'] } }],
];

describe('the API\'s words for a contact\'s refusals', () => {
  it('gives each kind its 400 naming the field, through every view\'s lookup and the import\'s report', () => {
    for (const [refusal, expected] of WORDS) {
      assert.deepEqual(shown(contactRefusalError(refusal)), expected, refusal.kind);
      assert.deepEqual(shown(domainRefusalError(new ContactRefusal(refusal))!), expected, refusal.kind);
    }
    assert.equal(describeProblem(new ContactRefusal(WORDS[0][0])), 'website: must be a url');
  });
});
