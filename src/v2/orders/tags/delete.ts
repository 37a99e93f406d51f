import { Type } from 'typebox';
import type { App } from '../../../app-types.ts';
import { applyOrderCommand } from '../../../orders/writing/apply.ts';
import { TagParams } from './schemas.ts';

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
      await app.db.transaction((tx) => applyOrderCommand(tx, request.org, { type: 'removeTag', orderId, value: request.params.value }));
      return reply.code(204).send(null);
    },
  });
}
