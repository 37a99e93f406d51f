import { Type, type Static } from 'typebox';
import { DateTime, Nullable, PathKey } from '../../core/schema.ts';
import { inputProperties, outputProperties } from '../../core/fields/index.ts';
import { SUBACCOUNT_ADDRESS_FIELDS, SUBACCOUNT_FIELDS } from '../../catalogue/wallet-subaccount.ts';

const AddressIn = Type.Optional(Nullable(Type.Object(inputProperties(SUBACCOUNT_ADDRESS_FIELDS)), { description: 'An address with `state`; null clears it' }));
const AddressOut = Type.Object({ ...outputProperties(SUBACCOUNT_ADDRESS_FIELDS), updated_at: DateTime(), created_at: DateTime() });

export const SubaccountCreate = Type.Object({ ...inputProperties(SUBACCOUNT_FIELDS, { required: ['unique_id'] }), bill_to: AddressIn, ship_to: AddressIn });
export type SubaccountCreate = Static<typeof SubaccountCreate>;

const PATCHABLE = SUBACCOUNT_FIELDS.filter((s) => s.key !== 'unique_id');
export const SubaccountPatch = Type.Object({ ...inputProperties(PATCHABLE), bill_to: AddressIn, ship_to: AddressIn });
export type SubaccountPatch = Static<typeof SubaccountPatch>;

const tokenFields = {
  refresh_token: Nullable(Type.String(), { description: 'Refreshes the token at POST /api/v1/oauth2/token/' }),
  token_expires_at: Nullable(Type.String({ description: 'Unix time in seconds, as text', examples: ['1700000000'] })),
};
const { unique_id: uniqueId, ...rest } = outputProperties(SUBACCOUNT_FIELDS);

export const Subaccount = Type.Object({
  url: Type.String({ examples: ['/api/v2/orgs/1/wallet-subaccounts/3/'] }),
  unique_id: uniqueId,
  bill_to: AddressOut,
  ship_to: AddressOut,
  token: Nullable(Type.String(), { description: 'The sub-account\'s access token (valid 30 minutes); null when the server keeps no copy (WALLET_TOKEN_KEY unset)' }),
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

export const SubaccountListParams = Type.Object({ org_pk: PathKey });
export const SubaccountParams = Type.Object({ org_pk: PathKey, subaccount_pk: PathKey });
