import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FULL, TEXT_FIELDS, count, create, useProductsWorld, world } from './support.ts';

describe('products', () => {
  useProductsWorld();

  it('creates a product with every item field and source, showing normalised values', async () => {
    const org = await world.createOrg();
    const res = await create(org, FULL);
    assert.equal(res.statusCode, 201);
    const p = res.json();
    assert.match(p.url, new RegExp(`^/api/v2/orgs/${org.pk}/products/[0-9A-Za-z_.~-]+/$`));
    assert.equal(p.quantity, 3);
    assert.equal(p.kind, 'goods');
    assert.deepEqual(p.custom_fields, {
      HTSUS: { value: '12.5', type: 'text/plain', encoding: null },
      logo: { value: 'aGVsbG8=', type: 'image/png', encoding: 'base64' },
    });
    assert.equal(p.unit_price, '12.50 USD');
    assert.equal(p.unit_weight, '453.5924 g');
    assert.equal(p.joint_production, true);
    assert.equal(p.net_cost_begin_date, '2023-12-31T22:00:00Z');
    assert.equal(p.net_cost_end_date, '2024-12-31T23:59:59.500000Z');
    for (const field of TEXT_FIELDS) assert.equal(p[field], (FULL as Record<string, unknown>)[field], field);
    assert.equal(p.source.account, 'shop@example.test');
    assert.equal(p.source.channel, 'shopify');
    assert.equal(p.source.id, '12345');
    assert.equal(p.source.name, 'Shopify');
    assert.equal(p.source.retrieved_at, '2024-05-01T12:00:00Z');
    assert.equal(p.source.updated_at, p.created_at);
    assert.notEqual(p.created_at, '2000-01-01T00:00:00Z');
    assert.equal(p.updated_at, p.created_at);
    assert.deepEqual(Object.keys(p.source).sort(), ['account', 'channel', 'id', 'name', 'retrieved_at', 'updated_at']);

    const got = await world.request('GET', p.url, { token: org.token });
    assert.equal(got.statusCode, 200);
    assert.deepEqual(got.json(), p);
  });

  it('needs only kind: quantity defaults to 1 and everything else is empty', async () => {
    const org = await world.createOrg();
    const res = await create(org, { kind: 'discount' });
    assert.equal(res.statusCode, 201);
    const p = res.json();
    assert.equal(p.kind, 'discount');
    assert.equal(p.quantity, 1);
    assert.deepEqual(p.custom_fields, {});
    for (const field of [...TEXT_FIELDS, 'unit_price', 'unit_weight', 'joint_production', 'net_cost_begin_date', 'net_cost_end_date']) {
      assert.equal(p[field], null, field);
    }
    assert.deepEqual(p.source, { account: null, channel: null, id: null, name: null, retrieved_at: null, updated_at: null });
    for (const kind of ['goods', 'tax', 'adjustment']) assert.equal((await create(org, { kind, quantity: 0 })).json().quantity, 0);
  });

  it('accepts joint_production as a boolean or "true"/"false"/"yes"/"no"', async () => {
    const org = await world.createOrg();
    const cases: [unknown, boolean | null][] = [[true, true], [false, false], ['true', true], ['false', false], ['yes', true], ['no', false], [null, null]];
    for (const [sent, shown] of cases) {
      const res = await create(org, { kind: 'goods', joint_production: sent });
      assert.equal(res.statusCode, 201, JSON.stringify(sent));
      assert.equal(res.json().joint_production, shown, JSON.stringify(sent));
    }
  });

  it('rejects bad create bodies with 400 naming the field and writes nothing', async () => {
    const org = await world.createOrg();
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'kind'],
      [{ kind: null }, 'kind'],
      [{ kind: 'gift' }, 'kind'],
      [{ kind: 'Goods' }, 'kind'],
      [{ kind: 1 }, 'kind'],
      [{ quantity: -1 }, 'quantity'],
      [{ quantity: 1.5 }, 'quantity'],
      [{ quantity: 'three' }, 'quantity'],
      [{ quantity: null }, 'quantity'],
      [{ quantity: 2_147_483_648 }, 'quantity'],
      [{ custom_fields: 'x' }, 'custom_fields'],
      [{ custom_fields: [] }, 'custom_fields'],
      [{ custom_fields: null }, 'custom_fields'],
      [{ custom_fields: { a: 'x' } }, 'custom_fields.a'],
      [{ custom_fields: { a: { type: 'text/plain' } } }, 'custom_fields.a.value'],
      [{ custom_fields: { a: { value: 1 } } }, 'custom_fields.a.value'],
      [{ custom_fields: { a: { value: 'not base64!', encoding: 'base64' } } }, 'custom_fields.a.value'],
      [{ custom_fields: { a: { value: 'x', encoding: 'gzip' } } }, 'custom_fields.a.encoding'],
      [{ custom_fields: { a: { value: 'x', type: 'plain' } } }, 'custom_fields.a.type'],
      [{ custom_fields: { 'a/b': { value: 'x' } } }, 'custom_fields'],
      [{ unit_price: '12.5' }, 'unit_price'],
      [{ unit_price: 12.5 }, 'unit_price'],
      [{ unit_price: '12.5 dollars' }, 'unit_price'],
      [{ unit_price: 'abc USD' }, 'unit_price'],
      [{ unit_price: '1e3 USD' }, 'unit_price'],
      [{ unit_weight: '1 m' }, 'unit_weight'],
      [{ unit_weight: 5 }, 'unit_weight'],
      [{ unit_weight: '-1 g' }, 'unit_weight'],
      [{ joint_production: 'maybe' }, 'joint_production'],
      [{ joint_production: 'Yes' }, 'joint_production'],
      [{ joint_production: 1 }, 'joint_production'],
      [{ net_cost_begin_date: 'yesterday' }, 'net_cost_begin_date'],
      [{ net_cost_begin_date: '2024-13-01' }, 'net_cost_begin_date'],
      [{ net_cost_end_date: 20240101 }, 'net_cost_end_date'],
      [{ net_cost_end_date: '2024-02-30T00:00:00Z' }, 'net_cost_end_date'],
      [{ description: 'x'.repeat(10_001) }, 'description'],
      [{ image_link: 'x'.repeat(2049) }, 'image_link'],
      [{ part_number: 'x'.repeat(256) }, 'part_number'],
      [{ source: 'shopify' }, 'source'],
      [{ source: { account: 5 } }, 'source.account'],
      [{ source: { id: true } }, 'source.id'],
      [{ source: { id: 1.5 } }, 'source.id'],
      [{ source: { retrieved_at: 'now' } }, 'source.retrieved_at'],
      ...TEXT_FIELDS.map((field): [Record<string, unknown>, string] => [{ [field]: 5 }, field]),
      ...TEXT_FIELDS.map((field): [Record<string, unknown>, string] => [{ [field]: { text: 'x' } }, field]),
    ];
    for (const [fields, field] of cases) {
      const body = 'kind' in fields || field === 'kind' ? fields : { kind: 'goods', ...fields };
      const res = await create(org, body);
      const label = JSON.stringify(body).slice(0, 100);
      assert.equal(res.statusCode, 400, label);
      assert.equal(res.headers['content-type'], 'application/problem+json; charset=utf-8');
      const problem = res.json();
      assert.equal(problem.code, 'validation_failed', label);
      assert.ok(problem.errors[field], `errors.${field} for ${label}: ${JSON.stringify(problem.errors)}`);
    }
    assert.equal(await count(org), 0);
  });
});
