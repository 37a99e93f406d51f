import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { InvalidValueError } from '../../src/core/errors.ts';
import type { ValueReason } from '../../src/core/fields/problems.ts';
import {
  addDecimals,
  compareDecimals,
  isDecimal,
  multiplyDecimal,
  parseDecimal,
  roundDecimal,
  roundDecimalCanonical,
  sumDecimals,
} from '../../src/core/values/decimal.ts';
import { formatMoney, isMoney, parseMoney } from '../../src/core/values/money.ts';

const invalid = (reason: ValueReason) => (err: unknown) => err instanceof InvalidValueError && err.problem.reason === reason;

describe('decimal', () => {
  it('parses to the canonical spelling', () => {
    const cases: [string, string][] = [
      ['0', '0'],
      ['-0', '0'],
      ['+0.000', '0'],
      ['100', '100'],
      ['100.0000', '100'],
      ['007.10', '7.1'],
      ['+5', '5'],
      ['-0.25', '-0.25'],
      ['12345678901234567890.123456789', '12345678901234567890.123456789'],
    ];
    for (const [input, expected] of cases) assert.equal(parseDecimal(input), expected, input);
  });

  it('rejects anything but a plain decimal string, including "1." and ".5"', () => {
    const bad: unknown[] = ['', ' ', ' 1', '1 ', '1.', '.5', '-.5', '1e3', '1E-2', '0x10', '1,5', '1.2.3', '--1', '+-1', 'NaN',
      'Infinity', '١٢', '1_000', 12, 1.5, null, undefined, {}, [], 10n];
    for (const input of bad) {
      assert.throws(() => parseDecimal(input), invalid('not_a_decimal'), String(input));
      assert.equal(isDecimal(input), false);
    }
  });

  it('rounds half away from zero to a fixed number of places', () => {
    const cases: [string, number, string][] = [
      ['1.005', 2, '1.01'],
      ['-1.005', 2, '-1.01'],
      ['1.00499999', 2, '1.00'],
      ['-1.00499999', 2, '-1.00'],
      ['2.5', 0, '3'],
      ['-2.5', 0, '-3'],
      ['2.4', 0, '2'],
      ['0.995', 2, '1.00'],
      ['-0.004', 2, '0.00'],
      ['-0.005', 2, '-0.01'],
      ['12.5', 4, '12.5000'],
      ['7', 3, '7.000'],
      ['99.99999', 4, '100.0000'],
      // Nothing but zeros rounded away: spelt from the digits.
      ['-0.00', 2, '0.00'],
      ['-0.0000', 2, '0.00'],
      ['-000.10', 2, '-0.10'],
      ['0012.3400', 2, '12.34'],
      ['+5', 2, '5.00'],
      ['12345678901234567890.9900', 2, '12345678901234567890.99'],
    ];
    for (const [input, places, expected] of cases) assert.equal(roundDecimal(input, places), expected, `${input} @${places}`);
    assert.equal(roundDecimalCanonical('2.50001', 4), '2.5');
    assert.equal(roundDecimalCanonical('-0.00004', 4), '0');
    assert.equal(roundDecimalCanonical('-0.10', 4), '-0.1');
    assert.equal(roundDecimalCanonical('-0.000', 4), '0');
    assert.equal(roundDecimalCanonical('0100.00000', 4), '100');
  });

  it('rejects invalid place counts as a programming error', () => {
    assert.throws(() => roundDecimal('1', -1), RangeError);
    assert.throws(() => roundDecimal('1', 1.5), RangeError);
  });

  it('multiplies exactly', () => {
    assert.equal(multiplyDecimal('8', '0.0254'), '0.2032');
    assert.equal(multiplyDecimal('0.1', '0.2'), '0.02');
    assert.equal(multiplyDecimal('-1.5', '1.5'), '-2.25');
    assert.equal(multiplyDecimal('-1.5', '-2'), '3');
    assert.equal(multiplyDecimal('123456789.123456789', '1000'), '123456789123.456789');
    assert.equal(multiplyDecimal('0', '28.349523125'), '0');
  });

  it('adds and sums exactly', () => {
    assert.equal(addDecimals('0.1', '0.2'), '0.3');
    assert.equal(addDecimals('100.0000', '-100'), '0');
    assert.equal(addDecimals('-1.25', '0.5'), '-0.75');
    assert.equal(sumDecimals([]), '0');
    assert.equal(sumDecimals(['0.1', '0.1', '0.1']), '0.3');
    assert.equal(sumDecimals(new Set(['12.5', '0.0001', '1000'])), '1012.5001');
    assert.throws(() => sumDecimals(['1', 'x']), InvalidValueError);
  });

  it('compares', () => {
    assert.equal(compareDecimals('1.50', '1.5'), 0);
    assert.equal(compareDecimals('-0', '0'), 0);
    assert.equal(compareDecimals('-2', '1'), -1);
    assert.equal(compareDecimals('0.0001', '0'), 1);
    assert.equal(compareDecimals('10', '9.99999'), 1);
  });
});

