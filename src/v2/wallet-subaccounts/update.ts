import type { App } from '../../app-types.ts';
import { Subaccount } from '../../money/wallet/shape.ts';
import { SubaccountPatch, SubaccountParams } from './schemas.ts';
import { subaccountSealer, updateSubaccount } from '../../money/wallet/service.ts';
import { SUBACCOUNT_SHAPE } from '../../catalogue/wallet-subaccount.ts';
import { parseValues } from '../../wire/values.ts';
import { cardColumns } from '../../money/wallet/card.ts';

export default function register(app: App) {
  const sealer = subaccountSealer(app.config);
  app.patch('/orgs/:org_pk/wallet-subaccounts/:subaccount_pk/', {
    config: { scope: 'wallet_subaccount' },
    schema: {
      tags: ['Wallet sub-accounts'],
      summary: 'Update a wallet sub-account (partial)',
      description:
        'Accepts name, email, bill_to, ship_to, processor_credit_card, wallet_auto_refill_limit, wallet_auto_refill_amount, ' +
        'negative_wallet_balance_reached_at and suspended_at; other fields (unique_id, url, tokens) are ignored. `suspended_at` set ' +
        'suspends the sub-account (its token gets 403); null resumes it.',
      params: SubaccountParams,
      body: SubaccountPatch,
      response: { 200: Subaccount },
    },
    handler: async (request) => {
      const card = await cardColumns(app.payments, request.body.processor_credit_card);
      return app.db.transaction((tx) => updateSubaccount(tx, request.org.id, request.keys.subaccount_pk, parseValues(SUBACCOUNT_SHAPE, request.body), sealer, card));
    },
  });
}
