/**
 * The seam for a second interface over the same rows: the legacy v1 shape (resource_uri, money in `charges`,
 * weights in grams and lengths in metres as plain decimal strings, datetimes with +00:00) is a Format and a
 * few lines around fieldWriter, reading the same catalogue as v2. This test renderer shows how small it is.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { fieldWriter, selectListSql, textReader, V2_FORMAT, type Format } from '../../src/core/fields/index.ts';
import { ITEM_FIELDS } from '../../src/catalogue/item.ts';
import { BOX_FIELDS } from '../../src/catalogue/box.ts';
import { formatDateTimeV1 } from '../../src/core/values/datetime.ts';
import { roundDecimal } from '../../src/core/values/decimal.ts';
import { createWorld, type TestWorld } from '../support/app.ts';

const V1_FORMAT: Format = {
  ...V2_FORMAT,
  weight: textReader((grams) => roundDecimal(grams, 4)),
  length: textReader((metres) => roundDecimal(metres, 4)),
  datetime: textReader(formatDateTimeV1),
  money: (column) => textReader((amount) => roundDecimal(amount, 2))(`${column}_amount`),
};

/** A v1 record: plain fields at the top, money in `charges`. */
function v1Writer(specs: typeof ITEM_FIELDS, resource: string) {
  const plain = fieldWriter(specs.filter((s) => s.kind !== 'money'), {}, V1_FORMAT);
  const charges = fieldWriter(specs.filter((s) => s.kind === 'money'), {}, V1_FORMAT);
  return (row: Record<string, unknown>) =>
    plain(row, { id: Number(row.id), resource_uri: `/api/v1/${resource}/${row.id}/`, charges: charges(row, {}) } as Record<string, unknown>);
}

describe('a second renderer over the same catalogue', () => {
  let world: TestWorld;
  before(async () => { world = await createWorld(); });
  after(async () => { await world.close(); });

  it('renders a box and an item written through v2 in the v1 shape', async () => {
    const org = await world.createOrg('Acme');
    const created = await world.request('POST', `${org.url}orders/`, {
      token: org.token,
      body: {
        primary_id: 'V1-1',
        boxes: [{ length: '8 in', weight: '1 lbs', insured_value: '10 USD', items: [{ quantity: 2, unit_price: '12.5 USD', unit_weight: '1 lbs', net_cost_begin_date: '2024-01-02T03:04:05Z' }] }],
      },
    });
    assert.equal(created.statusCode, 201, created.body);
    const item = (await world.db.one<Record<string, unknown>>(sql`SELECT id, ${selectListSql(ITEM_FIELDS)} FROM items`))!;
    const v1Item = v1Writer(ITEM_FIELDS, 'items')(item);
    assert.equal(v1Item.resource_uri, `/api/v1/items/${item.id}/`);
    assert.deepEqual(v1Item.charges, { unit_price: '12.50' });
    assert.equal(v1Item.unit_weight, '453.5924');
    assert.equal(v1Item.net_cost_begin_date, '2024-01-02T03:04:05+00:00');
    assert.equal(v1Item.quantity, 2);
    assert.equal('unit_price' in v1Item, false);

    const box = (await world.db.one<Record<string, unknown>>(sql`SELECT id, ${selectListSql(BOX_FIELDS)} FROM boxes`))!;
    const v1Box = v1Writer(BOX_FIELDS, 'boxes')(box);
    assert.equal(v1Box.length, '0.2032');
    assert.equal(v1Box.weight, '453.5924');
    assert.deepEqual(v1Box.charges, { ship_cost: null, insured_value: '10.00', declared_value: null, cod_value: null });
  });
});
