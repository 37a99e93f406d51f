/**
 * The seam for a second interface over the same rows: the legacy v1 shape (resource_uri, money in `charges`,
 * weights in grams and lengths in metres as plain decimal strings, datetimes with +00:00) is the v1 Format and
 * `v1Writer` of src/v1/shape.ts around fieldWriter, reading the same catalogue as v2. This test renders rows
 * written through v2 with the shipped v1 writer, and finds the same values in what the v1 API answers.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { selectListSql } from '../../src/core/fields/index.ts';
import { ITEM_FIELDS } from '../../src/catalogue/item.ts';
import { BOX_FIELDS } from '../../src/catalogue/box.ts';
import { v1Writer } from '../../src/v1/shape.ts';
import { createWorld, type TestWorld } from '../support/app.ts';

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
    const item = (await world.db.one<Record<string, unknown>>(sql`SELECT id, ${selectListSql(ITEM_FIELDS)}, created_at, updated_at FROM items`))!;
    const v1Item = v1Writer(ITEM_FIELDS, 'items')(item);
    assert.equal(v1Item.resource_uri, `/api/v1/items/${item.id}/`);
    assert.deepEqual(v1Item.charges, { unit_price: '12.50', currency_code: 'USD' });
    assert.equal(v1Item.unit_weight, '453.5924');
    assert.equal(v1Item.net_cost_begin_date, '2024-01-02T03:04:05+00:00');
    assert.equal(v1Item.quantity, 2);
    assert.equal('unit_price' in v1Item, false);
    assert.match(String(v1Item.created_at), /\+00:00$/);

    const fromApi = (await world.request('GET', `/api/v1/items/${item.id}/`, { token: org.token })).json();
    for (const key of ['resource_uri', 'charges', 'unit_weight', 'net_cost_begin_date', 'quantity', 'created_at', 'updated_at']) {
      assert.deepEqual(fromApi[key], v1Item[key], `the v1 API's item shows ${key} as the writer does`);
    }

    const box = (await world.db.one<Record<string, unknown>>(sql`SELECT id, ${selectListSql(BOX_FIELDS)}, created_at, updated_at FROM boxes`))!;
    const v1Box = v1Writer(BOX_FIELDS, 'boxes')(box);
    assert.equal(v1Box.length, '0.2032');
    assert.equal(v1Box.weight, '453.5924');
    assert.deepEqual(v1Box.charges, { ship_cost: null, insured_value: '10.00', declared_value: null, cod_value: null, currency_code: 'USD' });
    const boxFromApi = (await world.request('GET', `/api/v1/boxes/${box.id}/`, { token: org.token })).json();
    for (const key of ['resource_uri', 'length', 'weight']) assert.deepEqual(boxFromApi[key], v1Box[key], `the v1 API's box shows ${key} as the writer does`);
    assert.equal(boxFromApi.charges.insured_value, '10.00');
  });
});
