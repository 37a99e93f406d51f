import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { PagingQuery, listEnvelope, listSchema, pageOf } from '../../core/paging.ts';
import { Subaccount } from '../../money/wallet/shape.ts';
import { SubaccountListParams } from './schemas.ts';
import { currentTokens, listSubaccountRows, NO_TOKENS, renderSubaccount } from '../../money/wallet/queries.ts';
import { subaccountSealer } from '../../money/wallet/service.ts';

export default function register(app: App) {
  const sealer = subaccountSealer(app.config);
  app.get('/orgs/:org_pk/wallet-subaccounts/', {
    config: { scope: 'wallet_subaccount', subaccount: true },
    schema: {
      tags: ['Wallet sub-accounts'],
      summary: 'List wallet sub-accounts',
      description: 'Ordered by creation. A sub-account\'s own token sees only its own sub-account.',
      params: SubaccountListParams,
      querystring: Type.Object({ ...PagingQuery }),
      response: { 200: listSchema(Subaccount) },
    },
    handler: async (request) => {
      const page = pageOf(request.query, app.config);
      const own = request.auth.kind === 'subaccount' ? request.auth.subjectId : null;
      const { count, rows } = await listSubaccountRows(app.db, request.org.id, page, own);
      const tokens = await currentTokens(app.db, request.org.id, rows.map((r) => r.id), sealer);
      return listEnvelope(request, page, count, rows.map((r) => renderSubaccount(r, tokens.get(r.id) ?? NO_TOKENS)));
    },
  });
}
