import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { customFieldEntry } from '../../core/custom-fields.ts';
import { CustomFieldEntry, OrderFieldParams } from './schemas.ts';
import { orderCustomFields } from '../../orders/reading/queries.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/orders/:order_pk/custom-fields/:field_name/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Orders'],
      summary: "Retrieve one of an order's custom fields",
      params: OrderFieldParams,
      response: { 200: CustomFieldEntry },
    },
    handler: async (request) => {
      const fields = await orderCustomFields(app.db, request.org.id, request.keys.order_pk);
      const entry = fields && customFieldEntry(fields, request.params.field_name);
      if (!entry) throw notFound('custom field');
      return entry;
    },
  });
}
