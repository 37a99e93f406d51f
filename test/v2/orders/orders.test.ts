import { describe, it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { assertRouteSecurity } from '../../support/security.ts';
import { assertInvalid, events, get, guideOrder, pkOf, postOrder, tableCounts } from './fixtures.ts';

describe('orders', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;
  const ordersUrl = () => `${orgA.url}orders/`;

  before(async () => {
    world = await createWorld();
  });
  beforeEach(async () => {
    await world.reset();
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg('Other');
  });
  after(() => world.close());

  it("creates the official guide's order as is and reads it back", async () => {
    const created = await postOrder(world, orgA, guideOrder());
    assert.match(created.url, /^\/api\/v2\/orgs\/[^/]+\/orders\/[^/]+\/$/);
    const order = await get(world, orgA, created.url);
    assert.deepEqual(order, created);
    assert.equal(order.primary_id, 'ORDER-1001');
    assert.match(order.unique_id, /^[0-9a-f-]{36}$/);
    assert.equal(order.billing.status, 'paid');
    assert.equal(order.billing.total, '100.00 USD');
    assert.equal(order.billing.bill_to.first_name, 'Charles');
    assert.equal(order.shipping.ship_to.city, 'Springfield');
    assert.equal(order.shipping.ship_to.residential, true);
    assert.ok(order.shipping.ship_to.created_at);
    assert.equal(order.shipping.ship_from, null);
    assert.equal(order.boxes.length, 1);
    assert.deepEqual(Object.keys(order.boxes[0]).sort(), ['items', 'url']);
    assert.deepEqual(Object.keys(order.boxes[0].items[0]), ['url']);

    const box = await get(world, orgA, order.boxes[0].url);
    assert.equal(box.weight, '907.1847 g', 'effective weight: 2 x 1 lbs');
    const item = await get(world, orgA, order.boxes[0].items[0].url);
    assert.equal(item.kind, 'goods');
    assert.equal(item.unit_price, '50.00 USD');
    assert.equal(item.unit_weight, '453.5924 g');
  });

  it('answers POST with what GET shows: every box, item, note and tag in the order GET lists them', async () => {
    // Tags in code-point order: U+1F600 (a surrogate pair in JavaScript) sorts after U+FF21, and a lone surrogate
    // is stored as U+FFFD. Items of the second box come after all of the first's.
    const tags = ['zz', '\u{1F600}x', '\uFF21x', 'Ab', 'ab', 'zz', 'x\uD800'];
    const body = {
      primary_id: 'PARTS-1',
      tags,
      notes: [{ content: 'first' }, { content: 'second' }],
      boxes: [
        { items: [{ part_number: 'A1', quantity: 1 }, { part_number: 'A2', quantity: 2 }, { part_number: 'A3', quantity: 3 }] },
        { items: [] },
        { items: [{ part_number: 'C1', quantity: 1 }, { part_number: 'C2', quantity: 1 }] },
      ],
    };
    const created = await postOrder(world, orgA, body);
    const read = await get(world, orgA, created.url);
    assert.deepEqual(created, read);
    assert.deepEqual(created.tags, ['Ab', 'ab', 'x\uFFFD', 'zz', '\uFF21x', '\u{1F600}x']);
    assert.deepEqual(created.boxes.map((b: { items: unknown[] }) => b.items.length), [3, 0, 2]);
    assert.deepEqual(created.notes.map((n: { content: string }) => n.content), ['first', 'second']);
    assert.deepEqual((await events(world, orgA))[0].payload, read);

    const bare = await postOrder(world, orgA, { primary_id: 'PARTS-2' });
    assert.deepEqual(bare, await get(world, orgA, bare.url));
    assert.deepEqual([bare.boxes, bare.notes, bare.tags], [[], [], []]);
  });

  it('stores every order field and shows them back', async () => {
    const body = {
      ...guideOrder(),
      unique_id: 'u-1',
      order_number: 1234,
      customer_number: 'C-9',
      po_number: 'PO-7',
      terms: 'Net 30',
      message: 'Thanks!',
      ordered_at: '2024-03-30T10:00:00.123456+02:00',
      printed_at: '2024-03-31',
      custom_fields: { gift: { value: 'yes', type: 'text/plain' } },
      source: { name: 'Shopify', account: 'shop@example.com', channel: 'web', id: 998877, retrieved_at: '2024-03-30T09:00:00Z' },
      tags: ['vip', 'rush.2'],
      notes: [{ author: { email: 'ops@example.com', name: 'Ops', system: false }, content: 'Handle with care' }],
    };
    const order = await postOrder(world, orgA, body);
    assert.equal(order.unique_id, 'u-1');
    assert.equal(order.order_number, 1234);
    assert.equal(order.ordered_at, '2024-03-30T08:00:00.123456Z');
    assert.equal(order.printed_at, '2024-03-31T00:00:00Z');
    assert.deepEqual(order.custom_fields, { gift: { value: 'yes', type: 'text/plain', encoding: null } });
    assert.equal(order.source.id, '998877');
    assert.equal(order.source.name, 'Shopify');
    assert.ok(order.source.updated_at);
    assert.deepEqual(order.tags, ['rush.2', 'vip']);
    assert.equal(order.notes.length, 1);
    assert.equal(order.notes[0].content, 'Handle with care');
    assert.match(order.notes[0].url, new RegExp(`^${order.url}notes/`));
    const field = await get(world, orgA, `${order.url}custom-fields/gift/`);
    assert.deepEqual(field, { name: 'gift', value: 'yes', type: 'text/plain', encoding: null });
    assert.equal((await world.request('GET', `${order.url}custom-fields/nope/`, { token: orgA.token })).statusCode, 404);
  });

  it('generates a unique_id and refuses a duplicate one with 400 naming unique_id, writing nothing', async () => {
    const first = await postOrder(world, orgA, { primary_id: 'A', unique_id: 'dup' });
    assert.equal(first.unique_id, 'dup');
    const before = await tableCounts(world, orgA);
    const res = await world.request('POST', ordersUrl(), { token: orgA.token, body: { ...guideOrder(), unique_id: 'dup' } });
    assertInvalid(res, 'unique_id');
    assert.deepEqual(await tableCounts(world, orgA), before);
    // Another organization may use the same unique_id; primary_id is not unique.
    await postOrder(world, orgB, { primary_id: 'A', unique_id: 'dup' });
    await postOrder(world, orgA, { primary_id: 'A' });
  });

  it('rejects bad values with 400 naming the field path and writes nothing', async () => {
    const cases: [unknown, string][] = [
      [{}, 'primary_id'],
      [{ primary_id: '' }, 'primary_id'],
      [{ primary_id: 5 }, 'primary_id'],
      [{ primary_id: 'x', order_number: 'ten' }, 'order_number'],
      [{ primary_id: 'x', order_number: 1.5 }, 'order_number'],
      [{ primary_id: 'x', ordered_at: 'yesterday' }, 'ordered_at'],
      [{ primary_id: 'x', billing: { status: 'maybe' } }, 'billing.status'],
      [{ primary_id: 'x', billing: { total: '100' } }, 'billing.total'],
      [{ primary_id: 'x', billing: { total: '100.00 DOLLARS' } }, 'billing.total'],
      [{ primary_id: 'x', shipping: { status: 'shipped' } }, 'shipping.status'],
      [{ primary_id: 'x', shipping: { ship_cost: 12 } }, 'shipping.ship_cost'],
      [{ primary_id: 'x', shipping: { ship_to: { residential: 'yes' } } }, 'shipping.ship_to.residential'],
      [{ primary_id: 'x', source: { retrieved_at: 'soon' } }, 'source.retrieved_at'],
      [{ primary_id: 'x', custom_fields: { a: { value: 1 } } }, 'custom_fields.a.value'],
      [{ primary_id: 'x', custom_fields: { a: { value: '%%%', encoding: 'base64' } } }, 'custom_fields.a.value'],
      [{ primary_id: 'x', tags: ['a'] }, 'tags[0]'],
      [{ primary_id: 'x', tags: ['ok', 'bad/tag'] }, 'tags[1]'],
      [{ primary_id: 'x', boxes: [{ weight: 'heavy' }] }, 'boxes[0].weight'],
      [{ primary_id: 'x', boxes: [{ length: '3 parsecs' }] }, 'boxes[0].length'],
      [{ primary_id: 'x', boxes: [{ cod: 'cheque' }] }, 'boxes[0].cod'],
      [{ primary_id: 'x', boxes: [{ confirmation_type: 'maybe' }] }, 'boxes[0].confirmation_type'],
      [{ primary_id: 'x', boxes: [{ items: [{ quantity: 1 }, { quantity: 'two' }] }] }, 'boxes[0].items[1].quantity'],
      [{ primary_id: 'x', boxes: [{ items: [{ quantity: 1 }, { part_number: 'no quantity' }] }] }, 'boxes[0].items[1].quantity'],
      [{ primary_id: 'x', boxes: [{}, { items: [{ quantity: -1 }] }] }, 'boxes[1].items[0].quantity'],
      [{ primary_id: 'x', boxes: [{ items: [{ quantity: 1, unit_weight: '1 stone' }] }] }, 'boxes[0].items[0].unit_weight'],
      [{ primary_id: 'x', boxes: [{ items: [{ quantity: 1, unit_price: 'free' }] }] }, 'boxes[0].items[0].unit_price'],
      [{ primary_id: 'x', boxes: [{ items: [{ quantity: 1, kind: 'gift' }] }] }, 'boxes[0].items[0].kind'],
      [{ primary_id: 'x', boxes: [{ items: [{ quantity: 1, custom_fields: { x: { value: 2 } } }] }] }, 'boxes[0].items[0].custom_fields.x.value'],
      [{ primary_id: 'x', boxes: [{ url: '/api/v2/orgs/1/orders/1/boxes/1/' }] }, 'boxes[0].url'],
      [{ primary_id: 'x', notes: [{ author: { name: 'no content' } }] }, 'notes[0].content'],
      [{ primary_id: 'x', relations: [{ kind: 'sibling', order: '/x/' }] }, 'relations[0].kind'],
    ];
    await postOrder(world, orgA, { primary_id: 'existing' });
    const before = await tableCounts(world, orgA);
    for (const [body, field] of cases) {
      const res = await world.request('POST', ordersUrl(), { token: orgA.token, body });
      assertInvalid(res, field);
      assert.equal(res.json().code, 'validation_failed');
    }
    assert.deepEqual(await tableCounts(world, orgA), before);
  });

  it('PATCH changes only what it carries; null clears; nested boxes and items follow the url rule', async () => {
    const order = await postOrder(world, orgA, { ...guideOrder(), message: 'hi', po_number: 'PO-1', custom_fields: { a: { value: '1' }, b: { value: '2' } } });
    const [box] = order.boxes;
    const res = await world.request('PATCH', order.url, {
      token: orgA.token,
      body: {
        message: null,
        billing: { status: 'refunded' },
        shipping: { ship_to: { city: 'Shelbyville' } },
        custom_fields: { a: null, c: { value: '3' } },
        boxes: [
          { url: box.url, tracking_number: '1Z999', items: [{ url: box.items[0].url, quantity: 5 }, { quantity: 1, part_number: 'NEW' }] },
          { items: [{ quantity: 3, kind: 'tax' }] },
        ],
        unknown_field: 'ignored',
      },
    });
    assert.equal(res.statusCode, 200, res.body);
    const patched = res.json();
    assert.equal(patched.message, null);
    assert.equal(patched.po_number, 'PO-1');
    assert.equal(patched.billing.status, 'refunded');
    assert.equal(patched.billing.total, '100.00 USD');
    assert.equal(patched.shipping.ship_to.city, 'Shelbyville');
    assert.equal(patched.shipping.ship_to.first_name, 'Ada');
    assert.equal(patched.shipping.ship_to.created_at, order.shipping.ship_to.created_at);
    assert.deepEqual(Object.keys(patched.custom_fields).sort(), ['b', 'c']);
    assert.equal(patched.boxes.length, 2);
    assert.equal(patched.boxes[0].url, box.url);
    assert.equal(patched.boxes[0].items.length, 2);
    const full = await get(world, orgA, `${order.url}?expand=boxes,items`);
    assert.equal(full.boxes[0].tracking_number, '1Z999');
    assert.equal(full.boxes[0].items[0].quantity, 5);
    assert.equal(full.boxes[0].items[0].part_number, 'SKU-1');
    assert.equal(full.boxes[0].items[1].part_number, 'NEW');
    assert.equal(full.boxes[1].items[0].kind, 'tax');

    // Boxes not mentioned stay; clearing an address; tags replace the set.
    const again = await world.request('PATCH', order.url, { token: orgA.token, body: { shipping: { ship_to: null }, tags: ['one', 'two'] } });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.json().boxes.length, 2);
    assert.equal(again.json().shipping.ship_to, null);
    assert.equal(again.json().shipping.ship_via, 'UPS');
    const tagged = await world.request('PATCH', order.url, { token: orgA.token, body: { tags: ['two', 'three'] } });
    assert.deepEqual(tagged.json().tags, ['three', 'two']);
  });

  it('PATCH refuses a box or item url of another order, and bad values, changing nothing', async () => {
    const a = await postOrder(world, orgA, guideOrder());
    const b = await postOrder(world, orgA, guideOrder());
    const before = await tableCounts(world, orgA);
    const cases: [unknown, string][] = [
      [{ boxes: [{ url: b.boxes[0].url }] }, 'boxes[0].url'],
      [{ boxes: [{ url: 'garbage' }] }, 'boxes[0].url'],
      [{ boxes: [{ url: a.boxes[0].url, items: [{ url: b.boxes[0].items[0].url }] }] }, 'boxes[0].items[0].url'],
      [{ boxes: [{ items: [{ url: a.boxes[0].items[0].url }] }] }, 'boxes[0].items[0].url'],
      [{ primary_id: null }, 'primary_id'],
      [{ boxes: [{ url: a.boxes[0].url, items: [{ url: a.boxes[0].items[0].url, quantity: null }] }] }, 'boxes[0].items[0].quantity'],
      [{ shipping: { status: 'lost' } }, 'shipping.status'],
    ];
    for (const [body, field] of cases) assertInvalid(await world.request('PATCH', a.url, { token: orgA.token, body }), field);
    assert.deepEqual(await tableCounts(world, orgA), before);
    assert.deepEqual(await get(world, orgA, a.url), a);
  });

  it("PUT replaces the order's own fields and keeps boxes, notes and unique_id", async () => {
    const order = await postOrder(world, orgA, { ...guideOrder(), message: 'hi', custom_fields: { a: { value: '1' } }, notes: [{ content: 'n' }] });
    const res = await world.request('PUT', order.url, { token: orgA.token, body: { primary_id: 'REPLACED', shipping: { ship_via: 'FedEx' } } });
    assert.equal(res.statusCode, 200, res.body);
    const put = res.json();
    assert.equal(put.primary_id, 'REPLACED');
    assert.equal(put.unique_id, order.unique_id);
    assert.equal(put.message, null);
    assert.deepEqual(put.custom_fields, {});
    assert.equal(put.billing.status, null);
    assert.equal(put.billing.bill_to, null);
    assert.equal(put.shipping.ship_via, 'FedEx');
    assert.equal(put.shipping.ship_to, null);
    assert.equal(put.boxes.length, 1);
    assert.equal(put.notes.length, 1);
    assertInvalid(await world.request('PUT', order.url, { token: orgA.token, body: { message: 'no primary id' } }), 'primary_id');
  });

  it('PATCH with a null billing, shipping or source clears the whole object', async () => {
    const order = await postOrder(world, orgA, { ...guideOrder(), source: { name: 'Shop', id: 'S1' } });
    const res = await world.request('PATCH', order.url, { token: orgA.token, body: { billing: null, source: null, shipping: { ship_from: { city: 'Depot' } } } });
    assert.equal(res.statusCode, 200, res.body);
    const patched = res.json();
    assert.deepEqual(patched.billing, { status: null, subtotal: null, shipping: null, tax: null, total: null, bill_to: null });
    // Clearing the source is a change of it: source.updated_at moves, as for products and contacts.
    assert.deepEqual(patched.source, { name: null, account: null, channel: null, id: null, retrieved_at: null, updated_at: patched.updated_at });
    assert.equal(patched.shipping.ship_from.city, 'Depot');
    assert.equal(patched.shipping.ship_from.first_name, null);
    assert.equal(patched.shipping.ship_to.city, 'Springfield');
    const cleared = (await world.request('PATCH', order.url, { token: orgA.token, body: { shipping: null } })).json();
    assert.equal(cleared.shipping.ship_via, null);
    assert.equal(cleared.shipping.ship_to, null);
    assert.equal(cleared.shipping.ship_from, null);
  });

  it('leaves long custom field values out with lazy', async () => {
    const long = 'x'.repeat(600);
    const order = await postOrder(world, orgA, {
      primary_id: 'L', custom_fields: { big: { value: long }, small: { value: 's' } },
      boxes: [{ custom_fields: { big: { value: long } }, items: [{ quantity: 1, custom_fields: { big: { value: long } } }] }],
    });
    const lazy = await get(world, orgA, `${order.url}?expand=boxes,items&lazy=custom_fields,boxes__custom_fields,boxes__items__custom_fields`);
    assert.deepEqual(lazy.custom_fields, { big: { type: null, encoding: null }, small: { value: 's', type: null, encoding: null } });
    assert.deepEqual(lazy.boxes[0].custom_fields.big, { type: null, encoding: null });
    assert.deepEqual(lazy.boxes[0].items[0].custom_fields.big, { type: null, encoding: null });
    const listed = await get(world, orgA, `${ordersUrl()}?lazy=custom_fields`);
    assert.equal(listed.results[0].custom_fields.big.value, undefined);
    assert.equal((await get(world, orgA, order.url)).custom_fields.big.value, long);
  });

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
