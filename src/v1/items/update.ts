import type { App } from '../../app-types.ts';
import { sendV1, V1_TAGS, V1OneQuery } from '../shape.ts';
import { ItemIdParams, V1Item } from '../orders/schemas.ts';
import { V1ItemInput } from '../orders/input.ts';
import { patchItem } from '../boxes/write.ts';
import { renderV1Item } from './render.ts';

export default function register(app: App) {
  for (const method of ['PATCH', 'PUT'] as const) {
    app.route({
      method,
      url: '/items/:item_pk/',
      config: { scope: 'order', v1: true },
      schema: {
        tags: V1_TAGS, summary: method === 'PATCH' ? 'Change an item (v1, partial)' : 'Change an item (v1; PUT behaves as PATCH)',
        description: 'Answers 202 with the item as GET shows it.', params: ItemIdParams, querystring: V1OneQuery, body: V1ItemInput, response: { 202: V1Item },
      },
      handler: async (request, reply) => {
        const itemId = request.keys.item_pk;
        const item = await app.db.transaction(async (tx) => {
          await patchItem(tx, request.org, itemId, request.body as Record<string, unknown>);
          return renderV1Item(tx, request.org.id, itemId);
        });
        return sendV1(request, reply, 202, item);
      },
    });
  }
}
