import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { ContactParams } from './schemas.ts';
import { deleteContact, lockContact } from '../../contacts/queries.ts';
import { emitContactDelete } from '../../contacts/service.ts';
import { deleteAddressesOf } from '../../contacts/addresses/queries.ts';
import { emitAddressDeletes } from '../../contacts/addresses/service.ts';

export default function register(app: App) {
  app.delete('/orgs/:org_pk/contacts/:contact_pk/', {
    config: { scope: 'contact' },
    schema: {
      tags: ['Contacts'],
      summary: 'Delete a contact with its addresses and notes',
      params: ContactParams,
      response: { 204: Type.Null() },
    },
    handler: async (request, reply) => {
      const id = request.keys.contact_pk;
      const orgId = request.org.id;
      await app.db.transaction(async (tx) => {
        if (!(await lockContact(tx, orgId, id))) throw notFound('contact');
        const addressIds = await deleteAddressesOf(tx, orgId, id);
        await deleteContact(tx, orgId, id); // its notes go with it (ON DELETE CASCADE)
        await emitContactDelete(tx, orgId, id);
        await emitAddressDeletes(tx, orgId, addressIds);
      });
      return reply.code(204).send(null);
    },
  });
}
