import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { removeOrder } from '../../orders/writing/remove.ts';
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
      await removeOrder(app, request.org, request.keys.order_pk);
      return reply.code(204).send(null);
    },
  });
}
