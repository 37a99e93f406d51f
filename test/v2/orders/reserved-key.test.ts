import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { decodeId, encodeId } from '../../../src/core/ids.ts';
import { sql } from '../../../src/core/sql.ts';
import { allocateIds } from '../../../src/orders/writing/ids.ts';

describe('order keys', () => {
  let world: TestWorld;
  let org: TestOrg;
  before(async () => {
    world = await createWorld();
    org = await world.createOrg();
  });
  after(() => world.close());

  it('never gives an order the key "tags", which is the path of the tag list', async () => {
    const reserved = decodeId('tags')!;
    await world.db.exec(`SELECT setval(pg_get_serial_sequence('orders', 'id'), ${reserved - 1})`);
    const res = await world.request('POST', `${org.url}orders/`, { token: org.token, body: { primary_id: 'A', tags: ['x1'] } });
    assert.equal(res.statusCode, 201);
    const url: string = res.json().url;
    assert.notEqual(url, `${org.url}orders/tags/`);
    assert.equal((await world.request('GET', url, { token: org.token })).json().primary_id, 'A');
    assert.deepEqual((await world.request('GET', `${org.url}orders/tags/`, { token: org.token })).json(), ['x1']);
  });
});

describe('dot keys', () => {
  it('gives no object an id whose key is "." or "..", which paths cannot carry', async () => {
    const world = await createWorld();
    try {
      for (const id of [64, 4288]) {
        assert.match(encodeId(id), /^\.{1,2}$/);
        for (const table of ['orgs', 'orders', 'boxes', 'items', 'packaging_presets', 'contacts', 'webhooks']) {
          await world.db.exec(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), ${id - 1})`);
        }
        const org = await world.createOrg();
        assert.notEqual(org.id, id);
        const res = await world.request('POST', `${org.url}orders/`, { token: org.token, body: { primary_id: 'D', boxes: [{ items: [{ quantity: 1 }] }] } });
        assert.equal(res.statusCode, 201, res.body);
        const order = res.json();
        const box = (await world.request('GET', order.boxes[0].url, { token: org.token })).json();
        for (const url of [order.url, box.url, box.items[0].url]) {
          assert.doesNotMatch(url, /\/\.{1,2}\//, url);
          assert.equal((await world.request('GET', url, { token: org.token })).statusCode, 200, url);
        }
        const preset = await world.request('POST', `${org.url}packaging/`, { token: org.token, body: { name: 'P' } });
        assert.doesNotMatch(preset.json().url, /\/\.{1,2}\//);
      }
    } finally {
      await world.close();
    }
  });
});

describe('ids drawn ahead (allocateIds, draw_ids)', () => {
  it('draws each table\'s count of fresh ids, in sequence order, none for a count of 0, and none of the reserved', async () => {
    const world = await createWorld();
    try {
      await world.db.exec(`SELECT setval(pg_get_serial_sequence('boxes', 'id'), 61)`);
      const ids = await allocateIds(world.db, { orders: 0, boxes: 4, items: 2 });
      assert.deepEqual(ids.boxes, [62, 63, 65, 66]);
      assert.deepEqual(ids.orders, []);
      assert.equal(ids.items.length, 2);
      assert.ok(ids.items[0] < ids.items[1]);
      const [row] = await world.db.rows<{ none: (number | string)[]; three: (number | string)[] }>(sql`
        SELECT draw_ids('items_id_seq'::regclass, 0) AS none, draw_ids('items_id_seq'::regclass, 3) AS three`);
      assert.deepEqual(row.none, []);
      // bigint[] reads as strings on PostgreSQL, numbers on PGlite.
      assert.deepEqual(row.three.map(Number), [ids.items[1] + 1, ids.items[1] + 2, ids.items[1] + 3]);
    } finally {
      await world.close();
    }
  });
});
