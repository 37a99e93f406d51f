import { Type } from 'typebox';
import type { App } from '../../../app-types.ts';
import { BoxParams } from './schemas.ts';
import { removeBox } from '../../../orders/writing/remove.ts';

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
      await removeBox(app, request.org, request.keys.order_pk, request.keys.box_pk);
      return reply.code(204).send(null);
    },
  });
}
