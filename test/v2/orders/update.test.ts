// PATCH and PUT of an order: what changes, what stays, what is refused (changing nothing).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertInvalid, get, guideOrder, postOrder, tableCounts } from './fixtures.ts';
import { world, orgA, ordersUrl, useOrdersWorld } from './orders-world.ts';

describe('orders: update', () => {
  useOrdersWorld();

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
});
