/**
 * The one wording of the field mechanism's codes (src/http/value-words.ts): every code has its words, the words the
 * API gave before the codes, and a refusal of them is a 400 naming each field in every view.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FieldRulesRefusal, VALUE_REASONS, type ValueProblem } from '../../src/core/fields/problems.ts';
import { domainRefusalError } from '../../src/http/domain-refusals.ts';
import { parseField, valueErrors, valueWords } from '../../src/http/value-words.ts';
import { parseWeight } from '../../src/core/values/weight.ts';

const WORDS: [ValueProblem, string][] = [
  [{ reason: 'not_a_weight' }, 'must be a weight like "1.5 kg" (units: mg, g, kg, oz, lbs)'],
  [{ reason: 'not_a_length' }, 'must be a length like "10.5 cm" (units: mm, cm, in, ft, m)'],
  [{ reason: 'not_money' }, 'must be a money value like "12.50 USD" (at most 14 digits before the point)'],
  [{ reason: 'not_a_date_time' }, 'must be an ISO 8601 date-time like "2018-03-30T12:00:00Z"'],
  [{ reason: 'not_a_date' }, 'must be a date like "2018-03-30"'],
  [{ reason: 'not_a_decimal' }, 'must be a decimal number like "12.5"'],
  [{ reason: 'negative' }, 'must not be negative'],
  [{ reason: 'not_true_or_false' }, 'must be true or false'],
  [{ reason: 'not_an_http_url' }, 'must be an http or https URL like "https://example.com"'],
  [{ reason: 'not_a_whole_number', values: { min: 0, max: 2147483647 } }, 'must be a whole number from 0 to 2147483647'],
  [{ reason: 'not_custom_fields' }, 'must be an object mapping field names to {"value": ...} or null'],
  [{ reason: 'not_a_custom_field' }, 'must be an object like {"value": "..."} or null'],
  [{ reason: 'required' }, 'is required'],
  [{ reason: 'not_a_string' }, 'must be a string'],
  [{ reason: 'not_a_media_type' }, 'must be a media type like "text/plain" or null'],
  [{ reason: 'not_an_encoding' }, 'must be "base64" or null'],
  [{ reason: 'not_base64' }, 'must be valid base64'],
  [{ reason: 'bad_custom_field_name', values: { max: 255 } }, 'field names must be 1 to 255 characters and must not contain "/"'],
  [{ reason: 'view_refused', values: { detail: 'is not a name' } }, 'is not a name'],
];

describe('the words of the field mechanism\'s codes', () => {
  it('words every code, as the API always has', () => {
    assert.deepEqual(WORDS.map(([p]) => p.reason).sort(), [...VALUE_REASONS].sort(), 'every code has its words here');
    for (const [problem, words] of WORDS) assert.equal(valueWords(problem), words, problem.reason);
  });

  it('a refusal of values is a 400 naming each field with its messages, for every view', () => {
    const refusal = new FieldRulesRefusal({ weight: [{ reason: 'not_a_weight' }], 'custom_fields.a.value': [{ reason: 'required' }, { reason: 'not_base64' }] });
    const e = domainRefusalError(refusal)!;
    assert.deepEqual({ status: e.status, code: e.code, detail: e.message, errors: e.errors }, {
      status: 400, code: 'validation_failed', detail: `weight: ${WORDS[0][1]} (and 1 more)`,
      errors: { weight: [WORDS[0][1]], 'custom_fields.a.value': ['is required', 'must be valid base64'] },
    });
    assert.deepEqual(valueErrors(refusal.refusal.errors), e.errors);
    assert.throws(() => parseField('unit_weight', () => parseWeight('heavy')), (err: Error) => err.message === `unit_weight: ${WORDS[0][1]}`);
  });
});
