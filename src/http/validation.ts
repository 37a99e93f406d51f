/**
 * Request validation: two Ajv instances (query strings and params coerce types, bodies do not) with the
 * value formats registered, and the translation of Ajv's errors into field paths for the error envelope.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { isMoney } from '../core/values/money.ts';
import { isLength } from '../core/values/length.ts';
import { isWeight } from '../core/values/weight.ts';
import { isDateTime, parseDate } from '../core/values/datetime.ts';
import { invalidFields, type FieldErrors } from '../core/errors.ts';
import { acceptNumericStrings, nulPaths } from './lenient-body.ts';
import { NOT_UTF8 } from './query-string.ts';
import { valueWords } from './value-words.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const FORMATS: Record<string, { validate: (s: string) => boolean; message: string }> = {
  money: { validate: isMoney, message: valueWords({ reason: 'not_money' }) },
  length: { validate: isLength, message: valueWords({ reason: 'not_a_length' }) },
  weight: { validate: isWeight, message: valueWords({ reason: 'not_a_weight' }) },
  datetime: { validate: isDateTime, message: valueWords({ reason: 'not_a_date_time' }) },
  /** Blank (clients send "" for no address) or one address; the same rule wherever an e-mail appears. */
  email: { validate: (s) => s === '' || EMAIL.test(s), message: 'must be an e-mail address like "ada@example.com"' },
  date: {
    validate: (s) => {
      try {
        parseDate(s);
        return true;
      } catch {
        return false;
      }
    },
    message: 'must be a date like "2024-05-31"',
  },
};

function makeAjv(coerceTypes: boolean | 'array') {
  const ajv = new Ajv({ coerceTypes, useDefaults: true, removeAdditional: false, allErrors: true, strict: false });
  (addFormats as unknown as (a: Ajv, f: string[]) => void)(ajv, ['uri', 'uuid']);
  for (const [name, f] of Object.entries(FORMATS)) ajv.addFormat(name, { type: 'string', validate: f.validate });
  return ajv;
}

const bodyAjv = makeAjv(false);
const queryAjv = makeAjv('array');

export type Check = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/**
 * Ajv's validator, after steps of our own: a query parameter that is not UTF-8 (query-string.ts) is refused
 * naming it, a NUL character anywhere (PostgreSQL stores none) is refused
 * naming its field, and a body's numeric strings become numbers where the schema wants them (lenient-body.ts).
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => checker(schema, httpPart, true) as ReturnType<FastifySchemaCompiler<unknown>>;

/**
 * validatorCompiler's check of a body whose caller has looked for NUL characters already, and found none (the
 * import's copy of a source order does it as it copies, src/import/write-body.ts): the same check without its
 * walk of the body for them.
 */
export const nulFreeBodyValidator = (schema: unknown): Check => checker(schema, 'body', false);

function checker(schema: unknown, httpPart: string | undefined, findNul: boolean): Check {
  // Compiled at the route's first request, not as the app starts: most processes (a test file, a CLI command
  // beside the server) reach a handful of the routes, and compiling all of them took a CPU-second at each start.
  let validate: ValidateFunction | undefined;
  const check: Check = (data) => {
    const notUtf8 = (data as { [NOT_UTF8]?: string[] } | null)?.[NOT_UTF8];
    if (httpPart === 'querystring' && notUtf8) {
      check.errors = notUtf8.map((name) => ({ keyword: 'utf8', instancePath: `/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`, schemaPath: '', params: {}, message: UTF8_MESSAGE }));
      return false;
    }
    const nul = findNul ? nulPaths(data) : [];
    if (nul.length) {
      check.errors = nul.map((instancePath) => ({ keyword: 'nul', instancePath, schemaPath: '', params: {}, message: NUL_MESSAGE }));
      return false;
    }
    if (httpPart === 'body') acceptNumericStrings(schema, data);
    validate ??= (httpPart === 'body' ? bodyAjv : queryAjv).compile(schema as object);
    const valid = validate(data);
    check.errors = validate.errors;
    return valid;
  };
  return check;
}

const NUL_MESSAGE = 'must not contain the NUL character (\\u0000)';
const UTF8_MESSAGE = 'must be UTF-8 once percent-decoded (an escape such as %FF alone is not)';

/** `/boxes/0/items/1/quantity` -> `boxes[0].items[1].quantity` */
export function fieldPath(instancePath: string, child?: string): string {
  const parts = instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (child !== undefined) parts.push(child);
  return parts.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

function describe(error: ErrorObject): { field: string; message: string } {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { field: fieldPath(error.instancePath, String(p.missingProperty)), message: 'is required' };
    case 'type': {
      const types = String(p.type).split(',').map((t) => (t === 'null' ? 'null' : `${/^[aeiou]/.test(t) ? 'an' : 'a'} ${t}`));
      return { field: fieldPath(error.instancePath), message: `must be ${types.join(' or ')}` };
    }
    case 'format':
      return {
        field: fieldPath(error.instancePath),
        message: FORMATS[String(p.format)]?.message ?? `must be a valid ${String(p.format)}`,
      };
    case 'enum':
      return {
        field: fieldPath(error.instancePath),
        message: `must be one of: ${(p.allowedValues as unknown[]).map(String).join(', ')}`,
      };
    default:
      return { field: fieldPath(error.instancePath), message: error.message ?? 'is invalid' };
  }
}

/** Turns Ajv errors into the 400 envelope; `context` names where a top-level problem lies. */
export function validationError(errors: ErrorObject[], context: string) {
  const fields: FieldErrors = {};
  for (const error of errors) {
    // anyOf repeats its branches' errors; the branch messages say more than "must match a schema in anyOf".
    if (error.keyword === 'anyOf' && errors.length > 1) continue;
    const { field, message } = describe(error);
    const key = field || context;
    const list = (fields[key] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return invalidFields(fields);
}
