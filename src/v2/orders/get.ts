import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { ExpandQuery, LazyQuery, Order, OrderParams } from './schemas.ts';
import { renderOptions, renderOrder } from './render.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/orders/:order_pk/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Orders'],
      summary: 'Retrieve an order',
      params: OrderParams,
      querystring: Type.Object({ expand: ExpandQuery, lazy: LazyQuery }),
      response: { 200: Order },
    },
    handler: async (request) => {
      const id = request.keys.order_pk;
      const order = await renderOrder(app.db, request.org, id, renderOptions(request.query));
      if (!order) throw notFound('order');
      return order;
    },
  });
}
