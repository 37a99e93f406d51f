// An order's DELETE, its 404s, the list, its events and the security suite on every order route.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertRouteSecurity } from '../../support/security.ts';
import { events, get, guideOrder, pkOf, postOrder, tableCounts } from './fixtures.ts';
import { world, orgA, orgB, ordersUrl, useOrdersWorld } from './orders-world.ts';

describe('orders', () => {
  useOrdersWorld();

  it('DELETE removes the order and all its parts', async () => {
    const order = await postOrder(world, orgA, { ...guideOrder(), tags: ['aa'], notes: [{ content: 'n' }] });
    const res = await world.request('DELETE', order.url, { token: orgA.token });
    assert.equal(res.statusCode, 204);
    assert.equal(res.body, '');
    const counts = await tableCounts(world, orgA);
    assert.deepEqual([counts.orders, counts.boxes, counts.items, counts.notes, counts.tags], [0, 0, 0, 0, 0]);
    assert.equal((await world.request('GET', order.url, { token: orgA.token })).statusCode, 404);
    assert.equal((await world.request('GET', order.boxes[0].url, { token: orgA.token })).statusCode, 404);
    assert.equal((await world.request('DELETE', order.url, { token: orgA.token })).statusCode, 404);
  });

  it('answers 404 for unknown, malformed and other organizations\' order keys', async () => {
    const order = await postOrder(world, orgA, guideOrder());
    for (const url of [`${ordersUrl()}ZZZZ/`, `${ordersUrl()}!!/`, `${ordersUrl()}007/`]) {
      for (const method of ['GET', 'PATCH', 'PUT', 'DELETE']) {
        const res = await world.request(method, url, { token: orgA.token, body: method === 'GET' || method === 'DELETE' ? undefined : { primary_id: 'x' } });
        assert.equal(res.statusCode, 404, `${method} ${url}`);
      }
    }
    const crossed = `${orgB.url}orders/${pkOf(order.url)}/`;
    assert.equal((await world.request('GET', crossed, { token: orgB.token })).statusCode, 404);
    assert.equal((await world.request('PATCH', crossed, { token: orgB.token, body: { message: 'x' } })).statusCode, 404);
    assert.equal((await world.request('DELETE', crossed, { token: orgB.token })).statusCode, 404);
  });

  it('lists orders newest first with paging, and expands boxes and items', async () => {
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await postOrder(world, orgA, { ...guideOrder(), primary_id: `O-${i}` }));
    await postOrder(world, orgB, guideOrder());
    const page1 = await get(world, orgA, `${ordersUrl()}?limit=2`);
    assert.equal(page1.count, 3);
    assert.deepEqual(page1.results.map((o: { primary_id: string }) => o.primary_id), ['O-2', 'O-1']);
    // next also carries the position of the page's last order (list/keyset.test.ts).
    assert.match(page1.next, /^http:\/\/[^/]+\/api\/v2\/orgs\/.+\/orders\/\?limit=2&offset=2&after=2\.-created_at\.\d+\.\d+$/);
    assert.equal(page1.previous, null);
    const page2 = await get(world, orgA, `${ordersUrl()}?limit=2&offset=2`);
    assert.deepEqual(page2.results.map((o: { primary_id: string }) => o.primary_id), ['O-0']);
    assert.equal(page2.next, null);

    const refs = await get(world, orgA, ordersUrl());
    assert.deepEqual(Object.keys(refs.results[0].boxes[0]).sort(), ['items', 'url']);
    const boxes = await get(world, orgA, `${ordersUrl()}?expand=boxes`);
    assert.equal(boxes.results[0].boxes[0].weight, '907.1847 g');
    assert.deepEqual(Object.keys(boxes.results[0].boxes[0].items[0]), ['url']);
    const items = await get(world, orgA, `${ordersUrl()}?expand=items`);
    assert.equal(items.results[0].boxes[0].items[0].part_number, 'SKU-1');
    assert.equal(items.results[0].boxes[0].weight, undefined);
    const both = await get(world, orgA, `${ordersUrl()}?expand=boxes,items`);
    assert.equal(both.results[0].boxes[0].items[0].unit_weight, '453.5924 g');
    assert.equal(both.results[0].boxes[0].cod, 'none');
    assert.equal((await world.request('GET', `${ordersUrl()}?limit=0`, { token: orgA.token })).statusCode, 400);
    assert.equal((await world.request('GET', `${ordersUrl()}?limit=5000`, { token: orgA.token })).statusCode, 200, 'a limit above the maximum is capped');
  });

  it('emits one orders event per write with the GET JSON, and a delete event', async () => {
    const order = await postOrder(world, orgA, guideOrder());
    let evs = await events(world, orgA);
    assert.equal(evs.length, 1);
    assert.equal(evs[0].action, 'put');
    assert.equal(evs[0].object_pk, pkOf(order.url));
    assert.deepEqual(evs[0].payload, order);
    const patched = (await world.request('PATCH', order.url, { token: orgA.token, body: { message: 'm', boxes: [{ items: [{ quantity: 1 }] }] } })).json();
    evs = await events(world, orgA);
    assert.equal(evs.length, 2);
    assert.deepEqual(evs[1].payload, patched);
    await world.request('DELETE', order.url, { token: orgA.token });
    evs = await events(world, orgA);
    assert.equal(evs.length, 3);
    assert.equal(evs[2].action, 'delete');
    assert.equal(evs[2].payload, null);
    // A rejected write emits nothing.
    await world.request('POST', ordersUrl(), { token: orgA.token, body: { primary_id: 'x', billing: { status: 'nope' } } });
    assert.equal((await events(world, orgA)).length, 3);
  });

  it('passes the security suite on every order route', async () => {
    const order = await postOrder(world, orgA, { ...guideOrder(), custom_fields: { f: { value: 'v' } } });
    const pk = pkOf(order.url);
    // The denied requests change nothing; the exact-scope PATCH and PUT act on fresh orders, DELETE comes last.
    const unchanged = async () => [await tableCounts(world, orgA), await get(world, orgA, order.url)];
    const prepare = async () => (await postOrder(world, orgA, guideOrder())).url as string;
    const routes = [
      { method: 'GET' as const, path: (o: string) => `/api/v2/orgs/${o}/orders/`, hasObjectIds: false },
      { method: 'POST' as const, path: (o: string) => `/api/v2/orgs/${o}/orders/`, body: guideOrder(), hasObjectIds: false, unchanged },
      { method: 'GET' as const, path: (o: string) => `/api/v2/orgs/${o}/orders/${pk}/` },
      { method: 'PATCH' as const, path: (o: string) => `/api/v2/orgs/${o}/orders/${pk}/`, body: { message: 'x' }, prepare, unchanged },
      { method: 'PUT' as const, path: (o: string) => `/api/v2/orgs/${o}/orders/${pk}/`, body: { primary_id: 'x' }, prepare, unchanged },
      { method: 'GET' as const, path: (o: string) => `/api/v2/orgs/${o}/orders/${pk}/custom-fields/f/` },
    ];
    for (const route of routes) await assertRouteSecurity(world, orgA, orgB, { scope: 'order', ...route });
    await assertRouteSecurity(world, orgA, orgB, { method: 'DELETE', path: (o) => `/api/v2/orgs/${o}/orders/${pk}/`, scope: 'order', unchanged });
    assert.equal((await world.request('GET', order.url, { token: orgA.token })).statusCode, 404, 'deleted by the exact-scope request');
  });
});
