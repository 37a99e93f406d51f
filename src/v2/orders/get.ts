import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { ExpandQuery, LazyQuery, OrderParams } from './schemas.ts';
import { Order } from '../../orders/shape.ts';
import { renderOptions } from '../../orders/reading/render.ts';
import { ordersText, storedRenderSql } from '../../orders/reading/renders/read.ts';
import { orderSerializer } from './query/respond.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/orders/:order_pk/', {
    config: {
      scope: 'order',
      // The order's stored render is read with the token (src/http/guard.ts): one statement for the request. An
      // order whose render is not stored yet (fill.ts) is rendered live.
      prefetch: (_request, keys) => storedRenderSql(keys.org_pk, keys.order_pk),
    },
    schema: {
      tags: ['Orders'],
      summary: 'Retrieve an order',
      params: OrderParams,
      querystring: Type.Object({ expand: ExpandQuery, lazy: LazyQuery }),
      response: { 200: Order },
    },
    handler: async (request, reply) => {
      const [row] = request.prefetched as { id: number; body: string | null }[];
      if (!row) throw notFound('order');
      const id = request.keys.order_pk;
      const bodies = new Map(row.body === null ? [] : [[id, row.body]]);
      const [text] = await ordersText(app.db, request.org, [id], bodies, renderOptions(request.query), orderSerializer(reply));
      if (text === undefined) throw notFound('order');
      return reply.type('application/json; charset=utf-8').send(text as never);
    },
  });
}
