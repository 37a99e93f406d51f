import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertRouteSecurity } from '../../support/security.ts';
import { create, listUrl, orgA, orgB, patch, pkOf, urlsOf, useProductsWorld, world } from './support.ts';

describe('products', () => {
  useProductsWorld();

  it('answers 404 for unknown, malformed and other organizations\' ids', async () => {
    const created = (await create(orgA, { kind: 'goods', part_number: 'MINE' })).json();
    const pk = pkOf(created.url);
    for (const bad of ['ZZZZZ', '!!', '0A', '~~~~~~~~~~~~~~~~']) {
      const url = `${listUrl(orgA)}${bad}/`;
      assert.equal((await world.request('GET', url, { token: orgA.token })).statusCode, 404, `GET ${bad}`);
      assert.equal((await patch(orgA, url, { quantity: 2 })).statusCode, 404, `PATCH ${bad}`);
      assert.equal((await world.request('DELETE', url, { token: orgA.token })).statusCode, 404, `DELETE ${bad}`);
    }
    const crossed = `${listUrl(orgB)}${pk}/`;
    assert.equal((await world.request('GET', crossed, { token: orgB.token })).statusCode, 404);
    assert.equal((await patch(orgB, crossed, { part_number: 'STOLEN' })).statusCode, 404);
    assert.equal((await world.request('DELETE', crossed, { token: orgB.token })).statusCode, 404);
    const still = await world.request('GET', created.url, { token: orgA.token });
    assert.equal(still.statusCode, 200);
    assert.equal(still.json().part_number, 'MINE');
    assert.ok(!urlsOf((await world.request('GET', listUrl(orgB), { token: orgB.token })).json()).includes(created.url));
  });

  it('passes the security suite on every route', async () => {
    const productPk = pkOf((await create(orgA, { kind: 'goods' })).json().url);
    const one = (pk: string) => `/api/v2/orgs/${pk}/products/${productPk}/`;
    const list = (pk: string) => `/api/v2/orgs/${pk}/products/`;
    const products = async () => (await world.request('GET', `${list(orgA.pk)}?limit=1000`, { token: orgA.token })).json();
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: list, scope: 'order', hasObjectIds: false });
    await assertRouteSecurity(world, orgA, orgB, { method: 'POST', path: list, scope: 'order', body: { kind: 'goods' }, hasObjectIds: false, unchanged: products });
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: one, scope: 'order' });
    await assertRouteSecurity(world, orgA, orgB, { method: 'PATCH', path: one, scope: 'order', body: { quantity: 2 }, unchanged: products });
    await assertRouteSecurity(world, orgA, orgB, { method: 'DELETE', path: one, scope: 'order', unchanged: products });
  });
});
