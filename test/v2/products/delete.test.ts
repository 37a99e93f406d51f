import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { count, create, patch, useProductsWorld, world } from './support.ts';

describe('products', () => {
  useProductsWorld();

  it('deletes a product with 204; afterwards it is gone', async () => {
    const org = await world.createOrg();
    const { url } = (await create(org, { kind: 'goods' })).json();
    const res = await world.request('DELETE', url, { token: org.token });
    assert.equal(res.statusCode, 204);
    assert.equal(res.body, '');
    assert.equal((await world.request('GET', url, { token: org.token })).statusCode, 404);
    assert.equal((await world.request('DELETE', url, { token: org.token })).statusCode, 404);
    assert.equal((await patch(org, url, { quantity: 2 })).statusCode, 404);
    assert.equal(await count(org), 0);
  });
});
