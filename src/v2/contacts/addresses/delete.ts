import { Type } from 'typebox';
import type { App } from '../../../app-types.ts';
import { notFound } from '../../../core/errors.ts';
import { lockContact } from '../../../contacts/queries.ts';
import { AddressParams } from './schemas.ts';
import { deleteAddress } from '../../../contacts/addresses/queries.ts';
import { emitAddressDeletes } from '../../../contacts/addresses/service.ts';

export default function register(app: App) {
  app.delete('/orgs/:org_pk/contacts/:contact_pk/addresses/:address_pk/', {
    config: { scope: 'contact' },
    schema: {
      tags: ['Contacts'],
      summary: 'Delete a contact address',
      params: AddressParams,
      response: { 204: Type.Null() },
    },
    handler: async (request, reply) => {
      const contactId = request.keys.contact_pk;
      const id = request.keys.address_pk;
      const orgId = request.org.id;
      await app.db.transaction(async (tx) => {
        const deleted = (await lockContact(tx, orgId, contactId)) !== undefined && (await deleteAddress(tx, orgId, contactId, id));
        if (!deleted) throw notFound('contact address');
        await emitAddressDeletes(tx, orgId, [id]);
      });
      return reply.code(204).send(null);
    },
  });
}
