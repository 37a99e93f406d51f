import { Type } from 'typebox';
import type { App } from '../../../app-types.ts';
import { applyOrderCommand } from '../../../orders/writing/apply.ts';
import { NoteParams } from './schemas.ts';

export default function register(app: App) {
  app.delete('/orgs/:org_pk/orders/:order_pk/notes/:note_pk/', {
    config: { scope: 'note' },
    schema: {
      tags: ['Order notes'],
      summary: 'Delete an order note',
      params: NoteParams,
      response: { 204: Type.Null({ description: 'Deleted' }) },
    },
    handler: async (request, reply) => {
      const { keys } = request;
      const { order_pk: orderId, note_pk: noteId } = keys;
      await app.db.transaction((tx) => applyOrderCommand(tx, request.org, { type: 'removeNote', orderId, noteId }));
      return reply.code(204).send(null);
    },
  });
}
