import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { decodeId } from '../../src/core/ids.ts';

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
