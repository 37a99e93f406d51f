import type { App } from '../../../app-types.ts';
import { notFound } from '../../../core/errors.ts';
import { Delivery } from '../../../webhooks/deliveries/shape.ts';
import { DeliveryParams } from './schemas.ts';
import { getDelivery, queueRedelivery } from '../../../webhooks/deliveries/queries.ts';

export default function register(app: App) {
  app.post('/orgs/:org_pk/webhooks/:webhook_pk/deliveries/:delivery_pk/redeliver/', {
    config: { scope: 'webhook' },
    schema: {
      tags: ['Webhooks'],
      summary: 'Send a delivery again',
      description:
        'Queues the same event (same body and Webhook-Id) as a new delivery and returns it. Like any delivery it gives way ' +
        'to a newer pending state of the same object, and waits while the webhook is suspended.',
      params: DeliveryParams,
      response: { 201: Delivery },
    },
    handler: async (request, reply) => {
      const webhookId = request.keys.webhook_pk;
      const id = request.keys.delivery_pk;
      const delivery = await app.db.transaction(async (tx) => {
        const queued = await queueRedelivery(tx, request.org.id, webhookId, id);
        return queued === null ? null : getDelivery(tx, request.org.id, webhookId, queued);
      });
      if (!delivery) throw notFound('delivery');
      return reply.code(201).send(delivery);
    },
  });
}
