/** v1 orders: the same rows as v2, tastypie shapes, filters, expand, JSON and XML, status codes and security. */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { assertV1RouteSecurity } from '../support/security-v1.ts';
import { fromTastypieXml } from '../../src/v1/xml.ts';
import { ORDER_BODY, count, createV1Order, idOfUrl } from './support.ts';
import { assertRendersCurrent } from '../support/renders.ts';

describe('v1 orders', () => {
  let world: TestWorld;
  let a: TestOrg;
  let b: TestOrg;
  before(async () => {
    world = await createWorld();
    a = await world.createOrg('Acme');
    b = await world.createOrg('Other');
  });
  after(() => world.close());

  it('POST creates the order v2 shows, in v1 shape: 201, Location, grams, metres, charges, +00:00', async () => {
    const res = await world.request('POST', '/api/v1/orders/?expand=all', { token: a.token, body: ORDER_BODY });
    assert.equal(res.statusCode, 201, res.body);
    const order = res.json();
    assert.equal(res.headers.location, `/api/v1/orders/${order.id}/`);
    assert.equal(order.resource_uri, `/api/v1/orders/${order.id}/`);
    assert.equal(order.numerical_id, 1001);
    assert.equal(order.order_time, '2024-01-02T03:04:05+00:00');
    assert.match(order.created_at, /\+00:00$/);
    assert.equal(order.charges.grand_total, '12.50');
    assert.equal(order.charges.currency_code, 'EUR');
    assert.equal(order.charges.total, null, 'v1 total is the goods\' total (v2 billing.subtotal)');
    assert.equal(order.ship_to.state, 'IDF');
    assert.deepEqual(order.custom_fields, [{ name: 'gift', value: 'yes' }]);
    const [box] = order.boxes;
    assert.equal(box.weight, '1000.0000');
    assert.equal(box.length, '0.3000');
    assert.equal(box.charges.insured_value, '10.00');
    assert.equal(box.items[0].unit_weight, '500.0000');
    assert.equal(box.items[0].charges.unit_price, '3.50');

    const v2 = await world.request('GET', `${a.url}orders/?expand=boxes,items&primary_id=V1-1`, { token: a.token });
    const [same] = v2.json().results;
    assert.equal(idOfUrl(same.url), order.id, 'v1 ids are the integers v2 writes in base 66');
    assert.equal(same.order_number, 1001);
    assert.equal(same.billing.total, '12.50 EUR');
    assert.equal(same.shipping.ship_to.region, 'IDF');
    assert.equal(same.boxes[0].weight, '1000.0000 g');
    assert.equal(same.boxes[0].items[0].unit_price, '3.50 USD');
    assert.equal(idOfUrl(same.boxes[0].url), box.id);
  });

  it('shows an order made through v2, and fires one orders event per v1 write', async () => {
    const v2 = await world.request('POST', `${a.url}orders/`, { token: a.token, body: { primary_id: 'V2-1', boxes: [{ weight: '2 kg', items: [{ quantity: 1 }] }] } });
    assert.equal(v2.statusCode, 201);
    const id = idOfUrl(v2.json().url);
    const res = await world.request('GET', `/api/v1/orders/${id}/?expand=boxes__items`, { token: a.token });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().primary_id, 'V2-1');
    assert.equal(res.json().boxes[0].weight, '2000.0000');
    assert.equal(res.json().boxes[0].items[0].quantity, 1);

    const events = await count(world, 'events');
    const put = await world.request('PUT', `/api/v1/orders/${id}/`, { token: a.token, body: { primary_id: 'V2-1b', message: 'hi' } });
    assert.equal(put.statusCode, 202, put.body);
    assert.equal(put.json().message, 'hi');
    assert.equal((await count(world, 'events')) - events, 1, 'one orders event for one v1 write');
    const again = await world.request('GET', `${a.url}orders/${v2.json().url.split('/').at(-2)}/`, { token: a.token });
    assert.equal(again.json().primary_id, 'V2-1b');
  });

  it('PATCH changes only what is sent; the path works without its trailing slash', async () => {
    const { id } = await createV1Order(world, a, { primary_id: 'PATCH-ME' });
    const res = await world.request('PATCH', `/api/v1/orders/${id}`, { token: a.token, body: { po_number: 'PO-9' } });
    assert.equal(res.statusCode, 202, res.body);
    assert.equal(res.json().po_number, 'PO-9');
    assert.equal(res.json().primary_id, 'PATCH-ME');
    assert.equal(res.json().ship_via, 'UPS');
    await assertRendersCurrent(world.db, a, 'v1 POST and PATCH');
  });

  it('DELETE answers 204, then the order is gone through v1 and v2', async () => {
    const { id } = await createV1Order(world, a, { primary_id: 'DEL' });
    const res = await world.request('DELETE', `/api/v1/orders/${id}/`, { token: a.token, headers: { 'content-type': 'application/json' } });
    assert.equal(res.statusCode, 204);
    assert.equal((await world.request('GET', `/api/v1/orders/${id}/`, { token: a.token })).statusCode, 404);
    assert.deepEqual((await world.request('GET', `/api/v1/orders/${id}/`, { token: a.token })).json(), { error_message: 'No such order.' });
    assert.equal((await world.request('DELETE', `/api/v1/orders/${id}/`, { token: a.token })).statusCode, 404);
  });

  it('refuses bad input with 400 and {"error_message"}, writing nothing', async () => {
    const before = await count(world, 'orders');
    for (const body of [
      { ship_via: 'UPS' },
      { ...ORDER_BODY, boxes: [{ weight: '12 parsecs' }] },
      { ...ORDER_BODY, charges: { grand_total: 'lots' } },
      { ...ORDER_BODY, order_time: 'yesterday' },
      { ...ORDER_BODY, boxes: [{ items: [{ quantity: -1 }] }] },
    ]) {
      const res = await world.request('POST', '/api/v1/orders/', { token: a.token, body });
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
      assert.equal(typeof res.json().error_message, 'string');
    }
    // The writer's refusals of values are named as the v1 client sent them, not by the catalogue's v2 keys.
    for (const [body, field] of [
      [{ ...ORDER_BODY, charges: { grand_total: 'lots' } }, 'charges.grand_total'],
      [{ ...ORDER_BODY, charges: { total: 'lots' } }, 'charges.total'],
      [{ ...ORDER_BODY, boxes: [{ weight: '12 parsecs' }] }, 'boxes[0].weight'],
      [{ ...ORDER_BODY, boxes: [{ charges: { actual_ship_cost: 'free' } }] }, 'boxes[0].charges.actual_ship_cost'],
      [{ ...ORDER_BODY, boxes: [{ items: [{ quantity: 1, unit_weight: 'heavy' }] }] }, 'boxes[0].items[0].unit_weight'],
    ] as const) {
      const res = await world.request('POST', '/api/v1/orders/', { token: a.token, body });
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().error_message.split(': ')[0], field);
    }
    // A quantity that is not a whole number: 400 naming it, nothing written (as v2's, test/v2/orders/orders.test.ts).
    for (const quantity of ['many', '2 dozen', 1.5, true, null]) {
      const res = await world.request('POST', '/api/v1/orders/', { token: a.token, body: { primary_id: 'Q', boxes: [{ items: [{ quantity }] }] } });
      assert.equal(res.statusCode, 400, `${JSON.stringify(quantity)}: ${res.body}`);
      assert.match(res.json().error_message, /boxes\[0\]\.items\[0\]\.quantity/);
    }
    assert.equal(await count(world, 'orders'), before);
    const { id } = await createV1Order(world, a, { primary_id: 'KEEP' });
    const res = await world.request('PUT', `/api/v1/orders/${id}/`, { token: a.token, body: { message: 'no primary id' } });
    assert.equal(res.statusCode, 400);
  });

  describe('the list', () => {
    let orgC: TestOrg;
    before(async () => {
      orgC = await world.createOrg('Lister');
      for (let i = 1; i <= 25; i++) {
        await createV1Order(world, orgC, {
          primary_id: `L-${i}`, numerical_id: i, order_time: `2024-02-${String(i).padStart(2, '0')}T10:00:00Z`,
          ship_via: i % 2 ? 'UPS' : 'FedEx', customer_number: `C-${i % 3}`,
        });
      }
    });

    it('pages 20 at a time by a relative meta.next that keeps bearer_token and format', async () => {
      let url: string | null = `/api/v1/orders/?bearer_token=${orgC.token}&format=JSON`;
      const seen: string[] = [];
      const metas = [];
      while (url) {
        const res = await world.request('GET', url);
        assert.equal(res.statusCode, 200, res.body);
        assert.match(String(res.headers['content-type']), /^application\/json/);
        const body = res.json();
        metas.push(body.meta);
        seen.push(...body.objects.map((o: { primary_id: string }) => o.primary_id));
        url = body.meta.next;
        if (url) {
          assert.ok(url.startsWith('/api/v1/orders/?'), url);
          assert.match(url, new RegExp(`bearer_token=${orgC.token}`));
          assert.match(url, /format=JSON/);
        }
      }
      assert.equal(seen.length, 25);
      assert.equal(new Set(seen).size, 25);
      assert.deepEqual(metas.map((m) => [m.limit, m.offset, m.total_count]), [[20, 0, 25], [20, 20, 25]]);
      assert.equal(metas[0].previous, null);
      assert.match(metas[1].previous, /offset=0/);
    });

    it('filters with =, __gte, __lte and __range, together', async () => {
      const ids = async (query: string) => {
        const res = await world.request('GET', `/api/v1/orders/?limit=0&${query}`, { token: orgC.token });
        assert.equal(res.statusCode, 200, `${query}: ${res.body}`);
        return res.json().objects.map((o: { numerical_id: number }) => o.numerical_id).sort((x: number, y: number) => x - y);
      };
      assert.deepEqual(await ids('numerical_id=3'), [3]);
      assert.deepEqual(await ids('numerical_id__gte=23'), [23, 24, 25]);
      assert.deepEqual(await ids('numerical_id__lte=2'), [1, 2]);
      assert.deepEqual(await ids('numerical_id__range=4,6'), [4, 5, 6]);
      assert.deepEqual(await ids('order_time__gte=2024-02-24'), [24, 25]);
      assert.deepEqual(await ids('order_time__range=2024-02-02T00:00:00,2024-02-03T23:00:00'), [2, 3]);
      assert.deepEqual(await ids('ship_via=FedEx&numerical_id__lte=6'), [2, 4, 6]);
      assert.deepEqual(await ids('customer_number=C-0&numerical_id__lte=9'), [3, 6, 9]);
      assert.deepEqual(await ids('primary_id=L-7'), [7]);
      assert.equal((await ids('status_shipped=false')).length, 25);
      assert.equal((await ids('status_shipped=true')).length, 0);
      assert.equal((await ids('created_at__gte=2000-01-01&unknown_thing=1')).length, 25);
      for (const bad of ['numerical_id=x', 'order_time__gte=soon', 'numerical_id__range=1', 'status_shipped=maybe']) {
        const res = await world.request('GET', `/api/v1/orders/?${bad}`, { token: orgC.token });
        assert.equal(res.statusCode, 400, bad);
        assert.match(res.json().error_message, new RegExp(bad.split('=')[0]));
      }
    });

    it('expands boxes, boxes__items and all; references otherwise', async () => {
      const get = async (expand: string) => (await world.request('GET', `/api/v1/orders/?limit=1&expand=${expand}`, { token: orgC.token })).json().objects[0];
      const plain = await get('');
      assert.deepEqual(Object.keys(plain.boxes[0]), ['resource_uri']);
      const boxes = await get('boxes');
      assert.equal(boxes.boxes[0].weight, '1000.0000');
      assert.deepEqual(Object.keys(boxes.boxes[0].items[0]), ['resource_uri']);
      for (const expand of ['boxes__items', 'all', 'ALL']) {
        const full = await get(expand);
        assert.equal(full.boxes[0].items[0].part_number, 'P-1', expand);
      }
    });

    it('answers XML as tastypie writes it (format=xml in any case, or Accept) that reads back as the JSON', async () => {
      const json = (await world.request('GET', '/api/v1/orders/?limit=3&expand=all', { token: orgC.token })).json();
      for (const [query, headers] of [['&format=xml', {}], ['&format=XML', {}], ['', { accept: 'application/xml' }]] as const) {
        const res = await world.request('GET', `/api/v1/orders/?limit=3&expand=all${query}`, { token: orgC.token, headers });
        assert.equal(res.statusCode, 200);
        assert.match(String(res.headers['content-type']), /^application\/xml/);
        assert.match(res.body, /^<\?xml version='1.0' encoding='utf-8'\?>\n<response><meta type="hash">/);
        assert.match(res.body, /<objects type="list"><object><id type="integer">/);
        const back = fromTastypieXml(res.body) as { meta: { next: string } };
        if (query) back.meta.next = back.meta.next.replace(/&format=xml/i, '');
        assert.deepEqual(back, json, `${query || 'Accept'}: the XML holds what the JSON holds`);
      }
      const one = await world.request('GET', `/api/v1/orders/${json.objects[0].id}/?format=xml&expand=all`, { token: orgC.token });
      assert.match(one.body, /^<\?xml[^>]*>\n<object><id type="integer">/);
      assert.deepEqual(fromTastypieXml(one.body), json.objects[0]);
    });
  });

  it('passes the v1 security suite on every order route', async () => {
    const { id } = await createV1Order(world, a, { primary_id: 'SEC' });
    const fresh = async () => `/api/v1/orders/${(await createV1Order(world, a, { primary_id: 'SEC-fresh' })).id}/`;
    const snapshot = async () => (await world.request('GET', `/api/v1/orders/${id}/?expand=all`, { token: a.token })).json();
    await assertV1RouteSecurity(world, a, b, { method: 'GET', url: '/api/v1/orders/', scope: 'order', hasObjectIds: false });
    await assertV1RouteSecurity(world, a, b, { method: 'GET', url: `/api/v1/orders/${id}/`, scope: 'order' });
    await assertV1RouteSecurity(world, a, b, { method: 'POST', url: '/api/v1/orders/', scope: 'order', body: ORDER_BODY, hasObjectIds: false });
    await assertV1RouteSecurity(world, a, b, { method: 'PUT', url: `/api/v1/orders/${id}/`, scope: 'order', body: { primary_id: 'SEC-put' }, unchanged: snapshot, prepare: fresh });
    await assertV1RouteSecurity(world, a, b, { method: 'PATCH', url: `/api/v1/orders/${id}/`, scope: 'order', body: { message: 'x' }, unchanged: snapshot, prepare: fresh });
    await assertV1RouteSecurity(world, a, b, { method: 'DELETE', url: `/api/v1/orders/${id}/`, scope: 'order', unchanged: snapshot, prepare: fresh });
  });
});
