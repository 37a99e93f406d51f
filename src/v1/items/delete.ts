import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { V1_TAGS } from '../shape.ts';
import { ItemIdParams } from '../orders/schemas.ts';
import { removeItem } from '../boxes/write.ts';

export default function register(app: App) {
  app.delete('/items/:item_pk/', {
    config: { scope: 'order', v1: true },
    schema: { tags: V1_TAGS, summary: 'Delete an item (v1)', params: ItemIdParams, response: { 204: Type.Null({ description: 'Deleted' }) } },
    handler: async (request, reply) => {
      await app.db.transaction((tx) => removeItem(tx, request.org, request.keys.item_pk));
      return reply.code(204).send(null);
    },
  });
}
