/**
 * How v2 spells a ledger's amount: "<decimal> <CUR>" ("12.50 USD"). The view reads the spelling here (a 400 naming the
 * field for any other value) and hands the decimal and currency to the ledger, which checks them as an amount it takes
 * (`ledgerAmount`, src/money/ledger/amount.ts: decimals, positive, its limit).
 */
import { invalidField } from '../core/errors.ts';
import { isDecimal, parseDecimal } from '../core/values/decimal.ts';

const MONEY = /^\s*(\S+) ([A-Za-z]{3})\s*$/;

/** The decimal (canonical) and the currency (upper case) of "12.50 USD"; a 400 naming `field` for any other value. */
export function parseAmount(field: string, value: unknown): { amount: string; currency: string } {
  const m = typeof value === 'string' ? MONEY.exec(value) : null;
  if (!m || !isDecimal(m[1])) throw invalidField(field, 'must be a money value like "12.50 USD"');
  return { amount: parseDecimal(m[1]), currency: m[2].toUpperCase() };
}
