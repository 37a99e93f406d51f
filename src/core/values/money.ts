import { InvalidValueError } from '../errors.ts';
import { isDecimal, roundDecimal, roundDecimalCanonical } from './decimal.ts';
import { remembered } from './remembered.ts';


/** Amounts are stored as numeric(18,4): 14 digits before the point, 4 after. */
const MAX_WHOLE_DIGITS = 14;
export const MONEY_DECIMALS = 4;

export interface Money {
  /** Canonical decimal with at most 4 fraction digits: "100", "12.5", "-3.1416". */
  amount: string;
  /** Three upper-case letters. Not checked against the ISO 4217 list. */
  currency: string;
}

const MONEY = /^\s*(\S+) ([A-Za-z]{3})\s*$/;
const CURRENCY = /^[A-Za-z]{3}$/;

/** Parses "<decimal> <CUR>", e.g. "12.50 USD" or "-5 eur"; amounts beyond 4 decimals are rounded half-up. */
export const parseMoney = remembered((input: unknown): Money => {
  const m = typeof input === 'string' ? MONEY.exec(input) : null;
  if (!m) throw new InvalidValueError({ reason: 'not_money' });
  return moneyOf(m[1], m[2]);
}, ({ amount, currency }) => ({ amount, currency }));

/** A decimal amount and a currency code as money (v1 sends them apart), checked and rounded as parseMoney does. */
export function moneyOf(amount: unknown, currency: unknown): Money {
  if (!isDecimal(amount) || typeof currency !== 'string' || !CURRENCY.test(currency)) throw new InvalidValueError({ reason: 'not_money' });
  const canonical = roundDecimalCanonical(amount as string, MONEY_DECIMALS);
  if (tooLarge(canonical)) throw new InvalidValueError({ reason: 'not_money' });
  return { amount: canonical, currency: currency.toUpperCase() };
}

const tooLarge = (amount: string) => amount.replace(/^-/, '').split('.')[0].length > MAX_WHOLE_DIGITS;
const TYPED_AMOUNT = new RegExp(`^-?\\d{1,${MAX_WHOLE_DIGITS}}(\\.\\d{1,${MONEY_DECIMALS}})?$`);
const TYPED_CURRENCY = /^[A-Z]{3}$/;

/** Money as commands carry it: `{amount, currency}`, an amount of at most 4 decimals and an upper-case code. */
export const isTypedMoney = (value: unknown): value is Money => typeof value === 'object' && value !== null
  && typeof (value as Money).amount === 'string' && TYPED_AMOUNT.test((value as Money).amount)
  && typeof (value as Money).currency === 'string' && TYPED_CURRENCY.test((value as Money).currency);

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
