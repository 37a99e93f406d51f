import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import { create, get, orgA, patch, useContactsWorld, world } from './support.ts';

describe('contacts', () => {
  useContactsWorld();

  describe('default addresses', () => {
    it('keeps at most one default per address type', async () => {
      const contact = await create({
        addresses: [
          { city: 'Ship1', default: true },
          { city: 'Ship2', default: true },
          { city: 'Bill1', address_type: 'billing', default: true },
        ],
      });
      const defaults = (c: { addresses: { city: string; default: boolean }[] }) => c.addresses.filter((a) => a.default).map((a) => a.city);
      assert.deepEqual(defaults(contact), ['Ship2', 'Bill1'], 'the later default of a type wins');

      const [ship1] = contact.addresses;
      const res = await patch(contact.url, { addresses: [{ url: ship1.url, default: true }, { city: 'Ship3' }] });
      assert.deepEqual(defaults(res.json()), ['Ship1', 'Bill1']);

      const added = await patch(contact.url, { addresses: [{ city: 'Bill2', address_type: 'billing', default: true }] });
      assert.deepEqual(defaults(added.json()), ['Ship1', 'Bill2']);

      // Moving the default shipping address to the billing type makes it the billing default.
      const moved = await patch(contact.url, { addresses: [{ url: ship1.url, address_type: 'billing' }] });
      assert.deepEqual(defaults(moved.json()), ['Ship1']);
      assert.equal(moved.json().addresses[0].address_type, 'billing');

      // Other contacts are not affected.
      const other = await create({ addresses: [{ city: 'Other', default: true }] });
      assert.deepEqual(defaults(await get(other.url)), ['Other']);
      assert.deepEqual(defaults(await get(contact.url)), ['Ship1']);
    });

    it('is enforced by the database too', async () => {
      const contact = await create({ addresses: [{ city: 'A', default: true }] });
      const contactId = Number(contact.url.split('/').at(-2));
      await assert.rejects(world.db.rows(sql`
        INSERT INTO contact_addresses (org_id, contact_id, address_type, is_default) VALUES (${orgA.id}, ${contactId}, 'shipping', true)`));
      await world.db.rows(sql`
        INSERT INTO contact_addresses (org_id, contact_id, address_type, is_default) VALUES (${orgA.id}, ${contactId}, 'shipping', false)`);
    });
  });
});
