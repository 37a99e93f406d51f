import type { App } from '../../../app-types.ts';
import { notFound } from '../../../core/errors.ts';
import { listEnvelope, listSchema, pageOf } from '../../../core/paging.ts';
import { renderNote, Note } from '../../../notes/shape.ts';
import { contactExists } from '../../../contacts/queries.ts';
import { contactUrl } from '../../../core/urls.ts';
import { NotesParams, NotesQuery } from './schemas.ts';
import { CONTACT_NOTES, pageOfNotes } from '../../../notes/table.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/contacts/:contact_pk/notes/', {
    config: { scope: 'contact' },
    schema: {
      tags: ['Contacts'],
      summary: "List a contact's notes",
      params: NotesParams,
      querystring: NotesQuery,
      response: { 200: listSchema(Note) },
    },
    handler: async (request) => {
      const page = pageOf(request.query, app.config);
      const contactId = request.keys.contact_pk;
      if (!(await contactExists(app.db, request.org.id, contactId))) throw notFound('contact');
      const { count, rows } = await pageOfNotes(app.db, CONTACT_NOTES, request.org.id, contactId, page);
      const url = contactUrl(request.org.id, contactId);
      return listEnvelope(request, page, count, rows.map((row) => renderNote(row, url)));
    },
  });
}
