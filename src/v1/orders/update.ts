import type { App } from '../../app-types.ts';
import { applyOrderCommand } from '../../orders/writing/apply.ts';
import { sendV1, V1_TAGS } from '../shape.ts';
import { OrderIdParams, OrderOneQuery, V1Order } from './schemas.ts';
import { V1OrderPatch, V1OrderWrite, v1OrderChange } from './input.ts';
import { renderV1Order, v1Expand } from './records.ts';

/**
 * PUT sets every field v1 shows (absent ones null), PATCH those sent. Boxes and items named by `resource_uri` or
 * `id` are updated, others added; in both, boxes and items left out stay (DECISIONS section 9: a box or an item goes
 * only by its own DELETE). Answers as GET does.
 */
export default function register(app: App) {
  for (const [method, mode, body] of [['PUT', 'put', V1OrderWrite], ['PATCH', 'patch', V1OrderPatch]] as const) {
    app.route({
      method,
      url: '/orders/:order_pk/',
      config: { scope: 'order', v1: true },
      schema: {
        tags: V1_TAGS,
        summary: method === 'PUT' ? 'Replace an order (v1)' : 'Change an order (v1, partial)',
        description: 'The same write as v2\'s PATCH of an order (PUT: every v1 field, absent ones null). Boxes and items with '
          + '`resource_uri` or `id` are updated, the others added; boxes and items left out stay (`"boxes": []` removes nothing: '
          + 'a box or an item goes only by its own DELETE). Answers 202 with the order as GET shows it.',
        params: OrderIdParams,
        querystring: OrderOneQuery,
        body,
        response: { 202: V1Order },
      },
      handler: async (request, reply) => {
        const id = request.keys.order_pk;
        const body = request.body as Record<string, unknown>;
        const order = await app.db.transaction(async (tx) => {
          await applyOrderCommand(tx, request.org, { type: 'updateOrder', orderId: id, change: v1OrderChange(body, mode) });
          return (await renderV1Order(tx, request.org.id, id, v1Expand((request.query as { expand?: string }).expand)))!;
        });
        return sendV1(request, reply, 202, order);
      },
    });
  }
}
