/**
 * v1's spelling of field values (src/v1/orders/values.ts): bare grams and metres, money as a bare amount in the
 * body's `charges.currency_code`; the same refusals as v2's spelling where the values are alike.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RefusedValue } from '../../src/core/fields/index.ts';
import { parseValue } from '../../src/wire/values.ts';
import { V1_SPELLING, v1Money } from '../../src/v1/orders/values.ts';

describe("v1's spelling", () => {
  it('reads bare numbers as grams and metres, and a value with its unit too', () => {
    assert.deepEqual(parseValue('weight', 500, V1_SPELLING), { grams: '500' });
    assert.deepEqual(parseValue('weight', ' 12.50 ', V1_SPELLING), { grams: '12.5' });
    assert.deepEqual(parseValue('weight', '1.5 kg', V1_SPELLING), { grams: '1500' });
    assert.deepEqual(parseValue('length', '0.25', V1_SPELLING), { metres: '0.25' });
    assert.deepEqual(parseValue('length', '10 cm', V1_SPELLING), { metres: '0.1' });
    assert.equal(parseValue('weight', null, V1_SPELLING), null);
  });

  it('refuses what it cannot read as v2 does', () => {
    assert.deepEqual(parseValue('weight', '5.', V1_SPELLING), new RefusedValue({ reason: 'not_a_weight' }));
    assert.deepEqual(parseValue('weight', -5, V1_SPELLING), new RefusedValue({ reason: 'negative' }));
    assert.deepEqual(v1Money('lots', 'USD'), new RefusedValue({ reason: 'not_money' }));
    assert.deepEqual(v1Money('3', 'U1D'), new RefusedValue({ reason: 'not_money' }));
  });

  it('reads a bare amount in the currency of charges.currency_code, USD without one', () => {
    assert.deepEqual(v1Money(12.5, 'eur'), { amount: '12.5', currency: 'EUR' });
    assert.deepEqual(v1Money('3', undefined), { amount: '3', currency: 'USD' });
    assert.deepEqual(v1Money('4 GBP', 'EUR'), { amount: '4', currency: 'GBP' });
  });
});
