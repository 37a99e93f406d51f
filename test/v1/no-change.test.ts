/**
 * A write that changes nothing changes nothing (v1): an order, box or item read with GET and written back with PUT
 * or PATCH (the read-modify-write of a real client), or a PATCH of the values stored, keeps every timestamp of the
 * order and its parts, writes no stored render and sends no event; a real change moves exactly what it changed.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { FULL_ORDER } from './support.ts';
import { moved, subscribeOrders, trailOf } from '../orders/writing/trail.ts';

type Json = Record<string, any>;

describe('v1: a write that changes nothing changes nothing', () => {
  let world: TestWorld;
  let org: TestOrg;
  before(async () => {
    world = await createWorld();
    org = await world.createOrg('Acme');
    await subscribeOrders(world, org);
  });
  after(() => world.close());

  const request = async (method: string, path: string, body?: unknown, status = method === 'GET' ? 200 : 202) => {
    const res = await world.request(method, path, { token: org.token, body });
    assert.equal(res.statusCode, status, `${method} ${path}: ${res.body}`);
    return res.json();
  };
  const makeOrder = async (primary: string) => (await request('POST', '/api/v1/orders/?expand=all', { ...FULL_ORDER, primary_id: primary }, 201)) as Json;

  it('an order, box or item read with GET and written back with PUT or PATCH: nothing moves, in JSON and XML', async () => {
    const order = await makeOrder('NC-1');
    const trail = () => trailOf(world.db, org.id, order.id);
    const before = await trail();
    for (const expand of ['', 'boxes', 'all']) {
      for (const method of ['PUT', 'PATCH']) {
        for (const format of ['json', 'xml']) {
          const path = `/api/v1/orders/${order.id}/?format=json${expand ? `&expand=${expand}` : ''}`;
          const read = await request('GET', path);
          const res = await world.request(method, path.replace('format=json', `format=${format}`), { token: org.token, body: read });
          assert.equal(res.statusCode, 202, res.body);
          assert.deepEqual(await trail(), before, `${method} of GET ${expand} (${format}): nothing moved`);
        }
      }
    }
    for (const box of order.boxes as Json[]) {
      for (const method of ['PUT', 'PATCH']) {
        await request(method, `/api/v1/boxes/${box.id}/`, await request('GET', `/api/v1/boxes/${box.id}/`));
        assert.deepEqual(await trail(), before, `${method} of GET box ${box.id}: nothing moved`);
        for (const item of box.items as Json[]) {
          await request(method, `/api/v1/items/${item.id}/`, await request('GET', `/api/v1/items/${item.id}/`));
          assert.deepEqual(await trail(), before, `${method} of GET item ${item.id}: nothing moved`);
        }
      }
    }
  });

  it('a PATCH of the values stored changes nothing', async () => {
    const order = await makeOrder('NC-2');
    const trail = () => trailOf(world.db, org.id, order.id);
    const [box, second] = order.boxes as Json[];
    const before = await trail();
    const writes: [string, Json][] = [
      [`/api/v1/orders/${order.id}/`, { message: 'first', charges: { tax: '1.25', currency_code: 'EUR' }, ship_to: { state: 'CA' } }],
      [`/api/v1/orders/${order.id}/`, { custom_fields: [{ name: 'gift', value: 'yes' }], source: 'Shopify' }],
      [`/api/v1/orders/${order.id}/`, { boxes: [{ id: box.id, tracking_number: '1Z1', items: [{ id: box.items[0].id, quantity: 2 }] }] }],
      [`/api/v1/boxes/${box.id}/`, { weight: 1200, length: 0.4, charges: { insured_value: '50' } }],
      // The second box's weight is its items' (none stored): written as GET shows it, it stays so.
      [`/api/v1/boxes/${second.id}/`, { weight: second.weight }],
      [`/api/v1/items/${second.items[0].id}/`, { quantity: 5, joint_production: 'N' }],
    ];
    for (const [path, body] of writes) {
      await request('PATCH', path, body);
      assert.deepEqual(await trail(), before, `PATCH ${path} ${JSON.stringify(body)}: nothing moved`);
    }
  });

  it('a real change moves the item, its order\'s nested_updated_at, and nothing else', async () => {
    const order = await makeOrder('NC-3');
    const trail = () => trailOf(world.db, org.id, order.id);
    const [box] = order.boxes as Json[];
    const before = await trail();
    const answer = await request('PUT', `/api/v1/items/${box.items[1].id}/`, { ...(await request('GET', `/api/v1/items/${box.items[1].id}/`)), quantity: 7 });
    assert.equal(answer.quantity, 7);
    const after = await trail();
    assert.deepEqual(moved(before.items, after.items), [String(box.items[1].id)]);
    assert.deepEqual(moved(before.boxes, after.boxes), []);
    assert.deepEqual(moved(before.order, after.order), ['nested_updated_at']);
    assert.notEqual(after.render, before.render);
    assert.deepEqual([after.events - before.events, after.deliveries - before.deliveries], [1, 1]);

    const full = await request('GET', `/api/v1/orders/${order.id}/?expand=all`);
    await request('PUT', `/api/v1/orders/${order.id}/?expand=all`, { ...full, bill_to: { ...full.bill_to, city: 'Paris' } });
    const third = await trail();
    assert.deepEqual(moved(after.order, third.order), ['bill_to_updated_at', 'nested_updated_at', 'updated_at']);
    assert.deepEqual([moved(after.boxes, third.boxes), moved(after.items, third.items)], [[], []]);
    assert.equal(third.events - after.events, 1);
  });
});
