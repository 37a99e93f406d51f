/** comparedOrderIds (src/orders/query/compare.ts): the v1 list's query, driven directly with typed comparisons. */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../../../support/app.ts';
import { comparedOrderIds, type FieldComparison } from '../../../../src/orders/reading/query/compare.ts';
import { decodeId } from '../../../../src/core/ids.ts';

describe('comparedOrderIds', () => {
  let world: TestWorld;
  let a: TestOrg;
  let b: TestOrg;
  const ids: number[] = [];
  before(async () => {
    world = await createWorld();
    a = await world.createOrg('Acme');
    b = await world.createOrg('Other');
    for (let i = 1; i <= 4; i++) {
      const body = {
        primary_id: `C-${i}`, order_number: i * 10, ordered_at: `2024-05-0${i}T10:00:00Z`,
        shipping: { ship_via: i % 2 ? 'UPS' : 'FedEx', status: i === 4 ? 'fulfilled' : 'unfulfilled' },
      };
      const res = await world.request('POST', `${a.url}orders/`, { token: a.token, body });
      assert.equal(res.statusCode, 201, res.body);
      ids.push(decodeId(String(res.json().url).split('/').at(-2)!)!);
    }
    // Another organization's order that matches every comparison below is never counted.
    await world.request('POST', `${b.url}orders/`, { token: b.token, body: { primary_id: 'C-2', order_number: 20, shipping: { ship_via: 'FedEx' } } });
  });
  after(() => world.close());

  const page = { limit: 10, offset: 0 };
  const run = (comparisons: FieldComparison[], p = page) => comparedOrderIds(world.db, a.id, comparisons, p);

  it('answers the organization\'s orders matching every comparison, in id order, with their number', async () => {
    assert.deepEqual(await run([]), { total: 4, ids });
    assert.deepEqual(await run([{ field: 'ship_via', op: '=', values: [{ text: 'FedEx' }] }]), { total: 2, ids: [ids[1], ids[3]] });
    assert.deepEqual(await run([{ field: 'order_number', op: '>=', values: [{ integer: '20' }] }, { field: 'order_number', op: '<', values: [{ integer: '40' }] }]),
      { total: 2, ids: [ids[1], ids[2]] });
    assert.deepEqual(await run([{ field: 'ordered_at', op: 'between', values: [{ datetime: '2024-05-02T00:00:00.000000Z' }, { datetime: '2024-05-03T23:00:00.000000Z' }] }]),
      { total: 2, ids: [ids[1], ids[2]] });
    assert.deepEqual(await run([{ field: 'fulfilled', op: '=', values: [{ boolean: true }] }]), { total: 1, ids: [ids[3]] });
    assert.deepEqual(await run([], { limit: 2, offset: 1 }), { total: 4, ids: [ids[1], ids[2]] });
  });
});
