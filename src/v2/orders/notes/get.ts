import type { App } from '../../../app-types.ts';
import { notFound } from '../../../core/errors.ts';
import { Note } from '../../../notes/shape.ts';
import { NoteParams } from './schemas.ts';
import { renderOrderNotes } from '../../../orders/reading/notes/render.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/orders/:order_pk/notes/:note_pk/', {
    config: { scope: 'note' },
    schema: {
      tags: ['Order notes'],
      summary: 'Retrieve an order note',
      params: NoteParams,
      response: { 200: Note },
    },
    handler: async (request) => {
      const { keys } = request;
      const [note] = await renderOrderNotes(app.db, request.org, keys.order_pk, keys.note_pk);
      if (!note) throw notFound('note');
      return note;
    },
  });
}
