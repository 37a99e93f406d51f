import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { Product } from '../../products/shape.ts';
import { ProductParams } from './schemas.ts';
import { ProductPatch } from '../../wire/bodies/products.ts';
import { updateProduct } from '../../products/service.ts';
import { PRODUCT_SHAPE } from '../../catalogue/product.ts';
import { parseValues } from '../../wire/values.ts';

export default function register(app: App) {
  app.patch('/orgs/:org_pk/products/:product_pk/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Products'],
      summary: 'Update a product (partial)',
      description:
        'Omitted fields keep their value; null clears a nullable field (quantity and kind cannot be null). ' +
        '`custom_fields` is merged by name (null removes a name); `source` changes only the keys sent, null clears it.',
      params: ProductParams,
      body: ProductPatch,
      response: { 200: Product },
    },
    handler: async (request) => {
      const id = request.keys.product_pk;
      return app.db.transaction(async (tx) => {
        const product = await updateProduct(tx, request.org.id, id, parseValues(PRODUCT_SHAPE, request.body));
        if (!product) throw notFound('product');
        return product;
      });
    },
  });
}
