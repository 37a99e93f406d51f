import type { App } from '../../app-types.ts';
import { Subaccount } from '../../money/wallet/shape.ts';
import { SubaccountParams } from './schemas.ts';
import { readSubaccount, subaccountSealer } from '../../money/wallet/service.ts';

export default function register(app: App) {
  const sealer = subaccountSealer(app.config);
  app.get('/orgs/:org_pk/wallet-subaccounts/:subaccount_pk/', {
    config: { scope: 'wallet_subaccount', subaccount: true },
    schema: {
      tags: ['Wallet sub-accounts'],
      summary: 'Retrieve a wallet sub-account',
      description: 'With its current `token` and `refresh_token` (kept encrypted at rest: WALLET_TOKEN_KEY, or the key file DATA_DIR holds); the card as `************4242`.',
      params: SubaccountParams,
      response: { 200: Subaccount },
    },
    handler: async (request) => readSubaccount(app.db, request.org.id, request.keys.subaccount_pk, sealer),
  });
}
