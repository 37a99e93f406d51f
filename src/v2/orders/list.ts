import type { App } from '../../app-types.ts';
import { listSchema } from '../../core/paging.ts';
import { Order } from '../../orders/shape.ts';
import { OrgOnlyParams } from './schemas.ts';
import { OrderListQuery } from '../../orders/reading/query/params.ts';
import { respondWithOrders } from './query/respond.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/orders/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Orders'],
      summary: 'List, filter, sort and search orders',
      description:
        'Newest first (`-created_at`, then id) unless `order_by` says otherwise. Filters combine with AND; `__in` lists take ' +
        '`!value` to exclude. `expand=boxes`, `items` or `boxes,items` inlines full boxes and items (otherwise boxes appear as ' +
        '`{url, items: [{url}]}`). With `only`, results carry just the named fields; with `suggestions`, `field?` keys are added.',
      params: OrgOnlyParams,
      querystring: OrderListQuery,
      response: { 200: listSchema(Order) },
    },
    handler: (request, reply) => respondWithOrders(app, request, reply, request.query),
  });
}
