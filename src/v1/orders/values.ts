/**
 * v1's spelling of field values (src/wire/values.ts): weights as bare grams and lengths as bare metres (a string or
 * a number; a value with its unit is read too), money as a bare amount whose currency is the body's
 * `charges.currency_code` (USD when absent), or "<amount> <CUR>". Moments are ISO 8601, as in v2.
 */
import { gramsOf, metresOf, moneyOf, parseLength, parseMoney, parseWeight, type Money } from '../../core/values/index.ts';
import { V2_SPELLING, parseValue, type Spelling } from '../../wire/values.ts';

const UNITLESS = /^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/;
/** A bare number (or its digits): `unit` is implied. */
const bare = (value: unknown): value is number | string => typeof value === 'number' || UNITLESS.test(String(value));

export const V1_SPELLING: Spelling = {
  ...V2_SPELLING,
  weight: (value) => ({ grams: bare(value) ? gramsOf(String(value).trim()) : parseWeight(value) }),
  length: (value) => ({ metres: bare(value) ? metresOf(String(value).trim()) : parseLength(value) }),
};

/** A `charges` amount as money in the body's currency (`charges.currency_code`, USD when it is not a string). */
export function v1Money(value: unknown, currency: unknown): unknown {
  const code = typeof currency === 'string' ? currency : 'USD';
  return parseValue('money', value, { money: (v): Money => (bare(v) ? moneyOf(String(v).trim(), code) : parseMoney(v)) });
}
