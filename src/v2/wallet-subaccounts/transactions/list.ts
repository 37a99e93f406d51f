import { Type } from 'typebox';
import type { App } from '../../../app-types.ts';
import { invalidField, notFound } from '../../../core/errors.ts';
import { PagingQuery, listEnvelope, pageOf } from '../../../core/paging.ts';
import { WalletTransactionList, TransactionListParams, TransactionListQuery } from './schemas.ts';
import { readHead, WALLET_LEDGER } from '../../../money/ledger/index.ts';
import { balanceText, listTransactionRows, renderTransaction } from '../../../money/wallet/transactions/queries.ts';

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export default function register(app: App) {
  app.get('/orgs/:org_pk/wallet-subaccounts/:subaccount_pk/transactions/', {
    config: { scope: 'wallet_subaccount', subaccount: true },
    schema: {
      tags: ['Wallet sub-accounts'],
      summary: 'List a sub-account\'s transactions',
      description: 'Oldest first, with `current_wallet_balance` (the balance after the latest transaction, the sum of all amounts).',
      params: TransactionListParams,
      querystring: Type.Object({ ...PagingQuery, ...TransactionListQuery }),
      response: { 200: WalletTransactionList },
    },
    handler: async (request) => {
      const date = request.query.created_at__date ?? null;
      if (date !== null && (!DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date)) {
        throw invalidField('created_at__date', 'must be a date like 2024-01-31');
      }
      const id = request.keys.subaccount_pk;
      const head = await readHead(app.db, WALLET_LEDGER, { orgId: request.org.id, subaccountId: id }, false);
      if (!head) throw notFound('wallet sub-account');
      const page = pageOf(request.query, app.config);
      const { count, rows } = await listTransactionRows(app.db, request.org.id, id, date, page);
      return { ...listEnvelope(request, page, count, rows.map(renderTransaction)), current_wallet_balance: balanceText(head) };
    },
  });
}
