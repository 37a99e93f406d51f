import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { assertRouteSecurity } from '../../support/security.ts';
import { decodeId } from '../../../src/core/ids.ts';

const FULL = {
  quantity: 3,
  kind: 'goods',
  custom_fields: {
    HTSUS: { value: '12.5', type: 'text/plain' },
    logo: { value: 'aGVsbG8=', type: 'image/png', encoding: 'base64' },
    dropped: null,
  },
  part_number: 'SKU-1',
  code: '0042',
  description: 'Blue widget',
  unit_price: '12.5 usd',
  unit_weight: '1 lbs',
  image_link: 'https://example.test/w.png',
  link: 'https://example.test/w',
  pick_location: 'A-01-3',
  origin_country_code: 'US',
  joint_production: 'yes',
  commodity_code: '8471.30',
  net_cost_code: 'NC',
  producer_info_code: 'P1',
  preference_criteria_code: 'B',
  scheduleb_commodity_code: '8471300100',
  export_type_code: 'D',
  net_cost_begin_date: '2024-01-01T00:00:00+02:00',
  net_cost_end_date: '2024-12-31T23:59:59.5',
  parcel_barcode: '420123',
  ean: '4006381333931',
  isbn: '978-3-16-148410-0',
  source: {
    account: 'shop@example.test',
    channel: 'shopify',
    id: 12345,
    name: 'Shopify',
    retrieved_at: '2024-05-01T12:00:00Z',
    updated_at: '1999-01-01T00:00:00Z',
  },
  url: '/api/v2/orgs/1/products/99/',
  created_at: '2000-01-01T00:00:00Z',
};

const TEXT_FIELDS = [
  'part_number', 'code', 'description', 'image_link', 'link', 'pick_location', 'origin_country_code', 'commodity_code',
  'net_cost_code', 'producer_info_code', 'preference_criteria_code', 'scheduleb_commodity_code', 'export_type_code',
  'parcel_barcode', 'ean', 'isbn',
];

