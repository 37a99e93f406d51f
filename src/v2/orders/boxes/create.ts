import type { App } from '../../../app-types.ts';
import { OrderParams } from '../../../orders/schemas.ts';
import { changeOrders } from '../../../orders/change-orders.ts';
import { Box, BoxInput } from '../../../orders/boxes/schemas.ts';
import { BOX_ROUTE_PATHS, applyBoxPlan, planBoxes } from '../../../orders/boxes/write.ts';
import { renderOrderBoxes } from '../../../orders/boxes/render.ts';

export default function register(app: App) {
  app.post('/orgs/:org_pk/orders/:order_pk/boxes/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Boxes'],
      summary: 'Add a box to an order',
      description: '`items` may hold full item objects (kind defaults to goods). `packaging` is `{url}` of a preset or null.',
      params: OrderParams,
      body: BoxInput,
      response: { 201: Box },
    },
    handler: async (request, reply) => {
      const { keys } = request;
      const orderId = keys.order_pk;
      const { url: _ignored, ...body } = request.body;
      const box = await app.db.transaction(async (tx) => {
        const { result: boxId } = await changeOrders(tx, request.org, { ids: [orderId], missing: 'order' }, async () => {
          const plan = await planBoxes(tx, request.org, orderId, [body], BOX_ROUTE_PATHS);
          return (await applyBoxPlan(tx, request.org.id, orderId, plan)).boxIds[0];
        });
        return (await renderOrderBoxes(tx, request.org, orderId, { boxId }))[0];
      });
      return reply.code(201).send(box);
    },
  });
}
