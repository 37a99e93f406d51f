/**
 * Binding: a field's typed value (what a command or a service carries) as the value of its column. The values are
 * typed, not spelt: grams (`{grams}`), metres (`{metres}`), money (`{amount, currency}`), an Instant (a Date or an
 * ISO instant in UTC), booleans for flags. Each view parses its own spelling into them (v2's "1.5 kg" and
 * "12.50 USD", v1's bare grams and `charges`: src/wire/); binding only checks that a value has its kind's type, so
 * that a command built in code never reaches a column with something else, and applies the catalogue's rules
 * (whole numbers in range, trimmed phones and urls).
 */
import { InvalidValueError, invalidField } from '../errors.ts';
import { isGrams, weightMessage } from '../values/weight.ts';
import { isMetres, lengthMessage } from '../values/length.ts';
import { instantText, dateTimeMessage } from '../values/datetime.ts';
import { isTypedMoney, moneyMessage, type Money } from '../values/money.ts';
import { parseHttpUrl } from '../values/url.ts';
import type { FieldSpec } from './spec.ts';

/**
 * Field values as commands and services take them: keyed as the catalogue keys them (nested objects as objects),
 * each typed as its kind binds it (a RefusedValue where its view could not read one).
 */
export type FieldValues = Record<string, unknown>;

/**
 * A value its view could not parse (v2's "5 parsecs" as a length): it travels in the command in the field's
 * place, and binding reports it there, with the field's other problems, as the view worded it (`detail`).
 */
export class RefusedValue {
  constructor(readonly detail: string) {}
}

const at = (path: string, key: string) => (path ? `${path}.${key}` : key);

const INT32_MAX = 2_147_483_647;

/**
 * An integer field's value: a whole number in its range. The views' schemas refuse anything else first; this keeps a
 * caller that skipped them (a command built in code, an import's file) from reaching the database with it.
 */
function wholeNumber(spec: FieldSpec, value: unknown): number {
  const [min, max] = spec.kind === 'bigint' ? [0, Number.MAX_SAFE_INTEGER] : [spec.minimum ?? -INT32_MAX, INT32_MAX];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new InvalidValueError(`must be a whole number from ${min} to ${max}`);
  }
  return value;
}

function typedValue(spec: FieldSpec, value: unknown): unknown {
  switch (spec.kind) {
    case 'weight': if (isGrams(value)) return value.grams; throw new InvalidValueError(weightMessage);
    case 'length': if (isMetres(value)) return value.metres; throw new InvalidValueError(lengthMessage);
    case 'datetime': return instantText(value) ?? fail(dateTimeMessage);
    case 'integer': case 'bigint': return wholeNumber(spec, value);
    case 'flag': case 'boolean': return typeof value === 'boolean' ? value : fail('must be true or false');
    case 'code': return String(value);
    case 'phone': return String(value).trim();
    case 'url': return parseHttpUrl(String(value));
    case 'text': return spec.trim ? String(value).trim() : value;
    default: return value;
  }
}

const fail = (message: string): never => {
  throw new InvalidValueError(message);
};

/** A value's problem reported against the field (`path` is its object's). */
function refusal(spec: FieldSpec, path: string, err: unknown): unknown {
  return err instanceof InvalidValueError ? invalidField(at(path, spec.key), err.message) : err;
}

/** The stored value of a non-null typed value of a field that is not money or custom fields. */
export function boundValue(spec: FieldSpec, value: unknown, path: string): unknown {
  if (value instanceof RefusedValue) throw invalidField(at(path, spec.key), value.detail);
  try {
    return typedValue(spec, value);
  } catch (err) {
    throw refusal(spec, path, err);
  }
}

/** A money field's non-null typed value. */
export function boundMoney(spec: FieldSpec, value: unknown, path: string): Money {
  if (value instanceof RefusedValue) throw invalidField(at(path, spec.key), value.detail);
  if (isTypedMoney(value)) return value;
  throw invalidField(at(path, spec.key), moneyMessage);
}

/** Throws the view's refusal of a value of a field bound otherwise (custom fields). */
export function refusedValue(spec: FieldSpec, value: unknown, path: string): void {
  if (value instanceof RefusedValue) throw invalidField(at(path, spec.key), value.detail);
}
