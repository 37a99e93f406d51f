import { Type } from 'typebox';
import type { App } from '../../../../app-types.ts';
import { notFound } from '../../../../core/errors.ts';
import { changeOrders } from '../../../../orders/change-orders.ts';
import { ItemParams } from '../../../../orders/boxes/items/schemas.ts';
import { deleteItem, selectItemRefs } from '../../../../orders/boxes/items/queries.ts';

export default function register(app: App) {
  app.delete('/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/items/:item_pk/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Items'],
      summary: 'Delete an item',
      params: ItemParams,
      response: { 204: Type.Null({ description: 'Deleted' }) },
    },
    handler: async (request, reply) => {
      const { keys } = request;
      const { order_pk: orderId, box_pk: boxId, item_pk: itemId } = keys;
      await app.db.transaction((tx) => changeOrders(tx, request.org, { ids: [orderId], missing: 'item' }, async () => {
        const [exists] = await selectItemRefs(tx, request.org.id, { orderIds: [orderId], boxIds: [boxId], itemId });
        if (!exists) throw notFound('item');
        await deleteItem(tx, request.org.id, itemId);
      }));
      return reply.code(204).send(null);
    },
  });
}
