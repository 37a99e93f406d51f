import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { PagingQuery, listEnvelope, listSchema, pageOf } from '../../core/paging.ts';
import { OrgParams } from '../orgs/schemas.ts';
import { Webhook } from '../../webhooks/shape.ts';
import { listWebhooks } from '../../webhooks/queries.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/webhooks/', {
    config: { scope: 'webhook' },
    schema: {
      tags: ['Webhooks'],
      summary: 'List webhook subscriptions',
      params: OrgParams,
      querystring: Type.Object({ ...PagingQuery }),
      response: { 200: listSchema(Webhook) },
    },
    handler: async (request) => {
      const page = pageOf(request.query, app.config);
      const { count, results } = await listWebhooks(app.db, request.org.id, page);
      return listEnvelope(request, page, count, results);
    },
  });
}
