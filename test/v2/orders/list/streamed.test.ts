/**
 * A page larger than STREAM_CHUNK orders is rendered and sent a chunk at a time (src/v2/orders/query/respond.ts):
 * the client gets the same JSON as from smaller pages, over a real socket as through inject.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../../../support/app.ts';
import { seedOrganization } from '../../../../src/seed/seed.ts';
import { STREAM_CHUNK } from '../../../../src/v2/orders/query/respond.ts';

describe('a large page of orders, streamed', () => {
  let world: TestWorld;
  let org: TestOrg;
  const total = STREAM_CHUNK + 5;
  before(async () => {
    world = await createWorld();
    org = await world.createOrg();
    await seedOrganization(world.db, org.id, { orders: total });
  });
  after(async () => { await world.close(); });

  const get = async (query: string) => {
    const res = await world.request('GET', `${org.url}orders/?${query}`, { token: org.token });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    return res.json() as { count: number; next: string | null; previous: string | null; results: Record<string, unknown>[] };
  };

  it('answers the same orders, fields and links as pages that fit one chunk', async () => {
    for (const expand of ['', '&expand=boxes,items']) {
      const whole = await get(`limit=1000${expand}`);
      const first = await get(`limit=${STREAM_CHUNK}${expand}`);
      const rest = await get(`limit=${STREAM_CHUNK}&offset=${STREAM_CHUNK}${expand}`);
      assert.equal(whole.count, total);
      assert.equal(whole.next, null);
      assert.equal(whole.previous, null);
      assert.equal(whole.results.length, total);
      assert.deepEqual(whole.results, [...first.results, ...rest.results]);
    }
    // A middle page with links, streamed as well.
    const middle = await get(`limit=${STREAM_CHUNK + 1}&offset=2`);
    assert.equal(middle.results.length, STREAM_CHUNK + 1);
    assert.deepEqual(middle.results, (await get('limit=1000')).results.slice(2, STREAM_CHUNK + 3));
    assert.ok(middle.next && middle.previous, 'both links');
    assert.match(middle.next, /offset=253/);
  });

  it('streams over a real socket too', async () => {
    const address = await world.app.listen({ host: '127.0.0.1', port: 0 });
    const res = await fetch(`${address}${org.url}orders/?limit=1000&expand=boxes`, { headers: { authorization: `Bearer ${org.token}` } });
    assert.equal(res.status, 200);
    const body = (await res.json()) as { count: number; results: { url: string; boxes: unknown[] }[] };
    assert.equal(body.count, total);
    assert.equal(new Set(body.results.map((o) => o.url)).size, total);
    assert.ok(body.results.every((o) => Array.isArray(o.boxes)));
  });
});
