/** Carrier accounts (DECISIONS section 12): the catalogue's fields, `services`, and the write-only `credentials`. */
import { Type, type Static } from 'typebox';
import { PathKey } from '../../core/schema.ts';
import { PagingQuery } from '../../core/paging.ts';
import { inputProperties, outputProperties } from '../../core/fields/index.ts';
import { CARRIER_ACCOUNT_FIELDS } from '../../catalogue/carrier-account.ts';
import { exampleUrl } from '../../core/urls.ts';

const Services = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
  maxItems: 100,
  description: 'The service codes this account may use (sandbox: ground, express, overnight); empty means all',
});

const Credentials = Type.Record(Type.String(), Type.String({ maxLength: 4096 }), {
  description: 'Write-only: the carrier\'s API credentials (UPS, FedEx, USPS: `client_id`, `client_secret` and `account_number`; '
    + 'the sandbox needs none). Kept encrypted; never shown again, never logged. On PATCH, a new object replaces the old one.',
});

export const CarrierAccount = Type.Object({
  url: Type.String({ examples: [exampleUrl('carrier-accounts/5/')] }),
  ...outputProperties(CARRIER_ACCOUNT_FIELDS),
  services: Type.Array(Type.String()),
  has_credentials: Type.Boolean({ description: 'Whether credentials are stored (they are never shown)' }),
});
export type CarrierAccount = Static<typeof CarrierAccount>;

export const CarrierAccountCreate = Type.Object({
  ...inputProperties(CARRIER_ACCOUNT_FIELDS, { required: ['carrier', 'name'] }),
  services: Type.Optional(Services),
  credentials: Type.Optional(Credentials),
});
export type CarrierAccountCreate = Static<typeof CarrierAccountCreate>;

export const CarrierAccountPatch = Type.Object({
  ...inputProperties(CARRIER_ACCOUNT_FIELDS),
  services: Type.Optional(Services),
  credentials: Type.Optional(Credentials),
});
export type CarrierAccountPatch = Static<typeof CarrierAccountPatch>;

export const CarrierAccountParams = Type.Object({ org_pk: PathKey, carrier_account_pk: PathKey });
export const CarrierAccountsParams = Type.Object({ org_pk: PathKey });
export const CarrierAccountListQuery = Type.Object({ ...PagingQuery });
