import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { ProductParams } from './schemas.ts';
import { deleteProduct } from '../../products/service.ts';

export default function register(app: App) {
  app.delete('/orgs/:org_pk/products/:product_pk/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Products'],
      summary: 'Delete a product',
      params: ProductParams,
      response: { 204: Type.Null({ description: 'Deleted' }) },
    },
    handler: async (request, reply) => {
      const id = request.keys.product_pk;
      const deleted = await app.db.transaction((tx) => deleteProduct(tx, request.org.id, id));
      if (!deleted) throw notFound('product');
      return reply.code(204).send(null);
    },
  });
}
