import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { OrderParams } from './schemas.ts';
import { deleteOrder } from './queries.ts';
import { relatedOrderIds } from './relations.ts';
import { changeOrders } from './change-orders.ts';
import { documentKeys } from './boxes/docs/queries.ts';
import { removeFiles } from '../../storage/removals.ts';

export default function register(app: App) {
  app.delete('/orgs/:org_pk/orders/:order_pk/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Orders'],
      summary: 'Delete an order with its boxes, items, documents, notes, tags and relations',
      params: OrderParams,
      response: { 204: Type.Null({ description: 'Deleted' }) },
    },
    handler: async (request, reply) => {
      const id = request.keys.order_pk;
      const files = await app.db.transaction(async (tx) => {
        // The mirrors of its relations go with it: the related orders change too.
        const related = await relatedOrderIds(tx, request.org.id, id);
        const { result } = await changeOrders(tx, request.org, { ids: [id], missing: 'order', related }, async (changes) => {
          const keys = await documentKeys(tx, request.org.id, { orderId: id });
          await deleteOrder(tx, request.org.id, id);
          changes.deleted(id);
          return keys;
        });
        return result;
      });
      // The documents' files were listed for removal as their rows went (a trigger); removed now, after commit.
      await removeFiles(app.db, app.storage, files);
      return reply.code(204).send(null);
    },
  });
}
