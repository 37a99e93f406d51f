import { parseValues } from '../../../wire/values.ts';
import { NOTE_SHAPE } from '../../../catalogue/note.ts';
import type { App } from '../../../app-types.ts';
import { Note } from '../../../notes/shape.ts';
import { NotePatch } from '../../../wire/bodies/notes.ts';
import { applyOrderCommand } from '../../../orders/writing/apply.ts';
import { NoteParams } from './schemas.ts';
import { renderOrderNotes } from '../../../orders/reading/notes/render.ts';

export default function register(app: App) {
  app.patch('/orgs/:org_pk/orders/:order_pk/notes/:note_pk/', {
    config: { scope: 'note' },
    schema: {
      tags: ['Order notes'],
      summary: 'Change an order note (partial; a partial author changes only its keys)',
      params: NoteParams,
      body: NotePatch,
      response: { 200: Note },
    },
    handler: async (request) => {
      const { keys } = request;
      const { order_pk: orderId, note_pk: noteId } = keys;
      return app.db.transaction(async (tx) => {
        await applyOrderCommand(tx, request.org, { type: 'changeNote', orderId, noteId, fields: parseValues(NOTE_SHAPE, request.body) });
        return (await renderOrderNotes(tx, request.org, orderId, noteId))[0];
      });
    },
  });
}
