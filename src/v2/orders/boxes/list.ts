import type { App } from '../../../app-types.ts';
import { PagingQuery, listEnvelope, listSchema, pageOf } from '../../../core/paging.ts';
import { Type } from 'typebox';
import { notFound } from '../../../core/errors.ts';
import { OrderParams } from '../schemas.ts';
import { orderExists } from '../../../orders/reading/queries.ts';
import { Box } from '../../../orders/boxes/shape.ts';
import { countBoxes } from '../../../orders/reading/boxes/queries.ts';
import { renderOrderBoxes } from '../../../orders/reading/boxes/render.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/orders/:order_pk/boxes/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Boxes'],
      summary: "List an order's boxes",
      description: 'Items appear as `{url}`; `expand=items` inlines them.',
      params: OrderParams,
      querystring: Type.Object({ ...PagingQuery, expand: Type.Optional(Type.String()) }),
      response: { 200: listSchema(Box) },
    },
    handler: async (request) => {
      const { keys } = request;
      if (!(await orderExists(app.db, request.org.id, keys.order_pk))) throw notFound('order');
      const page = pageOf(request.query, app.config);
      const [count, results] = await Promise.all([
        countBoxes(app.db, request.org.id, { orderIds: [keys.order_pk] }),
        renderOrderBoxes(app.db, request.org, keys.order_pk, { page, expandItems: (request.query.expand ?? '').split(',').includes('items') }),
      ]);
      return listEnvelope(request, page, count, results);
    },
  });
}
