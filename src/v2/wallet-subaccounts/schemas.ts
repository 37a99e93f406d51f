/** The wallet sub-account routes' path params and bodies, from the catalogue (the answers: src/money/wallet/shape.ts). */
import { Type } from 'typebox';
import { Nullable, PathKey } from '../../core/schema.ts';
import { inputProperties } from '../../core/fields/index.ts';
import { SUBACCOUNT_ADDRESS_FIELDS, SUBACCOUNT_FIELDS } from '../../catalogue/wallet-subaccount.ts';

export const SubaccountListParams = Type.Object({ org_pk: PathKey });
export const SubaccountParams = Type.Object({ org_pk: PathKey, subaccount_pk: PathKey });

const AddressIn = Type.Optional(Nullable(Type.Object(inputProperties(SUBACCOUNT_ADDRESS_FIELDS)), { description: 'An address with `state`; null clears it' }));
const CardIn = Type.Optional(Nullable(Type.String({
  maxLength: 64,
  description: 'A card number (12 to 19 digits; spaces and dashes ignored): it goes to the payment processor, and only the ' +
    'processor\'s reference and the last four digits are kept. The masked value responses show leaves the card unchanged; null removes it.',
})));
export const SubaccountCreate = Type.Object({
  ...inputProperties(SUBACCOUNT_FIELDS, { required: ['unique_id'] }), processor_credit_card: CardIn, bill_to: AddressIn, ship_to: AddressIn,
});

const PATCHABLE = SUBACCOUNT_FIELDS.filter((s) => s.key !== 'unique_id');
export const SubaccountPatch = Type.Object({ ...inputProperties(PATCHABLE), processor_credit_card: CardIn, bill_to: AddressIn, ship_to: AddressIn });
