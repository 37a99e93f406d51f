import type { App } from '../../app-types.ts';
import { sendV1, v1Envelope, v1Page, V1_TAGS } from '../shape.ts';
import { OrderListQuery, V1OrderList } from './schemas.ts';
import { comparedOrderIds } from '../../orders/reading/query/compare.ts';
import { v1OrderFilters } from './filters.ts';
import { renderV1Orders, v1Expand } from './records.ts';

export default function register(app: App) {
  app.get('/orders/', {
    config: { scope: 'order', v1: true },
    schema: {
      tags: V1_TAGS,
      summary: 'List orders (v1)',
      description: 'Filters: id, backup, order_time, import_time, ship_time, future_ship_time, print_time, ship_via, ship_type, '
        + 'customer_number, source, updated_at, created_at, numerical_id, primary_id, status_shipped; each as `field=`, '
        + '`field__gte`, `field__lte` or `field__range=a,b`. Default limit 20.',
      querystring: OrderListQuery,
      response: { 200: V1OrderList },
    },
    handler: async (request, reply) => {
      const page = v1Page(request.query, 20);
      const filters = v1OrderFilters(request.query as Record<string, unknown>);
      const { total, ids } = await comparedOrderIds(app.db, request.org.id, filters, page);
      const objects = await renderV1Orders(app.db, request.org.id, ids, v1Expand((request.query as { expand?: string }).expand));
      return sendV1(request, reply, 200, v1Envelope(request, page, total, objects));
    },
  });
}
