import type { App } from '../../app-types.ts';
import type { FieldErrors } from '../../core/errors.ts';
import { Contact, ContactCreate, ContactsParams } from './schemas.ts';
import { getContact, insertContact } from './queries.ts';
import { contactColumns, emitContactPut, renderContacts, throwIfInvalid } from './service.ts';
import { contactUrlOf, emitAddressPuts, writeAddresses } from './addresses/service.ts';

export default function register(app: App) {
  app.post('/orgs/:org_pk/contacts/', {
    config: { scope: 'contact' },
    schema: {
      tags: ['Contacts'],
      summary: 'Create a contact',
      description: 'Addresses in the body are created (a `url` in them is ignored); `orders` is ignored.',
      params: ContactsParams,
      body: ContactCreate,
      response: { 201: Contact },
    },
    handler: async (request, reply) => {
      const errors: FieldErrors = {};
      const columns = contactColumns(request.body, 'create', errors);
      throwIfInvalid(errors);
      const org = request.org;
      const contact = await app.db.transaction(async (tx) => {
        const id = await insertContact(tx, org.id, columns);
        const ref = { orgId: org.id, contactId: id, contactUrl: contactUrlOf(org.base, id) };
        const addresses = (request.body.addresses ?? []).map((input) => ({ existing: null, input }));
        const changed = await writeAddresses(tx, ref, addresses);
        const row = (await getContact(tx, org.id, id))!;
        await emitContactPut(tx, org, row);
        await emitAddressPuts(tx, ref, changed);
        return (await renderContacts(tx, org, [row], false))[0];
      });
      reply.code(201);
      return contact;
    },
  });
}
