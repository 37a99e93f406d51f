import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { Contact } from '../../contacts/shape.ts';
import { ContactParams, ContactQuery } from './schemas.ts';
import { getContact } from '../../contacts/queries.ts';
import { expandsNotes, renderContacts } from '../../contacts/service.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/contacts/:contact_pk/', {
    config: { scope: 'contact' },
    schema: {
      tags: ['Contacts'],
      summary: 'Retrieve a contact',
      description: '`expand=notes` includes the full notes (otherwise `notes` is empty).',
      params: ContactParams,
      querystring: ContactQuery,
      response: { 200: Contact },
    },
    handler: async (request) => {
      const withNotes = expandsNotes(request.query.expand);
      const id = request.keys.contact_pk;
      const row = await getContact(app.db, request.org.id, id);
      if (!row) throw notFound('contact');
      const [contact] = await renderContacts(app.db, request.org, [row], withNotes);
      return contact;
    },
  });
}
