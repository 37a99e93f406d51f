/**
 * A parser of text that remembers what it read (src/core/values/remembered.ts): the validator's check of a value and
 * the view's typing of it read the text once. The answers are those of the parser itself.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { remembered } from '../../src/core/values/remembered.ts';
import { parseDateTime, parseMoney, parseWeight, isWeight } from '../../src/core/values/index.ts';
import { InvalidValueError } from '../../src/core/errors.ts';

describe('a remembered parser', () => {
  it('reads each text once, answers as the parser does, and reads again what did not read', () => {
    const read: unknown[] = [];
    const parse = remembered((input: unknown) => {
      read.push(input);
      if (input === 'bad') throw new InvalidValueError({ reason: 'not_a_decimal' });
      return `parsed ${String(input)}`;
    });
    assert.equal(parse('a'), 'parsed a');
    assert.equal(parse('a'), 'parsed a');
    assert.equal(parse(5), 'parsed 5');
    assert.equal(parse(5), 'parsed 5');
    assert.throws(() => parse('bad'), InvalidValueError);
    assert.throws(() => parse('bad'), InvalidValueError);
    assert.deepEqual(read, ['a', 5, 5, 'bad', 'bad']);
  });

  it('keeps at most 4,096 texts, then starts again', () => {
    let reads = 0;
    const parse = remembered((input: unknown) => ++reads && String(input));
    for (let n = 0; n < 4096; n++) parse(`t${n}`);
    parse('t0');
    assert.equal(reads, 4096);
    parse('t4096');
    parse('t1');
    assert.equal(reads, 4098);
  });

  it('gives each caller its own money, and the values module\'s parsers answer as before', () => {
    const first = parseMoney('12.50 usd');
    first.amount = '0';
    assert.deepEqual(parseMoney('12.50 usd'), { amount: '12.5', currency: 'USD' });
    assert.equal(isWeight('1 lbs'), true);
    assert.equal(parseWeight('1 lbs'), '453.59237');
    assert.equal(isWeight('5 parsecs'), false);
    assert.throws(() => parseWeight('5 parsecs'), InvalidValueError);
    assert.equal(parseDateTime('2018-03-30T14:00:00+02:00'), '2018-03-30T12:00:00.000000Z');
    assert.equal(parseDateTime(' 2018-03-30T14:00:00+02:00 '), '2018-03-30T12:00:00.000000Z');
  });
});
