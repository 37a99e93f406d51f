import type { App } from '../../../app-types.ts';
import { notFound } from '../../../core/errors.ts';
import { renderNote, Note } from '../../../notes/shape.ts';
import { contactUrl } from '../../../core/urls.ts';
import { NoteParams } from './schemas.ts';
import { CONTACT_NOTES, notesOf } from '../../../notes/table.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/contacts/:contact_pk/notes/:note_pk/', {
    config: { scope: 'contact' },
    schema: {
      tags: ['Contacts'],
      summary: 'Retrieve a contact note',
      params: NoteParams,
      response: { 200: Note },
    },
    handler: async (request) => {
      const contactId = request.keys.contact_pk;
      const id = request.keys.note_pk;
      const [row] = await notesOf(app.db, CONTACT_NOTES, request.org.id, [contactId], id);
      if (!row) throw notFound('note');
      return renderNote(row, contactUrl(request.org.id, contactId!));
    },
  });
}
