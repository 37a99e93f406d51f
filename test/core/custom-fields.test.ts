import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError } from '../../src/core/errors.ts';
import { FieldRulesRefusal } from '../../src/core/fields/problems.ts';
import { fieldRulesRefusalError } from '../../src/http/value-words.ts';
import {
  customFieldEntry,
  isBase64,
  mergeCustomFields,
  parseCustomFieldsInput,
  renderCustomFields,
  withoutRemovals,
  type CustomFields,
} from '../../src/core/custom-fields.ts';

/**
 * Runs parseCustomFieldsInput and returns the field errors of the 400 its refusal (codes, a FieldRulesRefusal) is in
 * every view's words (src/http/value-words.ts).
 */
function errorsFor(input: unknown, path = 'custom_fields'): Record<string, string[]> {
  try {
    parseCustomFieldsInput(input, path);
  } catch (refusal) {
    assert.ok(refusal instanceof FieldRulesRefusal, 'expected a FieldRulesRefusal');
    const err = fieldRulesRefusalError(refusal);
    assert.ok(err instanceof ApiError, 'expected an ApiError');
    assert.equal(err.status, 400);
    assert.equal(err.code, 'validation_failed');
    assert.ok(err.errors);
    return err.errors;
  }
  assert.fail(`expected ${JSON.stringify(input)} to be rejected`);
}

const text = (value: string): CustomFields[string] => ({ value, type: null, encoding: null });

describe('parseCustomFieldsInput', () => {
  it('normalises missing type and encoding to null and keeps removals', () => {
    const parsed = parseCustomFieldsInput(
      {
        note: { value: 'fragile' },
        empty: { value: '' },
        xml: { value: '<a/>', type: 'application/xml', encoding: null },
        logo: { value: 'iVBORw0KGgo=', type: 'image/png', encoding: 'base64' },
        vnd: { value: '{}', type: 'application/vnd.api+json' },
        old: null,
      },
      'custom_fields',
    );
    assert.deepEqual(parsed, {
      note: text('fragile'),
      empty: text(''),
      xml: { value: '<a/>', type: 'application/xml', encoding: null },
      logo: { value: 'iVBORw0KGgo=', type: 'image/png', encoding: 'base64' },
      vnd: { value: '{}', type: 'application/vnd.api+json', encoding: null },
      old: null,
    });
    assert.deepEqual(parseCustomFieldsInput({}, 'x'), {});
  });

  it('accepts awkward but legal names, including ones that look like Object internals', () => {
    const input = JSON.parse('{"__proto__": {"value": "a"}, "constructor": {"value": "b"}, "a.b c": {"value": "c"}}');
    const parsed = parseCustomFieldsInput(input, 'cf');
    assert.deepEqual(Object.keys(parsed), ['__proto__', 'constructor', 'a.b c']);
    assert.deepEqual(parsed['__proto__'], text('a'));
    assert.equal(Object.getPrototypeOf(parsed), Object.prototype);
    const name255 = 'é'.repeat(255);
    assert.deepEqual(Object.keys(parseCustomFieldsInput({ [name255]: { value: '' } }, 'cf')), [name255]);
  });

  it('rejects a container that is not an object', () => {
    for (const input of [null, undefined, 'x', 1, true, [], [{ value: 'a' }]]) {
      assert.deepEqual(Object.keys(errorsFor(input, 'order.custom_fields')), ['order.custom_fields'], String(input));
    }
  });

  it('rejects bad names against the container path', () => {
    for (const name of ['', 'a/b', '/', 'x'.repeat(256), '😀'.repeat(256)]) {
      assert.deepEqual(Object.keys(errorsFor({ [name]: { value: 'v' } })), ['custom_fields'], name.slice(0, 10));
    }
    const errors = errorsFor({ '': { value: 'v' }, 'a/b': { value: 'v' } });
    assert.equal(errors['custom_fields'].length, 1);
  });

  it('rejects entries that are not objects or null', () => {
    for (const entry of ['text', 1, true, [], ['value']]) {
      assert.deepEqual(errorsFor({ note: entry }), { 'custom_fields.note': ['must be an object like {"value": "..."} or null'] });
    }
  });

  it('rejects a missing or non-string value', () => {
    assert.deepEqual(errorsFor({ note: {} }), { 'custom_fields.note.value': ['is required'] });
    assert.deepEqual(errorsFor({ note: { type: 'text/plain' } }), { 'custom_fields.note.value': ['is required'] });
    for (const value of [null, 1, true, {}, ['a']]) {
      assert.deepEqual(errorsFor({ note: { value } }), { 'custom_fields.note.value': ['must be a string'] });
    }
  });

  it('rejects bad media types', () => {
    for (const type of ['', 'text', 'text/', '/plain', 'text/plain; charset=utf-8', 'text /plain', 'a/b/c', 'tëxt/plain',
      `text/${'x'.repeat(300)}`, 1, true, {}]) {
      assert.deepEqual(Object.keys(errorsFor({ note: { value: 'v', type } })), ['custom_fields.note.type'], String(type));
    }
  });

  it('rejects encodings other than base64 and null', () => {
    for (const encoding of ['', 'BASE64', 'base64url', 'hex', 'utf-8', 1, true, {}]) {
      assert.deepEqual(errorsFor({ note: { value: 'v', encoding } }), { 'custom_fields.note.encoding': ['must be "base64" or null'] });
    }
  });

  it('ignores unknown entry keys, as the API ignores unknown fields (a GET entry carries `name`)', () => {
    assert.deepEqual(parseCustomFieldsInput({ note: { name: 'note', value: 'v', extra: 1 } }, 'custom_fields'), {
      note: { value: 'v', type: null, encoding: null },
    });
  });

  it('validates base64 values', () => {
    const good = ['', 'QQ==', 'QQ', 'QUI=', 'QUI', 'QUJD', 'QUJDRA==', 'QUJDRA', '+/+/', 'iVBORw0KGgo='];
    for (const value of good) {
      assert.equal(isBase64(value), true, value);
      assert.doesNotThrow(() => parseCustomFieldsInput({ f: { value, encoding: 'base64' } }, 'cf'), value);
    }
    const bad = ['Q', 'QUJDR', 'Q===', 'QQ=', 'QUJD=', 'QUJD==', 'QUI==', '=', '==', '=QQ=', 'QQ==QQ==', 'QU JD', 'QUJD\n',
      '-_-_', 'QUJD!', 'ÄQ==', 'QQ==='];
    for (const value of bad) {
      assert.equal(isBase64(value), false, value);
      assert.deepEqual(errorsFor({ f: { value, encoding: 'base64' } }), { 'custom_fields.f.value': ['must be valid base64'] }, value);
    }
    // Without the encoding, the same text is just text.
    assert.doesNotThrow(() => parseCustomFieldsInput({ f: { value: 'Q' } }, 'cf'));
  });

  it('collects every problem at once', () => {
    const errors = errorsFor(
      {
        ok: { value: 'fine' },
        a: { value: 1, type: 'nope', encoding: 'rot13' },
        b: 'oops',
        c: { value: '!!', encoding: 'base64' },
        'x/y': { value: '' },
      },
      'boxes[0].custom_fields',
    );
    assert.deepEqual(Object.keys(errors).sort(), [
      'boxes[0].custom_fields',
      'boxes[0].custom_fields.a.encoding',
      'boxes[0].custom_fields.a.type',
      'boxes[0].custom_fields.a.value',
      'boxes[0].custom_fields.b',
      'boxes[0].custom_fields.c.value',
    ]);
  });
});

