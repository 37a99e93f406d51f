import type { App } from '../../app-types.ts';
import { ChargeBody, InsuranceTransaction, OrderInsuranceParams } from './schemas.ts';
import { CHARGE_DESCRIPTION, chargeInsurance, checkTarget } from './service.ts';

export default function register(app: App) {
  app.post('/orgs/:org_pk/orders/:order_pk/insurance/', {
    config: { scope: 'insurance' },
    schema: {
      tags: ['Insurance'],
      summary: 'Charge insurance for an order',
      description: CHARGE_DESCRIPTION,
      params: OrderInsuranceParams,
      body: ChargeBody,
      response: { 201: InsuranceTransaction },
    },
    handler: async (request, reply) => {
      const orderId = request.keys.order_pk;
      const transaction = await app.db.transaction(async (tx) => {
        await checkTarget(tx, request.org.id, orderId, null);
        return chargeInsurance(tx, request.org, { amount: request.body.amount, last: request.body.last_transaction, orderId, boxId: null });
      });
      reply.code(201);
      return transaction;
    },
  });
}
