import type { App } from '../../app-types.ts';
import { ledgerAmount } from '../../money/ledger/index.ts';
import { parseAmount } from '../../wire/amount.ts';
import { lastInsuranceTransaction } from './last-transaction.ts';
import { InsuranceTransaction } from '../../money/insurance/shape.ts';
import { ChargeBody, OrderInsuranceParams } from './schemas.ts';
import { CHARGE_DESCRIPTION, chargeInsurance, checkTarget } from '../../money/insurance/service.ts';

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
      const amount = ledgerAmount('insurance', 'amount', parseAmount('amount', request.body.amount));
      const transaction = await app.db.transaction(async (tx) => {
        await checkTarget(tx, request.org.id, orderId, null);
        // The order (and box) first: another organization's ids are a 404, whatever the body.
        const expected = lastInsuranceTransaction(request.org.id, request.body.last_transaction);
        return chargeInsurance(tx, request.org.id, { amount, expected, orderId, boxId: null });
      });
      reply.code(201);
      return transaction;
    },
  });
}
