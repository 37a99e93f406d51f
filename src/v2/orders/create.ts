import type { App } from '../../app-types.ts';
import { Order } from '../../orders/shape.ts';
import { OrgOnlyParams } from './schemas.ts';
import { OrderWrite } from '../../wire/bodies/orders.ts';
import { createOrder } from '../../orders/writing/write.ts';
import { orderChangeOf } from './from-json.ts';

/** The body /docs fills in for "Try it out": a valid order, so that Execute answers 201 as it is. */
const EXAMPLE = {
  primary_id: 'PO-1001',
  ordered_at: '2024-05-31T14:30:00Z',
  billing: { status: 'paid', total: '35.95 USD' },
  shipping: {
    ship_via: 'UPS',
    ship_type: 'Ground',
    ship_to: { first_name: 'Ada', last_name: 'Lovelace', address_1: '12 Main St', city: 'Portland', region: 'OR', post_code: '97205', country: 'US', email: 'ada@example.com' },
  },
  boxes: [{ items: [{ part_number: 'SKU-1', description: 'Ceramic mug', quantity: 2, unit_price: '12.50 USD', unit_weight: '1 lbs' }] }],
  notes: [{ content: 'Gift wrap, please.' }],
  tags: ['gift'],
};

export default function register(app: App) {
  app.post('/orgs/:org_pk/orders/', {
    // The new rows' ids are drawn once the body is valid, by the statement that writes them (src/orders/writing/insert.ts).
    config: { scope: 'order' },
    schema: {
      tags: ['Orders'],
      summary: 'Create an order with its boxes, items, notes, tags and relations',
      description: 'One transaction. Items inside boxes default to `kind: goods`. `unique_id` is generated when omitted '
        + 'and must be unique in the organization.',
      params: OrgOnlyParams,
      body: { ...OrderWrite, examples: [EXAMPLE] },
      response: { 201: Order },
    },
    handler: async (request, reply) => {
      const change = orderChangeOf(request.body, request.org, null, 'create');
      const { order } = await app.db.transaction((tx) => createOrder(tx, request.org, change));
      return reply.code(201).send(order);
    },
  });
}
