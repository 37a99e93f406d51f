import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { InvalidValueError } from '../../src/core/errors.ts';
import type { ValueReason } from '../../src/core/fields/problems.ts';
import { formatLength, isLength, parseLength } from '../../src/core/values/length.ts';
import { formatWeight, isWeight, parseWeight } from '../../src/core/values/weight.ts';
import * as values from '../../src/core/values/index.ts';

const invalid = (reason: ValueReason) => (err: unknown) => err instanceof InvalidValueError && err.problem.reason === reason;

const commonBad: unknown[] = [
  '', '  ', '10', 'cm', '10cm', '10  cm', '10\tcm', 'cm 10', '1e2 cm', '1. cm', '.5 cm', '1,5 cm', 'ten cm', '10 cm cm',
  '10 c m', 'NaN m', 12, 1.5, null, undefined, false, {}, ['10 cm'],
];

describe('parseLength', () => {
  it('converts exactly to metres', () => {
    const cases: [string, string][] = [
      ['8 in', '0.2032'],
      ['10 cm', '0.1'],
      ['1 mm', '0.001'],
      ['1 ft', '0.3048'],
      ['2.5 m', '2.5'],
      ['0 m', '0'],
      ['-0 m', '0'],
      ['12.34 IN', '0.313436'],
      ['3 Ft', '0.9144'],
      ['  7 MM ', '0.007'],
      ['0.0001 mm', '0.0000001'],
      ['1.23456789 in', '0.031358024406'],
      ['+4 cm', '0.04'],
    ];
    for (const [input, metres] of cases) {
      assert.equal(parseLength(input), metres, input);
      assert.equal(isLength(input), true, input);
    }
  });

  it('rejects bad input and unknown units', () => {
    const bad = [...commonBad, '10 km', '10 yd', '10 inch', '10 inches', '10 meters', '10 g', '10 lbs', '10 µm', '10 "'];
    for (const input of bad) {
      assert.throws(() => parseLength(input), invalid('not_a_length'), JSON.stringify(input));
      assert.equal(isLength(input), false, JSON.stringify(input));
    }
  });

  it('rejects negative lengths', () => {
    for (const input of ['-1 cm', '-0.0001 m']) {
      assert.throws(() => parseLength(input), invalid('negative'), input);
      assert.equal(isLength(input), false);
    }
  });

  it('formats metres with four decimals', () => {
    assert.equal(formatLength(parseLength('8 in')), '0.2032 m');
    assert.equal(formatLength(parseLength('10 cm')), '0.1000 m');
    assert.equal(formatLength(parseLength('1.23456789 in')), '0.0314 m');
    assert.equal(formatLength('0.00005'), '0.0001 m');
    assert.equal(formatLength('0.00004999'), '0.0000 m');
    assert.equal(formatLength('2.0000000000'), '2.0000 m');
  });
});

describe('parseWeight', () => {
  it('converts exactly to grams', () => {
    const cases: [string, string][] = [
      ['1 lbs', '453.59237'],
      ['1 lb', '453.59237'],
      ['2 LBS', '907.18474'],
      ['1 oz', '28.349523125'],
      ['16 oz', '453.59237'],
      ['1.5 kg', '1500'],
      ['250 g', '250'],
      ['5 mg', '0.005'],
      ['0 Kg', '0'],
      [' 0.001 OZ ', '0.028349523125'],
    ];
    for (const [input, grams] of cases) {
      assert.equal(parseWeight(input), grams, input);
      assert.equal(isWeight(input), true, input);
    }
  });

  it('rejects bad input and unknown units', () => {
    const bad = [...commonBad, '10 t', '10 pounds', '10 ounces', '10 gram', '10 kgs', '10 m', '10 lbs.', '10 st'];
    for (const input of bad) {
      assert.throws(() => parseWeight(input), invalid('not_a_weight'), JSON.stringify(input));
      assert.equal(isWeight(input), false, JSON.stringify(input));
    }
  });

  it('rejects negative weights', () => {
    assert.throws(() => parseWeight('-1 kg'), invalid('negative'));
    assert.equal(isWeight('-0.5 oz'), false);
  });

  it('formats grams with four decimals', () => {
    assert.equal(formatWeight(parseWeight('1 lbs')), '453.5924 g');
    assert.equal(formatWeight(parseWeight('1 oz')), '28.3495 g');
    assert.equal(formatWeight(parseWeight('1 kg')), '1000.0000 g');
    assert.equal(formatWeight(parseWeight('1 mg')), '0.0010 g');
    assert.equal(formatWeight('453.5924000000'), '453.5924 g');
  });

  it('sums stored weights exactly', () => {
    const total = values.sumDecimals([parseWeight('1 lbs'), parseWeight('1 oz'), parseWeight('0.1 g')]);
    assert.equal(total, '482.041893125');
    assert.equal(formatWeight(total), '482.0419 g');
  });
});

describe('values index', () => {
  it('re-exports every value module', () => {
    for (const name of ['parseMoney', 'formatMoney', 'parseLength', 'parseWeight', 'parseDateTime', 'parseDate', 'roundDecimal']) {
      assert.equal(typeof (values as Record<string, unknown>)[name], 'function', name);
    }
  });
});
