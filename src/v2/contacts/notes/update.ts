import type { App } from '../../../app-types.ts';
import { notFound } from '../../../core/errors.ts';
import { renderNote, Note } from '../../../notes/shape.ts';
import { contactUrl } from '../../../core/urls.ts';
import { NoteParams } from './schemas.ts';
import { NotePatch } from '../../../wire/bodies/notes.ts';
import { CONTACT_NOTES, noteColumns, updateNote } from '../../../notes/table.ts';

export default function register(app: App) {
  app.patch('/orgs/:org_pk/contacts/:contact_pk/notes/:note_pk/', {
    config: { scope: 'contact' },
    schema: {
      tags: ['Contacts'],
      summary: 'Update a contact note (partial)',
      description: 'A partial `author` changes only the keys it carries.',
      params: NoteParams,
      body: NotePatch,
      response: { 200: Note },
    },
    handler: async (request) => {
      const contactId = request.keys.contact_pk;
      const id = request.keys.note_pk;
      const row = await app.db.transaction((tx) => updateNote(tx, CONTACT_NOTES, request.org.id, contactId, id, noteColumns(request.body, { full: false })));
      if (!row) throw notFound('note');
      return renderNote(row, contactUrl(request.org.id, contactId));
    },
  });
}
