import { Type } from 'typebox';
import type { App } from '../../../app-types.ts';
import { notFound } from '../../../core/errors.ts';
import { changeOrders } from '../../../orders/change-orders.ts';
import { NoteParams } from '../../../orders/notes/schemas.ts';
import { removeOrderNote } from '../../../orders/notes/write.ts';

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
      await app.db.transaction((tx) => changeOrders(tx, request.org, { ids: [orderId], missing: 'note' }, async () => {
        if (!(await removeOrderNote(tx, request.org.id, orderId, noteId))) throw notFound('note');
      }));
      return reply.code(204).send(null);
    },
  });
}
