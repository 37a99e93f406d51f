/** An address as USPS's v3 APIs take it (labels' `toAddress`/`fromAddress`, a SCAN form's `fromAddress`). */
import type { PostalAddress } from './shipping-types.ts';

/** Trimmed and cut to USPS's length for the field. */
export const cut = (s: string | null | undefined, n: number) => (s ?? '').trim().slice(0, n);

/** The fields every USPS address has: the name split in two, firm, street, city, state, ZIP Code and ZIP+4. */
export function uspsPostalFields(a: PostalAddress): Record<string, unknown> {
  const [first, ...rest] = (a.name ?? '').trim().split(/\s+/);
  const digits = (a.postalCode ?? '').replace(/\D/g, '');
  return {
    ...(first ? { firstName: cut(first, 50) } : {}), ...(rest.length ? { lastName: cut(rest.join(' '), 50) } : {}),
    ...(a.company ? { firm: cut(a.company, 50) } : {}),
    streetAddress: cut(a.street1, 50), ...(a.street2 ? { secondaryAddress: cut(a.street2, 50) } : {}),
    city: cut(a.city, 28), state: cut(a.state, 2), ZIPCode: digits.slice(0, 5), ...(digits.length === 9 ? { ZIPPlus4: digits.slice(5) } : {}),
  };
}
