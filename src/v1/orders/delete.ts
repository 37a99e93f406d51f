import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { deleteOrder } from '../../v2/orders/queries.ts';
import { relatedOrderIds } from '../../v2/orders/relations.ts';
import { changeOrders } from '../../v2/orders/change-orders.ts';
import { V1_TAGS } from '../shape.ts';
import { OrderIdParams } from './schemas.ts';

export default function register(app: App) {
  app.delete('/orders/:order_pk/', {
    config: { scope: 'order', v1: true },
    schema: {
      tags: V1_TAGS,
      summary: 'Delete an order with its boxes and items (v1)',
      params: OrderIdParams,
      response: { 204: Type.Null({ description: 'Deleted' }) },
    },
    handler: async (request, reply) => {
      const id = request.keys.order_pk;
      await app.db.transaction(async (tx) => {
        const related = await relatedOrderIds(tx, request.org.id, id);
        await changeOrders(tx, request.org, { ids: [id], missing: 'order', related }, async (changes) => {
          await deleteOrder(tx, request.org.id, id);
          changes.deleted(id);
        });
      });
      return reply.code(204).send(null);
    },
  });
}
