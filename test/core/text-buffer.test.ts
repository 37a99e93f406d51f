/** joinBuffers (src/core/text-buffer.ts): the bytes of head, parts joined and tail, as the joined string's UTF-8. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { joinBuffers } from '../../src/core/text-buffer.ts';

const utf8 = (texts: string[]) => texts.map((t) => Buffer.from(t));

describe('joinBuffers', () => {
  it('writes the UTF-8 of head + parts.join(separator) + tail, multi-byte characters included', () => {
    const parts = ['{"a":"é"}', '{"b":"漢字"}', '{"c":"😀"}'];
    const out = joinBuffers('{"results":[', utf8(parts), ']}');
    assert.equal(out.toString('utf8'), `{"results":[${parts.join(',')}]}`);
    assert.equal(out.length, Buffer.byteLength(`{"results":[${parts.join(',')}]}`));
  });

  it('has no separator around a single part, and only head and tail without parts', () => {
    assert.equal(joinBuffers('[', utf8(['1']), ']').toString(), '[1]');
    assert.equal(joinBuffers('[', [], ']').toString(), '[]');
    assert.equal(joinBuffers('', utf8(['a', 'b']), '', ';').toString(), 'a;b');
  });
});
