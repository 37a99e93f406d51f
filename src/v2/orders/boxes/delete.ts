import { Type } from 'typebox';
import type { App } from '../../../app-types.ts';
import { notFound } from '../../../core/errors.ts';
import { changeOrders } from '../change-orders.ts';
import { BoxParams } from './schemas.ts';
import { deleteBox, selectBoxRefs } from './queries.ts';

export default function register(app: App) {
  app.delete('/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Boxes'],
      summary: 'Delete a box with its items',
      params: BoxParams,
      response: { 204: Type.Null({ description: 'Deleted' }) },
    },
    handler: async (request, reply) => {
      const { keys } = request;
      const { order_pk: orderId, box_pk: boxId } = keys;
      await app.db.transaction((tx) => changeOrders(tx, request.org, { ids: [orderId], missing: 'box' }, async () => {
        const [exists] = await selectBoxRefs(tx, request.org.id, { orderIds: [orderId], boxId });
        if (!exists) throw notFound('box');
        await deleteBox(tx, request.org.id, boxId);
      }));
      return reply.code(204).send(null);
    },
  });
}
