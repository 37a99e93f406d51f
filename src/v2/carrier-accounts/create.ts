import type { App } from '../../app-types.ts';
import { CarrierAccount } from '../../shipping/accounts/shape.ts';
import { CarrierAccountCreate, CarrierAccountsParams } from './schemas.ts';
import { createCarrierAccount, credentialSealer } from '../../shipping/accounts/service.ts';

export default function register(app: App) {
  const sealer = credentialSealer(app.config.payments.walletTokenKey);
  app.post('/orgs/:org_pk/carrier-accounts/', {
    config: { scope: 'shipping' },
    schema: {
      tags: ['Shipping'],
      summary: 'Create a carrier account',
      description: '`carrier` (`ups`, `fedex`, `usps`, `sandbox`) and `name` are required. `credentials` is write-only and kept encrypted. '
        + '`services` limits the services rated and bought (empty: all). `rate_sheet` (sandbox only) is CSV text; a bad line is a 400 naming it.',
      params: CarrierAccountsParams,
      body: CarrierAccountCreate,
      response: { 201: CarrierAccount },
    },
    handler: async (request, reply) => {
      const account = await app.db.transaction((tx) => createCarrierAccount(tx, request.org.id, request.body, sealer));
      return reply.code(201).send(account);
    },
  });
}
