import { Type, type Static } from 'typebox';
import { DateTime, Nullable } from '../../core/schema.ts';
import { inputProperties, outputProperties } from '../../core/fields/index.ts';
import { SUBACCOUNT_ADDRESS_FIELDS, SUBACCOUNT_FIELDS } from '../../catalogue/wallet-subaccount.ts';
import { exampleUrl } from '../../core/urls.ts';

const AddressIn = Type.Optional(Nullable(Type.Object(inputProperties(SUBACCOUNT_ADDRESS_FIELDS)), { description: 'An address with `state`; null clears it' }));
const AddressOut = Type.Object({ ...outputProperties(SUBACCOUNT_ADDRESS_FIELDS), updated_at: DateTime(), created_at: DateTime() });

const CardIn = Type.Optional(Nullable(Type.String({
  maxLength: 64,
  description: 'A card number (12 to 19 digits; spaces and dashes ignored): it goes to the payment processor, and only the ' +
    'processor\'s reference and the last four digits are kept. The masked value responses show leaves the card unchanged; null removes it.',
})));
const CardOut = Nullable(Type.String({ description: 'The card\'s last four digits behind asterisks (the number is never kept)', examples: ['************4242'] }));

export const SubaccountCreate = Type.Object({
  ...inputProperties(SUBACCOUNT_FIELDS, { required: ['unique_id'] }), processor_credit_card: CardIn, bill_to: AddressIn, ship_to: AddressIn,
});
export type SubaccountCreate = Static<typeof SubaccountCreate>;

const PATCHABLE = SUBACCOUNT_FIELDS.filter((s) => s.key !== 'unique_id');
export const SubaccountPatch = Type.Object({ ...inputProperties(PATCHABLE), processor_credit_card: CardIn, bill_to: AddressIn, ship_to: AddressIn });
export type SubaccountPatch = Static<typeof SubaccountPatch>;

const tokenFields = {
  refresh_token: Nullable(Type.String(), { description: 'Refreshes the token at POST /api/v1/oauth2/token/' }),
  token_expires_at: Nullable(Type.String({ description: 'Unix time in seconds, as text', examples: ['1700000000'] })),
};
const { unique_id: uniqueId, ...others } = outputProperties(SUBACCOUNT_FIELDS);
const rest = { ...others, processor_credit_card: CardOut };

export const Subaccount = Type.Object({
  url: Type.String({ examples: [exampleUrl('wallet-subaccounts/3/')] }),
  unique_id: uniqueId,
  bill_to: AddressOut,
  ship_to: AddressOut,
  token: Nullable(Type.String(), { description: 'The sub-account\'s access token (valid 30 minutes); null only when the copy cannot be opened (kept under another key)' }),
  ...tokenFields,
  ...rest,
});
export type Subaccount = Static<typeof Subaccount>;

export const CreatedSubaccount = Type.Object({
  url: Type.String(),
  unique_id: uniqueId,
  bill_to: AddressOut,
  ship_to: AddressOut,
  access_token: Type.String({ description: 'The sub-account\'s access token, valid 30 minutes' }),
  ...tokenFields,
  ...rest,
});
