/** The carrier account routes' params and bodies: the catalogue's fields, `services`, and the write-only `credentials`. */
import { Type } from 'typebox';
import { PathKey } from '../../core/schema.ts';
import { PagingQuery } from '../../core/paging.ts';
import { inputProperties } from '../../core/fields/index.ts';
import { CARRIER_ACCOUNT_FIELDS } from '../../catalogue/carrier-account.ts';

const Services = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
  maxItems: 100,
  description: 'The service codes this account may use (sandbox: ground, express, overnight); empty means all',
});

const Credentials = Type.Record(Type.String(), Type.String({ maxLength: 4096 }), {
  description: 'Write-only: the carrier\'s API credentials (UPS, FedEx, USPS: `client_id`, `client_secret` and `account_number`; '
    + 'the sandbox needs none). Kept encrypted; never shown again, never logged. On PATCH, a new object replaces the old one.',
});

export const CarrierAccountCreate = Type.Object({
  ...inputProperties(CARRIER_ACCOUNT_FIELDS, { required: ['carrier', 'name'] }),
  services: Type.Optional(Services),
  credentials: Type.Optional(Credentials),
});

export const CarrierAccountPatch = Type.Object({
  ...inputProperties(CARRIER_ACCOUNT_FIELDS),
  services: Type.Optional(Services),
  credentials: Type.Optional(Credentials),
});

export const CarrierAccountParams = Type.Object({ org_pk: PathKey, carrier_account_pk: PathKey });
export const CarrierAccountsParams = Type.Object({ org_pk: PathKey });
export const CarrierAccountListQuery = Type.Object({ ...PagingQuery });
