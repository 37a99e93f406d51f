import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { orgA, orgB, useTwoOrgWorld, world } from '../../../support/two-orgs.ts';
import { assertRouteSecurity } from '../../../support/security.ts';
import { assertInvalid, events, get, guideOrder, pkOf, postOrder, tableCounts } from '../fixtures.ts';

const COD = ['none', 'cash', 'cashiers_check_money_order', 'personal_check_cashier_check_money_order'];
const CONFIRMATION = ['none', 'no_signature_required', 'signature_required', 'adult_signature_required', 'indirect_signature_required'];

describe('order boxes', () => {
  let order: any;
  const boxesUrl = () => `${order.url}boxes/`;

  useTwoOrgWorld({
    each: true,
    onReset: async () => {
      order = await postOrder(world, orgA, guideOrder());
    },
  });

  const fullBox = () => ({
    package_type: 'carton',
    length: '10 in', width: '20 cm', height: '0.5 ft',
    weight: '2 kg',
    ship_cost: '12.5 usd',
    shipper_release: true,
    insured_value: '100 USD',
    insurance_type: 'carrier',
    declared_value: '80.00 EUR',
    tracking_number: '1Z999AA10123456784',
    confirmation_type: 'adult_signature_required',
    description: 'Fragile',
    cod: 'cash',
    cod_value: '20 USD',
    saturday_delivery: false,
    delivered_at: '2024-04-01T12:00:00Z',
    custom_fields: { PACKING_GROUP_TRANSACTION_AMOUNT: { value: '1.50' } },
    items: [{ quantity: 1, part_number: 'IN-BOX' }, { quantity: 2, kind: 'discount' }],
  });

  it('adds a box with every field and full items, and shows it', async () => {
    const res = await world.request('POST', boxesUrl(), { token: orgA.token, body: fullBox() });
    assert.equal(res.statusCode, 201, res.body);
    const box = res.json();
    assert.match(box.url, new RegExp(`^${boxesUrl()}[^/]+/$`));
    assert.equal(box.package_type, 'carton');
    assert.equal(box.length, '0.2540 m');
    assert.equal(box.width, '0.2000 m');
    assert.equal(box.height, '0.1524 m');
    assert.equal(box.weight, '2000.0000 g');
    assert.equal(box.ship_cost, '12.50 USD');
    assert.equal(box.shipper_release, true);
    assert.equal(box.insured_value, '100.00 USD');
    assert.equal(box.insurance_type, 'carrier');
    assert.equal(box.declared_value, '80.00 EUR');
    assert.equal(box.tracking_number, '1Z999AA10123456784');
    assert.equal(box.confirmation_type, 'adult_signature_required');
    assert.equal(box.description, 'Fragile');
    assert.equal(box.cod, 'cash');
    assert.equal(box.cod_value, '20.00 USD');
    assert.equal(box.saturday_delivery, false);
    assert.equal(box.delivered_at, '2024-04-01T12:00:00Z');
    assert.equal(box.packaging, null);
    assert.deepEqual(box.shipping_docs, []);
    assert.deepEqual(box.tracking, []);
    assert.equal(box.items.length, 2);
    assert.deepEqual(Object.keys(box.items[0]), ['url']);
    assert.ok(box.created_at && box.updated_at);
    assert.deepEqual(await get(world, orgA, box.url), box);
    const items = await get(world, orgA, `${box.url}items/`);
    assert.deepEqual(items.results.map((i: any) => [i.kind, i.quantity]), [['goods', 1], ['discount', 2]]);
    const updated = await get(world, orgA, order.url);
    assert.equal(updated.boxes.length, 2);
    assert.equal(updated.boxes[1].url, box.url);
  });

  it('defaults cod to none and confirmation_type to null, and accepts every listed value', async () => {
    const plain = (await world.request('POST', boxesUrl(), { token: orgA.token, body: {} })).json();
    assert.equal(plain.cod, 'none');
    assert.equal(plain.confirmation_type, null);
    assert.equal(plain.weight, null);
    for (const cod of COD) {
      const res = await world.request('PATCH', plain.url, { token: orgA.token, body: { cod } });
      assert.equal(res.json().cod, cod);
    }
    for (const confirmation_type of CONFIRMATION) {
      const res = await world.request('PATCH', plain.url, { token: orgA.token, body: { confirmation_type } });
      assert.equal(res.json().confirmation_type, confirmation_type);
    }
    assert.equal((await world.request('PATCH', plain.url, { token: orgA.token, body: { cod: null } })).json().cod, 'none');
  });

  it('rejects bad box values with 400 naming the field and writes nothing', async () => {
    const [box] = order.boxes;
    const cases: [unknown, string][] = [
      [{ length: '10' }, 'length'],
      [{ width: '-1 cm' }, 'width'],
      [{ weight: '1 ton' }, 'weight'],
      [{ ship_cost: '5' }, 'ship_cost'],
      [{ insured_value: 'lots' }, 'insured_value'],
      [{ declared_value: 3 }, 'declared_value'],
      [{ cod_value: '1 US' }, 'cod_value'],
      [{ cod: 'cashiers_ck_or_mo' }, 'cod'],
      [{ confirmation_type: 'yes' }, 'confirmation_type'],
      [{ shipper_release: 'true' }, 'shipper_release'],
      [{ saturday_delivery: 1 }, 'saturday_delivery'],
      [{ delivered_at: 'today' }, 'delivered_at'],
      [{ tracking_number: 12 }, 'tracking_number'],
      [{ packaging: 'small' }, 'packaging'],
      [{ packaging: { url: '/api/v2/orgs/1/packaging/999/' } }, 'packaging'],
      [{ custom_fields: { a: 'b' } }, 'custom_fields.a'],
      [{ items: [{ quantity: 1 }, { quantity: 1.5 }] }, 'items[1].quantity'],
      [{ items: [{ kind: 'goods' }] }, 'items[0].quantity'],
    ];
    const before = await tableCounts(world, orgA);
    const shown = await get(world, orgA, box.url);
    for (const [body, field] of cases) {
      assertInvalid(await world.request('POST', boxesUrl(), { token: orgA.token, body }), field);
      assertInvalid(await world.request('PATCH', box.url, { token: orgA.token, body }), field);
    }
    assert.deepEqual(await tableCounts(world, orgA), before);
    assert.deepEqual(await get(world, orgA, box.url), shown);
  });

  it('PATCH changes only what it carries, merges custom fields and adds or updates items', async () => {
    const box = (await world.request('POST', boxesUrl(), { token: orgA.token, body: fullBox() })).json();
    const res = await world.request('PATCH', box.url, {
      token: orgA.token,
      body: {
        description: null,
        tracking_number: 'T-2',
        custom_fields: { EXTRA: { value: 'x' } },
        items: [{ url: box.items[0].url, quantity: 7 }, { quantity: 1, part_number: 'ADDED' }],
      },
    });
    assert.equal(res.statusCode, 200, res.body);
    const patched = res.json();
    assert.equal(patched.description, null);
    assert.equal(patched.tracking_number, 'T-2');
    assert.equal(patched.package_type, 'carton');
    assert.deepEqual(Object.keys(patched.custom_fields).sort(), ['EXTRA', 'PACKING_GROUP_TRANSACTION_AMOUNT']);
    assert.equal(patched.items.length, 3);
    const first = await get(world, orgA, box.items[0].url);
    assert.equal(first.quantity, 7);
    assert.equal(first.part_number, 'IN-BOX');
    const removed = (await world.request('PATCH', box.url, { token: orgA.token, body: { custom_fields: { EXTRA: null } } })).json();
    assert.deepEqual(Object.keys(removed.custom_fields), ['PACKING_GROUP_TRANSACTION_AMOUNT']);
    const field = await get(world, orgA, `${box.url}custom-fields/PACKING_GROUP_TRANSACTION_AMOUNT/`);
    assert.deepEqual(field, { name: 'PACKING_GROUP_TRANSACTION_AMOUNT', value: '1.50', type: null, encoding: null });
    assert.equal((await world.request('GET', `${box.url}custom-fields/EXTRA/`, { token: orgA.token })).statusCode, 404);
  });

  it("refuses an item url of another box in a box PATCH", async () => {
    const other = (await world.request('POST', boxesUrl(), { token: orgA.token, body: { items: [{ quantity: 1 }] } })).json();
    const res = await world.request('PATCH', order.boxes[0].url, { token: orgA.token, body: { items: [{ url: other.items[0].url, quantity: 9 }] } });
    assertInvalid(res, 'items[0].url');
    assert.equal((await get(world, orgA, other.items[0].url)).quantity, 1);
  });

  it('lists boxes with paging and expand=items', async () => {
    for (let i = 0; i < 2; i++) await world.request('POST', boxesUrl(), { token: orgA.token, body: { description: `b${i}` } });
    const page = await get(world, orgA, `${boxesUrl()}?limit=2`);
    assert.equal(page.count, 3);
    assert.equal(page.results.length, 2);
    assert.ok(page.next);
    assert.equal(page.results[0].url, order.boxes[0].url);
    const expanded = await get(world, orgA, `${boxesUrl()}?expand=items`);
    assert.equal(expanded.results[0].items[0].part_number, 'SKU-1');
  });

  it('DELETE removes the box and its items, and the order shows it gone', async () => {
    const [box] = order.boxes;
    const res = await world.request('DELETE', box.url, { token: orgA.token });
    assert.equal(res.statusCode, 204);
    assert.equal((await world.request('GET', box.url, { token: orgA.token })).statusCode, 404);
    assert.equal((await world.request('GET', box.items[0].url, { token: orgA.token })).statusCode, 404);
    assert.deepEqual((await get(world, orgA, order.url)).boxes, []);
    assert.equal((await tableCounts(world, orgA)).items, 0);
    assert.equal((await world.request('DELETE', box.url, { token: orgA.token })).statusCode, 404);
  });

  it('emits one order event per box write', async () => {
    const before = (await events(world, orgA)).length;
    const box = (await world.request('POST', boxesUrl(), { token: orgA.token, body: { items: [{ quantity: 1 }] } })).json();
    await world.request('PATCH', box.url, { token: orgA.token, body: { description: 'd' } });
    await world.request('DELETE', box.url, { token: orgA.token });
    const evs = await events(world, orgA);
    assert.equal(evs.length, before + 3);
    for (const e of evs.slice(before)) {
      assert.equal(e.action, 'put');
      assert.equal(e.object_pk, pkOf(order.url));
    }
    assert.deepEqual(evs.at(-1)!.payload, await get(world, orgA, order.url));
  });

  it('answers 404 for unknown, malformed, other-order and other-organization box keys', async () => {
    const other = await postOrder(world, orgA, guideOrder());
    const [box] = order.boxes;
    const wrongOrder = `${other.url}boxes/${pkOf(box.url)}/`;
    for (const url of [`${boxesUrl()}ZZZ/`, `${boxesUrl()}!!/`, wrongOrder, `${orgA.url}orders/ZZZ/boxes/${pkOf(box.url)}/`]) {
      assert.equal((await world.request('GET', url, { token: orgA.token })).statusCode, 404, url);
      assert.equal((await world.request('PATCH', url, { token: orgA.token, body: {} })).statusCode, 404, url);
      assert.equal((await world.request('DELETE', url, { token: orgA.token })).statusCode, 404, url);
      assert.equal((await world.request('GET', `${url}custom-fields/x/`, { token: orgA.token })).statusCode, 404, url);
    }
    assert.equal((await world.request('POST', `${orgA.url}orders/ZZZ/boxes/`, { token: orgA.token, body: {} })).statusCode, 404);
    assert.equal((await world.request('GET', `${orgA.url}orders/ZZZ/boxes/`, { token: orgA.token })).statusCode, 404);
  });

  it('passes the security suite on every box route', async () => {
    const box = (await world.request('POST', boxesUrl(), { token: orgA.token, body: { custom_fields: { f: { value: 'v' } } } })).json();
    const o = pkOf(order.url);
    const b = pkOf(box.url);
    const routes = [
      { method: 'GET' as const, path: (org: string) => `/api/v2/orgs/${org}/orders/${o}/boxes/` },
      { method: 'POST' as const, path: (org: string) => `/api/v2/orgs/${org}/orders/${o}/boxes/`, body: {} },
      { method: 'GET' as const, path: (org: string) => `/api/v2/orgs/${org}/orders/${o}/boxes/${b}/` },
      { method: 'PATCH' as const, path: (org: string) => `/api/v2/orgs/${org}/orders/${o}/boxes/${b}/`, body: { description: 'x' } },
      { method: 'GET' as const, path: (org: string) => `/api/v2/orgs/${org}/orders/${o}/boxes/${b}/custom-fields/f/` },
      { method: 'DELETE' as const, path: (org: string) => `/api/v2/orgs/${org}/orders/${o}/boxes/${b}/` },
    ];
    // Each write's denied requests change nothing; its exact-scope request comes last (so DELETE removes the object last).
    const unchanged = async () => [await tableCounts(world, orgA), await get(world, orgA, `${order.url}?expand=boxes,items`)];
    for (const route of routes) await assertRouteSecurity(world, orgA, orgB, { scope: 'order', ...route, ...(route.method === 'GET' ? {} : { unchanged }) });
  });
});
