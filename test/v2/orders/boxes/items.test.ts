import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { orgA, orgB, useTwoOrgWorld, world } from '../../../support/two-orgs.ts';
import { assertRouteSecurity } from '../../../support/security.ts';
import { assertInvalid, events, get, guideOrder, pkOf, postOrder, tableCounts } from '../fixtures.ts';

const fullItem = () => ({
  quantity: 3,
  kind: 'goods',
  custom_fields: { HTSUS: { value: '12.00' } },
  part_number: 'SKU-9',
  code: '0042',
  description: 'Blue widget',
  unit_price: '9.999 USD',
  unit_weight: '8 oz',
  image_link: 'https://example.com/w.png',
  link: 'https://example.com/w',
  pick_location: 'A-1-3',
  origin_country_code: 'US',
  joint_production: true,
  commodity_code: '8471',
  net_cost_code: 'NC',
  producer_info_code: 'PI',
  preference_criteria_code: 'B',
  scheduleb_commodity_code: '8471.30',
  export_type_code: 'EX',
  net_cost_begin_date: '2024-01-01T00:00:00Z',
  net_cost_end_date: '2024-12-31T23:59:59.5Z',
  parcel_barcode: '420123',
  ean: '4006381333931',
  isbn: '9780306406157',
});

describe('order items', () => {
  let order: any;
  let box: any;
  const itemsUrl = () => `${box.url}items/`;

  useTwoOrgWorld({
    each: true,
    onReset: async () => {
      order = await postOrder(world, orgA, guideOrder());
      box = order.boxes[0];
    },
  });

  it('adds an item with every field and shows it', async () => {
    const res = await world.request('POST', itemsUrl(), { token: orgA.token, body: fullItem() });
    assert.equal(res.statusCode, 201, res.body);
    const item = res.json();
    assert.match(item.url, new RegExp(`^${itemsUrl()}[^/]+/$`));
    assert.equal(item.quantity, 3);
    assert.equal(item.kind, 'goods');
    assert.equal(item.unit_price, '10.00 USD');
    assert.equal(item.unit_weight, '226.7962 g');
    assert.equal(item.joint_production, true);
    assert.equal(item.net_cost_end_date, '2024-12-31T23:59:59.500000Z');
    assert.deepEqual(item.custom_fields, { HTSUS: { value: '12.00', type: null, encoding: null } });
    for (const key of ['part_number', 'code', 'description', 'image_link', 'link', 'pick_location', 'origin_country_code', 'commodity_code',
      'net_cost_code', 'producer_info_code', 'preference_criteria_code', 'scheduleb_commodity_code', 'export_type_code', 'parcel_barcode', 'ean', 'isbn']) {
      assert.equal(item[key], (fullItem() as Record<string, unknown>)[key], key);
    }
    assert.deepEqual(await get(world, orgA, item.url), item);
    const field = await get(world, orgA, `${item.url}custom-fields/HTSUS/`);
    assert.deepEqual(field, { name: 'HTSUS', value: '12.00', type: null, encoding: null });
    assert.equal((await world.request('GET', `${item.url}custom-fields/nope/`, { token: orgA.token })).statusCode, 404);
  });

  it('requires kind and quantity on POST .../items/ and rejects bad values, writing nothing', async () => {
    const cases: [unknown, string][] = [
      [{ quantity: 1 }, 'kind'],
      [{ kind: 'goods' }, 'quantity'],
      [{ quantity: 1, kind: 'gift' }, 'kind'],
      [{ quantity: -2, kind: 'goods' }, 'quantity'],
      [{ quantity: '2x', kind: 'goods' }, 'quantity'],
      [{ quantity: 1, kind: 'goods', unit_price: '3' }, 'unit_price'],
      [{ quantity: 1, kind: 'goods', unit_weight: '3 stone' }, 'unit_weight'],
      [{ quantity: 1, kind: 'goods', net_cost_begin_date: 'never' }, 'net_cost_begin_date'],
      [{ quantity: 1, kind: 'goods', joint_production: 'perhaps' }, 'joint_production'],
      [{ quantity: 1, kind: 'goods', part_number: 5 }, 'part_number'],
      [{ quantity: 1, kind: 'goods', custom_fields: { x: { value: 'a', encoding: 'hex' } } }, 'custom_fields.x.encoding'],
    ];
    const before = await tableCounts(world, orgA);
    for (const [body, field] of cases) assertInvalid(await world.request('POST', itemsUrl(), { token: orgA.token, body }), field);
    assert.deepEqual(await tableCounts(world, orgA), before);
  });

  it('PATCH changes only what it carries and refuses bad values', async () => {
    const item = (await world.request('POST', itemsUrl(), { token: orgA.token, body: fullItem() })).json();
    const res = await world.request('PATCH', item.url, { token: orgA.token, body: { pick_location: 'B-2', description: null, custom_fields: { NEW: { value: 'n' } } } });
    assert.equal(res.statusCode, 200, res.body);
    const patched = res.json();
    assert.equal(patched.pick_location, 'B-2');
    assert.equal(patched.description, null);
    assert.equal(patched.part_number, 'SKU-9');
    assert.deepEqual(Object.keys(patched.custom_fields).sort(), ['HTSUS', 'NEW']);
    for (const [body, field] of [[{ quantity: null }, 'quantity'], [{ kind: null }, 'kind'], [{ unit_weight: 'x' }, 'unit_weight']] as const) {
      assertInvalid(await world.request('PATCH', item.url, { token: orgA.token, body }), field);
    }
    assert.deepEqual(await get(world, orgA, item.url), patched);
  });

  it('lists, deletes, and keeps the order and box references current', async () => {
    await world.request('POST', itemsUrl(), { token: orgA.token, body: { quantity: 1, kind: 'tax' } });
    const list = await get(world, orgA, itemsUrl());
    assert.equal(list.count, 2);
    assert.deepEqual(list.results.map((i: any) => i.kind), ['goods', 'tax']);
    const res = await world.request('DELETE', list.results[1].url, { token: orgA.token });
    assert.equal(res.statusCode, 204);
    assert.equal((await get(world, orgA, itemsUrl())).count, 1);
    assert.equal((await get(world, orgA, box.url)).items.length, 1);
    assert.equal((await world.request('GET', list.results[1].url, { token: orgA.token })).statusCode, 404);
  });

  it('emits one order event per item write', async () => {
    const before = (await events(world, orgA)).length;
    const item = (await world.request('POST', itemsUrl(), { token: orgA.token, body: { quantity: 1, kind: 'goods' } })).json();
    await world.request('PATCH', item.url, { token: orgA.token, body: { quantity: 4 } });
    await world.request('DELETE', item.url, { token: orgA.token });
    const evs = await events(world, orgA);
    assert.equal(evs.length, before + 3);
    assert.ok(evs.slice(before).every((e) => e.object_pk === pkOf(order.url) && e.action === 'put'));
  });

  it('answers 404 for unknown, malformed, other-box and other-organization item keys', async () => {
    const otherBox = (await world.request('POST', `${order.url}boxes/`, { token: orgA.token, body: {} })).json();
    const [item] = box.items;
    const inOtherBox = `${otherBox.url}items/${pkOf(item.url)}/`;
    for (const url of [`${itemsUrl()}ZZZ/`, `${itemsUrl()}!!/`, inOtherBox]) {
      assert.equal((await world.request('GET', url, { token: orgA.token })).statusCode, 404, url);
      assert.equal((await world.request('PATCH', url, { token: orgA.token, body: { quantity: 1 } })).statusCode, 404, url);
      assert.equal((await world.request('DELETE', url, { token: orgA.token })).statusCode, 404, url);
      assert.equal((await world.request('GET', `${url}custom-fields/x/`, { token: orgA.token })).statusCode, 404, url);
    }
    assert.equal((await world.request('POST', `${order.url}boxes/ZZZ/items/`, { token: orgA.token, body: { quantity: 1, kind: 'goods' } })).statusCode, 404);
    assert.equal((await world.request('GET', `${order.url}boxes/ZZZ/items/`, { token: orgA.token })).statusCode, 404);
  });

  it('passes the security suite on every item route', async () => {
    const item = (await world.request('POST', itemsUrl(), { token: orgA.token, body: { ...fullItem() } })).json();
    const [o, b, i] = [pkOf(order.url), pkOf(box.url), pkOf(item.url)];
    const base = (org: string) => `/api/v2/orgs/${org}/orders/${o}/boxes/${b}/items/`;
    const routes = [
      { method: 'GET' as const, path: (org: string) => base(org) },
      { method: 'POST' as const, path: (org: string) => base(org), body: { quantity: 1, kind: 'goods' } },
      { method: 'GET' as const, path: (org: string) => `${base(org)}${i}/` },
      { method: 'PATCH' as const, path: (org: string) => `${base(org)}${i}/`, body: { quantity: 2 } },
      { method: 'GET' as const, path: (org: string) => `${base(org)}${i}/custom-fields/HTSUS/` },
      { method: 'DELETE' as const, path: (org: string) => `${base(org)}${i}/` },
    ];
    // Each write's denied requests change nothing; its exact-scope request comes last (so DELETE removes the object last).
    const unchanged = async () => [await tableCounts(world, orgA), await get(world, orgA, `${order.url}?expand=boxes,items`)];
    for (const route of routes) await assertRouteSecurity(world, orgA, orgB, { scope: 'order', ...route, ...(route.method === 'GET' ? {} : { unchanged }) });
  });
});
