import type { App } from '../../app-types.ts';
import { CarrierAccount } from '../../shipping/accounts/shape.ts';
import { CarrierAccountParams, CarrierAccountPatch } from './schemas.ts';
import { credentialSealer, updateCarrierAccount } from '../../shipping/accounts/service.ts';

export default function register(app: App) {
  const sealer = credentialSealer(app.config.payments.walletTokenKey);
  app.patch('/orgs/:org_pk/carrier-accounts/:carrier_account_pk/', {
    config: { scope: 'shipping' },
    schema: {
      tags: ['Shipping'],
      summary: 'Update a carrier account (partial)',
      description: 'Omitted fields keep their value. `credentials` replaces the stored ones whole; `carrier` cannot change.',
      params: CarrierAccountParams,
      body: CarrierAccountPatch,
      response: { 200: CarrierAccount },
    },
    handler: async (request) =>
      app.db.transaction((tx) => updateCarrierAccount(tx, request.org.id, request.keys.carrier_account_pk, request.body, sealer)),
  });
}