describe('parseMoney', () => {
  it('parses amount and currency', () => {
    const cases: [string, string, string][] = [
      ['12.50 USD', '12.5', 'USD'],
      ['100 EUR', '100', 'EUR'],
      ['5 usd', '5', 'USD'],
      ['5 uSd', '5', 'USD'],
      ['  7.25 GBP \n', '7.25', 'GBP'],
      ['-3.5 USD', '-3.5', 'USD'],
      ['+3 USD', '3', 'USD'],
      ['0 JPY', '0', 'JPY'],
      ['-0 USD', '0', 'USD'],
      ['12.3456 USD', '12.3456', 'USD'],
      ['12.34567 USD', '12.3457', 'USD'],
      ['12.34565 USD', '12.3457', 'USD'],
      ['-12.34565 USD', '-12.3457', 'USD'],
      ['12.34564999 USD', '12.3456', 'USD'],
      ['0.00004 USD', '0', 'USD'],
      ['9999999999999.99999 USD', '10000000000000', 'USD'],
    ];
    for (const [input, amount, currency] of cases) {
      assert.deepEqual(parseMoney(input), { amount, currency }, input);
      assert.equal(isMoney(input), true, input);
    }
  });

  it('rejects everything else with the money message', () => {
    const bad: unknown[] = [
      '', '   ', '12', '12.50', 'USD', '12.50USD', '12.50  USD', '12.50\tUSD', 'USD 12.50', '12.50 US', '12.50 USDT',
      '12.50 U5D', '12.50 ÜSD', 'twelve USD', '1e3 USD', '1E2 USD', '1. USD', '.5 USD', '1,50 USD', '1 000 USD',
      '$12.50', '12.50 USD extra', '- 5 USD', 'NaN USD', 'Infinity USD',
      12.5, 0, null, undefined, true, {}, { amount: '1', currency: 'USD' }, ['1 USD'],
    ];
    for (const input of bad) {
      assert.throws(() => parseMoney(input), invalid('not_money'), JSON.stringify(input));
      assert.equal(isMoney(input), false, JSON.stringify(input));
    }
  });
});

describe('formatMoney', () => {
  it('formats with two decimals, rounding half-up', () => {
    assert.equal(formatMoney('100', 'USD'), '100.00 USD');
    assert.equal(formatMoney('12.345', 'EUR'), '12.35 EUR');
    assert.equal(formatMoney('12.344', 'EUR'), '12.34 EUR');
    assert.equal(formatMoney('-0.005', 'USD'), '-0.01 USD');
    assert.equal(formatMoney('-0.004', 'USD'), '0.00 USD');
    assert.equal(formatMoney('-12.5', 'USD'), '-12.50 USD');
    assert.equal(formatMoney('0', 'JPY'), '0.00 JPY');
  });

  it('accepts PostgreSQL numeric spellings', () => {
    assert.equal(formatMoney('100.0000', 'USD'), '100.00 USD');
    assert.equal(formatMoney('12.5', 'USD'), '12.50 USD');
    assert.equal(formatMoney('12.3450', 'USD'), '12.35 USD');
    assert.equal(formatMoney('-7.1250', 'USD'), '-7.13 USD');
  });

  it('round-trips parsed values', () => {
    const { amount, currency } = parseMoney('19.999 usd');
    assert.equal(formatMoney(amount, currency), '20.00 USD');
  });
});
