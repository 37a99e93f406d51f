import type { App } from '../../app-types.ts';
import { Product } from '../../products/shape.ts';
import { ProductCreate } from '../../wire/bodies/products.ts';
import { ProductsParams } from './schemas.ts';
import { createProduct } from '../../products/service.ts';
import { PRODUCT_SHAPE } from '../../catalogue/product.ts';
import { parseValues } from '../../wire/values.ts';

export default function register(app: App) {
  app.post('/orgs/:org_pk/products/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Products'],
      summary: 'Create a product',
      description: '`kind` is required; `quantity` defaults to 1. Read-only fields (url, created_at, updated_at, source.updated_at) are ignored.',
      params: ProductsParams,
      body: ProductCreate,
      response: { 201: Product },
    },
    handler: async (request, reply) => {
      const product = await app.db.transaction((tx) => createProduct(tx, request.org.id, parseValues(PRODUCT_SHAPE, request.body)));
      reply.code(201);
      return product;
    },
  });
}
