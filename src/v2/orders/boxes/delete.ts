import { Type } from 'typebox';
import type { App } from '../../../app-types.ts';
import { notFound } from '../../../core/errors.ts';
import { changeOrders } from '../change-orders.ts';
import { BoxParams } from './schemas.ts';
import { deleteBox, selectBoxRefs } from './queries.ts';
import { documentKeys } from './docs/queries.ts';
import { removeFiles } from '../../../storage/removals.ts';

export default function register(app: App) {
  app.delete('/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Boxes'],
      summary: 'Delete a box with its items and shipping documents',
      params: BoxParams,
      response: { 204: Type.Null({ description: 'Deleted' }) },
    },
    handler: async (request, reply) => {
      const { keys } = request;
      const { order_pk: orderId, box_pk: boxId } = keys;
      const { result: files } = await app.db.transaction((tx) => changeOrders(tx, request.org, { ids: [orderId], missing: 'box' }, async () => {
        const [exists] = await selectBoxRefs(tx, request.org.id, { orderIds: [orderId], boxId });
        if (!exists) throw notFound('box');
        const keys = await documentKeys(tx, request.org.id, { orderId, boxId });
        await deleteBox(tx, request.org.id, boxId);
        return keys;
      }));
      // The documents' files were listed for removal as their rows went (a trigger); removed now, after commit.
      await removeFiles(app.db, app.storage, files);
      return reply.code(204).send(null);
    },
  });
}