describe('products', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;

  before(async () => {
    world = await createWorld();
    orgA = await world.createOrg('Acme Fulfilment');
    orgB = await world.createOrg('Other Co');
  });
  after(() => world.close());

  const listUrl = (org: TestOrg) => `/api/v2/orgs/${org.pk}/products/`;
  const create = (org: TestOrg, body: unknown) => world.request('POST', listUrl(org), { token: org.token, body });
  const patch = (org: TestOrg, url: string, body: unknown) => world.request('PATCH', url, { token: org.token, body });
  const count = async (org: TestOrg) => (await world.request('GET', listUrl(org), { token: org.token })).json().count as number;
  const pkOf = (url: string) => url.split('/').filter(Boolean).at(-1)!;
  const urlsOf = (body: { results: { url: string }[] }) => body.results.map((p) => p.url);

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

  it('lists products by id with paging', async () => {
    const org = await world.createOrg();
    const urls: string[] = [];
    for (const part_number of ['A', 'B', 'C']) urls.push((await create(org, { kind: 'goods', part_number })).json().url);
    const all = (await world.request('GET', listUrl(org), { token: org.token })).json();
    assert.equal(all.count, 3);
    assert.equal(all.next, null);
    assert.equal(all.previous, null);
    assert.deepEqual(urlsOf(all), urls);
    const page = (await world.request('GET', `${listUrl(org)}?limit=1&offset=1`, { token: org.token })).json();
    assert.equal(page.count, 3);
    assert.deepEqual(urlsOf(page), [urls[1]]);
    assert.equal(page.next, `http://localhost:80${listUrl(org)}?limit=1&offset=2`);
    assert.equal(page.previous, `http://localhost:80${listUrl(org)}?limit=1`);
    // A limit above the maximum is capped (DECISIONS section 3), as the original answers it.
    assert.equal((await world.request('GET', `${listUrl(org)}?limit=1001`, { token: org.token })).json().count, 3);
  });

  it('filters the list by updated_at__gte (UTC when no offset; a date means midnight UTC)', async () => {
    const org = await world.createOrg();
    const urls: string[] = [];
    for (const part_number of ['early', 'ten', 'next-day']) urls.push((await create(org, { kind: 'goods', part_number })).json().url);
    const times = ['2020-01-01T09:00:00Z', '2020-01-01T10:00:00Z', '2020-01-02T00:00:00Z'];
    for (const [i, url] of urls.entries()) {
      await world.db.rows(sql`UPDATE products SET updated_at = ${times[i]}::timestamptz WHERE org_id = ${org.id} AND id = ${decodeId(pkOf(url))}`);
    }
    const filtered = async (value: string) => {
      const res = await world.request('GET', `${listUrl(org)}?updated_at__gte=${encodeURIComponent(value)}`, { token: org.token });
      assert.equal(res.statusCode, 200, value);
      return res.json();
    };
    const cases: [string, string[]][] = [
      ['2020-01-01T10:00:00Z', urls.slice(1)],
      ['2020-01-01T10:00:00', urls.slice(1)],
      ['2020-01-01 10:00:00', urls.slice(1)],
      ['2020-01-01T11:00:00+01:00', urls.slice(1)],
      ['2020-01-01T05:00:00-05:00', urls.slice(1)],
      ['2020-01-01T10:00:00.000001', urls.slice(2)],
      ['2020-01-02', urls.slice(2)],
      ['2020-01-01', urls],
      ['2030-01-01T00:00:00Z', []],
    ];
    for (const [value, expected] of cases) {
      const body = await filtered(value);
      assert.deepEqual(urlsOf(body), expected, value);
      assert.equal(body.count, expected.length, value);
    }

    const paged = (await world.request('GET', `${listUrl(org)}?updated_at__gte=2020-01-01&limit=2`, { token: org.token })).json();
    assert.equal(paged.count, 3);
    assert.equal(paged.next, `http://localhost:80${listUrl(org)}?updated_at__gte=2020-01-01&limit=2&offset=2`);

    // A change brings a product forward.
    assert.equal((await patch(org, urls[0], { pick_location: 'B-2' })).statusCode, 200);
    assert.deepEqual(urlsOf(await filtered('2020-01-02')), [urls[0], urls[2]]);

    for (const bad of ['yesterday', '2020-13-01', '2020-01-01T25:00:00', '2020-01-01T10:00:00+25:00', '1577872800', '']) {
      const res = await world.request('GET', `${listUrl(org)}?updated_at__gte=${encodeURIComponent(bad)}`, { token: org.token });
      assert.equal(res.statusCode, 400, `updated_at__gte=${bad}`);
      assert.ok(res.json().errors.updated_at__gte, `errors.updated_at__gte for ${bad}`);
    }
  });

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

  it('deletes a product with 204; afterwards it is gone', async () => {
    const org = await world.createOrg();
    const { url } = (await create(org, { kind: 'goods' })).json();
    const res = await world.request('DELETE', url, { token: org.token });
    assert.equal(res.statusCode, 204);
    assert.equal(res.body, '');
    assert.equal((await world.request('GET', url, { token: org.token })).statusCode, 404);
    assert.equal((await world.request('DELETE', url, { token: org.token })).statusCode, 404);
    assert.equal((await patch(org, url, { quantity: 2 })).statusCode, 404);
    assert.equal(await count(org), 0);
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

  it('answers 404 for unknown, malformed and other organizations\' ids', async () => {
    const created = (await create(orgA, { kind: 'goods', part_number: 'MINE' })).json();
    const pk = pkOf(created.url);
    for (const bad of ['ZZZZZ', '!!', '0A', '~~~~~~~~~~~~~~~~']) {
      const url = `${listUrl(orgA)}${bad}/`;
      assert.equal((await world.request('GET', url, { token: orgA.token })).statusCode, 404, `GET ${bad}`);
      assert.equal((await patch(orgA, url, { quantity: 2 })).statusCode, 404, `PATCH ${bad}`);
      assert.equal((await world.request('DELETE', url, { token: orgA.token })).statusCode, 404, `DELETE ${bad}`);
    }
    const crossed = `${listUrl(orgB)}${pk}/`;
    assert.equal((await world.request('GET', crossed, { token: orgB.token })).statusCode, 404);
    assert.equal((await patch(orgB, crossed, { part_number: 'STOLEN' })).statusCode, 404);
    assert.equal((await world.request('DELETE', crossed, { token: orgB.token })).statusCode, 404);
    const still = await world.request('GET', created.url, { token: orgA.token });
    assert.equal(still.statusCode, 200);
    assert.equal(still.json().part_number, 'MINE');
    assert.ok(!urlsOf((await world.request('GET', listUrl(orgB), { token: orgB.token })).json()).includes(created.url));
  });

  it('passes the security suite on every route', async () => {
    const productPk = pkOf((await create(orgA, { kind: 'goods' })).json().url);
    const one = (pk: string) => `/api/v2/orgs/${pk}/products/${productPk}/`;
    const list = (pk: string) => `/api/v2/orgs/${pk}/products/`;
    const products = async () => (await world.request('GET', `${list(orgA.pk)}?limit=1000`, { token: orgA.token })).json();
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: list, scope: 'order', hasObjectIds: false });
    await assertRouteSecurity(world, orgA, orgB, { method: 'POST', path: list, scope: 'order', body: { kind: 'goods' }, hasObjectIds: false, unchanged: products });
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: one, scope: 'order' });
    await assertRouteSecurity(world, orgA, orgB, { method: 'PATCH', path: one, scope: 'order', body: { quantity: 2 }, unchanged: products });
    await assertRouteSecurity(world, orgA, orgB, { method: 'DELETE', path: one, scope: 'order', unchanged: products });
  });
});
