/**
 * The UPS, FedEx and USPS shipping adapters by carrier: what the shipping factory (shipping-registry) needs to
 * make one from an account's opened credentials, and the services each knows (an account's `services` subset).
 */
import { createUpsShipping, parseUpsCredentials, UPS_SERVICES } from './ups-shipping.ts';
import { createFedexShipping, parseFedexCredentials, FEDEX_SERVICES } from './fedex-shipping.ts';
import { createUspsShipping, parseUspsCredentials, USPS_SERVICES } from './usps-shipping.ts';
import type { ShippingOptions } from './shipping-http.ts';
import { CarrierRefusal, type ShippingAdapter } from './shipping-types.ts';

export type RemoteCarrier = 'ups' | 'fedex' | 'usps';

export const CARRIER_SERVICES: Record<RemoteCarrier, readonly { code: string; name: string }[]> = {
  ups: UPS_SERVICES, fedex: FEDEX_SERVICES, usps: USPS_SERVICES,
};

/** Why the credentials cannot work for the carrier (`{field, message}` with field `credentials.<key>`), or null. */
export function credentialsProblem(carrier: RemoteCarrier, credentials: unknown): { field: string; message: string } | null {
  const check = carrier === 'ups' ? parseUpsCredentials(credentials) : carrier === 'fedex' ? parseFedexCredentials(credentials) : parseUspsCredentials(credentials);
  return check.ok ? null : { field: check.field === 'credentials' ? 'credentials' : `credentials.${check.field}`, message: check.message };
}

/** The adapter of one account; a CarrierRefusal naming the field when its credentials are incomplete. */
export function createCarrierShipping(carrier: RemoteCarrier, credentials: unknown, opts: ShippingOptions): ShippingAdapter {
  if (carrier === 'ups') {
    const check = parseUpsCredentials(credentials);
    if (check.ok) return createUpsShipping(check.value, opts);
  } else if (carrier === 'fedex') {
    const check = parseFedexCredentials(credentials);
    if (check.ok) return createFedexShipping(check.value, opts);
  } else {
    const check = parseUspsCredentials(credentials);
    if (check.ok) return createUspsShipping(check.value, opts);
  }
  const problem = credentialsProblem(carrier, credentials)!;
  throw new CarrierRefusal(`The ${carrier.toUpperCase()} account's credentials: ${problem.field} ${problem.message}`, problem.field);
}
