import { Type, type Static } from 'typebox';
import { DateTime, Money, Nullable, PathKey, StringEnum } from '../../../core/schema.ts';
import { listSchema } from '../../../core/paging.ts';

export const WalletTransaction = Type.Object({
  url: Type.String({ examples: ['/api/v2/orgs/1/wallet-subaccounts/3/transactions/9/'] }),
  kind: Nullable(Type.String(), { description: 'What the transaction is for (equipment_return, auto_refill, ...)' }),
  amount: Money({ description: 'Negative for a charge, positive for a refill' }),
  balance: Money({ description: 'Balance after this transaction' }),
  transaction_type: StringEnum(['refill', 'charge']),
  created_at: DateTime(),
  last_transaction: Nullable(Type.String()),
  log: Nullable(Type.String()),
  order: Nullable(Type.String()),
  box: Nullable(Type.String()),
  confirm_of: Nullable(Type.String()),
  void_of: Nullable(Type.String()),
  voided_by: Nullable(Type.String()),
  confirmed_by: Nullable(Type.String()),
  order_primary_id: Nullable(Type.String()),
  processor_charge_id: Nullable(Type.String(), { description: 'The card charge of a refill' }),
});
export type WalletTransaction = Static<typeof WalletTransaction>;

export const WalletTransactionList = listSchema(WalletTransaction, { current_wallet_balance: Money() });

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
