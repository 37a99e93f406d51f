import type { App } from '../../../app-types.ts';
import { notFound } from '../../../core/errors.ts';
import { changeOrders } from '../../../orders/change-orders.ts';
import { Box, BoxInput, BoxParams } from '../../../orders/boxes/schemas.ts';
import { selectBoxRefs } from '../../../orders/boxes/queries.ts';
import { applyBoxPlan, planBoxes } from '../../../orders/boxes/write.ts';
import { boxChangeOf } from '../../../orders/from-json.ts';
import { renderOrderBoxes } from '../../../orders/boxes/render.ts';

export default function register(app: App) {
  app.patch('/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Boxes'],
      summary: 'Change a box (partial)',
      description: '`packaging` is `{url}` or null; custom fields are merged by name. Items with `url` are updated, '
        + 'items without are added.',
      params: BoxParams,
      body: BoxInput,
      response: { 200: Box },
    },
    handler: async (request) => {
      const { keys } = request;
      const { order_pk: orderId, box_pk: boxId } = keys;
      return app.db.transaction(async (tx) => {
        await changeOrders(tx, request.org, { ids: [orderId], missing: 'box' }, async () => {
          const [exists] = await selectBoxRefs(tx, request.org.id, { orderIds: [orderId], boxId });
          if (!exists) throw notFound('box');
          const change = boxChangeOf(request.body, request.org, orderId, '', (j) => `items[${j}]`, boxId);
          await applyBoxPlan(tx, request.org.id, orderId, await planBoxes(tx, request.org, orderId, [change]));
        });
        return (await renderOrderBoxes(tx, request.org, orderId, { boxId }))[0];
      });
    },
  });
}
