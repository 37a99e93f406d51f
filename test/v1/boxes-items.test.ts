/** v1 boxes and items: PATCH/PUT 202, DELETE 204, POST 201 with Location on both item paths, lists, security. */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { assertV1RouteSecurity } from '../support/security-v1.ts';
import { fromTastypieXml } from '../../src/v1/xml.ts';
import { count, createV1Order, type V1Order } from './support.ts';
import { assertRendersCurrent } from '../support/renders.ts';

describe('v1 boxes and items', () => {
  let world: TestWorld;
  let a: TestOrg;
  let b: TestOrg;
  let order: V1Order;
  before(async () => {
    world = await createWorld();
    a = await world.createOrg('Acme');
    b = await world.createOrg('Other');
    order = await createV1Order(world, a);
  });
  after(() => world.close());

  const v2Box = async (o: V1Order) => {
    const orders = (await world.request('GET', `${a.url}orders/?expand=boxes,items&limit=1000`, { token: a.token })).json().results;
    return orders.flatMap((x: { boxes: { url: string }[] }) => x.boxes).find((bx: { url: string }) => bx.url.endsWith(`/boxes/${o.boxId}/`));
  };

  it('lists boxes, all or one order\'s (?order=), and gets one with its items', async () => {
    const other = await createV1Order(world, a, { primary_id: 'second' });
    const all = (await world.request('GET', '/api/v1/boxes/', { token: a.token })).json();
    assert.equal(all.meta.limit, 20);
    assert.ok(all.meta.total_count >= 2);
    const mine = (await world.request('GET', `/api/v1/boxes/?order=${other.id}`, { token: a.token })).json();
    assert.deepEqual(mine.objects.map((x: { id: number }) => x.id), [other.boxId]);
    assert.equal(mine.objects[0].order, `/api/v1/orders/${other.id}/`);
    const one = await world.request('GET', `/api/v1/boxes/${order.boxId}/`, { token: a.token });
    assert.equal(one.statusCode, 200);
    assert.equal(one.json().items[0].resource_uri, `/api/v1/items/${order.itemId}/`);
    const xml = await world.request('GET', `/api/v1/boxes/${order.boxId}/?format=xml`, { token: a.token });
    assert.deepEqual(fromTastypieXml(xml.body), one.json());
    assert.equal((await world.request('GET', '/api/v1/boxes/99999/', { token: a.token })).statusCode, 404);
  });

  it('PATCH and PUT (as PATCH) answer 202; v2 sees the change; items without an id are added', async () => {
    const patched = await world.request('PATCH', `/api/v1/boxes/${order.boxId}/`, {
      token: a.token, body: { weight: 2500, tracking_number: '1Z9', general_description: 'mugs', charges: { actual_ship_cost: '7.1' }, items: [{ quantity: 4 }] },
    });
    assert.equal(patched.statusCode, 202, patched.body);
    const box = patched.json();
    assert.equal(box.weight, '2500.0000');
    assert.equal(box.tracking_number, '1Z9');
    assert.equal(box.general_description, 'mugs');
    assert.equal(box.charges.actual_ship_cost, '7.10');
    assert.equal(box.items.length, 2);
    const v2 = await v2Box(order);
    assert.equal(v2.weight, '2500.0000 g');
    assert.equal(v2.ship_cost, '7.10 USD');
    assert.equal(v2.description, 'mugs');

    const put = await world.request('PUT', `/api/v1/boxes/${order.boxId}`, { token: a.token, body: { height: '0.1' } });
    assert.equal(put.statusCode, 202);
    assert.equal(put.json().height, '0.1000');
    assert.equal(put.json().tracking_number, '1Z9', 'PUT behaves as PATCH');

    const before = await v2Box(order);
    const bad = await world.request('PATCH', `/api/v1/boxes/${order.boxId}/`, { token: a.token, body: { weight: 'heavy', tracking_number: 'NOPE' } });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().error_message, /weight/);
    assert.deepEqual(await v2Box(order), before, 'nothing written');
  });

  it('items: list (all, ?box=, /boxes/{box}/items/), get, POST on both paths with Location, PATCH/PUT 202, DELETE 204', async () => {
    const listed = (await world.request('GET', `/api/v1/boxes/${order.boxId}/items/`, { token: a.token })).json();
    assert.equal(listed.meta.limit, 20);
    const viaQuery = (await world.request('GET', `/api/v1/items/?box=${order.boxId}`, { token: a.token })).json();
    assert.deepEqual(viaQuery.objects, listed.objects);
    assert.ok((await world.request('GET', '/api/v1/items/', { token: a.token })).json().meta.total_count >= listed.meta.total_count);

    const created = await world.request('POST', '/api/v1/items/', { token: a.token, body: { box: `/api/v1/boxes/${order.boxId}/`, quantity: 3, unit_weight: 20, charges: { unit_price: 2 } } });
    assert.equal(created.statusCode, 201, created.body);
    const item = created.json();
    assert.equal(created.headers.location, `/api/v1/items/${item.id}/`);
    assert.equal(item.box, `/api/v1/boxes/${order.boxId}/`);
    assert.equal(item.kind, 'goods');
    assert.equal(item.unit_weight, '20.0000');
    assert.equal(item.charges.unit_price, '2.00');

    const nested = await world.request('POST', `/api/v1/boxes/${order.boxId}/items/`, { token: a.token, body: { quantity: 1, pick_location: 'A-1' } });
    assert.equal(nested.statusCode, 201);
    assert.equal(nested.headers.location, `/api/v1/items/${nested.json().id}/`);

    const got = await world.request('GET', `/api/v1/items/${item.id}/`, { token: a.token });
    assert.deepEqual(got.json(), item);
    for (const method of ['PATCH', 'PUT']) {
      const res = await world.request(method, `/api/v1/items/${item.id}/`, { token: a.token, body: { pick_location: `B-${method}` } });
      assert.equal(res.statusCode, 202);
      assert.equal(res.json().pick_location, `B-${method}`);
      assert.equal(res.json().quantity, 3);
    }
    const deleted = await world.request('DELETE', `/api/v1/items/${item.id}/`, { token: a.token });
    assert.equal(deleted.statusCode, 204);
    assert.equal((await world.request('GET', `/api/v1/items/${item.id}/`, { token: a.token })).statusCode, 404);
  });

  it('refuses bad items with 400, writing nothing', async () => {
    const before = await count(world, 'items');
    for (const body of [{ quantity: 1 }, { box: 'nonsense', quantity: 1 }, { box: `/api/v1/boxes/${order.boxId}/`, quantity: 'many' }, { box: order.boxId, quantity: 1, kind: 'gift' }]) {
      const res = await world.request('POST', '/api/v1/items/', { token: a.token, body });
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
      assert.equal(typeof res.json().error_message, 'string');
    }
    const missingBox = await world.request('POST', '/api/v1/items/', { token: a.token, body: { box: '/api/v1/boxes/99999/', quantity: 1 } });
    assert.equal(missingBox.statusCode, 404);
    assert.equal(await count(world, 'items'), before);
  });

  it('DELETE of a box answers 204 and removes its items', async () => {
    const o = await createV1Order(world, a, { primary_id: 'drop-box' });
    assert.equal((await world.request('DELETE', `/api/v1/boxes/${o.boxId}/`, { token: a.token })).statusCode, 204);
    assert.equal((await world.request('GET', `/api/v1/boxes/${o.boxId}/`, { token: a.token })).statusCode, 404);
    assert.equal((await world.request('GET', `/api/v1/items/${o.itemId}/`, { token: a.token })).statusCode, 404);
    // Every v1 box and item write above went through the writer: the stored renders are current.
    await assertRendersCurrent(world.db, a, 'v1 boxes and items');
  });

  it('passes the v1 security suite on every box and item route', async () => {
    const o = await createV1Order(world, a, { primary_id: 'sec' });
    const snapshot = async () => (await world.request('GET', `/api/v1/orders/${o.id}/?expand=all`, { token: a.token })).json();
    const freshBox = async () => `/api/v1/boxes/${(await createV1Order(world, a, { primary_id: 'sec-fresh' })).boxId}/`;
    const freshItem = async () => `/api/v1/items/${(await createV1Order(world, a, { primary_id: 'sec-fresh' })).itemId}/`;
    const s = { scope: 'order' } as const;
    await assertV1RouteSecurity(world, a, b, { ...s, method: 'GET', url: '/api/v1/boxes/', hasObjectIds: false });
    await assertV1RouteSecurity(world, a, b, { ...s, method: 'GET', url: `/api/v1/boxes/${o.boxId}/` });
    await assertV1RouteSecurity(world, a, b, { ...s, method: 'PATCH', url: `/api/v1/boxes/${o.boxId}/`, body: { weight: 5 }, unchanged: snapshot, prepare: freshBox });
    await assertV1RouteSecurity(world, a, b, { ...s, method: 'PUT', url: `/api/v1/boxes/${o.boxId}/`, body: { weight: 5 }, unchanged: snapshot, prepare: freshBox });
    await assertV1RouteSecurity(world, a, b, { ...s, method: 'DELETE', url: `/api/v1/boxes/${o.boxId}/`, unchanged: snapshot, prepare: freshBox });
    await assertV1RouteSecurity(world, a, b, { ...s, method: 'GET', url: '/api/v1/items/', hasObjectIds: false });
    await assertV1RouteSecurity(world, a, b, { ...s, method: 'GET', url: `/api/v1/boxes/${o.boxId}/items/` });
    await assertV1RouteSecurity(world, a, b, { ...s, method: 'GET', url: `/api/v1/items/${o.itemId}/` });
    await assertV1RouteSecurity(world, a, b, { ...s, method: 'POST', url: `/api/v1/boxes/${o.boxId}/items/`, body: { quantity: 1 }, unchanged: snapshot });
    await assertV1RouteSecurity(world, a, b, {
      ...s, method: 'POST', url: '/api/v1/items/', body: { box: `/api/v1/boxes/${o.boxId}/`, quantity: 1 }, unchanged: snapshot, hasObjectIds: false,
    });
    // Org B's token naming org A's box in the body: the box is not found.
    const crossed = await world.request('POST', '/api/v1/items/', { token: b.token, body: { box: `/api/v1/boxes/${o.boxId}/`, quantity: 1 } });
    assert.equal(crossed.statusCode, 404);
    await assertV1RouteSecurity(world, a, b, { ...s, method: 'PATCH', url: `/api/v1/items/${o.itemId}/`, body: { quantity: 9 }, unchanged: snapshot, prepare: freshItem });
    await assertV1RouteSecurity(world, a, b, { ...s, method: 'PUT', url: `/api/v1/items/${o.itemId}/`, body: { quantity: 9 }, unchanged: snapshot, prepare: freshItem });
    await assertV1RouteSecurity(world, a, b, { ...s, method: 'DELETE', url: `/api/v1/items/${o.itemId}/`, unchanged: snapshot, prepare: freshItem });
  });
});
