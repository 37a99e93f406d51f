import type { App } from '../../app-types.ts';
import { sendV1, V1_TAGS, V1OneQuery } from '../shape.ts';
import { BoxIdParams, V1Box } from '../orders/schemas.ts';
import { renderV1Box } from './render.ts';

export default function register(app: App) {
  app.get('/boxes/:box_pk/', {
    config: { scope: 'order', v1: true },
    schema: { tags: V1_TAGS, summary: 'Retrieve a box (v1)', params: BoxIdParams, querystring: V1OneQuery, response: { 200: V1Box } },
    handler: async (request, reply) => sendV1(request, reply, 200, await renderV1Box(app.db, request.org.id, request.keys.box_pk)),
  });
}
