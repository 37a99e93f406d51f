/**
 * The field mechanism's refusals are codes with their values, never words (src/core/fields/problems.ts): binding a
 * typed value (bind.ts) and columnsOf (columns.ts, custom fields too) name each field's problems as the views word them
 * later (src/http/value-words.ts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  FieldRulesRefusal, RefusedValue, boundMoney, boundValue, columnsOf, refusedValue, type FieldSpec, type ValueProblem, type ValueProblems,
} from '../../../src/core/fields/index.ts';

/** What `bind` refuses: the FieldRulesRefusal's problems, by path. */
function refusalOf(bind: () => unknown): ValueProblems {
  try {
    bind();
  } catch (err) {
    assert.ok(err instanceof FieldRulesRefusal, String(err));
    return err.refusal.errors as ValueProblems;
  }
  return assert.fail('expected a refusal');
}

const spec = (kind: FieldSpec['kind'], extra: Partial<FieldSpec> = {}): FieldSpec => ({ key: 'f', kind, ...extra });

describe('the field mechanism refuses with codes', () => {
  it('boundValue: each kind\'s code at the field\'s path', () => {
    const cases: [FieldSpec, unknown, ValueProblem][] = [
      [spec('weight'), '1 kg', { reason: 'not_a_weight' }],
      [spec('length'), { metres: '-1' }, { reason: 'not_a_length' }],
      [spec('datetime'), '2024-05-01', { reason: 'not_a_date_time' }],
      [spec('flag'), 'yes', { reason: 'not_true_or_false' }],
      [spec('url'), 'ftp://example.com', { reason: 'not_an_http_url' }],
      [spec('integer', { minimum: 1 }), 0, { reason: 'not_a_whole_number', values: { min: 1, max: 2147483647 } }],
      [spec('bigint'), -1, { reason: 'not_a_whole_number', values: { min: 0, max: Number.MAX_SAFE_INTEGER } }],
      [spec('text'), new RefusedValue('is not text'), { reason: 'view_refused', values: { detail: 'is not text' } }],
      [spec('weight'), new RefusedValue({ reason: 'negative' }), { reason: 'negative' }],
    ];
    for (const [s, value, problem] of cases) {
      assert.deepEqual(refusalOf(() => boundValue(s, value, 'boxes[0]')), { 'boxes[0].f': [problem] }, `${s.kind} ${JSON.stringify(value)}`);
    }
    assert.equal(boundValue(spec('url'), ' https://example.com ', ''), 'https://example.com');
  });

  it('boundMoney and refusedValue: money\'s code, a view\'s refusal', () => {
    assert.deepEqual(refusalOf(() => boundMoney(spec('money'), '1 USD', '')), { f: [{ reason: 'not_money' }] });
    assert.deepEqual(refusalOf(() => refusedValue(spec('custom_fields'), new RefusedValue('no'), 'order')), { 'order.f': [{ reason: 'view_refused', values: { detail: 'no' } }] });
    assert.doesNotThrow(() => refusedValue(spec('custom_fields'), {}, ''));
  });

  it('columnsOf: every problem of a body, custom fields\' too, collected or thrown', () => {
    const specs = [spec('integer', { key: 'n' }), spec('custom_fields', { key: 'custom_fields' })];
    const body = { n: 'x', custom_fields: { '': { value: 'v' }, a: 1, b: { type: 'text', encoding: 'hex' }, c: { value: '!', encoding: 'base64' } } };
    const expected: ValueProblems = {
      n: [{ reason: 'not_a_whole_number', values: { min: -2147483647, max: 2147483647 } }],
      custom_fields: [{ reason: 'bad_custom_field_name', values: { max: 255 } }],
      'custom_fields.a': [{ reason: 'not_a_custom_field' }],
      'custom_fields.b.value': [{ reason: 'required' }],
      'custom_fields.b.type': [{ reason: 'not_a_media_type' }],
      'custom_fields.b.encoding': [{ reason: 'not_an_encoding' }],
      'custom_fields.c.value': [{ reason: 'not_base64' }],
    };
    const errors: ValueProblems = {};
    columnsOf(specs, body, { full: false, errors });
    assert.deepEqual(errors, expected);
    assert.deepEqual(refusalOf(() => columnsOf(specs, body, { full: false })), expected);
    assert.deepEqual(refusalOf(() => columnsOf(specs, { custom_fields: 'x' }, { full: false })), { custom_fields: [{ reason: 'not_custom_fields' }] });
    assert.deepEqual(refusalOf(() => columnsOf(specs, { custom_fields: { a: { value: 1 } } }, { full: false })), { 'custom_fields.a.value': [{ reason: 'not_a_string' }] });
  });
});
