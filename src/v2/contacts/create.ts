import { CONTACT_SHAPE } from '../../catalogue/contact.ts';
import { parseValues } from '../../wire/values.ts';
import type { App } from '../../app-types.ts';
import { Contact } from '../../contacts/shape.ts';
import { ContactCreate } from '../../wire/bodies/contacts.ts';
import { ContactsParams } from './schemas.ts';
import { createContact } from '../../contacts/write.ts';

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
      const contact = await app.db.transaction((tx) => createContact(tx, request.org, parseValues(CONTACT_SHAPE, request.body)));
      reply.code(201);
      return contact;
    },
  });
}
