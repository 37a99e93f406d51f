import type { App } from '../../app-types.ts';
import { ledgerAmount } from '../../money/ledger/index.ts';
import { parseAmount } from '../../wire/amount.ts';
import { lastInsuranceTransaction } from './last-transaction.ts';
import { InsuranceTransaction } from '../../money/insurance/shape.ts';
import { BoxInsuranceParams, ChargeBody } from './schemas.ts';
import { CHARGE_DESCRIPTION, chargeInsurance, checkTarget } from '../../money/insurance/service.ts';

export default function register(app: App) {
  app.post('/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/insurance/', {
    config: { scope: 'insurance' },
    schema: {
      tags: ['Insurance'],
      summary: 'Charge insurance for a box',
      description: CHARGE_DESCRIPTION,
      params: BoxInsuranceParams,
      body: ChargeBody,
      response: { 201: InsuranceTransaction },
    },
    handler: async (request, reply) => {
      const { order_pk: orderId, box_pk: boxId } = request.keys;
      const amount = ledgerAmount('insurance', 'amount', parseAmount('amount', request.body.amount));
      const transaction = await app.db.transaction(async (tx) => {
        await checkTarget(tx, request.org.id, orderId, boxId);
        // The order (and box) first: another organization's ids are a 404, whatever the body.
        const expected = lastInsuranceTransaction(request.org.id, request.body.last_transaction);
        return chargeInsurance(tx, request.org.id, { amount, expected, orderId, boxId });
      });
      reply.code(201);
      return transaction;
    },
  });
}
