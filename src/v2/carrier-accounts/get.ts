import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { CarrierAccount } from '../../shipping/accounts/shape.ts';
import { CarrierAccountParams } from './schemas.ts';
import { renderCarrierAccount, selectCarrierAccount } from '../../shipping/accounts/queries.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/carrier-accounts/:carrier_account_pk/', {
    config: { scope: 'shipping' },
    schema: {
      tags: ['Shipping'],
      summary: 'Retrieve a carrier account',
      params: CarrierAccountParams,
      response: { 200: CarrierAccount },
    },
    handler: async (request) => {
      const row = await selectCarrierAccount(app.db, request.org.id, request.keys.carrier_account_pk);
      if (!row) throw notFound('carrier account');
      return renderCarrierAccount(row);
    },
  });
}
