import type { App } from '../../../app-types.ts';
import { notFound } from '../../../core/errors.ts';
import { lockContact } from '../../../contacts/queries.ts';
import { AddressParams, AddressPatch } from './schemas.ts';
import { ContactAddressWithContact } from '../../../contacts/addresses/shape.ts';
import { addressesByIds, getAddress } from '../../../contacts/addresses/queries.ts';
import { emitAddressPuts, renderStandaloneAddress, writeAddress } from '../../../contacts/addresses/service.ts';

export default function register(app: App) {
  app.patch('/orgs/:org_pk/contacts/:contact_pk/addresses/:address_pk/', {
    config: { scope: 'contact' },
    schema: {
      tags: ['Contacts'],
      summary: 'Update a contact address (partial)',
      description: 'Making it the default unsets the previous default address of its type.',
      params: AddressParams,
      body: AddressPatch,
      response: { 200: ContactAddressWithContact },
    },
    handler: async (request) => {
      const contactId = request.keys.contact_pk;
      const id = request.keys.address_pk;
      const orgId = request.org.id;
      return app.db.transaction(async (tx) => {
        const existing = (await lockContact(tx, orgId, contactId)) && (await getAddress(tx, orgId, contactId, id));
        if (!existing) throw notFound('contact address');
        const ref = { orgId, contactId };
        const changed = await writeAddress(tx, ref, existing, request.body);
        await emitAddressPuts(tx, ref, changed);
        const [row] = await addressesByIds(tx, orgId, [id]);
        return renderStandaloneAddress(row, orgId);
      });
    },
  });
}
