import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { OrderParams } from './schemas.ts';
import { removeOrder } from '../../orders/writing/remove.ts';

export default function register(app: App) {
  app.delete('/orgs/:org_pk/orders/:order_pk/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Orders'],
      summary: 'Delete an order with its boxes, items, documents, notes, tags and relations',
      params: OrderParams,
      response: { 204: Type.Null({ description: 'Deleted' }) },
    },
    handler: async (request, reply) => {
      await removeOrder(app, request.org, request.keys.order_pk);
      return reply.code(204).send(null);
    },
  });
}
