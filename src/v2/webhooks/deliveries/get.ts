import type { App } from '../../../app-types.ts';
import { notFound } from '../../../core/errors.ts';
import { Delivery } from '../../../webhooks/deliveries/shape.ts';
import { DeliveryParams } from './schemas.ts';
import { getDelivery } from '../../../webhooks/deliveries/queries.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/webhooks/:webhook_pk/deliveries/:delivery_pk/', {
    config: { scope: 'webhook' },
    schema: {
      tags: ['Webhooks'],
      summary: 'Retrieve one delivery attempt',
      params: DeliveryParams,
      response: { 200: Delivery },
    },
    handler: async (request) => {
      const webhookId = request.keys.webhook_pk;
      const id = request.keys.delivery_pk;
      const delivery = await getDelivery(app.db, request.org.id, webhookId, id);
      if (!delivery) throw notFound('delivery');
      return delivery;
    },
  });
}
