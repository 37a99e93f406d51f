/** What a wallet sub-account's ledger's reads return (the routes' params, query, body and list answer: src/v2/wallet-subaccounts/transactions/schemas.ts). */
import { Type, type Static } from 'typebox';
import { DateTime, Money, Nullable, StringEnum } from '../../../core/schema.ts';
import { exampleUrl } from '../../../core/urls.ts';

export const WalletTransaction = Type.Object({
  url: Type.String({ examples: [exampleUrl('wallet-subaccounts/3/transactions/9/')] }),
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
