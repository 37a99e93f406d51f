import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { ExpandQuery, LazyQuery, Order, OrderParams } from '../../orders/schemas.ts';
import { readFullParts, renderOptions, renderOrderRows } from '../../orders/render.ts';
import { orderRenderRowsSql, type OrderRenderRow } from '../../orders/render-rows.ts';

/** The query string before validation: a repeated key (an array) is refused by validation after the prefetch. */
const rawText = (value: unknown) => (typeof value === 'string' ? value : undefined);

export default function register(app: App) {
  app.get('/orgs/:org_pk/orders/:order_pk/', {
    config: {
      scope: 'order',
      // The order's row and parts are read with the token (src/http/guard.ts): one statement for the request
      // (expanded boxes and items add theirs).
      prefetch: (request, keys) => {
        const query = request.query as Record<string, unknown>;
        return orderRenderRowsSql(keys.org_pk, [keys.order_pk], renderOptions({ expand: rawText(query.expand) }));
      },
    },
    schema: {
      tags: ['Orders'],
      summary: 'Retrieve an order',
      params: OrderParams,
      querystring: Type.Object({ expand: ExpandQuery, lazy: LazyQuery }),
      response: { 200: Order },
    },
    handler: async (request) => {
      const rows = request.prefetched as OrderRenderRow[];
      const opts = renderOptions(request.query);
      const full = await readFullParts(app.db, request.org.id, rows.map((row) => row.id), opts);
      const order = (await renderOrderRows(app.db, request.org, rows, full, opts)).get(request.keys.order_pk);
      if (!order) throw notFound('order');
      return order;
    },
  });
}
