import type { App } from '../../../../app-types.ts';
import { notFound } from '../../../../core/errors.ts';
import { customFieldEntry } from '../../../../core/custom-fields.ts';
import { CustomFieldEntry } from '../../schemas.ts';
import { itemCustomFields } from '../../../../orders/reading/queries.ts';
import { ItemFieldParams } from './schemas.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/items/:item_pk/custom-fields/:field_name/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Items'],
      summary: "Retrieve one of an item's custom fields",
      params: ItemFieldParams,
      response: { 200: CustomFieldEntry },
    },
    handler: async (request) => {
      const { keys } = request;
      const fields = await itemCustomFields(app.db, request.org.id, keys.order_pk, keys.box_pk, keys.item_pk);
      const entry = fields && customFieldEntry(fields, request.params.field_name);
      if (!entry) throw notFound('custom field');
      return entry;
    },
  });
}
