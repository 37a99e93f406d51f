import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { PagingQuery, listEnvelope, pageOf } from '../../core/paging.ts';
import { InsuranceList, BoxInsuranceParams } from './schemas.ts';
import { checkTarget, ledgerPage } from '../../money/insurance/service.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/insurance/', {
    config: { scope: 'insurance' },
    schema: {
      tags: ['Insurance'],
      summary: 'List a box\'s insurance transactions',
      description: 'The charges of the box and their voids, oldest first, with the organization\'s current balance.',
      params: BoxInsuranceParams,
      querystring: Type.Object({ ...PagingQuery }),
      response: { 200: InsuranceList },
    },
    handler: async (request) => {
      const { order_pk: orderId, box_pk: boxId } = request.keys;
      await checkTarget(app.db, request.org.id, orderId, boxId);
      const page = pageOf(request.query, app.config);
      const { count, results, current } = await ledgerPage(app.db, request.org.id, { boxId }, page);
      return { ...listEnvelope(request, page, count, results), current_insurance_balance: current };
    },
  });
}
