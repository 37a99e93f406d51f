/** A wallet sub-account as the domain renders it (the routes' params and bodies: src/v2/wallet-subaccounts/schemas.ts). */
import { Type, type Static } from 'typebox';
import { DateTime, Nullable } from '../../core/schema.ts';
import { outputProperties } from '../../core/fields/index.ts';
import { SUBACCOUNT_ADDRESS_FIELDS, SUBACCOUNT_FIELDS } from '../../catalogue/wallet-subaccount.ts';
import { exampleUrl } from '../../core/urls.ts';

const AddressOut = Type.Object({ ...outputProperties(SUBACCOUNT_ADDRESS_FIELDS), updated_at: DateTime(), created_at: DateTime() });

const CardOut = Nullable(Type.String({ description: 'The card\'s last four digits behind asterisks (the number is never kept)', examples: ['************4242'] }));

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
