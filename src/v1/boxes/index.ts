/** v1 boxes: `/api/v1/boxes/` (list, `?order=<id>`), one box (GET, PATCH, PUT as PATCH, DELETE) and its items. */
import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { countBoxes, selectBoxes } from '../../orders/boxes/queries.ts';
import { sendV1, v1Envelope, v1Page, V1_TAGS, V1OneQuery } from '../shape.ts';
import { BoxIdParams, BoxListQuery, V1Box, V1BoxList } from '../orders/schemas.ts';
import { V1BoxInput } from '../orders/input.ts';
import { renderV1BoxRows } from '../orders/records.ts';
import { orderOfBox } from '../orders/queries.ts';
import { patchBox } from './write.ts';
import { removeBox } from '../../orders/remove.ts';

export default async function boxRoutes(app: App) {
  const oneBox = async (orgId: number, boxId: number) => {
    const rows = await selectBoxes(app.db, orgId, { boxId });
    if (rows.length === 0) throw notFound('box');
    return (await renderV1BoxRows(app.db, orgId, rows))[0];
  };

  app.get('/boxes/', {
    config: { scope: 'order', v1: true },
    schema: { tags: V1_TAGS, summary: 'List boxes (v1)', description: '`order=<id>` lists one order\'s boxes. Default limit 20.', querystring: BoxListQuery, response: { 200: V1BoxList } },
    handler: async (request, reply) => {
      const page = v1Page(request.query, 20);
      const { order } = request.query as { order?: number };
      const filter = order === undefined ? {} : { orderIds: [order] };
      const [total, rows] = [await countBoxes(app.db, request.org.id, filter), await selectBoxes(app.db, request.org.id, { ...filter, page })];
      const objects = await renderV1BoxRows(app.db, request.org.id, rows);
      return sendV1(request, reply, 200, v1Envelope(request, page, total, objects));
    },
  });

  app.get('/boxes/:box_pk/', {
    config: { scope: 'order', v1: true },
    schema: { tags: V1_TAGS, summary: 'Retrieve a box (v1)', params: BoxIdParams, querystring: V1OneQuery, response: { 200: V1Box } },
    handler: async (request, reply) => sendV1(request, reply, 200, await oneBox(request.org.id, request.keys.box_pk)),
  });

  for (const method of ['PATCH', 'PUT'] as const) {
    app.route({
      method,
      url: '/boxes/:box_pk/',
      config: { scope: 'order', v1: true },
      schema: {
        tags: V1_TAGS,
        summary: method === 'PATCH' ? 'Change a box (v1, partial)' : 'Change a box (v1; PUT behaves as PATCH)',
        description: 'Weights in grams, lengths in metres, money in `charges`; items without an id are added. Answers 202.',
        params: BoxIdParams,
        body: V1BoxInput,
        response: { 202: V1Box },
      },
      handler: async (request, reply) => {
        const boxId = request.keys.box_pk;
        const box = await app.db.transaction(async (tx) => {
          await patchBox(tx, request.org, boxId, request.body as Record<string, unknown>);
          return (await renderV1BoxRows(tx, request.org.id, await selectBoxes(tx, request.org.id, { boxId })))[0];
        });
        return sendV1(request, reply, 202, box);
      },
    });
  }

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
