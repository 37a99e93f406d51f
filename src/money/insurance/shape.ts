/** What the insurance ledger's reads return (the route's params and bodies are src/v2/insurance/schemas.ts). */
import { Type, type Static } from 'typebox';
import { Money, Nullable, DateTime, StringEnum } from '../../core/schema.ts';
import { exampleUrl } from '../../core/urls.ts';

export const InsuranceTransaction = Type.Object({
  url: Type.String({ examples: [exampleUrl('insurance/7/')] }),
  amount: Money({ description: 'Negative for a charge, positive for a refill' }),
  transaction_type: StringEnum(['refill', 'charge']),
  created_at: DateTime(),
  balance: Money({ description: 'Balance after this transaction' }),
  last_transaction: Nullable(Type.String(), { description: 'The transaction before this one' }),
  voided_by: Nullable(Type.String(), { description: 'The transaction that voided this one' }),
  void_of: Nullable(Type.String(), { description: 'The transaction this one voids' }),
  order: Nullable(Type.String()),
  box: Nullable(Type.String()),
  processor_charge_id: Nullable(Type.String(), { description: 'The card charge of a refill' }),
  current_insurance_balance: Money(),
});
export type InsuranceTransaction = Static<typeof InsuranceTransaction>;
