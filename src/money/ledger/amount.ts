/**
 * What a ledger accepts as an amount, checked before anything is charged or written (its spelling, "<decimal> <CUR>",
 * is the views' to read: src/wire/amount.ts): positive,
 * with no more decimals than the currency has (2 for USD: "1.234 USD" is refused, never rounded), and small enough
 * that it and every running balance fit the ledger's numeric(18,4) columns.
 */
import { invalidOne } from '../../core/refusal.ts';
import { addDecimals, compareDecimals, parseDecimal } from '../../core/values/decimal.ts';
import { refuseLedger, type LedgerAmountReason, type LedgerName } from './refusals.ts';

/** A validated positive amount: canonical decimal text ("12.5") and an upper-case currency. */
export interface Amount {
  readonly amount: string;
  readonly currency: string;
}

/** The largest magnitude a numeric(18,4) column holds: every amount and every balance stays within it. */
export const LEDGER_LIMIT = '99999999999999.9999';

// ISO 4217 minor units where they are not 2. Any other currency has 2.
const ZERO_DECIMALS = ['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'UYI', 'VND', 'VUV', 'XAF', 'XOF', 'XPF'];
const THREE_DECIMALS = ['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'];

/** How many decimals an amount in `currency` may have (ISO 4217 minor units; 2 when not listed). */
export function currencyDecimals(currency: string): number {
  if (ZERO_DECIMALS.includes(currency)) return 0;
  if (THREE_DECIMALS.includes(currency)) return 3;
  return 2;
}

/** The largest amount of `currency`: the column's limit cut to the currency's decimals. */
export function maximumOf(currency: string): string {
  const places = currencyDecimals(currency);
  return places === 0 ? LEDGER_LIMIT.split('.')[0] : LEDGER_LIMIT.slice(0, LEDGER_LIMIT.indexOf('.') + 1 + places);
}

/**
 * The amount `ledger` takes for a decimal and a currency (read from the caller's input at `path`, or from stored
 * settings): canonical, or a LedgerRefusal naming `path` when it has too many decimals, is not positive or is too large.
 */
export function ledgerAmount(ledger: LedgerName, path: string, value: { amount: string; currency: string }): Amount {
  const currency = value.currency.toUpperCase();
  const amount = parseDecimal(value.amount);
  const places = currencyDecimals(currency);
  const refused = (reason: LedgerAmountReason, bound: Record<string, string | number>) =>
    refuseLedger({ ...invalidOne(path, reason, { currency, ...bound }), ledger });
  if ((amount.split('.')[1] ?? '').length > places) throw refused('too_many_decimals', { places });
  if (amount.startsWith('-') || !/[1-9]/.test(amount)) throw refused('not_positive', { minimum: places === 0 ? '1' : `0.${'1'.padStart(places, '0')}` });
  if (compareDecimals(amount, maximumOf(currency)) > 0) throw refused('too_large', { maximum: maximumOf(currency) });
  return { amount, currency };
}

/** The balance after adding the signed `amount`, or null when it would leave the ledger's columns. */
export function balanceAfter(balance: string, amount: string): string | null {
  const after = addDecimals(balance, amount);
  const magnitude = after.replace(/^-/, '');
  return compareDecimals(magnitude, LEDGER_LIMIT) > 0 ? null : after;
}

/** `amount` negated ("5" -> "-5", "-5" -> "5"). */
export const negated = (amount: string): string => (amount.startsWith('-') ? amount.slice(1) : `-${amount}`);