describe('mergeCustomFields and withoutRemovals', () => {
  const existing: CustomFields = { a: text('1'), b: text('2'), c: text('3') };

  it('removes nulls, replaces given names and keeps the rest', () => {
    const merged = mergeCustomFields(existing, { a: null, b: { value: 'B', type: 'text/csv', encoding: null }, d: text('4'), zz: null });
    assert.deepEqual(merged, { b: { value: 'B', type: 'text/csv', encoding: null }, c: text('3'), d: text('4') });
    assert.deepEqual(existing, { a: text('1'), b: text('2'), c: text('3') }, 'input untouched');
    assert.deepEqual(mergeCustomFields(existing, {}), existing);
    assert.notEqual(mergeCustomFields(existing, {}), existing);
  });

  it('handles names like __proto__ as ordinary names', () => {
    const patch = parseCustomFieldsInput(JSON.parse('{"__proto__": {"value": "p"}}'), 'cf');
    const merged = mergeCustomFields(existing, patch);
    assert.ok(Object.hasOwn(merged, '__proto__'));
    assert.deepEqual(customFieldEntry(merged, '__proto__'), { name: '__proto__', value: 'p', type: null, encoding: null });
    const removed = mergeCustomFields(merged, JSON.parse('{"__proto__": null}'));
    assert.equal(Object.hasOwn(removed, '__proto__'), false);
    assert.equal(Object.getPrototypeOf(removed), Object.prototype);
  });

  it('withoutRemovals drops null entries', () => {
    assert.deepEqual(withoutRemovals({ a: text('1'), b: null }), { a: text('1') });
    assert.deepEqual(withoutRemovals({ b: null }), {});
  });
});

describe('renderCustomFields', () => {
  const fields: CustomFields = {
    short: { value: 'hi', type: 'text/plain', encoding: null },
    exact: text('x'.repeat(512)),
    over: { value: 'x'.repeat(513), type: 'application/octet-stream', encoding: 'base64' },
    accents400: text('é'.repeat(200)),
    accents600: text('é'.repeat(300)),
    accents512: text('é'.repeat(256)),
    emoji: text('😀'.repeat(129)),
  };

  it('renders everything when not lazy', () => {
    assert.deepEqual(renderCustomFields(fields, false), fields);
  });

  it('omits values over 512 UTF-8 bytes when lazy', () => {
    const rendered = renderCustomFields(fields, true);
    assert.deepEqual(rendered.short, { value: 'hi', type: 'text/plain', encoding: null });
    assert.equal(rendered.exact.value, 'x'.repeat(512));
    assert.deepEqual(rendered.over, { type: 'application/octet-stream', encoding: 'base64' });
    assert.equal('value' in rendered.over, false);
    assert.equal(rendered.accents400.value, 'é'.repeat(200));
    assert.deepEqual(rendered.accents600, { type: null, encoding: null });
    assert.equal(rendered.accents512.value, 'é'.repeat(256));
    assert.deepEqual(rendered.emoji, { type: null, encoding: null }, '129 × 4 bytes = 516 bytes, though only 258 UTF-16 units');
    assert.deepEqual(renderCustomFields({}, true), {});
  });
});

describe('customFieldEntry', () => {
  it('returns the named field or null', () => {
    const fields: CustomFields = { note: { value: 'v', type: 'text/plain', encoding: null } };
    assert.deepEqual(customFieldEntry(fields, 'note'), { name: 'note', value: 'v', type: 'text/plain', encoding: null });
    assert.equal(customFieldEntry(fields, 'other'), null);
    assert.equal(customFieldEntry(fields, 'toString'), null);
    assert.equal(customFieldEntry(fields, '__proto__'), null);
  });
});
