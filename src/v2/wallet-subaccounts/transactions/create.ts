import type { App } from '../../../app-types.ts';
import { forbidden, notFound } from '../../../core/errors.ts';
import { ledgerAmount, readHead, WALLET_LEDGER } from '../../../money/ledger/index.ts';
import { parseAmount } from '../../../wire/amount.ts';
import { lastWalletTransaction } from './last-transaction.ts';
import { WalletTransaction } from '../../../money/wallet/transactions/shape.ts';
import { TransactionListParams, WalletTransactionCreate } from './schemas.ts';
import { chargeWallet, refillWallet, runAutoRefill } from '../../../money/wallet/transactions/service.ts';

export default function register(app: App) {
  app.post('/orgs/:org_pk/wallet-subaccounts/:subaccount_pk/transactions/', {
    config: { scope: 'wallet_subaccount' },
    schema: {
      tags: ['Wallet sub-accounts'],
      summary: 'Add a sub-account transaction (organization admins)',
      description:
        'For owners and admins of the organization. `last_transaction` must be the url of the sub-account\'s latest transaction ' +
        '(null when there is none): otherwise 409 and nothing is written (a 409 too while a refill holding it is being charged). ' +
        '`amount` is positive with at most the currency\'s decimals (2 for USD), and the balance after it must stay within ' +
        '±99,999,999,999,999.99: otherwise a 400 naming `amount`, nothing charged. A `refill` is charged to the sub-account\'s card ' +
        '(402 when declined, nothing written; an `Idempotency-Key` header makes a retry safe). A `charge` is stored negative and ' +
        'may take the balance below zero (stamping `negative_wallet_balance_reached_at`); below `wallet_auto_refill_limit` a refill ' +
        'of `wallet_auto_refill_amount` is charged to the card.',
      params: TransactionListParams,
      body: WalletTransactionCreate,
      response: { 201: WalletTransaction },
    },
    handler: async (request, reply) => {
      if (request.org.role !== 'owner' && request.org.role !== 'admin') throw forbidden('Only owners and admins of the organization add wallet transactions.');
      const key = { orgId: request.org.id, subaccountId: request.keys.subaccount_pk };
      const body = request.body;
      const amount = ledgerAmount('wallet', 'amount', parseAmount('amount', body.amount));
      // The sub-account first: another organization's (or sub-account's) ids are a 404, whatever the body.
      if (!(await readHead(app.db, WALLET_LEDGER, key, false))) throw notFound('wallet sub-account');
      const expected = lastWalletTransaction(key.orgId, key.subaccountId, body.last_transaction);
      const idempotencyKey = request.headers['idempotency-key'];
      let transaction;
      if (body.transaction_type === 'refill') {
        transaction = await refillWallet(app.db, app.payments, key, {
          amount, expected, kind: body.kind ?? null, idempotencyKey: typeof idempotencyKey === 'string' && idempotencyKey ? idempotencyKey : null,
        });
      } else {
        const charged = await app.db.transaction((tx) => chargeWallet(tx, key, { amount, expected, kind: body.kind ?? null }));
        if (charged.autoRefill) await runAutoRefill(app.db, app.payments, charged.autoRefill, request.log);
        transaction = charged.transaction;
      }
      reply.code(201);
      return transaction;
    },
  });
}
