import { Type } from 'typebox';
import type { App } from '../../../app-types.ts';
import { notFound } from '../../../core/errors.ts';
import { changeOrders } from '../../../orders/change-orders.ts';
import { TagParams } from '../../../orders/tags/schemas.ts';
import { removeTag } from '../../../orders/tags/queries.ts';

export default function register(app: App) {
  app.delete('/orgs/:org_pk/orders/:order_pk/tags/:value', {
    config: { scope: 'order' },
    schema: {
      tags: ['Order tags'],
      summary: 'Remove a tag from an order',
      params: TagParams,
      response: { 204: Type.Null({ description: 'Removed' }) },
    },
    handler: async (request, reply) => {
      const { keys } = request;
      const orderId = keys.order_pk;
      await app.db.transaction((tx) => changeOrders(tx, request.org, { ids: [orderId], missing: 'order' }, async () => {
        if (!(await removeTag(tx, request.org.id, orderId, request.params.value))) throw notFound('tag');
      }));
      return reply.code(204).send(null);
    },
  });
}
