import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { PagingQuery, listEnvelope, pageOf } from '../../core/paging.ts';
import { InsuranceList, InsuranceListParams } from './schemas.ts';
import { ledgerPage } from '../../money/insurance/service.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/insurance/', {
    config: { scope: 'insurance' },
    schema: {
      tags: ['Insurance'],
      summary: 'List the insurance ledger',
      description: 'Oldest first. `current_insurance_balance` is the balance after the latest transaction, which equals the sum of all amounts.',
      params: InsuranceListParams,
      querystring: Type.Object({ ...PagingQuery }),
      response: { 200: InsuranceList },
    },
    handler: async (request) => {
      const page = pageOf(request.query, app.config);
      const { count, results, current } = await ledgerPage(app.db, request.org.id, {}, page);
      return { ...listEnvelope(request, page, count, results), current_insurance_balance: current };
    },
  });
}
