import type { App } from '../../../app-types.ts';
import { applyOrderCommand } from '../../../orders/writing/apply.ts';
import { Box } from '../../../orders/boxes/shape.ts';
import { BoxInput } from '../../../wire/bodies/orders.ts';
import { BoxParams } from './schemas.ts';
import { boxChangeOf } from '../from-json.ts';
import { renderOrderBoxes } from '../../../orders/reading/boxes/render.ts';

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
        const box = boxChangeOf(request.body, request.org, orderId, '', (j) => `items[${j}]`, boxId);
        await applyOrderCommand(tx, request.org, { type: 'changeBox', orderId, box });
        return (await renderOrderBoxes(tx, request.org, orderId, { boxId }))[0];
      });
    },
  });
}
