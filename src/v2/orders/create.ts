import type { App } from '../../app-types.ts';
import { Order, OrderWrite, OrgOnlyParams } from './schemas.ts';
import { createOrder } from './write.ts';

export default function register(app: App) {
  app.post('/orgs/:org_pk/orders/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Orders'],
      summary: 'Create an order with its boxes, items, notes, tags and relations',
      description: 'One transaction. Items inside boxes default to `kind: goods`. `unique_id` is generated when omitted '
        + 'and must be unique in the organization.',
      params: OrgOnlyParams,
      body: OrderWrite,
      response: { 201: Order },
    },
    handler: async (request, reply) => {
      const order = await app.db.transaction((tx) => createOrder(tx, request.org, request.body));
      return reply.code(201).send(order);
    },
  });
}
