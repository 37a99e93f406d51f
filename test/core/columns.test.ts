/**
 * Column values from field specs (src/core/fields/columns.ts). A full write of a new row of a row set leaves out
 * the fields it would write as null (their column's default is null), and still writes defaults and custom fields.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TypedValue } from '../../src/core/sql.ts';
import { FieldRulesRefusal, RefusedValue, columnsOf, type ValueProblems } from '../../src/core/fields/index.ts';
import { BOX_FIELDS } from '../../src/catalogue/box.ts';
import { ITEM_FIELDS } from '../../src/catalogue/item.ts';
import { PACKAGING_FIELDS } from '../../src/catalogue/packaging.ts';

const valuesOf = (columns: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(columns).map(([name, v]) => [name, (v as TypedValue).value]));

describe('columns of a body', () => {
  const body = { part_number: 'P-1', unit_price: { amount: '9.99', currency: 'USD' }, description: null };

  it('a full write writes every field, the omitted ones as their default or null', () => {
    const columns = valuesOf(columnsOf(ITEM_FIELDS, body, { full: true }));
    assert.equal(columns.part_number, 'P-1');
    assert.equal(columns.quantity, 1);
    assert.equal(columns.kind, 'goods');
    assert.equal(columns.unit_price_amount, '9.99');
    assert.ok('description' in columns && columns.description === null);
    assert.ok('pick_location' in columns && columns.pick_location === null);
  });

  it('a full write of a new row leaves out what would be null, and writes defaults and custom fields', () => {
    const columns = valuesOf(columnsOf(ITEM_FIELDS, body, { full: true, newRow: true }));
    const full = valuesOf(columnsOf(ITEM_FIELDS, body, { full: true }));
    const notNull = Object.fromEntries(Object.entries(full).filter(([, v]) => v !== null));
    assert.deepEqual(columns, notNull);
    assert.deepEqual(Object.keys(columns).sort(), ['custom_fields', 'kind', 'part_number', 'quantity', 'unit_price_amount', 'unit_price_currency']);
    assert.equal(columns.custom_fields, '{}');
  });

  it('a partial write writes only the fields present, nulls included, whatever newRow says', () => {
    for (const newRow of [false, true]) {
      const columns = valuesOf(columnsOf(ITEM_FIELDS, body, { full: false, newRow }));
      assert.deepEqual(Object.keys(columns).sort(), ['description', 'part_number', 'unit_price_amount', 'unit_price_currency']);
      assert.equal(columns.description, null);
    }
  });

  it('names the columns in the fields\' order whatever the order of the body\'s keys (the same fields make the same statement)', () => {
    const reversed = Object.fromEntries(Object.entries(body).reverse());
    for (const opts of [{ full: true }, { full: true, newRow: true }, { full: false }]) {
      assert.deepEqual(Object.keys(columnsOf(ITEM_FIELDS, reversed, opts)), Object.keys(columnsOf(ITEM_FIELDS, body, opts)));
    }
  });

  it('reads a field by an alias, and by its key when both are sent', () => {
    for (const opts of [{ full: true }, { full: true, newRow: true }, { full: false }]) {
      assert.equal(valuesOf(columnsOf(PACKAGING_FIELDS, { packaging_type: 'crate' }, opts)).package_type, 'crate');
      assert.equal(valuesOf(columnsOf(PACKAGING_FIELDS, { packaging_type: 'crate', package_type: 'box' }, opts)).package_type, 'box');
      assert.equal(valuesOf(columnsOf(PACKAGING_FIELDS, { package_type: 'box', packaging_type: 'crate' }, opts)).package_type, 'box');
    }
  });

  it('a new row without a body writes only defaults and custom fields', () => {
    assert.deepEqual(Object.keys(columnsOf(ITEM_FIELDS, null, { full: true, newRow: true })).sort(), ['custom_fields', 'kind', 'quantity']);
    assert.deepEqual(columnsOf(ITEM_FIELDS, null, { full: false }), {});
  });
});

describe('binding typed values', () => {
  it('binds grams, metres, money, instants and flags as their columns', () => {
    const columns = valuesOf(columnsOf(BOX_FIELDS, {
      weight: { grams: '453.59237' }, length: { metres: '0.2032' }, ship_cost: { amount: '-3.5', currency: 'EUR' },
      delivered_at: new Date('2024-05-01T10:00:00.123Z'), saturday_delivery: true,
    }, { full: false }));
    assert.deepEqual(columns, {
      length: '0.2032', weight: '453.59237', ship_cost_amount: '-3.5', ship_cost_currency: 'EUR',
      saturday_delivery: true, delivered_at: '2024-05-01T10:00:00.123Z',
    });
    assert.equal(valuesOf(columnsOf(BOX_FIELDS, { delivered_at: '2024-05-01T10:00:00.000001Z' }, { full: false })).delivered_at, '2024-05-01T10:00:00.000001Z');
    assert.equal(valuesOf(columnsOf(ITEM_FIELDS, { joint_production: false }, { full: false })).joint_production, false);
  });

  it('refuses a view\'s spelling in place of a typed value, naming the field, whoever built the values', () => {
    const errors: ValueProblems = {};
    columnsOf(BOX_FIELDS, {
      weight: '500 g', length: 0.2, ship_cost: '3 USD', delivered_at: '2024-05-01', saturday_delivery: 'yes',
    }, { full: false, path: 'boxes[0]', errors });
    assert.deepEqual(errors, {
      'boxes[0].length': [{ reason: 'not_a_length' }],
      'boxes[0].weight': [{ reason: 'not_a_weight' }],
      'boxes[0].ship_cost': [{ reason: 'not_money' }],
      'boxes[0].saturday_delivery': [{ reason: 'not_true_or_false' }],
      'boxes[0].delivered_at': [{ reason: 'not_a_date_time' }],
    });
    assert.throws(() => columnsOf(BOX_FIELDS, { ship_cost: { amount: '1.23456', currency: 'USD' } }, { full: false }), /ship_cost/);
    assert.throws(() => columnsOf(BOX_FIELDS, { ship_cost: { amount: '1', currency: 'usd' } }, { full: false }), /ship_cost/);
    assert.throws(() => columnsOf(BOX_FIELDS, { delivered_at: new Date(Number.NaN) }, { full: false }), /delivered_at/);
  });

  it('reports a value its view refused where the field is, in the fields\' order, with the view\'s words', () => {
    const errors: ValueProblems = {};
    columnsOf(ITEM_FIELDS, { unit_weight: new RefusedValue('must weigh something'), quantity: 1.5 }, { full: false, path: 'items[0]', errors });
    assert.deepEqual(Object.entries(errors), [
      ['items[0].quantity', [{ reason: 'not_a_whole_number', values: { min: 0, max: 2147483647 } }]],
      ['items[0].unit_weight', [{ reason: 'view_refused', values: { detail: 'must weigh something' } }]],
    ]);
    assert.throws(() => columnsOf(ITEM_FIELDS, { custom_fields: new RefusedValue('no') }, { full: false }),
      (err) => err instanceof FieldRulesRefusal && assert.deepEqual(err.refusal.errors, { custom_fields: [{ reason: 'view_refused', values: { detail: 'no' } }] }) === undefined);
  });
});
