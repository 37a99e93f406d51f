import type { App } from '../../app-types.ts';
import { InsuranceTransaction } from '../../money/insurance/shape.ts';
import { InsuranceParams } from './schemas.ts';
import { readTransaction } from '../../money/insurance/service.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/insurance/:insurance_transaction_pk/', {
    config: { scope: 'insurance' },
    schema: {
      tags: ['Insurance'],
      summary: 'Retrieve an insurance transaction',
      params: InsuranceParams,
      response: { 200: InsuranceTransaction },
    },
    handler: async (request) => readTransaction(app.db, request.org.id, request.keys.insurance_transaction_pk),
  });
}
