import type { App } from '../../app-types.ts';
import { updateOrder } from '../../orders/write.ts';
import { sendV1, V1_TAGS } from '../shape.ts';
import { OrderIdParams, V1Order } from './schemas.ts';
import { V1OrderPatch, V1OrderWrite, v1OrderChange } from './input.ts';
import { renderV1Order } from './records.ts';

/** PUT replaces the order's own fields (as v2's PUT), PATCH changes those sent; boxes sent are added. */
export default function register(app: App) {
  for (const [method, mode, body] of [['PUT', 'put', V1OrderWrite], ['PATCH', 'patch', V1OrderPatch]] as const) {
    app.route({
      method,
      url: '/orders/:order_pk/',
      config: { scope: 'order', v1: true },
      schema: {
        tags: V1_TAGS,
        summary: method === 'PUT' ? 'Replace an order (v1)' : 'Change an order (v1, partial)',
        description: 'The same write as v2\'s PUT/PATCH of an order; answers 202 with the order.',
        params: OrderIdParams,
        body,
        response: { 202: V1Order },
      },
      handler: async (request, reply) => {
        const id = request.keys.order_pk;
        const order = await app.db.transaction(async (tx) => {
          await updateOrder(tx, request.org, id, v1OrderChange(request.body as Record<string, unknown>, mode));
          return (await renderV1Order(tx, request.org.id, id, { boxes: true, items: true }))!;
        });
        return sendV1(request, reply, 202, order);
      },
    });
  }
}
