import type { App } from '../../app-types.ts';
import { listEnvelope, listSchema, pageOf } from '../../core/paging.ts';
import { Contact } from '../../contacts/shape.ts';
import { ContactListQuery, ContactsParams } from './schemas.ts';
import { listContacts } from '../../contacts/queries.ts';
import { expandsNotes, renderContacts } from '../../contacts/service.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/contacts/', {
    config: { scope: 'contact' },
    schema: {
      tags: ['Contacts'],
      summary: 'List contacts',
      description: 'In creation order. `expand=notes` includes the full notes (otherwise `notes` is empty).',
      params: ContactsParams,
      querystring: ContactListQuery,
      response: { 200: listSchema(Contact) },
    },
    handler: async (request) => {
      const withNotes = expandsNotes(request.query.expand);
      const page = pageOf(request.query, app.config);
      const { count, rows } = await listContacts(app.db, request.org.id, page);
      return listEnvelope(request, page, count, await renderContacts(app.db, request.org, rows, withNotes));
    },
  });
}
