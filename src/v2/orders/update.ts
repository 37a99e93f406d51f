import type { App } from '../../app-types.ts';
import { Order } from '../../orders/shape.ts';
import { OrderParams } from './schemas.ts';
import { OrderPatch, OrderWrite } from '../../wire/bodies/orders.ts';
import { updateOrder } from '../../orders/writing/write.ts';
import { orderChangeOf } from './from-json.ts';

export default function register(app: App) {
  app.patch('/orgs/:org_pk/orders/:order_pk/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Orders'],
      summary: 'Change an order (partial)',
      description: 'Omitted fields keep their value; null clears. A box (or item, or note) with `url` is updated, one '
        + 'without is added, others stay. `tags` and `relations`, when sent, replace the set.',
      params: OrderParams,
      body: OrderPatch,
      response: { 200: Order },
    },
    handler: async (request) => {
      const id = request.keys.order_pk;
      return app.db.transaction((tx) => updateOrder(tx, request.org, id, orderChangeOf(request.body, request.org, id, 'patch')));
    },
  });

  app.put('/orgs/:org_pk/orders/:order_pk/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Orders'],
      summary: 'Replace an order',
      description: "Replaces the order's own fields: omitted ones become null (or their default); `unique_id` is kept "
        + 'when omitted. Boxes, notes, tags and relations follow the PATCH rules.',
      params: OrderParams,
      body: OrderWrite,
      response: { 200: Order },
    },
    handler: async (request) => {
      const id = request.keys.order_pk;
      return app.db.transaction((tx) => updateOrder(tx, request.org, id, orderChangeOf(request.body, request.org, id, 'put')));
    },
  });
}
