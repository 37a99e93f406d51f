import { Type } from 'typebox';
import type { App } from '../../../app-types.ts';
import { notFound } from '../../../core/errors.ts';
import { Box, BoxParams } from '../../../orders/boxes/schemas.ts';
import { renderOrderBoxes } from '../../../orders/boxes/render.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Boxes'],
      summary: 'Retrieve a box',
      description: 'Dimensions and weight are the effective values (explicit, else from the packaging preset and items).',
      params: BoxParams,
      querystring: Type.Object({ expand: Type.Optional(Type.String()) }),
      response: { 200: Box },
    },
    handler: async (request) => {
      const { keys } = request;
      const expandItems = (request.query.expand ?? '').split(',').includes('items');
      const [box] = await renderOrderBoxes(app.db, request.org, keys.order_pk, { boxId: keys.box_pk, expandItems });
      if (!box) throw notFound('box');
      return box;
    },
  });
}
