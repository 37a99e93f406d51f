import type { App } from '../../app-types.ts';
import { ledgerAmount } from '../../money/ledger/index.ts';
import { parseAmount } from '../../wire/amount.ts';
import { lastInsuranceTransaction } from './last-transaction.ts';
import { InsuranceTransaction } from '../../money/insurance/shape.ts';
import { InsuranceListParams, RefillBody } from './schemas.ts';
import { refillInsurance } from '../../money/insurance/service.ts';

export default function register(app: App) {
  app.post('/orgs/:org_pk/insurance/', {
    config: { scope: 'insurance' },
    schema: {
      tags: ['Insurance'],
      summary: 'Refill the insurance balance',
      description:
        'Charges `amount` to the organization\'s card through the payment processor, then appends the refill. ' +
        '`last_transaction` must be the url of the latest transaction (null when there is none): otherwise 409 and nothing ' +
        'is charged or written; while another refill holding it is being charged, a 409 too. `amount` is positive, with at most the ' +
        'currency\'s decimals (2 for USD), and the balance after it must fit 99,999,999,999,999.99: otherwise a 400 naming `amount`, ' +
        'nothing charged. A declined card is a 402 and nothing is written. Send an `Idempotency-Key` header to make a ' +
        'retry safe: a request with a key already used answers with the first outcome and never charges twice.',
      params: InsuranceListParams,
      body: RefillBody,
      response: { 201: InsuranceTransaction },
    },
    handler: async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const transaction = await refillInsurance(app.db, app.payments, request.org, {
        amount: ledgerAmount('insurance', 'amount', parseAmount('amount', request.body.amount)), expected: lastInsuranceTransaction(request.org.id, request.body.last_transaction),
        idempotencyKey: typeof key === 'string' && key ? key : null,
      });
      reply.code(201);
      return transaction;
    },
  });
}
