/**
 * v2's spelling of field values (src/wire/values.ts): parsed into the typed values commands carry, a value it
 * cannot read refused in its place (RefusedValue), everything else as it came.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RefusedValue } from '../../src/core/fields/index.ts';
import { ORDER_SHAPE } from '../../src/catalogue/order.ts';
import { BOX_SHAPE } from '../../src/catalogue/box.ts';
import { ITEM_SHAPE } from '../../src/catalogue/item.ts';
import { parseValues } from '../../src/wire/values.ts';

describe("v2's spelling", () => {
  it('reads weights, lengths, money, moments and flags as typed values', () => {
    assert.deepEqual(parseValues(BOX_SHAPE, {
      weight: '1 lbs', length: '8 in', ship_cost: '12.50 usd', delivered_at: '2018-03-30', saturday_delivery: false, description: 'x',
    }), {
      weight: { grams: '453.59237' }, length: { metres: '0.2032' }, ship_cost: { amount: '12.5', currency: 'USD' },
      delivered_at: '2018-03-30T00:00:00.000000Z', saturday_delivery: false, description: 'x',
    });
    assert.deepEqual(parseValues(ITEM_SHAPE, { joint_production: 'yes', quantity: 2 }), { joint_production: true, quantity: 2 });
  });

  it("parses an order's nested objects as their own shapes, and keeps nulls, unknown keys and custom fields as they came", () => {
    const parsed = parseValues(ORDER_SHAPE, {
      primary_id: 'A-1', ordered_at: '2018-03-30T12:00:00+02:00', source: { retrieved_at: '2018-03-30T00:00:00Z', id: 7 },
      billing: { total: '1 EUR', bill_to: null }, shipping: { ship_cost: null, ship_to: { city: 'Paris' } },
      custom_fields: { weight: { value: '1 kg' } },
    });
    assert.deepEqual(parsed, {
      primary_id: 'A-1', ordered_at: '2018-03-30T10:00:00.000000Z', source: { retrieved_at: '2018-03-30T00:00:00.000000Z', id: 7 },
      billing: { total: { amount: '1', currency: 'EUR' }, bill_to: null }, shipping: { ship_cost: null, ship_to: { city: 'Paris' } },
      custom_fields: { weight: { value: '1 kg' } },
    });
  });

  it('refuses what it cannot read in the value\'s place, with the problem v2\'s check found', () => {
    const parsed = parseValues(ITEM_SHAPE, { unit_weight: 'heavy', net_cost_begin_date: 'soon', unit_price: '-1 EUR' });
    assert.deepEqual(parsed.unit_weight, new RefusedValue({ reason: 'not_a_weight' }));
    assert.deepEqual(parsed.net_cost_begin_date, new RefusedValue({ reason: 'not_a_date_time' }));
    assert.deepEqual(parsed.unit_price, { amount: '-1', currency: 'EUR' });
    assert.deepEqual(parseValues(ITEM_SHAPE, { unit_weight: '-1 g' }).unit_weight, new RefusedValue({ reason: 'negative' }));
  });

  it('copies a "__proto__" key as an own key, never as the prototype', () => {
    const parsed = parseValues(ITEM_SHAPE, JSON.parse('{"__proto__": {"polluted": 1}, "quantity": 1}'));
    assert.equal(Object.getPrototypeOf(parsed), Object.prototype);
    assert.ok(Object.hasOwn(parsed, '__proto__'));
  });
});
