/**
 * What the UPS, FedEx and USPS shipping adapters share: their options, credential checks, our units in the
 * carriers' (pounds, ounces, inches), money as decimal text, and one call path that sends with the account's
 * bearer token (one retry with a fresh token after a 401) and turns the carrier's answers into ours: 2xx is
 * returned, a refusal of the request (400, 404, 422) becomes a CarrierRefusal with the carrier's own message,
 * anything else a CarrierError (429 with its Retry-After).
 */
import { failure, withToken, type JsonResponse, type TokenCache } from './http.ts';
import { CarrierError } from './types.ts';
import { CarrierRefusal, type Money, type PostalAddress } from './shipping-types.ts';

/** What the shipping factory gives every carrier adapter beside the account's credentials. */
export interface ShippingOptions {
  /** The carrier's API root (`https://onlinetools.ups.com`, `https://apis.fedex.com`, `https://apis.usps.com`). */
  baseUrl: string;
  timeoutMs: number;
}

export type CredentialsCheck<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

/**
 * Reads the named text fields of a credentials object: `required` must be non-blank, `optional` may be absent;
 * `patterns` constrain a field's form. Unknown keys are ignored. Messages never repeat a value.
 */
export function readCredentials<R extends string, O extends string>(value: unknown, required: readonly R[], optional: readonly O[],
  patterns: Partial<Record<R | O, { re: RegExp; says: string }>> = {}): CredentialsCheck<Record<R, string> & Partial<Record<O, string>>> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, field: 'credentials', message: 'must be an object' };
  const given = value as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const key of [...required, ...optional] as (R | O)[]) {
    const raw = given[key];
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
      if ((required as readonly string[]).includes(key)) return { ok: false, field: key, message: 'is required' };
      continue;
    }
    if (typeof raw !== 'string') return { ok: false, field: key, message: 'must be text' };
    const pattern = patterns[key];
    if (pattern && !pattern.re.test(raw.trim())) return { ok: false, field: key, message: pattern.says };
    out[key] = raw.trim();
  }
  return { ok: true, value: out as Record<R, string> & Partial<Record<O, string>> };
}

const GRAMS_PER_POUND = 453.59237;

/** Pounds with one decimal, rounded up (carriers bill the next tenth), at least 0.1. */
export function poundsOf(grams: number): number {
  return Math.max(0.1, Math.ceil((grams / GRAMS_PER_POUND) * 10 - 1e-9) / 10);
}

/** Ounces with one decimal, rounded up, at least 0.1. */
export function ouncesOf(grams: number): number {
  return Math.max(0.1, Math.ceil((grams / (GRAMS_PER_POUND / 16)) * 10 - 1e-9) / 10);
}

/** Whole inches, rounded up, at least 1. */
export function inchesOf(metres: number): number {
  return Math.max(1, Math.ceil(metres / 0.0254 - 1e-9));
}

/** The parcel's dimensions in whole inches, longest first, or null when any is unknown. */
export function inchDimensions(parcel: { lengthM: number | null; widthM: number | null; heightM: number | null }): [number, number, number] | null {
  if (parcel.lengthM === null || parcel.widthM === null || parcel.heightM === null) return null;
  const sides = [inchesOf(parcel.lengthM), inchesOf(parcel.widthM), inchesOf(parcel.heightM)].sort((a, b) => b - a);
  return [sides[0], sides[1], sides[2]];
}

/** Money from a carrier's amount (number or decimal text): at most 4 decimals, no exponent. */
export function moneyOf(carrier: string, amount: unknown, currency: unknown): Money {
  const n = typeof amount === 'number' ? amount : typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : NaN;
  if (!Number.isFinite(n) || typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
    throw new CarrierError('bad_response', `${carrier}: an amount without a number or currency in the answer`);
  }
  const fixed = n.toFixed(4).replace(/(\.\d\d\d*?)0+$/, '$1');
  return { amount: fixed, currency };
}

/** The street lines of an address, blank ones left out. */
export function streetLines(a: PostalAddress): string[] {
  return [a.street1, a.street2].filter((s): s is string => typeof s === 'string' && s.trim() !== '').map((s) => s.trim());
}

/** `YYYYMMDD` from `YYYY-MM-DD`. */
export function compactDate(date: string): string {
  return date.replace(/-/g, '');
}

/** `YYYY-MM-DD` from `YYYYMMDD` or an ISO date-time; null for anything else. */
export function isoDate(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(raw);
  if (compact) return `${compact[1]}-${compact[2]}-${compact[3]}`;
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(raw);
  return iso ? iso[1] : null;
}

/** The carrier's own wording of a refused request, and the field it names when it names one. */
export type RefusalReader = (body: unknown) => { message: string; field: string | null } | null;

/**
 * Sends one request with the account's token and returns a 2xx answer; refusals (400, 404, 422) become a
 * CarrierRefusal in the carrier's words, anything else a CarrierError (failure()).
 */
export async function callCarrier(carrier: string, what: string, tokens: TokenCache, refusal: RefusalReader,
  send: (token: string) => Promise<JsonResponse>): Promise<JsonResponse> {
  const res = await withToken(tokens, send);
  if (res.status >= 200 && res.status < 300) return res;
  if (res.status === 400 || res.status === 404 || res.status === 422) {
    const said = refusal(res.body);
    if (said) throw new CarrierRefusal(`${carrier} ${what}: ${said.message}`, said.field);
  }
  throw failure(carrier, what, res);
}
