// The API's words for what product writes refuse (src/http/product-refusals.ts), for every view (domain-refusals.ts),
// and in the import's report (src/import/validate.ts describeProblem): as when they were thrown as a 400.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { productRefusalError } from '../../src/http/product-refusals.ts';
import { domainRefusalError } from '../../src/http/domain-refusals.ts';
import { describeProblem } from '../../src/import/validate.ts';
import { ProductRefusal, type ProductRefusalReason } from '../../src/products/refusals.ts';

const said = (detail: string) => ({ reason: 'view_refused', values: { detail } }) as const;

describe('the API\'s words for a product\'s refusals', () => {
  it('field_rules: a 400 naming each field with its messages', () => {
    const refusal: ProductRefusalReason = { kind: 'field_rules', errors: { weight: [said('must be a weight like "1.5 kg"')], 'source.url': [said('must be a url'), said('is too long')] } };
    for (const e of [productRefusalError(refusal), domainRefusalError(new ProductRefusal(refusal))!]) {
      assert.deepEqual({ status: e.status, code: e.code, detail: e.message, errors: e.errors }, {
        status: 400, code: 'validation_failed', detail: 'weight: must be a weight like "1.5 kg" (and 1 more)',
        errors: { weight: ['must be a weight like "1.5 kg"'], 'source.url': ['must be a url', 'is too long'] },
      });
    }
    assert.equal(describeProblem(new ProductRefusal(refusal)), 'weight: must be a weight like "1.5 kg"; source.url: must be a url, is too long');
  });
});
