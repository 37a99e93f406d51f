import type { App } from '../../app-types.ts';
import { InsuranceListParams, InsuranceTransaction, RefillBody } from './schemas.ts';
import { refillInsurance } from './service.ts';

export default function register(app: App) {
  app.post('/orgs/:org_pk/insurance/', {
    config: { scope: 'insurance' },
    schema: {
      tags: ['Insurance'],
      summary: 'Refill the insurance balance',
      description:
        'Charges `amount` to the organization\'s card through the payment processor, then appends the refill. ' +
        '`last_transaction` must be the url of the latest transaction (null when there is none): otherwise 409 and nothing ' +
        'is charged or written. A declined card is a 402 and nothing is written. Send an `Idempotency-Key` header to make a ' +
        'retry safe: a request with a key already used answers with the first outcome and never charges twice.',
      params: InsuranceListParams,
      body: RefillBody,
      response: { 201: InsuranceTransaction },
    },
    handler: async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const transaction = await refillInsurance(app.db, app.payments, request.org, {
        amount: request.body.amount, last: request.body.last_transaction, idempotencyKey: typeof key === 'string' && key ? key : null,
      });
      reply.code(201);
      return transaction;
    },
  });
}
