import type { App } from '../../app-types.ts';
import { sendV1, V1_TAGS, V1OneQuery } from '../shape.ts';
import { BoxIdParams, V1Box } from '../orders/schemas.ts';
import { V1BoxInput } from '../orders/input.ts';
import { patchBox } from './write.ts';
import { renderV1Box } from './render.ts';

export default function register(app: App) {
  for (const method of ['PATCH', 'PUT'] as const) {
    app.route({
      method,
      url: '/boxes/:box_pk/',
      config: { scope: 'order', v1: true },
      schema: {
        tags: V1_TAGS,
        summary: method === 'PATCH' ? 'Change a box (v1, partial)' : 'Change a box (v1; PUT behaves as PATCH)',
        description: 'Weights in grams, lengths in metres, money in `charges`. Items named by `resource_uri` or `id` are updated, '
          + 'the others added; those not sent stay. Answers 202 with the box as GET shows it.',
        params: BoxIdParams,
        querystring: V1OneQuery,
        body: V1BoxInput,
        response: { 202: V1Box },
      },
      handler: async (request, reply) => {
        const boxId = request.keys.box_pk;
        const box = await app.db.transaction(async (tx) => {
          await patchBox(tx, request.org, boxId, request.body as Record<string, unknown>);
          return renderV1Box(tx, request.org.id, boxId);
        });
        return sendV1(request, reply, 202, box);
      },
    });
  }
}
