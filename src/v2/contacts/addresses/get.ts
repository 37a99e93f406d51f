import type { App } from '../../../app-types.ts';
import { notFound } from '../../../core/errors.ts';
import { AddressParams } from './schemas.ts';
import { ContactAddressWithContact } from '../../../contacts/addresses/shape.ts';
import { getAddress } from '../../../contacts/addresses/queries.ts';
import { renderStandaloneAddress } from '../../../contacts/addresses/service.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/contacts/:contact_pk/addresses/:address_pk/', {
    config: { scope: 'contact' },
    schema: {
      tags: ['Contacts'],
      summary: 'Retrieve a contact address',
      params: AddressParams,
      response: { 200: ContactAddressWithContact },
    },
    handler: async (request) => {
      const contactId = request.keys.contact_pk;
      const id = request.keys.address_pk;
      const row = await getAddress(app.db, request.org.id, contactId, id);
      if (!row) throw notFound('contact address');
      return renderStandaloneAddress(row, request.org.id);
    },
  });
}
