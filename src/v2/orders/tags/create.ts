import type { App } from '../../../app-types.ts';
import { OrderParams } from '../schemas.ts';
import { applyOrderCommand } from '../../../orders/writing/apply.ts';
import { TagCreate, TagList } from './schemas.ts';
import { selectTags } from '../../../orders/reading/tags/queries.ts';

export default function register(app: App) {
  app.post('/orgs/:org_pk/orders/:order_pk/tags/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Order tags'],
      summary: 'Tag an order',
      description: "Answers 201 with the order's tags. Adding a tag the order already has changes nothing.",
      params: OrderParams,
      body: TagCreate,
      response: { 201: TagList },
    },
    handler: async (request, reply) => {
      const { keys } = request;
      const orderId = keys.order_pk;
      const tags = await app.db.transaction(async (tx) => {
        // A tag the order already has changes nothing: no event, the same tags.
        const { orders } = await applyOrderCommand(tx, request.org, { type: 'addTags', orderId, values: [request.body.value] });
        return orders.get(orderId)?.tags ?? (await selectTags(tx, request.org.id, [orderId])).get(orderId) ?? [];
      });
      return reply.code(201).send(tags);
    },
  });
}
