import type { App } from '../../../app-types.ts';
import { notFound } from '../../../core/errors.ts';
import { renderNote, Note } from '../../../notes/shape.ts';
import { contactExists } from '../../../contacts/queries.ts';
import { contactUrl } from '../../../core/urls.ts';
import { NoteCreate } from '../../../wire/bodies/notes.ts';
import { NotesParams } from './schemas.ts';
import { CONTACT_NOTES, insertNotes, noteColumns } from '../../../notes/table.ts';

export default function register(app: App) {
  app.post('/orgs/:org_pk/contacts/:contact_pk/notes/', {
    config: { scope: 'contact' },
    schema: {
      tags: ['Contacts'],
      summary: 'Add a note to a contact',
      description: 'Author keys left out are null (`system` false).',
      params: NotesParams,
      body: NoteCreate,
      response: { 201: Note },
    },
    handler: async (request, reply) => {
      const contactId = request.keys.contact_pk;
      const [row] = await app.db.transaction(async (tx) => {
        if (!(await contactExists(tx, request.org.id, contactId))) throw notFound('contact');
        return insertNotes(tx, CONTACT_NOTES, request.org.id, contactId, [noteColumns(request.body, { full: true })]);
      });
      reply.code(201);
      return renderNote(row, contactUrl(request.org.id, contactId));
    },
  });
}
