/**
 * Column values from field specs (src/core/fields/columns.ts). A full write of a new row of a row set leaves out
 * the fields it would write as null (their column's default is null), and still writes defaults and custom fields.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TypedValue } from '../../src/core/sql.ts';
import { columnsOf } from '../../src/core/fields/index.ts';
import { ITEM_FIELDS } from '../../src/catalogue/item.ts';
import { PACKAGING_FIELDS } from '../../src/catalogue/packaging.ts';

const valuesOf = (columns: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(columns).map(([name, v]) => [name, (v as TypedValue).value]));

describe('columns of a body', () => {
  const body = { part_number: 'P-1', unit_price: '9.99 USD', description: null };

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
