import type { App } from '../../app-types.ts';
import { applyOrderCommands } from '../../orders/apply.ts';
import { removeFiles } from '../../storage/removals.ts';
import { sendV1, V1_TAGS } from '../shape.ts';
import { OrderIdParams, OrderOneQuery, V1Order } from './schemas.ts';
import { V1OrderPatch, V1OrderWrite, v1OrderChange } from './input.ts';
import { renderV1Order, v1Expand } from './records.ts';
import { v1Refusals, type RefKeys } from './refs.ts';
import { putRemovals } from './put-removals.ts';

/**
 * PUT sets every field v1 shows (absent ones null), PATCH those sent. Boxes and items named by `resource_uri` or
 * `id` are updated, others added. A PUT's `boxes` is the order's set: boxes left out are removed, and so are the
 * items left out of a box sent with `items` (put-removals.ts); in a PATCH those not sent stay. Answers as GET does.
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
          + '`resource_uri` or `id` are updated, the others added. In a PUT that sends `boxes`, boxes left out are removed, and the '
          + 'items left out of a box sent with `items`; in a PATCH they stay. Answers 202 with the order as GET shows it.',
        params: OrderIdParams,
        querystring: OrderOneQuery,
        body,
        response: { 202: V1Order },
      },
      handler: async (request, reply) => {
        const id = request.keys.order_pk;
        const body = request.body as Record<string, unknown>;
        const { order, files } = await app.db.transaction(async (tx) => {
          const refs: RefKeys = new Map();
          const change = v1OrderChange(body, mode, refs);
          const removals = mode === 'put' ? await putRemovals(tx, request.org.id, id, body, change) : [];
          const { results } = await v1Refusals(refs, () =>
            applyOrderCommands(tx, request.org, [{ type: 'updateOrder', orderId: id, change }, ...removals]));
          return {
            order: (await renderV1Order(tx, request.org.id, id, v1Expand((request.query as { expand?: string }).expand)))!,
            files: results.flatMap((r) => (Array.isArray(r) ? r : [])),
          };
        });
        await removeFiles(app.db, app.storage, files);
        return sendV1(request, reply, 202, order);
      },
    });
  }
}
