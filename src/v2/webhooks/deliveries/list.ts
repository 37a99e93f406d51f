import { Type } from 'typebox';
import type { App } from '../../../app-types.ts';
import { notFound } from '../../../core/errors.ts';
import { PagingQuery, listEnvelope, listSchema, pageOf } from '../../../core/paging.ts';
import { WebhookParams } from '../schemas.ts';
import { Delivery } from '../../../webhooks/deliveries/shape.ts';
import { listDeliveries, webhookExists } from '../../../webhooks/deliveries/queries.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/webhooks/:webhook_pk/deliveries/', {
    config: { scope: 'webhook' },
    schema: {
      tags: ['Webhooks'],
      summary: "List a webhook's delivery attempts, newest first",
      params: WebhookParams,
      querystring: Type.Object({ ...PagingQuery }),
      response: { 200: listSchema(Delivery) },
    },
    handler: async (request) => {
      const page = pageOf(request.query, app.config);
      const webhookId = request.keys.webhook_pk;
      if (!(await webhookExists(app.db, request.org.id, webhookId))) throw notFound('webhook');
      const { count, rows } = await listDeliveries(app.db, request.org.id, webhookId, page);
      const results = rows.map((r) => r.delivery);
      return listEnvelope(request, page, count, results);
    },
  });
}
