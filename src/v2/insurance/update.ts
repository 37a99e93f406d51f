import type { App } from '../../app-types.ts';
import { InsuranceTransaction } from '../../money/insurance/shape.ts';
import { InsuranceParams, VoidBody } from './schemas.ts';
import { readTransaction, voidInsurance } from '../../money/insurance/service.ts';

export default function register(app: App) {
  app.patch('/orgs/:org_pk/insurance/:insurance_transaction_pk/', {
    config: { scope: 'insurance' },
    schema: {
      tags: ['Insurance'],
      summary: 'Void an insurance transaction',
      description:
        '`{"void": true}` appends a transaction with the opposite amount and `void_of` pointing back, and answers the original with ' +
        '`voided_by` set. Voiding a voided transaction, or a void, is a 409; voiding a refill whose money is spent is a 409. ' +
        'Without `void: true` nothing changes.',
      params: InsuranceParams,
      body: VoidBody,
      response: { 200: InsuranceTransaction },
    },
    handler: async (request) => {
      const id = request.keys.insurance_transaction_pk;
      if (request.body.void !== true) return readTransaction(app.db, request.org.id, id);
      return app.db.transaction((tx) => voidInsurance(tx, request.org.id, id));
    },
  });
}
