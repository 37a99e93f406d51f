import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { Product } from '../../products/shape.ts';
import { ProductParams } from './schemas.ts';
import { renderProduct, selectProduct } from '../../products/queries.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/products/:product_pk/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Products'],
      summary: 'Retrieve a product',
      params: ProductParams,
      response: { 200: Product },
    },
    handler: async (request) => {
      const id = request.keys.product_pk;
      const row = await selectProduct(app.db, request.org.id, id);
      if (!row) throw notFound('product');
      return renderProduct(row);
    },
  });
}
