import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import { ADDRESS_KEYS, CONTACT_EVENT_KEYS, create, newEvents, orgA, orgB, patch, useContactsWorld, world } from './support.ts';

describe('contacts', () => {
  useContactsWorld();

  describe('events', () => {
    it('emits contact without addresses and notes, and contact-address with its contact url', async () => {
      const contact = await create({ first_name: 'Ada', addresses: [{ city: 'A', default: true }, { city: 'B', address_type: 'billing' }] });
      let rows = await newEvents();
      assert.deepEqual(rows.map((e) => [e.entity, e.action, e.object_pk]), [
        ['contact', 'put', '1'], ['contact-address', 'put', '1'], ['contact-address', 'put', '2'],
      ]);
      assert.deepEqual(Object.keys(rows[0].payload!).sort(), CONTACT_EVENT_KEYS);
      const { addresses, notes, ...core } = contact;
      assert.deepEqual(rows[0].payload, core);
      assert.deepEqual(Object.keys(rows[1].payload!).sort(), [...ADDRESS_KEYS, 'contact'].sort());
      assert.deepEqual(rows[1].payload, { ...addresses[0], contact: contact.url });
      assert.deepEqual(notes, []);

      // A PATCH emits the contact and every address it changed, including the one that lost its default flag.
      const updated = (await patch(contact.url, { last_name: 'L', addresses: [{ city: 'C', default: true }] })).json();
      rows = await newEvents();
      assert.deepEqual(rows.map((e) => [e.entity, e.action, e.object_pk]), [
        ['contact', 'put', '1'], ['contact-address', 'put', '1'], ['contact-address', 'put', '3'],
      ]);
      assert.equal(rows[0].payload!.last_name, 'L');
      assert.equal(rows[0].payload!.updated_at, updated.updated_at);
      assert.deepEqual(rows[1].payload, { ...updated.addresses[0], contact: contact.url });
      assert.equal(rows[1].payload!.default, false);
      assert.deepEqual(rows[2].payload, { ...updated.addresses[2], contact: contact.url });

      assert.equal((await world.request('DELETE', contact.url, { token: orgA.token })).statusCode, 204);
      rows = await newEvents();
      assert.deepEqual(rows, [
        { entity: 'contact', action: 'delete', object_pk: '1', payload: null },
        { entity: 'contact-address', action: 'delete', object_pk: '1', payload: null },
        { entity: 'contact-address', action: 'delete', object_pk: '2', payload: null },
        { entity: 'contact-address', action: 'delete', object_pk: '3', payload: null },
      ]);
    });

    it('writes events for the right organization only', async () => {
      await create({}, orgB);
      const rows = await world.db.rows<{ org_id: number }>(sql`SELECT org_id FROM events`);
      assert.deepEqual(rows.map((r) => r.org_id), [orgB.id]);
    });
  });
});
