import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import { decodeId } from '../../../src/core/ids.ts';
import { create, listUrl, patch, pkOf, urlsOf, useProductsWorld, world } from './support.ts';

describe('products', () => {
  useProductsWorld();

  it('lists products by id with paging', async () => {
    const org = await world.createOrg();
    const urls: string[] = [];
    for (const part_number of ['A', 'B', 'C']) urls.push((await create(org, { kind: 'goods', part_number })).json().url);
    const all = (await world.request('GET', listUrl(org), { token: org.token })).json();
    assert.equal(all.count, 3);
    assert.equal(all.next, null);
    assert.equal(all.previous, null);
    assert.deepEqual(urlsOf(all), urls);
    const page = (await world.request('GET', `${listUrl(org)}?limit=1&offset=1`, { token: org.token })).json();
    assert.equal(page.count, 3);
    assert.deepEqual(urlsOf(page), [urls[1]]);
    assert.equal(page.next, `http://localhost:80${listUrl(org)}?limit=1&offset=2`);
    assert.equal(page.previous, `http://localhost:80${listUrl(org)}?limit=1`);
    // A limit above the maximum is capped (DECISIONS section 3), as the original answers it.
    assert.equal((await world.request('GET', `${listUrl(org)}?limit=1001`, { token: org.token })).json().count, 3);
  });

  it('filters the list by updated_at__gte (UTC when no offset; a date means midnight UTC)', async () => {
    const org = await world.createOrg();
    const urls: string[] = [];
    for (const part_number of ['early', 'ten', 'next-day']) urls.push((await create(org, { kind: 'goods', part_number })).json().url);
    const times = ['2020-01-01T09:00:00Z', '2020-01-01T10:00:00Z', '2020-01-02T00:00:00Z'];
    for (const [i, url] of urls.entries()) {
      await world.db.rows(sql`UPDATE products SET updated_at = ${times[i]}::timestamptz WHERE org_id = ${org.id} AND id = ${decodeId(pkOf(url))}`);
    }
    const filtered = async (value: string) => {
      const res = await world.request('GET', `${listUrl(org)}?updated_at__gte=${encodeURIComponent(value)}`, { token: org.token });
      assert.equal(res.statusCode, 200, value);
      return res.json();
    };
    const cases: [string, string[]][] = [
      ['2020-01-01T10:00:00Z', urls.slice(1)],
      ['2020-01-01T10:00:00', urls.slice(1)],
      ['2020-01-01 10:00:00', urls.slice(1)],
      ['2020-01-01T11:00:00+01:00', urls.slice(1)],
      ['2020-01-01T05:00:00-05:00', urls.slice(1)],
      ['2020-01-01T10:00:00.000001', urls.slice(2)],
      ['2020-01-02', urls.slice(2)],
      ['2020-01-01', urls],
      ['2030-01-01T00:00:00Z', []],
    ];
    for (const [value, expected] of cases) {
      const body = await filtered(value);
      assert.deepEqual(urlsOf(body), expected, value);
      assert.equal(body.count, expected.length, value);
    }

    const paged = (await world.request('GET', `${listUrl(org)}?updated_at__gte=2020-01-01&limit=2`, { token: org.token })).json();
    assert.equal(paged.count, 3);
    assert.equal(paged.next, `http://localhost:80${listUrl(org)}?updated_at__gte=2020-01-01&limit=2&offset=2`);

    // A change brings a product forward.
    assert.equal((await patch(org, urls[0], { pick_location: 'B-2' })).statusCode, 200);
    assert.deepEqual(urlsOf(await filtered('2020-01-02')), [urls[0], urls[2]]);

    for (const bad of ['yesterday', '2020-13-01', '2020-01-01T25:00:00', '2020-01-01T10:00:00+25:00', '1577872800', '']) {
      const res = await world.request('GET', `${listUrl(org)}?updated_at__gte=${encodeURIComponent(bad)}`, { token: org.token });
      assert.equal(res.statusCode, 400, `updated_at__gte=${bad}`);
      assert.ok(res.json().errors.updated_at__gte, `errors.updated_at__gte for ${bad}`);
    }
  });
});
