// The API's words for reading a document's upload form (src/http/upload-refusals.ts): one 400 naming each field with
// the message it had when the form reader threw it as an error, through every view's lookup (domain-refusals.ts).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { uploadRefusalError } from '../../src/http/upload-refusals.ts';
import { domainRefusalError } from '../../src/http/domain-refusals.ts';
import { UploadRefusal, type UploadRefusalReason } from '../../src/uploads/refusals.ts';
import { DOCUMENT_KINDS } from '../../src/catalogue/document.ts';

describe('the API\'s words for an upload form\'s refusals', () => {
  it('names each field with its message, the first in the detail', () => {
    const refusal: UploadRefusalReason = { kind: 'invalid', fields: [
      { path: 'kind', reason: 'too_long' }, { path: 'purpose', reason: 'purpose_too_long', values: { max: 1000 } },
    ] };
    for (const e of [uploadRefusalError(refusal), domainRefusalError(new UploadRefusal(refusal))!]) {
      assert.deepEqual([e.status, e.code, e.message], [400, 'validation_failed', 'kind: is too long (and 1 more)']);
      assert.deepEqual(e.errors, { kind: ['is too long'], purpose: ['must be at most 1000 characters'] });
    }
    const words = (fields: UploadRefusalReason['fields']) => uploadRefusalError({ kind: 'invalid', fields }).errors;
    assert.deepEqual(words([{ path: 'kind', reason: 'unknown_kind', values: { allowed: DOCUMENT_KINDS } }]), { kind: [`must be one of: ${DOCUMENT_KINDS.join(', ')}`] });
    assert.deepEqual(words([{ path: 'document', reason: 'not_a_file' }]), { document: ['must be a file (a form part with a filename)'] });
    assert.deepEqual(words([{ path: 'document', reason: 'file_required' }, { path: 'kind', reason: 'required' }]),
      { document: ['is required (a file part named document)'], kind: ['is required'] });
    assert.deepEqual(words([{ path: 'document', reason: 'unreadable_form', values: { detail: 'Unexpected end of form' } }]),
      { document: ['could not read the multipart form: Unexpected end of form'] });
  });
});
