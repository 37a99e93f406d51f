import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { Webhook } from '../../webhooks/shape.ts';
import { WebhookParams } from './schemas.ts';
import { getWebhook } from '../../webhooks/queries.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/webhooks/:webhook_pk/', {
    config: { scope: 'webhook' },
    schema: {
      tags: ['Webhooks'],
      summary: 'Retrieve a webhook subscription',
      params: WebhookParams,
      response: { 200: Webhook },
    },
    handler: async (request) => {
      const id = request.keys.webhook_pk;
      const webhook = await getWebhook(app.db, request.org.id, id);
      if (!webhook) throw notFound('webhook');
      return webhook;
    },
  });
}
