/**
 * Exact decimal arithmetic on strings. A decimal is held as a BigInt of units plus a scale
 * (number of fraction digits), so no value ever passes through floating point.
 *
 * Accepted syntax: optional sign, digits, optional "." followed by digits ("+5", "-0.25", "007.10").
 * "1." and ".5" are rejected, as are exponents, blanks and surrounding whitespace.
 */
import { InvalidValueError } from '../errors.ts';
import type { ValueProblem } from '../fields/problems.ts';

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

interface Scaled {
  units: bigint;
  scale: number;
}

/** The sign, whole digits and fraction digits ('' for none) of a decimal string; anything else is refused. */
function partsOf(input: unknown): [sign: string, whole: string, fraction: string] {
  const m = typeof input === 'string' ? DECIMAL.exec(input) : null;
  if (!m) throw new InvalidValueError({ reason: 'not_a_decimal' });
  return [m[1], m[2], m[3] ?? ''];
}

function toScaled(input: unknown): Scaled {
  const [sign, whole, fraction] = partsOf(input);
  const units = BigInt(whole + fraction);
  return { units: sign === '-' ? -units : units, scale: fraction.length };
}

/** Exactly `scale` fraction digits; BigInt has no negative zero, so zero never gets a sign. */
function fixed(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Shortest exact spelling: no leading zeros, no trailing fraction zeros ("100", "12.5", "-0.25", "0"). */
function canonical(units: bigint, scale: number): string {
  const text = fixed(units, scale);
  return scale > 0 ? text.replace(/\.?0+$/, '') : text;
}

/** Units at `places` fraction digits, rounding half away from zero (-1.005 -> -1.01). */
function rescale({ units, scale }: Scaled, places: number): bigint {
  if (scale <= places) return units * 10n ** BigInt(places - scale);
  const divisor = 10n ** BigInt(scale - places);
  const quotient = units / divisor; // truncates toward zero
  const remainder = units % divisor; // same sign as units
  const half = (remainder < 0n ? -remainder : remainder) * 2n >= divisor;
  if (!half) return quotient;
  return units < 0n ? quotient - 1n : quotient + 1n;
}

/**
 * A decimal matched by DECIMAL, spelt from its parts as `canonical` or `fixed` would spell its units, for when
 * nothing is rounded away: most values (a price, a stored numeric(18,4) shown with 2 decimals) need no BigInt.
 */
function spelt(sign: string, whole: string, fraction: string, places: number | null): string {
  const digits = whole.replace(/^0+(?=\d)/, '');
  const shown = places === null ? fraction.replace(/0+$/, '') : fraction.padEnd(places, '0');
  const zero = digits === '0' && !/[1-9]/.test(fraction);
  return `${sign === '-' && !zero ? '-' : ''}${digits}${shown ? `.${shown}` : ''}`;
}

/** `value` at `places` fraction digits (`canonical`: its shortest spelling), when only zeros are rounded away; else null. */
function exactAt(value: string, places: number, canonicalSpelling: boolean): string | null {
  const [sign, whole, fraction] = partsOf(value);
  if (fraction.length > places && /[1-9]/.test(fraction.slice(places))) return null;
  return spelt(sign, whole, fraction.slice(0, places), canonicalSpelling ? null : places);
}

function checkPlaces(places: number): void {
  if (!Number.isSafeInteger(places) || places < 0) throw new RangeError(`invalid decimal places: ${places}`);
}

export function isDecimal(input: unknown): boolean {
  return typeof input === 'string' && DECIMAL.test(input);
}

/** Validates a decimal string and returns its canonical spelling. */
export function parseDecimal(input: unknown): string {
  const [sign, whole, fraction] = partsOf(input);
  return spelt(sign, whole, fraction, null);
}

/** Rounds half away from zero and formats with exactly `places` decimals: roundDecimal('2.005', 2) === '2.01'. */
export function roundDecimal(value: string, places: number): string {
  checkPlaces(places);
  return exactAt(value, places, false) ?? fixed(rescale(toScaled(value), places), places);
}

/** Rounds like roundDecimal but returns the canonical spelling: roundDecimal('2.50001', 4) -> '2.5'. */
export function roundDecimalCanonical(value: string, places: number): string {
  checkPlaces(places);
  return exactAt(value, places, true) ?? canonical(rescale(toScaled(value), places), places);
}

/** Exact product, canonical spelling. */
export function multiplyDecimal(value: string, factor: string): string {
  const a = toScaled(value);
  const b = toScaled(factor);
  return canonical(a.units * b.units, a.scale + b.scale);
}

export function addDecimals(a: string, b: string): string {
  return sumDecimals([a, b]);
}

/** Exact sum of any number of decimal strings; the empty sum is "0". */
export function sumDecimals(values: Iterable<string>): string {
  let total: Scaled = { units: 0n, scale: 0 };
  for (const value of values) {
    const x = toScaled(value);
    const scale = Math.max(total.scale, x.scale);
    total = { units: rescale(total, scale) + rescale(x, scale), scale };
  }
  return canonical(total.units, total.scale);
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const x = toScaled(a);
  const y = toScaled(b);
  const scale = Math.max(x.scale, y.scale);
  const diff = rescale(x, scale) - rescale(y, scale);
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

/**
 * Parses "<decimal> <unit>" (one space, surrounding whitespace tolerated, unit case-insensitive) and
 * converts it exactly to the base unit with `factors`. Used for lengths and weights, which cannot be negative;
 * `problem` is what anything else is.
 */
export function parseMeasurement(input: unknown, factors: ReadonlyMap<string, string>, problem: ValueProblem): string {
  const m = typeof input === 'string' ? /^\s*(\S+) ([A-Za-z]+)\s*$/.exec(input) : null;
  const factor = m ? factors.get(m[2].toLowerCase()) : undefined;
  if (!m || factor === undefined) throw new InvalidValueError(problem);
  return measureIn(m[1], factor, problem);
}

/** A decimal amount of a unit (`factor` base units each) in base units, exactly; refused when negative. */
export function measureIn(amount: unknown, factor: string, problem: ValueProblem): string {
  if (!isDecimal(amount)) throw new InvalidValueError(problem);
  const base = multiplyDecimal(amount as string, factor);
  if (compareDecimals(base, '0') < 0) throw new InvalidValueError({ reason: 'negative' });
  return base;
}
