// The depth check that runs before a JSON body is parsed (src/http/bodies.ts): it counts only brackets outside
// strings, however the strings escape their quotes, and leaves malformed text to the parser.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../src/http/bodies.ts';

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('nestsDeeperThan', () => {
  it('tells a body at the limit from one past it, arrays and objects mixed', () => {
    assert.equal(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH), false);
    assert.equal(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH), true);
    assert.equal(nestsDeeperThan(`${'[{"a":'.repeat(33)}1${'}]'.repeat(33)}`, MAX_JSON_DEPTH), true);
    // Many brackets side by side are not depth.
    assert.equal(nestsDeeperThan(JSON.stringify({ items: Array.from({ length: 500 }, (_, i) => ({ q: [i] })) }), MAX_JSON_DEPTH), false);
  });

  it('does not count brackets inside strings, whatever escapes their quotes', () => {
    assert.equal(nestsDeeperThan(JSON.stringify({ a: '['.repeat(200) }), 64), false);
    assert.equal(nestsDeeperThan(JSON.stringify({ a: 'ends with a backslash\\', b: '{'.repeat(200) }), 64), false);
    assert.equal(nestsDeeperThan(JSON.stringify({ a: 'a "quoted" [[[' + '['.repeat(100) }), 64), false);
    assert.equal(nestsDeeperThan(`${'['.repeat(30)}${JSON.stringify('a"\\"[[[')},${'{"a":'.repeat(40)}1`, 64), true);
  });

  it('leaves malformed text to the parser', () => {
    assert.equal(nestsDeeperThan(`"${'['.repeat(100)}`, 64), false, 'an unclosed string');
    assert.equal(nestsDeeperThan(']]]]', 64), false);
  });
});
