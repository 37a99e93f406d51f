import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import { FULL, create, patch, useProductsWorld, world } from './support.ts';

describe('products', () => {
  useProductsWorld();

  it('updates partially: omitted fields stay, null clears, custom fields merge by name', async () => {
    const org = await world.createOrg();
    const created = (await create(org, FULL)).json();
    await world.db.rows(sql`UPDATE products SET updated_at = '2020-01-01T00:00:00Z' WHERE org_id = ${org.id}`);

    const res = await patch(org, created.url, {
      quantity: 7,
      kind: 'adjustment',
      description: null,
      unit_price: '-3.456 eur',
      unit_weight: '2 oz',
      joint_production: 'no',
      net_cost_begin_date: null,
      isbn: null,
      custom_fields: { logo: null, color: { value: 'blue' }, HTSUS: { value: '15', type: 'text/plain' }, missing: null },
      url: '/ignored/',
      updated_at: '2000-01-01T00:00:00Z',
    });
    assert.equal(res.statusCode, 200);
    const p = res.json();
    assert.equal(p.url, created.url);
    assert.equal(p.quantity, 7);
    assert.equal(p.kind, 'adjustment');
    assert.equal(p.description, null);
    assert.equal(p.unit_price, '-3.46 EUR');
    assert.equal(p.unit_weight, '56.6990 g');
    assert.equal(p.joint_production, false);
    assert.equal(p.net_cost_begin_date, null);
    assert.equal(p.net_cost_end_date, created.net_cost_end_date);
    assert.equal(p.isbn, null);
    assert.equal(p.part_number, 'SKU-1');
    assert.equal(p.ean, created.ean);
    assert.deepEqual(p.custom_fields, {
      HTSUS: { value: '15', type: 'text/plain', encoding: null },
      color: { value: 'blue', type: null, encoding: null },
    });
    assert.deepEqual(p.source, created.source);
    assert.equal(p.created_at, created.created_at);
    assert.ok(p.updated_at > '2020-01-01T00:00:00Z');
    assert.deepEqual((await world.request('GET', created.url, { token: org.token })).json(), p);

    const cleared = await patch(org, created.url, { unit_price: null, unit_weight: null, joint_production: null, custom_fields: { HTSUS: null, color: null } });
    assert.equal(cleared.statusCode, 200);
    assert.equal(cleared.json().unit_price, null);
    assert.equal(cleared.json().unit_weight, null);
    assert.equal(cleared.json().joint_production, null);
    assert.deepEqual(cleared.json().custom_fields, {});

    const empty = await patch(org, created.url, {});
    assert.equal(empty.statusCode, 200);
    assert.equal(empty.json().quantity, 7);
  });

  it('keeps source.updated_at until a source value changes', async () => {
    const org = await world.createOrg();
    const created = (await create(org, { kind: 'goods', source: { channel: 'shopify', id: 'A1' } })).json();
    assert.equal(created.source.updated_at, created.created_at);
    const old = '2020-01-01T00:00:00Z';
    const resetSourceTime = () => world.db.rows(sql`UPDATE products SET source_updated_at = ${old}::timestamptz WHERE org_id = ${org.id}`);
    await resetSourceTime();

    const other = await patch(org, created.url, { part_number: 'X' });
    assert.equal(other.json().source.updated_at, old);
    const same = await patch(org, created.url, { source: { channel: 'shopify', id: 'A1', updated_at: '2030-01-01T00:00:00Z' } });
    assert.equal(same.statusCode, 200);
    assert.equal(same.json().source.updated_at, old);

    const changed = (await patch(org, created.url, { source: { name: 'Shopify', retrieved_at: '2024-05-01T14:00:00+02:00' } })).json();
    assert.deepEqual({ ...changed.source, updated_at: undefined }, {
      account: null, channel: 'shopify', id: 'A1', name: 'Shopify', retrieved_at: '2024-05-01T12:00:00Z', updated_at: undefined,
    });
    assert.ok(changed.source.updated_at > old);

    await resetSourceTime();
    const sameTime = await patch(org, created.url, { source: { retrieved_at: '2024-05-01T12:00:00.000Z' } });
    assert.equal(sameTime.json().source.updated_at, old);

    const removed = (await patch(org, created.url, { source: null })).json();
    assert.equal(removed.source.channel, null);
    assert.equal(removed.source.id, null);
    assert.equal(removed.source.retrieved_at, null);
    assert.ok(removed.source.updated_at > old);
  });

  it('rejects bad PATCH bodies with 400 naming the field and changes nothing', async () => {
    const org = await world.createOrg();
    const created = (await create(org, FULL)).json();
    const cases: [Record<string, unknown>, string][] = [
      [{ quantity: null }, 'quantity'],
      [{ quantity: -5 }, 'quantity'],
      [{ kind: null }, 'kind'],
      [{ kind: 'refund' }, 'kind'],
      [{ custom_fields: null }, 'custom_fields'],
      [{ custom_fields: { HTSUS: { value: 3 } }, part_number: 'changed' }, 'custom_fields.HTSUS.value'],
      [{ unit_price: '5 EURO' }, 'unit_price'],
      [{ unit_weight: 'heavy' }, 'unit_weight'],
      [{ joint_production: 'y' }, 'joint_production'],
      [{ net_cost_end_date: '31/12/2024' }, 'net_cost_end_date'],
      [{ ean: 4006381333931 }, 'ean'],
      [{ source: { retrieved_at: 'never' } }, 'source.retrieved_at'],
      [{ source: [] }, 'source'],
    ];
    for (const [body, field] of cases) {
      const res = await patch(org, created.url, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.ok(res.json().errors[field], `errors.${field} for ${JSON.stringify(body)}: ${JSON.stringify(res.json().errors)}`);
    }
    assert.deepEqual((await world.request('GET', created.url, { token: org.token })).json(), created);
  });
});
