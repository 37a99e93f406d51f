import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { decodeId, encodeId } from '../../src/core/ids.ts';
import { sql } from '../../src/core/sql.ts';
import { ID_BLOCK } from '../../src/db/id-blocks.ts';

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
    world.db.ids.forget();
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
        world.db.ids.forget();
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

describe('ids drawn in blocks (db/id-blocks.ts, draw_ids)', () => {
  const lastValue = async (world: TestWorld, seq: string) =>
    Number((await world.db.one<{ v: string }>(sql`SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS v FROM ${sql.identifier(seq)}`))!.v);

  it('takes each table\'s count of ids in sequence order, none of the reserved, then serves from the block', async () => {
    const world = await createWorld();
    try {
      await world.db.exec(`SELECT setval(pg_get_serial_sequence('boxes', 'id'), 61)`);
      world.db.ids.forget();
      const ids = await world.db.ids.take(world.db, { orders: 0, boxes: 4, items: 2 });
      assert.deepEqual(ids.boxes, [62, 63, 65, 66]);
      assert.deepEqual(ids.orders, []);
      assert.equal(ids.items.length, 2);
      assert.ok(ids.items[0] < ids.items[1]);
      // The block went beyond the count; the next ids come from it, with no draw.
      const drawn = await lastValue(world, 'boxes_id_seq');
      assert.equal(drawn, 61 + 4 + ID_BLOCK);
      assert.deepEqual((await world.db.ids.take(world.db, { boxes: 2 })).boxes, [67, 68]);
      assert.equal(await lastValue(world, 'boxes_id_seq'), drawn);
      // Forgotten, the block's rest is a gap: the next ids are drawn after it.
      world.db.ids.forget();
      assert.deepEqual((await world.db.ids.take(world.db, { boxes: 1 })).boxes, [drawn + 1]);
      const [row] = await world.db.rows<{ none: (number | string)[]; three: (number | string)[] }>(sql`
        SELECT draw_ids('items_id_seq'::regclass, 0) AS none, draw_ids('items_id_seq'::regclass, 3) AS three`);
      assert.deepEqual(row.none, []);
      // bigint[] reads as strings on PostgreSQL, numbers on PGlite.
      const items = await lastValue(world, 'items_id_seq');
      assert.deepEqual(row.three.map(Number), [items - 2, items - 1, items]);
    } finally {
      await world.close();
    }
  });

  it('draws once for requests that run short together, and gives each its own ids', async () => {
    const world = await createWorld();
    try {
      const takes = await Promise.all(Array.from({ length: 5 }, () => world.db.ids.take(world.db, { items: 10 })));
      const all = takes.flatMap((t) => t.items);
      assert.equal(new Set(all).size, 50);
      for (const t of takes) assert.deepEqual(t.items, [...t.items].sort((a, b) => a - b));
      // The first drew its 10 and a block; the others waited for that draw and were served from the block.
      assert.equal(await lastValue(world, 'items_id_seq'), 10 + ID_BLOCK);
      assert.deepEqual(all.sort((a, b) => a - b), Array.from({ length: 50 }, (_, k) => k + 1));
    } finally {
      await world.close();
    }
  });
});
