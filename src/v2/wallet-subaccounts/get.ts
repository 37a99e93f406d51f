import type { App } from '../../app-types.ts';
import { Subaccount, SubaccountParams } from './schemas.ts';
import { readSubaccount, subaccountSealer } from './service.ts';

export default function register(app: App) {
  const sealer = subaccountSealer(app.config);
  app.get('/orgs/:org_pk/wallet-subaccounts/:subaccount_pk/', {
    config: { scope: 'wallet_subaccount', subaccount: true },
    schema: {
      tags: ['Wallet sub-accounts'],
      summary: 'Retrieve a wallet sub-account',
      description: 'With its current `token` and `refresh_token` when the server keeps their encrypted copy (WALLET_TOKEN_KEY), else null.',
      params: SubaccountParams,
      response: { 200: Subaccount },
    },
    handler: async (request) => readSubaccount(app.db, request.org.id, request.keys.subaccount_pk, sealer),
  });
}
