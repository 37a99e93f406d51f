/** The insurance routes' path params, request bodies and list answer (a transaction as the domain renders it: src/money/insurance/shape.ts). */
import { Type, type Static } from 'typebox';
import { Money, Nullable, PathKey, StringEnum } from '../../core/schema.ts';
import { listSchema } from '../../core/paging.ts';
import { InsuranceTransaction } from '../../money/insurance/shape.ts';

const LastTransaction = Nullable(Type.String({ maxLength: 2048 }), {
  description: 'The url of the latest transaction of the organization (null when there is none). Another value is a 409 and nothing is written: of concurrent writers holding the same value, exactly one succeeds.',
});

export const RefillBody = Type.Object({
  amount: Money({ description: 'Positive, with at most the currency\'s decimals (2 for USD); charged to the organization\'s card' }),
  transaction_type: StringEnum(['refill']),
  last_transaction: LastTransaction,
});
export type RefillBody = Static<typeof RefillBody>;

export const ChargeBody = Type.Object({
  amount: Money({ description: 'Positive, with at most the currency\'s decimals (2 for USD); stored negative. More than the balance is a 400.' }),
  last_transaction: LastTransaction,
});
export type ChargeBody = Static<typeof ChargeBody>;

export const VoidBody = Type.Object({
  void: Type.Optional(Type.Boolean({ description: 'true voids the transaction (the only writable field); voiding twice is a 409' })),
});

export const InsuranceListParams = Type.Object({ org_pk: PathKey });
export const InsuranceParams = Type.Object({ org_pk: PathKey, insurance_transaction_pk: PathKey });
export const OrderInsuranceParams = Type.Object({ org_pk: PathKey, order_pk: PathKey });
export const BoxInsuranceParams = Type.Object({ org_pk: PathKey, order_pk: PathKey, box_pk: PathKey });

export const InsuranceList = listSchema(InsuranceTransaction, { current_insurance_balance: Money() });
