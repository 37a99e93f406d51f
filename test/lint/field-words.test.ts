/**
 * The field mechanism and the typed-value checks build no words for what they refuse: they refuse with codes
 * (src/core/fields/problems.ts) that the views word (src/http/value-words.ts). InvalidValueError takes a problem, not a
 * message (the type checker keeps it so); this keeps English messages and the API's error builders out of the sources.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  ...['src/core/fields', 'src/core/values'].flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith('.ts')).map((f) => join(dir, f))),
  'src/core/custom-fields.ts',
];

/** A string literal that reads as a refusal's message ("must be ...", "is required", "field names ..."). */
const MESSAGE = /(['"`])(must|is required|is not|field names)\b/;
/** The API's error builders. */
const API_ERRORS = /\b(invalidFields?|ApiError)\b/;

/** What of `text` breaks the rule: each line with a message or an API error builder. */
const wordsIn = (text: string): string[] =>
  text.split('\n').filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line) && (MESSAGE.test(line) || API_ERRORS.test(line)));

describe('the field mechanism refuses with codes, never words', () => {
  it('finds a message or an API error in a line of code, not in a comment', () => {
    assert.deepEqual(wordsIn("  throw new InvalidValueError('must be a weight');\n"), ["  throw new InvalidValueError('must be a weight');"]);
    assert.deepEqual(wordsIn("  fail(at, 'is required');\n"), ["  fail(at, 'is required');"]);
    assert.deepEqual(wordsIn("import { invalidField } from '../errors.ts';\n"), ["import { invalidField } from '../errors.ts';"]);
    assert.deepEqual(wordsIn(" * A value must be a weight: 'must be' in a comment is fine.\n  fail({ reason: 'required' });\n"), []);
  });

  it('core/fields, core/values and custom fields hold no message and build no API error', () => {
    assert.ok(SOURCES.length > 10);
    for (const file of SOURCES) assert.deepEqual(wordsIn(readFileSync(file, 'utf8')), [], file);
  });
});
