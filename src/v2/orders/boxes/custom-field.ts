import { sql } from 'drizzle-orm';
import type { App } from '../../../app-types.ts';
import { notFound } from '../../../core/errors.ts';
import { customFieldEntry } from '../../../core/custom-fields.ts';
import { decodeKeys } from '../refs.ts';
import { CustomFieldEntry } from '../schemas.ts';
import { customFieldsOf } from '../queries.ts';
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
      const keys = decodeKeys(request.params, ['order_pk', 'box_pk']);
      const fields = keys && (await customFieldsOf(app.db, 'boxes', request.org.id, keys.box_pk, sql`order_id = ${keys.order_pk}`));
      const entry = fields && customFieldEntry(fields, request.params.field_name);
      if (!entry) throw notFound('custom field');
      return entry;
    },
  });
}
