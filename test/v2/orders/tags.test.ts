import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { orgA, orgB, useTwoOrgWorld, world } from '../../support/two-orgs.ts';
import { assertRouteSecurity } from '../../support/security.ts';
import { assertInvalid, events, get, guideOrder, pkOf, postOrder, tableCounts } from './fixtures.ts';

describe('order tags', () => {
  let order: any;
  const tagsUrl = () => `${order.url}tags/`;

  useTwoOrgWorld({
    each: true,
    onReset: async () => {
      order = await postOrder(world, orgA, { ...guideOrder(), tags: ['zeta'] });
    },
  });

  const addTag = (value: unknown, org = orgA, url = tagsUrl()) => world.request('POST', url, { token: org.token, body: { value } });

  it('adds tags (201 with the order tag array), keeps them case-sensitive and sorted', async () => {
    let res = await addTag('Rush');
    assert.equal(res.statusCode, 201, res.body);
    assert.deepEqual(res.json(), ['Rush', 'zeta']);
    res = await addTag('rush');
    assert.deepEqual(res.json(), ['Rush', 'rush', 'zeta']);
    res = await addTag('v1.2');
    assert.deepEqual(res.json(), ['Rush', 'rush', 'v1.2', 'zeta']);
    assert.deepEqual(await get(world, orgA, tagsUrl()), ['Rush', 'rush', 'v1.2', 'zeta']);
    assert.deepEqual((await get(world, orgA, order.url)).tags, ['Rush', 'rush', 'v1.2', 'zeta']);
  });

  it('adding a tag the order already has changes nothing and still answers 201', async () => {
    const before = await tableCounts(world, orgA);
    const res = await addTag('zeta');
    assert.equal(res.statusCode, 201);
    assert.deepEqual(res.json(), ['zeta']);
    assert.deepEqual(await tableCounts(world, orgA), before);
  });

  it('rejects bad tags with 400 naming value', async () => {
    const before = await tableCounts(world, orgA);
    for (const value of ['a', 'x'.repeat(36), 'a/b', 'a\\b', 'a?b', 'a#b', 'a,b', 5, null]) {
      assertInvalid(await addTag(value), 'value');
    }
    assertInvalid(await world.request('POST', tagsUrl(), { token: orgA.token, body: {} }), 'value');
    assert.deepEqual(await tableCounts(world, orgA), before);
    assert.equal((await addTag('ab')).statusCode, 201);
    assert.equal((await addTag('x'.repeat(35))).statusCode, 201);
  });

  it('lists every tag of the organization, sorted and distinct', async () => {
    const other = await postOrder(world, orgA, { ...guideOrder(), tags: ['alpha', 'zeta'] });
    await postOrder(world, orgB, { ...guideOrder(), tags: ['secret'] });
    assert.deepEqual(await get(world, orgA, `${orgA.url}orders/tags/`), ['alpha', 'zeta']);
    assert.deepEqual(await get(world, orgA, `${other.url}tags/`), ['alpha', 'zeta']);
  });

  it('deletes a tag with 204; a missing tag is 404', async () => {
    await addTag('with.dot');
    assert.equal((await world.request('DELETE', `${tagsUrl()}with.dot`, { token: orgA.token })).statusCode, 204);
    assert.deepEqual(await get(world, orgA, tagsUrl()), ['zeta']);
    assert.equal((await world.request('DELETE', `${tagsUrl()}with.dot`, { token: orgA.token })).statusCode, 404);
    assert.equal((await world.request('DELETE', `${tagsUrl()}ZETA`, { token: orgA.token })).statusCode, 404);
    assert.equal((await world.request('DELETE', `${tagsUrl()}zeta/`, { token: orgA.token })).statusCode, 204);
  });

  it('emits an order event when tags change, none when nothing changes', async () => {
    const before = (await events(world, orgA)).length;
    await addTag('new');
    await addTag('new');
    await world.request('DELETE', `${tagsUrl()}new`, { token: orgA.token });
    const evs = await events(world, orgA);
    assert.equal(evs.length, before + 2);
    assert.deepEqual((evs[before].payload as any).tags, ['new', 'zeta']);
  });

  it('answers 404 for unknown, malformed and other organizations\' orders', async () => {
    for (const url of [`${orgA.url}orders/ZZZ/tags/`, `${orgA.url}orders/!!/tags/`, `${orgB.url}orders/${pkOf(order.url)}/tags/`]) {
      const token = url.startsWith(orgB.url) ? orgB.token : orgA.token;
      assert.equal((await world.request('GET', url, { token })).statusCode, 404, url);
      assert.equal((await world.request('POST', url, { token, body: { value: 'ok' } })).statusCode, 404, url);
      assert.equal((await world.request('DELETE', `${url}zeta`, { token })).statusCode, 404, url);
    }
  });

  it('passes the security suite on every tag route', async () => {
    const o = pkOf(order.url);
    const routes = [
      { method: 'GET' as const, path: (org: string) => `/api/v2/orgs/${org}/orders/tags/`, hasObjectIds: false },
      { method: 'GET' as const, path: (org: string) => `/api/v2/orgs/${org}/orders/${o}/tags/` },
      { method: 'POST' as const, path: (org: string) => `/api/v2/orgs/${org}/orders/${o}/tags/`, body: { value: 'sec' } },
      { method: 'DELETE' as const, path: (org: string) => `/api/v2/orgs/${org}/orders/${o}/tags/zeta` },
    ];
    // Each write's denied requests change nothing; its exact-scope request comes last (so DELETE removes the object last).
    const unchanged = async () => [await tableCounts(world, orgA), await get(world, orgA, `${order.url}?expand=boxes,items`)];
    for (const route of routes) await assertRouteSecurity(world, orgA, orgB, { scope: 'order', ...route, ...(route.method === 'GET' ? {} : { unchanged }) });
  });
});
