import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { PagingQuery, listEnvelope, pageOf } from '../../core/paging.ts';
import { InsuranceList, OrderInsuranceParams } from './schemas.ts';
import { checkTarget, ledgerPage } from '../../money/insurance/service.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/orders/:order_pk/insurance/', {
    config: { scope: 'insurance' },
    schema: {
      tags: ['Insurance'],
      summary: 'List an order\'s insurance transactions',
      description: 'The charges of the order and of its boxes, and their voids, oldest first, with the organization\'s current balance.',
      params: OrderInsuranceParams,
      querystring: Type.Object({ ...PagingQuery }),
      response: { 200: InsuranceList },
    },
    handler: async (request) => {
      const orderId = request.keys.order_pk;
      await checkTarget(app.db, request.org.id, orderId, null);
      const page = pageOf(request.query, app.config);
      const { count, results, current } = await ledgerPage(app.db, request.org.id, { orderId }, page);
      return { ...listEnvelope(request, page, count, results), current_insurance_balance: current };
    },
  });
}
