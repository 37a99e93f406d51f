import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertRouteSecurity } from '../../support/security.ts';
import { count, create, get, orgA, orgB, useContactsWorld, world } from './support.ts';

describe('contacts', () => {
  useContactsWorld();

  it('passes the security suite on every contact route', async () => {
    const contact = await create({ addresses: [{ city: 'A' }] });
    const pk = contact.url.split('/').at(-2);
    const detail = (org: string) => `/api/v2/orgs/${org}/contacts/${pk}/`;
    // The denied requests change nothing; the exact-scope PATCH and DELETE act on fresh contacts.
    const unchanged = async () => [await count('contacts'), await count('contact_addresses'), await count('events'), await get(contact.url)];
    const prepare = async () => (await create({ first_name: 'Fresh' })).url as string;
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: (org) => `/api/v2/orgs/${org}/contacts/`, scope: 'contact', hasObjectIds: false });
    await assertRouteSecurity(world, orgA, orgB, {
      method: 'POST', path: (org) => `/api/v2/orgs/${org}/contacts/`, scope: 'contact', body: { first_name: 'Sec' }, hasObjectIds: false, unchanged,
    });
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: detail, scope: 'contact' });
    await assertRouteSecurity(world, orgA, orgB, { method: 'PATCH', path: detail, scope: 'contact', body: { first_name: 'Sec' }, prepare, unchanged });
    await assertRouteSecurity(world, orgA, orgB, { method: 'DELETE', path: detail, scope: 'contact', prepare, unchanged });
    assert.deepEqual(await get(contact.url), contact);
    assert.equal(await count('contacts'), 3, 'the contact, and those the exact-scope POST made and PATCH renamed (the deleted one is gone)');
  });
});
