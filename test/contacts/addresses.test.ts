// Matching a contact write's addresses to the contact's rows (src/contacts/addresses/service.ts), called directly:
// by id, as the order writer matches boxes; an id of another contact's address, or of none, is unknown.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { matchAddresses } from '../../src/contacts/addresses/service.ts';
import { decodeId } from '../../src/core/ids.ts';

const keys = (url: string) => url.split('/').filter(Boolean).map((k) => decodeId(k));

describe('contact addresses: matching by id', () => {
  let world: TestWorld;
  let org: TestOrg;
  const ids = { contact: 0, address: 0, otherAddress: 0 };
  before(async () => {
    world = await createWorld();
    org = await world.createOrg('Contacts');
    const make = async (city: string) => {
      const res = await world.request('POST', `${org.url}contacts/`, { token: org.token, body: { first_name: 'Ada', addresses: [{ city }] } });
      assert.equal(res.statusCode, 201, res.body);
      const address = keys(res.json().addresses[0].url);
      return { contact: address.at(-3)!, address: address.at(-1)! };
    };
    const one = await make('London');
    const two = await make('Paris');
    Object.assign(ids, { contact: one.contact, address: one.address, otherAddress: two.address });
  });
  after(() => world.close());

  it('finds the contact\'s address by its id and reports the others by index', async () => {
    const ref = { orgId: org.id, contactId: ids.contact, contactUrl: '' };
    const { matched, unknown } = await matchAddresses(world.db, ref, [
      { id: ids.address, input: { city: 'Leeds' } },
      { id: null, input: { city: 'York' } },
      { id: ids.otherAddress, input: { city: 'Bath' } },
      { id: ids.address + 1000, input: {} },
    ]);
    assert.equal(Number(matched[0].existing?.id), ids.address);
    assert.equal(matched[1].existing, null);
    assert.deepEqual(unknown, [2, 3]);
    const elsewhere = await matchAddresses(world.db, { ...ref, orgId: (await world.createOrg('Other')).id }, [{ id: ids.address, input: {} }]);
    assert.deepEqual(elsewhere.unknown, [0]);
  });
});
