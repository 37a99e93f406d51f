/** joinToBuffer (src/core/text-buffer.ts): the bytes of head, parts joined and tail, as the joined string's UTF-8. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { joinToBuffer } from '../../src/core/text-buffer.ts';

describe('joinToBuffer', () => {
  it('writes the UTF-8 of head + parts.join(separator) + tail, multi-byte characters included', () => {
    const parts = ['{"a":"é"}', '{"b":"漢字"}', '{"c":"😀"}'];
    const out = joinToBuffer('{"results":[', parts, ']}');
    assert.equal(out.toString('utf8'), `{"results":[${parts.join(',')}]}`);
    assert.equal(out.length, Buffer.byteLength(`{"results":[${parts.join(',')}]}`));
  });

  it('has no separator around a single part, and only head and tail without parts', () => {
    assert.equal(joinToBuffer('[', ['1'], ']').toString(), '[1]');
    assert.equal(joinToBuffer('[', [], ']').toString(), '[]');
    assert.equal(joinToBuffer('', ['a', 'b'], '', ';').toString(), 'a;b');
  });
});
