import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { decodeId, encodeId } from '../../src/core/ids.ts';

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
