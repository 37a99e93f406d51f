import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { WebhookParams } from './schemas.ts';
import { removeWebhook } from '../../webhooks/service.ts';

export default function register(app: App) {
  app.delete('/orgs/:org_pk/webhooks/:webhook_pk/', {
    config: { scope: 'webhook' },
    schema: {
      tags: ['Webhooks'],
      summary: 'Delete a webhook subscription and its delivery log',
      params: WebhookParams,
      response: { 204: Type.Null() },
    },
    handler: async (request, reply) => {
      const id = request.keys.webhook_pk;
      const deleted = await app.db.transaction((tx) => removeWebhook(tx, request.org.id, id));
      if (!deleted) throw notFound('webhook');
      return reply.code(204).send(null);
    },
  });
}
