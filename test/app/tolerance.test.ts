// What real clients of the original send (DECISIONS section 11) that strict JSON typing would refuse.
import { describe, it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { assertInvalid, tableCounts } from '../v2/orders/fixtures.ts';

describe('numbers sent as strings (DECISIONS section 11)', () => {
  let world: TestWorld;
  let org: TestOrg;

  before(async () => {
    world = await createWorld();
  });
  beforeEach(async () => {
    await world.reset();
    org = await world.createOrg('Acme');
  });
  after(() => world.close());

  it('accepts integers as strings at the top level and in nested boxes and items, and answers numbers', async () => {
    const res = await world.request('POST', `${org.url}orders/`, {
      token: org.token,
      body: { primary_id: 'S-1', order_number: '1234', boxes: [{ items: [{ quantity: '2', part_number: 'A' }, { quantity: ' 3 ', part_number: 'B' }, { quantity: '4.0' }] }] },
    });
    assert.equal(res.statusCode, 201, res.body);
    const order = res.json();
    assert.equal(order.order_number, 1234);
    const items = (await world.request('GET', `${order.boxes[0].url}items/`, { token: org.token })).json().results;
    assert.deepEqual(items.map((i: { quantity: number }) => i.quantity), [2, 3, 4]);

    const item = await world.request('PATCH', items[0].url, { token: org.token, body: { quantity: '7' } });
    assert.equal(item.statusCode, 200, item.body);
    assert.equal(item.json().quantity, 7);
    const added = await world.request('POST', `${order.boxes[0].url}items/`, { token: org.token, body: { kind: 'goods', quantity: '5' } });
    assert.equal(added.statusCode, 201, added.body);
    assert.equal(added.json().quantity, 5);
  });

  it('keeps refusing text that is not a number, naming the field, with nothing written', async () => {
    const before = await tableCounts(world, org);
    for (const [body, field] of [
      [{ primary_id: 'S-2', order_number: 'twelve' }, 'order_number'],
      [{ primary_id: 'S-2', order_number: '12.5' }, 'order_number'],
      [{ primary_id: 'S-2', boxes: [{ items: [{ quantity: '2x' }] }] }, 'boxes[0].items[0].quantity'],
      [{ primary_id: 'S-2', boxes: [{ items: [{ quantity: '' }] }] }, 'boxes[0].items[0].quantity'],
      [{ primary_id: 'S-2', boxes: [{ items: [{ quantity: '99999999999' }] }] }, 'boxes[0].items[0].quantity'],
    ] as const) {
      assertInvalid(await world.request('POST', `${org.url}orders/`, { token: org.token, body }), field);
    }
    assert.deepEqual(await tableCounts(world, org), before);
  });

  it('answers an out-of-range amount or a NUL character deep in a body with 400 naming its path', async () => {
    const before = await tableCounts(world, org);
    const huge = await world.request('POST', `${org.url}orders/`, {
      token: org.token, body: { primary_id: 'S-3', boxes: [{ items: [{ quantity: 1, unit_price: '123456789012345 USD' }] }] },
    });
    assertInvalid(huge, 'boxes[0].items[0].unit_price');
    const nul = await world.request('POST', `${org.url}orders/`, {
      token: org.token, body: { primary_id: 'S-3', boxes: [{ items: [{ quantity: 1, description: 'a\u0000' }] }] },
    });
    assertInvalid(nul, 'boxes[0].items[0].description');
    const nulKey = await world.request('POST', `${org.url}orders/`, {
      token: org.token, body: { primary_id: 'S-3', custom_fields: { 'a\u0000': { value: 'x' } } },
    });
    assert.equal(nulKey.statusCode, 400, nulKey.body);
    assert.deepEqual(await tableCounts(world, org), before);
    const largest = await world.request('POST', `${org.url}orders/`, {
      token: org.token, body: { primary_id: 'S-3', boxes: [{ items: [{ quantity: 1, unit_price: '99999999999999.99 USD' }] }] },
    });
    assert.equal(largest.statusCode, 201, largest.body);
  });
});
