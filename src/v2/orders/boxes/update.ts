import type { App } from '../../../app-types.ts';
import { notFound } from '../../../core/errors.ts';
import { boxUrl } from '../../../orders/refs.ts';
import { changeOrders } from '../../../orders/change-orders.ts';
import { Box, BoxInput, BoxParams } from '../../../orders/boxes/schemas.ts';
import { selectBoxRefs } from '../../../orders/boxes/queries.ts';
import { BOX_ROUTE_PATHS, applyBoxPlan, planBoxes } from '../../../orders/boxes/write.ts';
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
          const body = { ...request.body, url: boxUrl(request.org.base, orderId, boxId) };
          await applyBoxPlan(tx, request.org.id, orderId, await planBoxes(tx, request.org, orderId, [body], BOX_ROUTE_PATHS));
        });
        return (await renderOrderBoxes(tx, request.org, orderId, { boxId }))[0];
      });
    },
  });
}
