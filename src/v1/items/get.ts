import type { App } from '../../app-types.ts';
import { sendV1, V1_TAGS, V1OneQuery } from '../shape.ts';
import { ItemIdParams, V1Item } from '../orders/schemas.ts';
import { renderV1Item } from './render.ts';

export default function register(app: App) {
  app.get('/items/:item_pk/', {
    config: { scope: 'order', v1: true },
    schema: { tags: V1_TAGS, summary: 'Retrieve an item (v1)', params: ItemIdParams, querystring: V1OneQuery, response: { 200: V1Item } },
    handler: async (request, reply) => sendV1(request, reply, 200, await renderV1Item(app.db, request.org.id, request.keys.item_pk)),
  });
}
