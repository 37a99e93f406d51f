import type { App } from '../../app-types.ts';
import { listEnvelope, listSchema, pageOf } from '../../core/paging.ts';
import { Order, OrderListQuery, OrgOnlyParams } from './schemas.ts';
import { DEFAULT_ORDER_BY, listOrderIds } from './queries.ts';
import { renderOptions, renderOrders } from './render.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/orders/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Orders'],
      summary: 'List orders',
      description: 'Newest first (`-created_at`, then id). `expand=boxes`, `items` or `boxes,items` inlines full boxes and items; '
        + 'otherwise boxes appear as `{url, items: [{url}]}`.',
      params: OrgOnlyParams,
      querystring: OrderListQuery,
      response: { 200: listSchema(Order) },
    },
    handler: async (request) => {
      const page = pageOf(request.query, app.config);
      const { count, ids } = await listOrderIds(app.db, request.org.id, { where: [], orderBy: DEFAULT_ORDER_BY }, page);
      const results = await renderOrders(app.db, request.org, ids, renderOptions(request.query));
      return listEnvelope(request, page, count, results);
    },
  });
}
