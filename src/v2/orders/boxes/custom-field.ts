import type { App } from '../../../app-types.ts';
import { notFound } from '../../../core/errors.ts';
import { customFieldEntry } from '../../../core/custom-fields.ts';
import { CustomFieldEntry } from '../schemas.ts';
import { boxCustomFields } from '../../../orders/reading/queries.ts';
import { BoxFieldParams } from './schemas.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/custom-fields/:field_name/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Boxes'],
      summary: "Retrieve one of a box's custom fields",
      params: BoxFieldParams,
      response: { 200: CustomFieldEntry },
    },
    handler: async (request) => {
      const { keys } = request;
      const fields = await boxCustomFields(app.db, request.org.id, keys.order_pk, keys.box_pk);
      const entry = fields && customFieldEntry(fields, request.params.field_name);
      if (!entry) throw notFound('custom field');
      return entry;
    },
  });
}
