import type { App } from '../../../../app-types.ts';
import { notFound } from '../../../../core/errors.ts';
import { changeOrders } from '../../../../orders/change-orders.ts';
import { applyBoxPlan, planBoxes } from '../../../../orders/boxes/write.ts';
import { Item, ItemParams, ItemPatch } from '../../../../orders/boxes/items/schemas.ts';
import { selectItemRefs } from '../../../../orders/boxes/items/queries.ts';
import { renderBoxItems } from '../../../../orders/boxes/items/render.ts';

export default function register(app: App) {
  app.patch('/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/items/:item_pk/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Items'],
      summary: 'Change an item (partial)',
      description: 'Omitted fields keep their value; custom fields are merged by name.',
      params: ItemParams,
      body: ItemPatch,
      response: { 200: Item },
    },
    handler: async (request) => {
      const { keys } = request;
      const { order_pk: orderId, box_pk: boxId, item_pk: itemId } = keys;
      return app.db.transaction(async (tx) => {
        await changeOrders(tx, request.org, { ids: [orderId], missing: 'item' }, async () => {
          const [exists] = await selectItemRefs(tx, request.org.id, { orderIds: [orderId], boxIds: [boxId], itemId });
          if (!exists) throw notFound('item');
          const { url: _ignored, ...fields } = request.body as typeof request.body & { url?: string };
          const plan = await planBoxes(tx, request.org, orderId, [{ id: boxId, fields: {}, items: [{ id: itemId, fields, at: '' }], at: '' }]);
          await applyBoxPlan(tx, request.org.id, orderId, plan);
        });
        return (await renderBoxItems(tx, request.org, orderId, boxId, { itemId }))[0];
      });
    },
  });
}
