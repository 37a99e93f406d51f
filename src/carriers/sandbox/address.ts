/**
 * The sandbox carrier's address check: simple, offline rules. A US address needs a street, a city, a state
 * (one of the 50, DC or a territory) and a ZIP code of 5 or 9 digits; it is normalised (upper-case state and
 * country, ZIP+4 spelled 12345-6789, blanks trimmed). Residential unless a company is named (a heuristic, said so
 * in the messages). Elsewhere only the presence of a city and a postal code is checked.
 */
import type { AddressCheck, PostalAddress } from '../shipping-types.ts';

const US_STATES = new Set(('AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD '
  + 'TN TX UT VT VA WA WV WI WY DC PR GU VI AS MP AA AE AP').split(' '));

const clean = (v: string | null) => {
  const t = (v ?? '').trim().replace(/\s+/g, ' ');
  return t.length ? t : null;
};

export function checkAddress(input: PostalAddress): AddressCheck {
  const country = (clean(input.country) ?? 'US').toUpperCase();
  const address: PostalAddress = {
    ...input, name: clean(input.name), company: clean(input.company), street1: clean(input.street1), street2: clean(input.street2),
    city: clean(input.city), state: clean(input.state), postalCode: clean(input.postalCode), country,
  };
  const messages: string[] = [];
  if (country === 'US' || country === 'USA') {
    address.country = 'US';
    if (!address.street1) messages.push('address_1: a street address is required');
    if (!address.city) messages.push('city: is required');
    const state = address.state?.toUpperCase() ?? null;
    if (!state) messages.push('region: a state is required');
    else if (!US_STATES.has(state)) messages.push(`region: "${address.state}" is not a US state code`);
    else address.state = state;
    const zip = address.postalCode?.replace(/\s/g, '') ?? null;
    const m = zip ? /^(\d{5})-?(\d{4})?$/.exec(zip) : null;
    if (!zip) messages.push('post_code: a ZIP code is required');
    else if (!m) messages.push(`post_code: "${address.postalCode}" is not a ZIP code (5 digits, or 9 as 12345-6789)`);
    else address.postalCode = m[2] ? `${m[1]}-${m[2]}` : m[1];
  } else {
    if (!address.city) messages.push('city: is required');
    if (!address.postalCode) messages.push('post_code: is required');
    messages.push(`Addresses in ${country} are checked for completeness only.`);
  }
  const valid = !messages.some((m) => /^(address_1|city|region|post_code):/.test(m));
  const residential = input.residential ?? address.company === null;
  if (input.residential === null) messages.push(residential ? 'Taken as residential: no company is named.' : 'Taken as commercial: a company is named.');
  address.residential = residential;
  return { valid, residential, address, messages };
}
