import type { App } from '../../app-types.ts';
import { listEnvelope, listSchema, pageOf } from '../../core/paging.ts';
import { parseField } from '../../http/value-words.ts';
import { parseDateTime } from '../../core/values/datetime.ts';
import { Product } from '../../products/shape.ts';
import { ProductListQuery, ProductsParams } from './schemas.ts';
import { listProducts } from '../../products/queries.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/products/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Products'],
      summary: 'List products',
      description: 'Ordered by creation (id). `updated_at__gte` keeps the products updated at or after the given time.',
      params: ProductsParams,
      querystring: ProductListQuery,
      response: { 200: listSchema(Product) },
    },
    handler: async (request) => {
      const page = pageOf(request.query, app.config);
      const since = request.query.updated_at__gte;
      const updatedSince = since === undefined ? null : parseField('updated_at__gte', () => parseDateTime(since));
      const { count, results } = await listProducts(app.db, request.org.id, { updatedSince }, page);
      return listEnvelope(request, page, count, results);
    },
  });
}
