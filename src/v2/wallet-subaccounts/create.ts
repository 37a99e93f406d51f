import type { App } from '../../app-types.ts';
import { CreatedSubaccount } from '../../money/wallet/shape.ts';
import { SubaccountCreate, SubaccountListParams } from './schemas.ts';
import { SUBACCOUNT_SHAPE } from '../../catalogue/wallet-subaccount.ts';
import { parseValues } from '../../wire/values.ts';
import { createSubaccount, subaccountSealer } from '../../money/wallet/service.ts';
import { cardColumns } from '../../money/wallet/card.ts';

export default function register(app: App) {
  const sealer = subaccountSealer(app.config);
  app.post('/orgs/:org_pk/wallet-subaccounts/', {
    config: { scope: 'wallet_subaccount' },
    schema: {
      tags: ['Wallet sub-accounts'],
      summary: 'Create a wallet sub-account',
      description:
        '`unique_id` is required and unique in the organization (a duplicate is a 400). The answer carries the sub-account\'s ' +
        'token as `access_token` (valid 30 minutes, `token_expires_at` in Unix seconds) with its `refresh_token`.',
      params: SubaccountListParams,
      body: SubaccountCreate,
      response: { 201: CreatedSubaccount },
    },
    handler: async (request, reply) => {
      const card = await cardColumns(app.payments, request.body.processor_credit_card);
      const created = await app.db.transaction((tx) => createSubaccount(tx, request.org, request.auth.userId, parseValues(SUBACCOUNT_SHAPE, request.body), sealer, card));
      reply.code(201);
      return created;
    },
  });
}
