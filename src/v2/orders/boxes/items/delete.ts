import { Type } from 'typebox';
import type { App } from '../../../../app-types.ts';
import { applyOrderCommand } from '../../../../orders/writing/apply.ts';
import { ItemParams } from './schemas.ts';

export default function register(app: App) {
  app.delete('/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/items/:item_pk/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Items'],
      summary: 'Delete an item',
      params: ItemParams,
      response: { 204: Type.Null({ description: 'Deleted' }) },
    },
    handler: async (request, reply) => {
      const { keys } = request;
      const { order_pk: orderId, box_pk: boxId, item_pk: itemId } = keys;
      await app.db.transaction((tx) => applyOrderCommand(tx, request.org, { type: 'removeItem', orderId, boxId, itemId }));
      return reply.code(204).send(null);
    },
  });
}
