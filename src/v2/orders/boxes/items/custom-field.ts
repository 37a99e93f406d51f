import { sql } from 'drizzle-orm';
import type { App } from '../../../../app-types.ts';
import { notFound } from '../../../../core/errors.ts';
import { customFieldEntry } from '../../../../core/custom-fields.ts';
import { decodeKeys } from '../../refs.ts';
import { CustomFieldEntry } from '../../schemas.ts';
import { customFieldsOf } from '../../queries.ts';
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
      const keys = decodeKeys(request.params, ['order_pk', 'box_pk', 'item_pk']);
      const fields = keys && (await customFieldsOf(app.db, 'items', request.org.id, keys.item_pk,
        sql`order_id = ${keys.order_pk} AND box_id = ${keys.box_pk}`));
      const entry = fields && customFieldEntry(fields, request.params.field_name);
      if (!entry) throw notFound('custom field');
      return entry;
    },
  });
}
