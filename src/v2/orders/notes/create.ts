import { parseValues } from '../../../wire/values.ts';
import { NOTE_SHAPE } from '../../../catalogue/note.ts';
import type { App } from '../../../app-types.ts';
import { Note } from '../../../notes/shape.ts';
import { NoteCreate } from '../../../wire/bodies/notes.ts';
import { OrderParams } from '../schemas.ts';
import { applyOrderCommand } from '../../../orders/writing/apply.ts';
import { renderOrderNotes } from '../../../orders/reading/notes/render.ts';

export default function register(app: App) {
  app.post('/orgs/:org_pk/orders/:order_pk/notes/', {
    config: { scope: 'note' },
    schema: {
      tags: ['Order notes'],
      summary: 'Add a note to an order',
      params: OrderParams,
      body: NoteCreate,
      response: { 201: Note },
    },
    handler: async (request, reply) => {
      const { keys } = request;
      const orderId = keys.order_pk;
      const note = await app.db.transaction(async (tx) => {
        const { result: id } = await applyOrderCommand(tx, request.org, { type: 'addNote', orderId, fields: parseValues(NOTE_SHAPE, request.body) });
        return (await renderOrderNotes(tx, request.org, orderId, id))[0];
      });
      return reply.code(201).send(note);
    },
  });
}
