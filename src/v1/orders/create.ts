import type { App } from '../../app-types.ts';
import { createOrder } from '../../orders/writing/write.ts';
import { sendV1, V1_TAGS } from '../shape.ts';
import { OrderOneQuery, V1Order } from './schemas.ts';
import { V1OrderWrite, v1OrderChange } from './input.ts';
import { renderV1Order, v1Expand } from './records.ts';

export default function register(app: App) {
  app.post('/orders/', {
    config: { scope: 'order', v1: true },
    schema: {
      tags: V1_TAGS,
      summary: 'Create an order with its boxes and items (v1)',
      description: 'The same write as v2\'s POST .../orders/ (one transaction, one `orders` event). Weights in grams, lengths '
        + 'in metres, money in `charges`. Answers 201 with the order as GET shows it (`expand` as there) and its `Location`.',
      querystring: OrderOneQuery,
      body: V1OrderWrite,
      response: { 201: V1Order },
    },
    handler: async (request, reply) => {
      const order = await app.db.transaction(async (tx) => {
        const { id } = await createOrder(tx, request.org, v1OrderChange(request.body, 'create'));
        return (await renderV1Order(tx, request.org.id, id, v1Expand(request.query.expand)))!;
      });
      reply.header('Location', order.resource_uri as string);
      return sendV1(request, reply, 201, order);
    },
  });
}
