import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { sendV1, V1_TAGS } from '../shape.ts';
import { OrderIdParams, OrderOneQuery, V1Order } from './schemas.ts';
import { renderV1Order, v1Expand } from './records.ts';

export default function register(app: App) {
  app.get('/orders/:order_pk/', {
    config: { scope: 'order', v1: true },
    schema: {
      tags: V1_TAGS,
      summary: 'Retrieve an order (v1)',
      params: OrderIdParams,
      querystring: OrderOneQuery,
      response: { 200: V1Order },
    },
    handler: async (request, reply) => {
      const order = await renderV1Order(app.db, request.org.id, request.keys.order_pk, v1Expand(request.query.expand));
      if (!order) throw notFound('order');
      return sendV1(request, reply, 200, order);
    },
  });
}
