/**
 * Address checks (DECISIONS section 12): by the account named, else the organization's first sandbox account,
 * else the sandbox's rules with the default sheet. The answer's address has the API's field names.
 */
import type { AddressCheck } from '../carriers/shipping-types.ts';
import { CarrierRefusal } from '../carriers/shipping-types.ts';
import { selectCarrierAccount, selectCarrierAccounts } from './accounts/queries.ts';
import { adapterOf, type ShippingDeps } from './deps.ts';
import { addressFields, postalAddress } from './shipment.ts';
import { invalidOne } from '../core/refusal.ts';
import { refuse } from './refusals.ts';

export async function checkAddress(deps: ShippingDeps, orgId: number, fields: Record<string, unknown>, accountId: number | null) {
  let account = accountId === null ? null : await selectCarrierAccount(deps.db, orgId, accountId);
  if (accountId !== null && !account) throw refuse(invalidOne('carrier_account', 'unknown_account'));
  account ??= (await selectCarrierAccounts(deps.db, orgId, null)).find((a) => a.carrier === 'sandbox') ?? null;
  const row = account ?? { org_id: orgId, id: 0, carrier: 'sandbox' as const, name: 'sandbox', is_test: true, rate_sheet: null, services: [], sealed_credentials: null,
    is_default: false, default_service: null };
  let check: AddressCheck;
  try {
    check = await adapterOf(deps, row).validateAddress(postalAddress(fields));
  } catch (err) {
    if (err instanceof CarrierRefusal) throw refuse({ kind: 'carrier_refused', field: err.field, detail: err.message });
    throw err;
  }
  const first = typeof fields.first_name === 'string' ? fields.first_name.trim() || null : null;
  const last = typeof fields.last_name === 'string' ? fields.last_name.trim() || null : null;
  return { valid: check.valid, residential: check.residential, address: addressFields(check.address, { first, last }), messages: check.messages };
}
