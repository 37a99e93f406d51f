/**
 * v1 read-modify-write (DECISIONS section 9): what GET shows, written back with PUT or PATCH, changes nothing; a
 * box or item named by `resource_uri` or `id` is that box or item; a write answers as GET shows.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { FULL_ORDER, count } from './support.ts';
import { documentForm } from '../support/multipart.ts';

type Json = Record<string, unknown>;

/** A GET body without the times a write moves (the order's own, and its addresses' updated_at). */
function steady(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(steady);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value as Json)
    .filter(([k]) => k !== 'updated_at' && k !== 'nested_updated_at')
    .map(([k, v]) => [k, steady(v)]));
}

describe('v1 read-modify-write', () => {
  let world: TestWorld;
  let a: TestOrg;
  let b: TestOrg;
  before(async () => {
    world = await createWorld();
    a = await world.createOrg('Acme');
    b = await world.createOrg('Other');
  });
  after(() => world.close());

  const get = async (path: string, org = a) => {
    const res = await world.request('GET', path, { token: org.token });
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  };
  const write = async (method: string, path: string, body: unknown, status = 202, org = a) => {
    const res = await world.request(method, path, { token: org.token, body });
    assert.equal(res.statusCode, status, res.body);
    return res.json();
  };
  const makeOrder = async (org = a, body: Json = {}) => (await write('POST', '/api/v1/orders/?expand=all', { ...FULL_ORDER, ...body }, 201, org)) as Json & {
    id: number; boxes: (Json & { id: number; items: (Json & { id: number })[] })[];
  };

  it('GET written back unchanged with PUT or PATCH changes nothing, in v1 and in v2, with or without expand', async () => {
    const order = await makeOrder();
    // A value v1 does not show, set through v2: a v1 PUT leaves it.
    const v2Url = (await get(`${a.url}orders/?primary_id=RMW-1`)).results[0].url as string;
    assert.equal((await world.request('PATCH', v2Url, { token: a.token, body: { source: { account: 'acct-1' }, tags: ['keep-me'] } })).statusCode, 200);
    const v2Before = await get(`${v2Url}?expand=boxes,items`);
    const [boxes, items] = [await count(world, 'boxes'), await count(world, 'items')];
    for (const expand of ['', 'boxes', 'all']) {
      const path = `/api/v1/orders/${order.id}/${expand ? `?expand=${expand}` : ''}`;
      for (const method of ['PUT', 'PATCH']) {
        const before = await get(path);
        const answer = await write(method, path, before);
        const after = await get(path);
        assert.deepEqual(answer, after, `${method} ${expand}: the write answers what GET shows`);
        assert.deepEqual(steady(after), steady(before), `${method} ${expand}: nothing changed`);
        assert.deepEqual([await count(world, 'boxes'), await count(world, 'items')], [boxes, items], `${method} ${expand}: no box or item added`);
      }
    }
    const v2After = await get(`${v2Url}?expand=boxes,items`);
    assert.deepEqual(steady(v2After), steady(v2Before), 'v2 sees nothing changed either (source.account, tags kept)');
    assert.equal(v2After.source.account, 'acct-1');
  });

  it('a write\'s answer written back duplicates nothing', async () => {
    const order = await makeOrder(a, { primary_id: 'RMW-answer' });
    const [boxes, items] = [await count(world, 'boxes'), await count(world, 'items')];
    let answer: Json = order;
    for (let i = 0; i < 3; i++) answer = await write('PUT', `/api/v1/orders/${order.id}/?expand=all`, answer);
    assert.deepEqual([await count(world, 'boxes'), await count(world, 'items')], [boxes, items]);
    assert.deepEqual(steady(answer), steady(order));
    // The default answer is GET's default: boxes as references.
    const plain = await write('PATCH', `/api/v1/orders/${order.id}/`, { message: 'refs' });
    assert.deepEqual(plain.boxes, order.boxes.map((bx) => ({ resource_uri: bx.resource_uri })));
  });

  it('with one field changed, only that field changes (order, box, item)', async () => {
    const order = await makeOrder(a, { primary_id: 'RMW-one' });
    const path = `/api/v1/orders/${order.id}/?expand=all`;
    const before = await get(path);
    await write('PUT', path, { ...before, message: 'second' });
    assert.deepEqual(steady(await get(path)), steady({ ...before, message: 'second' }));

    const changed = structuredClone(await get(path)) as typeof order;
    changed.boxes[1].items[0].quantity = 9;
    changed.boxes[0].tracking_number = '1Z9';
    await write('PATCH', path, changed);
    const after = await get(path);
    const expected = structuredClone(before) as typeof order;
    expected.message = 'second';
    expected.boxes[1].items[0].quantity = 9;
    expected.boxes[0].tracking_number = '1Z9';
    // The second box's weight is its items' (none stored): it moves with the quantity.
    expected.boxes[1].weight = after.boxes[1].weight;
    assert.deepEqual(steady(after), steady(expected));

    const box = await get(`/api/v1/boxes/${order.boxes[0].id}/`);
    await write('PUT', `/api/v1/boxes/${box.id}/`, { ...box, general_description: 'cups' });
    assert.deepEqual(steady(await get(`/api/v1/boxes/${box.id}/`)), steady({ ...box, general_description: 'cups' }));

    const item = await get(`/api/v1/items/${order.boxes[0].items[1].id}/`);
    const itemAnswer = await write('PUT', `/api/v1/items/${item.id}/`, { ...item, pick_location: 'B-1' });
    assert.deepEqual(steady(itemAnswer), steady({ ...item, pick_location: 'B-1' }));
    assert.deepEqual(itemAnswer, await get(`/api/v1/items/${item.id}/`));
  });

  it('PUT sets every v1 field: one left out becomes null', async () => {
    const order = await makeOrder(a, { primary_id: 'RMW-null' });
    const before = await get(`/api/v1/orders/${order.id}/`);
    const { po_number: _po, ship_to: _to, ...rest } = before;
    const charges = { ...before.charges, tax: undefined };
    const after = await write('PUT', `/api/v1/orders/${order.id}/`, { ...rest, charges });
    assert.equal(after.po_number, null);
    assert.equal(after.ship_to, null);
    assert.equal(after.charges.tax, null);
    assert.equal(after.charges.grand_total, '13.75');
    assert.equal(after.customer_number, 'C-1');
  });

  it('a box PATCH naming an item by id or resource_uri updates it, three times over, adding nothing', async () => {
    const order = await makeOrder(a, { primary_id: 'RMW-box' });
    const box = order.boxes[0];
    const [first, second] = box.items;
    const items = await count(world, 'items');
    for (let i = 0; i < 3; i++) {
      const byId = await write('PATCH', `/api/v1/boxes/${box.id}/`, { items: [{ id: first.id, quantity: 5 }] });
      const byUri = await write('PATCH', `/api/v1/boxes/${box.id}/`, { items: [{ resource_uri: second.resource_uri, quantity: 6 + i }] });
      assert.deepEqual(byUri, await get(`/api/v1/boxes/${box.id}/`), 'a box write answers as GET shows');
      assert.deepEqual(byId.items.map((it: Json) => it.id), [first.id, second.id]);
    }
    assert.equal(await count(world, 'items'), items);
    assert.equal((await get(`/api/v1/items/${first.id}/`)).quantity, 5);
    assert.equal((await get(`/api/v1/items/${second.id}/`)).quantity, 8);
  });

  it('a PUT deletes nothing it leaves out: `boxes: []`, a subset, no `boxes`, in JSON and XML; documents stay', async () => {
    const order = await makeOrder(a, { primary_id: 'RMW-keep' });
    const orderPath = `/api/v1/orders/${order.id}/`;
    // A shipping document on each box (through v2: v1 has no document routes).
    const v2Url = (await get(`${a.url}orders/?primary_id=RMW-keep&expand=boxes`)).results[0].url as string;
    const v2Order = await get(`${v2Url}?expand=boxes`);
    for (const box of v2Order.boxes as { url: string }[]) {
      const form = documentForm({ kind: 'label', data: '%PDF-1.4 keep' });
      const res = await world.request('POST', `${box.url}docs/`, { token: a.token, body: form.body, headers: form.headers });
      assert.equal(res.statusCode, 201, res.body);
    }
    const full = await get(`${orderPath}?expand=all`);
    const counts = async () => [await count(world, 'boxes'), await count(world, 'items'), await count(world, 'shipping_documents')];
    const before = await counts();
    assert.deepEqual(before.slice(0, 2).map((n) => n > 0), [true, true]);
    const [first] = order.boxes;
    const { boxes: _boxes, ...withoutBoxes } = full;
    const bodies: [string, Json][] = [
      ['boxes: []', { ...full, boxes: [] }],
      ['a subset of the boxes', { ...full, boxes: [full.boxes[0]] }],
      ['a box as a reference', { ...full, boxes: [{ resource_uri: first!.resource_uri }] }],
      ['a box with a subset of its items', { ...full, boxes: [{ ...full.boxes[0], items: full.boxes[0].items.slice(0, 1) }] }],
      ['a box with items: []', { ...full, boxes: [{ ...full.boxes[0], items: [] }] }],
      ['no boxes', withoutBoxes],
    ];
    for (const format of ['json', 'xml']) {
      for (const [what, body] of bodies) {
        const res = await world.request('PUT', `${orderPath}?expand=all&format=${format}`, { token: a.token, body });
        assert.equal(res.statusCode, 202, `${format}, ${what}: ${res.body}`);
        if (format === 'xml') {
          assert.match(String(res.headers['content-type']), /xml/);
          for (const box of full.boxes as Json[]) assert.ok(res.body.includes(`<resource_uri>${box.resource_uri as string}</resource_uri>`), `${what}: the XML answer shows ${box.resource_uri as string}`);
        } else {
          assert.deepEqual(res.json().boxes.map((bx: Json) => bx.id), full.boxes.map((bx: Json) => bx.id), `${what}: the answer shows every box`);
        }
        assert.deepEqual(await counts(), before, `${format}, ${what}: no box, item or document removed`);
        assert.deepEqual(steady(await get(`${orderPath}?expand=all`)), steady(full), `${format}, ${what}: the order is as it was`);
      }
    }
    for (const box of (await get(`${v2Url}?expand=boxes`)).boxes as { url: string }[]) {
      assert.equal((await get(`${box.url}docs/`)).count, 1, 'each box keeps its document');
    }

    // A box's own PUT (and PATCH) with a subset of its items, or none, keeps the others.
    const box = await get(`/api/v1/boxes/${first!.id}/`);
    for (const [method, items] of [['PUT', box.items.slice(0, 1)], ['PUT', []], ['PATCH', box.items.slice(1)]] as const) {
      const answer = await write(method, `/api/v1/boxes/${box.id}/`, { ...box, items });
      assert.deepEqual(answer.items.map((it: Json) => it.id), box.items.map((it: Json) => it.id), `${method} with ${items.length} items`);
      assert.deepEqual(await counts(), before);
    }

    // A box or an item goes by its own DELETE.
    const item = box.items[0] as Json;
    assert.equal((await world.request('DELETE', `/api/v1/items/${item.id as number}/`, { token: a.token })).statusCode, 204);
    assert.equal((await world.request('DELETE', `/api/v1/boxes/${order.boxes[1]!.id}/`, { token: a.token })).statusCode, 204);
    assert.deepEqual(await counts(), [before[0] - 1, before[1] - 1 - order.boxes[1]!.items.length, before[2] - 1]);

    // A PATCH adds and keeps: boxes and items not sent stay.
    const added = await write('PATCH', `${orderPath}?expand=all`, { boxes: [{ id: first!.id, items: [{ quantity: 1 }] }, { tracking_number: 'NEW' }] });
    assert.equal(added.boxes.length, 2, 'a box without a reference is added');
    assert.equal(added.boxes[0].items.length, 2, 'an item without a reference is added, the one there stays');
  });

  it('a resource_uri or id of another order\'s or another organization\'s box or item is a 400 naming it, writing nothing', async () => {
    const mine = await makeOrder(a, { primary_id: 'RMW-mine' });
    const sibling = await makeOrder(a, { primary_id: 'RMW-sibling' });
    const foreign = await makeOrder(b, { primary_id: 'RMW-foreign' });
    const before = await get(`/api/v1/orders/${mine.id}/?expand=all`);
    const [boxes, items] = [await count(world, 'boxes'), await count(world, 'items')];
    const cases: [string, string, Json, string, RegExp][] = [
      ['PUT', `/api/v1/orders/${mine.id}/`, { ...before, boxes: [{ resource_uri: sibling.boxes[0].resource_uri }] }, 'boxes[0].resource_uri', /box of this order/],
      ['PATCH', `/api/v1/orders/${mine.id}/`, { boxes: [{ resource_uri: foreign.boxes[0].resource_uri }] }, 'boxes[0].resource_uri', /box of this order/],
      ['PATCH', `/api/v1/orders/${mine.id}/`, { boxes: [{ id: foreign.boxes[0].id }] }, 'boxes[0].id', /box of this order/],
      ['PATCH', `/api/v1/orders/${mine.id}/`, { boxes: [{ resource_uri: '/api/v1/items/1/' }] }, 'boxes[0].resource_uri', /box/],
      ['PATCH', `/api/v1/orders/${mine.id}/`, { boxes: [{ id: mine.boxes[0].id, items: [{ resource_uri: mine.boxes[1].items[0].resource_uri }] }] }, 'boxes[0].items[0].resource_uri', /item of this box/],
      ['PATCH', `/api/v1/boxes/${mine.boxes[0].id}/`, { items: [{ resource_uri: foreign.boxes[0].items[0].resource_uri, quantity: 1 }] }, 'items[0].resource_uri', /item of this box/],
      ['PATCH', `/api/v1/boxes/${mine.boxes[0].id}/`, { items: [{ id: sibling.boxes[0].items[0].id, quantity: 1 }] }, 'items[0].id', /item of this box/],
      ['POST', '/api/v1/orders/', { ...FULL_ORDER, boxes: [{ id: mine.boxes[0].id }] }, 'boxes[0].id', /box of this order/],
    ];
    for (const [method, path, body, field, message] of cases) {
      const res = await world.request(method, path, { token: a.token, body });
      assert.equal(res.statusCode, 400, `${method} ${path} ${JSON.stringify(body).slice(0, 120)}: ${res.body}`);
      const text = res.json().error_message as string;
      assert.ok(text.startsWith(`${field}: `), `${field}: ${text}`);
      assert.match(text, message);
      assert.match(text, /resource_uri/);
    }
    assert.deepEqual([await count(world, 'boxes'), await count(world, 'items')], [boxes, items]);
    assert.deepEqual(steady(await get(`/api/v1/orders/${mine.id}/?expand=all`)), steady(before));
    assert.equal((await get(`/api/v1/items/${foreign.boxes[0].items[0].id}/`, b)).quantity, 2, 'the other organization\'s item is untouched');
  });

  it('joint_production is a string: "Y" and "N", with yes/no, true/false and 1/0 read in any case', async () => {
    const order = await makeOrder(a, { primary_id: 'RMW-jp' });
    assert.equal(order.boxes[0].items[0].joint_production, 'Y');
    assert.equal(order.boxes[1].items[0].joint_production, 'N');
    assert.equal(order.boxes[0].items[1].joint_production, null);
    const itemPath = `/api/v1/items/${order.boxes[0].items[1].id}/`;
    for (const [sent, shown] of [['y', 'Y'], ['N', 'N'], ['YES', 'Y'], [false, 'N'], ['1', 'Y'], [null, null]] as const) {
      assert.equal((await write('PATCH', itemPath, { joint_production: sent })).joint_production, shown, String(sent));
    }
    const bad = await world.request('PATCH', itemPath, { token: a.token, body: { joint_production: 'maybe' } });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().error_message, 'joint_production: must be "Y" or "N"');
    const nested = await world.request('PATCH', `/api/v1/boxes/${order.boxes[0].id}/`, { token: a.token, body: { items: [{ quantity: 1, joint_production: 'perhaps' }] } });
    assert.equal(nested.json().error_message, 'items[0].joint_production: must be "Y" or "N"');
  });
});
