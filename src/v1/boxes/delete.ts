import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { removeBox } from '../../orders/writing/remove.ts';
import { V1_TAGS } from '../shape.ts';
import { BoxIdParams } from '../orders/schemas.ts';
import { orderOfBox } from '../../orders/reading/boxes/queries.ts';

export default function register(app: App) {
  app.delete('/boxes/:box_pk/', {
    config: { scope: 'order', v1: true },
    schema: { tags: V1_TAGS, summary: 'Delete a box with its items (v1)', params: BoxIdParams, response: { 204: Type.Null({ description: 'Deleted' }) } },
    handler: async (request, reply) => {
      const orderId = await orderOfBox(app.db, request.org.id, request.keys.box_pk);
      if (orderId === null) throw notFound('box');
      await removeBox(app, request.org, orderId, request.keys.box_pk);
      return reply.code(204).send(null);
    },
  });
}
