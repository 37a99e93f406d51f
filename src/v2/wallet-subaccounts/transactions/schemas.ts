/** The wallet transaction routes' path params, query and request body and list answer (a transaction as the domain renders it: src/money/wallet/transactions/shape.ts). */
import { Type, type Static } from 'typebox';
import { Money, Nullable, PathKey, StringEnum } from '../../../core/schema.ts';
import { listSchema } from '../../../core/paging.ts';
import { WalletTransaction } from '../../../money/wallet/transactions/shape.ts';

export const WalletTransactionCreate = Type.Object({
  amount: Money({ description: 'Positive, with at most the currency\'s decimals (2 for USD). A refill is charged to the sub-account\'s card; a charge is stored negative and may take the balance below zero' }),
  transaction_type: StringEnum(['refill', 'charge']),
  kind: Type.Optional(Nullable(Type.String({ maxLength: 64, description: 'What it is for, such as equipment_return' }))),
  last_transaction: Nullable(Type.String({ maxLength: 2048 }), {
    description: 'The url of the sub-account\'s latest transaction (null when there is none); another value is a 409 and nothing is written',
  }),
});
export type WalletTransactionCreate = Static<typeof WalletTransactionCreate>;

export const TransactionListQuery = {
  created_at__date: Type.Optional(Type.String({ description: 'An ISO 8601 date (YYYY-MM-DD): transactions created on that day (UTC)' })),
};

export const TransactionListParams = Type.Object({ org_pk: PathKey, subaccount_pk: PathKey });
export const TransactionParams = Type.Object({ org_pk: PathKey, subaccount_pk: PathKey, transaction_pk: PathKey });

export const WalletTransactionList = listSchema(WalletTransaction, { current_wallet_balance: Money() });
