/**
 * Binding: a field's typed value (what a command or a service carries) as the value of its column. The values are
 * typed, not spelt: grams (`{grams}`), metres (`{metres}`), money (`{amount, currency}`), an Instant (a Date or an
 * ISO instant in UTC), booleans for flags. Each view parses its own spelling into them (v2's "1.5 kg" and
 * "12.50 USD", v1's bare grams and `charges`: src/wire/); binding only checks that a value has its kind's type, so
 * that a command built in code never reaches a column with something else, and applies the catalogue's rules
 * (whole numbers in range, trimmed phones and urls).
 */
import { InvalidValueError } from '../errors.ts';
import { isGrams } from '../values/weight.ts';
import { isMetres } from '../values/length.ts';
import { instantText } from '../values/datetime.ts';
import { isTypedMoney, type Money } from '../values/money.ts';
import { parseHttpUrl } from '../values/url.ts';
import { refuseValue, type ValueProblem } from './problems.ts';
import type { FieldSpec } from './spec.ts';

/**
 * Field values as commands and services take them: keyed as the catalogue keys them (nested objects as objects),
 * each typed as its kind binds it (a RefusedValue where its view could not read one).
 */
export type FieldValues = Record<string, unknown>;

/**
 * A value its view could not parse (v2's "5 parsecs" as a length): it travels in the command in the field's
 * place, and binding reports it there, with the field's other problems: the problem the typed-value check found
 * (src/wire/ parsing with src/core/values/), or the view's own words (`view_refused`).
 */
export class RefusedValue {
  readonly problem: ValueProblem;
  constructor(problem: ValueProblem | string) {
    this.problem = typeof problem === 'string' ? { reason: 'view_refused', values: { detail: problem } } : problem;
  }
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
    throw new InvalidValueError({ reason: 'not_a_whole_number', values: { min, max } });
  }
  return value;
}

function typedValue(spec: FieldSpec, value: unknown): unknown {
  switch (spec.kind) {
    case 'weight': return isGrams(value) ? value.grams : fail({ reason: 'not_a_weight' });
    case 'length': return isMetres(value) ? value.metres : fail({ reason: 'not_a_length' });
    case 'datetime': return instantText(value) ?? fail({ reason: 'not_a_date_time' });
    case 'integer': case 'bigint': return wholeNumber(spec, value);
    case 'flag': case 'boolean': return typeof value === 'boolean' ? value : fail({ reason: 'not_true_or_false' });
    case 'code': return String(value);
    case 'phone': return String(value).trim();
    case 'url': return parseHttpUrl(String(value));
    case 'text': return spec.trim ? String(value).trim() : value;
    default: return value;
  }
}

const fail = (problem: ValueProblem): never => {
  throw new InvalidValueError(problem);
};

/** A value's problem reported against the field (`path` is its object's). */
function refusal(spec: FieldSpec, path: string, err: unknown): unknown {
  return err instanceof InvalidValueError ? refuseValue(at(path, spec.key), err.problem) : err;
}

/** The stored value of a non-null typed value of a field that is not money or custom fields. */
export function boundValue(spec: FieldSpec, value: unknown, path: string): unknown {
  if (value instanceof RefusedValue) throw refuseValue(at(path, spec.key), value.problem);
  try {
    return typedValue(spec, value);
  } catch (err) {
    throw refusal(spec, path, err);
  }
}

/** A money field's non-null typed value. */
export function boundMoney(spec: FieldSpec, value: unknown, path: string): Money {
  if (value instanceof RefusedValue) throw refuseValue(at(path, spec.key), value.problem);
  if (isTypedMoney(value)) return value;
  throw refuseValue(at(path, spec.key), { reason: 'not_money' });
}

/** Throws the view's refusal of a value of a field bound otherwise (custom fields). */
export function refusedValue(spec: FieldSpec, value: unknown, path: string): void {
  if (value instanceof RefusedValue) throw refuseValue(at(path, spec.key), value.problem);
}
