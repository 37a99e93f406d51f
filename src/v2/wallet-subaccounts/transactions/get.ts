import type { App } from '../../../app-types.ts';
import { WalletTransaction } from '../../../money/wallet/transactions/shape.ts';
import { TransactionParams } from './schemas.ts';
import { readTransaction } from '../../../money/wallet/transactions/service.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/wallet-subaccounts/:subaccount_pk/transactions/:transaction_pk/', {
    config: { scope: 'wallet_subaccount', subaccount: true },
    schema: {
      tags: ['Wallet sub-accounts'],
      summary: 'Retrieve a sub-account transaction',
      params: TransactionParams,
      response: { 200: WalletTransaction },
    },
    handler: async (request) => readTransaction(app.db, request.org.id, request.keys.subaccount_pk, request.keys.transaction_pk),
  });
}
