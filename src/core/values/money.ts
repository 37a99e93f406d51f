import { InvalidValueError } from '../errors.ts';
import { isDecimal, roundDecimal, roundDecimalCanonical } from './decimal.ts';

export const moneyMessage = 'must be a money value like "12.50 USD" (at most 14 digits before the point)';

/** Amounts are stored as numeric(18,4). */
const MAX_WHOLE_DIGITS = 14;

export interface Money {
  /** Canonical decimal with at most 4 fraction digits: "100", "12.5", "-3.1416". */
  amount: string;
  /** Three upper-case letters. Not checked against the ISO 4217 list. */
  currency: string;
}

const MONEY = /^\s*(\S+) ([A-Za-z]{3})\s*$/;

/** Parses "<decimal> <CUR>", e.g. "12.50 USD" or "-5 eur"; amounts beyond 4 decimals are rounded half-up. */
export function parseMoney(input: unknown): Money {
  const m = typeof input === 'string' ? MONEY.exec(input) : null;
  if (!m || !isDecimal(m[1])) throw new InvalidValueError(moneyMessage);
  const amount = roundDecimalCanonical(m[1], 4);
  if (amount.replace(/^-/, '').split('.')[0].length > MAX_WHOLE_DIGITS) throw new InvalidValueError(moneyMessage);
  return { amount, currency: m[2].toUpperCase() };
}

export function isMoney(input: unknown): boolean {
  try {
    parseMoney(input);
    return true;
  } catch {
    return false;
  }
}

/** "12.345" + "EUR" -> "12.35 EUR". Accepts database spellings such as "100.0000". */
export function formatMoney(amount: string, currency: string): string {
  return `${roundDecimal(amount, 2)} ${currency}`;
}
