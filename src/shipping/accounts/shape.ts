/**
 * A carrier account as the domain renders it (DECISIONS section 12): the catalogue's fields, `services`, and whether
 * credentials are kept; and the typed values a write takes. The routes' params and bodies are src/v2/carrier-accounts/schemas.ts.
 */
import { Type, type Static } from 'typebox';
import { outputProperties } from '../../core/fields/index.ts';
import { CARRIER_ACCOUNT_FIELDS } from '../../catalogue/carrier-account.ts';
import { exampleUrl } from '../../core/urls.ts';

export const CarrierAccount = Type.Object({
  url: Type.String({ examples: [exampleUrl('carrier-accounts/5/')] }),
  ...outputProperties(CARRIER_ACCOUNT_FIELDS),
  services: Type.Array(Type.String()),
  has_credentials: Type.Boolean({ description: 'Whether credentials are stored (they are never shown)' }),
});
export type CarrierAccount = Static<typeof CarrierAccount>;

/** A write's values: the catalogue's keys (CARRIER_ACCOUNT_FIELDS), the service codes and the credentials to seal. */
export type CarrierAccountValues = Record<string, unknown> & { services?: string[]; credentials?: Record<string, string> };
