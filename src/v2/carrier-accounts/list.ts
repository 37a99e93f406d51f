import type { App } from '../../app-types.ts';
import { listEnvelope, listSchema, pageOf } from '../../core/paging.ts';
import { CarrierAccount } from '../../shipping/accounts/shape.ts';
import { CarrierAccountListQuery, CarrierAccountsParams } from './schemas.ts';
import { listCarrierAccounts } from '../../shipping/accounts/queries.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/carrier-accounts/', {
    config: { scope: 'shipping' },
    schema: {
      tags: ['Shipping'],
      summary: 'List carrier accounts',
      description: 'Ordered by creation. Credentials are never shown; `has_credentials` says whether some are stored.',
      params: CarrierAccountsParams,
      querystring: CarrierAccountListQuery,
      response: { 200: listSchema(CarrierAccount) },
    },
    handler: async (request) => {
      const page = pageOf(request.query, app.config);
      const { count, results } = await listCarrierAccounts(app.db, request.org.id, page);
      return listEnvelope(request, page, count, results);
    },
  });
}
