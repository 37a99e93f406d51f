import type { App } from '../../../app-types.ts';
import { OrderParams } from '../schemas.ts';
import { Box } from '../../../orders/boxes/shape.ts';
import { BoxInput } from '../../../wire/bodies/orders.ts';
import { changeBoxes } from '../../../orders/writing/write.ts';
import { boxChangeOf } from '../from-json.ts';
import { renderOrderBoxes } from '../../../orders/reading/boxes/render.ts';

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
        const change = boxChangeOf(body, request.org, orderId, '', (j) => `items[${j}]`);
        const { boxIds: [boxId] } = await changeBoxes(tx, request.org, orderId, [change], 'order');
        return (await renderOrderBoxes(tx, request.org, orderId, { boxId }))[0];
      });
      return reply.code(201).send(box);
    },
  });
}
