import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { count, create, get, orgA, useContactsWorld, world } from './support.ts';

describe('contacts', () => {
  useContactsWorld();

  describe('delete', () => {
    it('deletes the contact with its addresses and notes', async () => {
      const contact = await create({ addresses: [{ city: 'A' }, { city: 'B' }] });
      const keep = await create({ addresses: [{ city: 'Keep' }] });
      assert.equal((await world.request('POST', `${contact.url}notes/`, { token: orgA.token, body: { content: 'n' } })).statusCode, 201);

      const res = await world.request('DELETE', contact.url, { token: orgA.token });
      assert.equal(res.statusCode, 204);
      assert.equal(res.body, '');
      assert.equal((await world.request('GET', contact.url, { token: orgA.token })).statusCode, 404);
      assert.equal((await world.request('GET', contact.addresses[0].url, { token: orgA.token })).statusCode, 404);
      assert.equal((await world.request('DELETE', contact.url, { token: orgA.token })).statusCode, 404);
      assert.equal(await count('contacts'), 1);
      assert.equal(await count('contact_addresses'), 1);
      assert.equal(await count('contact_notes'), 0);
      assert.deepEqual((await get(keep.url)).addresses.length, 1);
    });
  });
});
