import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { decodeId, encodeId, ID_ALPHABET } from '../../src/core/ids.ts';

describe('encodeId', () => {
  it('writes base 66, most significant digit first', () => {
    const cases: [number, string][] = [
      [0, '0'],
      [9, '9'],
      [10, 'A'],
      [35, 'Z'],
      [36, 'a'],
      [61, 'z'],
      [62, '-'],
      [63, '_'],
      [64, '.'],
      [65, '~'],
      [66, '10'],
      [67, '11'],
      [66 * 66 - 1, '~~'],
      [66 * 66, '100'],
      [1234567, '4JRb'],
    ];
    for (const [n, id] of cases) {
      assert.equal(encodeId(n), id, String(n));
      assert.equal(decodeId(id), n, id);
    }
  });

  it('refuses numbers that have no id', () => {
    for (const n of [-1, 1.5, NaN, Infinity, Number.MAX_SAFE_INTEGER + 1]) assert.throws(() => encodeId(n), RangeError);
  });
});

describe('decodeId', () => {
  it('returns null for anything encodeId would not produce', () => {
    const bad = ['', '00', '01', '0A', '0~', ' 1', '1 ', '+1', '/', '%', '=', 'Ä', '1😀', '😀', 'A\u0000', '!'];
    for (const id of bad) assert.equal(decodeId(id), null, JSON.stringify(id));
  });

  it('stops at Number.MAX_SAFE_INTEGER', () => {
    const max = encodeId(Number.MAX_SAFE_INTEGER);
    assert.equal(decodeId(max), Number.MAX_SAFE_INTEGER);
    // The next value up, spelled out in base 66 with BigInt.
    let next = BigInt(Number.MAX_SAFE_INTEGER) + 1n;
    let id = '';
    while (next > 0n) {
      id = ID_ALPHABET[Number(next % 66n)] + id;
      next /= 66n;
    }
    assert.equal(decodeId(id), null);
    assert.equal(decodeId('~~~~~~~~~'), null);
    assert.equal(decodeId('~'.repeat(40)), null);
  });

  it('round-trips many values, small and large', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const values = new Set<number>();
    for (let n = 0; n < 5000; n++) values.add(n);
    for (let p = 1; p < 9; p++) {
      const power = 66 ** p;
      for (const n of [power - 1, power, power + 1]) if (Number.isSafeInteger(n)) values.add(n);
    }
    for (let i = 0; i < 20000; i++) values.add(Math.floor(random() * random() * Number.MAX_SAFE_INTEGER));
    for (let i = 0; i < 100; i++) values.add(Number.MAX_SAFE_INTEGER - i);
    for (const n of values) {
      const id = encodeId(n);
      assert.equal(decodeId(id), n, `${n} -> ${id}`);
    }
  });
});
