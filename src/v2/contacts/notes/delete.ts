import { Type } from 'typebox';
import type { App } from '../../../app-types.ts';
import { notFound } from '../../../core/errors.ts';
import { NoteParams } from './schemas.ts';
import { CONTACT_NOTES, deleteNote } from '../../../notes/table.ts';

export default function register(app: App) {
  app.delete('/orgs/:org_pk/contacts/:contact_pk/notes/:note_pk/', {
    config: { scope: 'contact' },
    schema: {
      tags: ['Contacts'],
      summary: 'Delete a contact note',
      params: NoteParams,
      response: { 204: Type.Null() },
    },
    handler: async (request, reply) => {
      const contactId = request.keys.contact_pk;
      const id = request.keys.note_pk;
      const deleted = await app.db.transaction((tx) => deleteNote(tx, CONTACT_NOTES, request.org.id, contactId, id));
      if (!deleted) throw notFound('note');
      return reply.code(204).send(null);
    },
  });
}
