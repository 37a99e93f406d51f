import type { App } from '../../app-types.ts';
import { invalidField } from '../../core/errors.ts';
import { OrgParams } from '../orgs/schemas.ts';
import { Webhook } from '../../webhooks/shape.ts';
import { WebhookCreate } from '../../wire/bodies/webhooks.ts';
import { checkRemoteUrl, createWebhook } from '../../webhooks/service.ts';

export default function register(app: App) {
  app.post('/orgs/:org_pk/webhooks/', {
    config: { scope: 'webhook' },
    schema: {
      tags: ['Webhooks'],
      summary: 'Subscribe to an entity',
      description:
        'Deliveries are `PUT <remote_url><object_pk>` with the object\'s JSON, or `DELETE` when it is deleted, with the ' +
        'headers `Auth` (the token), `Webhook-Id`, `Webhook-Timestamp` and `Webhook-Signature`. `entity` defaults to `orders`.',
      params: OrgParams,
      body: WebhookCreate,
      response: { 201: Webhook },
    },
    handler: async (request, reply) => {
      const remote = await checkRemoteUrl(request.body.remote_url, app.config);
      if (remote.problem !== null) throw invalidField('remote_url', remote.problem);
      const remoteUrl = remote.url;
      const entity = request.body.entity ?? 'orders';
      const webhook = await app.db.transaction((tx) => createWebhook(tx, request.org.id, { entity, remoteUrl }));
      return reply.code(201).send(webhook);
    },
  });
}
