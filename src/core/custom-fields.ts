/**
 * Custom fields: named values a client attaches to a resource, each with an optional media type and
 * optional base64 encoding. Stored as a JSON object keyed by name.
 *
 * Names may be anything JSON allows (even "__proto__"), so objects are built with Object.fromEntries
 * and read with Object.hasOwn, never by assignment or plain lookup.
 */
import { FieldRulesRefusal, addProblem, refuseValue, type ValueProblem, type ValueProblems } from './fields/problems.ts';

export interface CustomField {
  value: string;
  type: string | null;
  encoding: 'base64' | null;
}
export type CustomFields = Record<string, CustomField>;
/** A change set: null removes the field. */
export type CustomFieldsPatch = Record<string, CustomField | null>;

export interface RenderedCustomField {
  value?: string;
  type: string | null;
  encoding: 'base64' | null;
}
export interface CustomFieldEntry extends CustomField {
  name: string;
}

/** Values longer than this many UTF-8 bytes are left out of lazy listings. */
export const LAZY_VALUE_LIMIT = 512;
const MAX_NAME_LENGTH = 255;
const MAX_TYPE_LENGTH = 255;
const MEDIA_TYPE = /^[\w.+-]+\/[\w.+-]+$/;

function isPlainObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function isValidName(name: string): boolean {
  const length = [...name].length; // characters, not UTF-16 units
  return length >= 1 && length <= MAX_NAME_LENGTH && !name.includes('/');
}

/** Standard (RFC 4648 section 4) base64; the "=" padding may be left off but must be right if present. */
export function isBase64(s: string): boolean {
  const m = /^[A-Za-z0-9+/]*(={0,2})$/.exec(s);
  if (!m) return false;
  return m[1] ? s.length % 4 === 0 : s.length % 4 !== 1;
}

/**
 * Validates a request's custom fields object ({name: {value, type?, encoding?} | null}). Refuses every
 * problem at once (a FieldRulesRefusal, each view words it) with keys like `${path}.${name}.value`.
 */
export function parseCustomFieldsInput(input: unknown, path: string): CustomFieldsPatch {
  if (!isPlainObject(input)) {
    throw refuseValue(path, { reason: 'not_custom_fields' });
  }
  const errors: ValueProblems = {};
  const fail = (key: string, problem: ValueProblem) => addProblem(errors, key, problem);
  const entries: [string, CustomField | null][] = [];

  for (const [name, raw] of Object.entries(input)) {
    const at = `${path}.${name}`;
    if (!isValidName(name)) {
      // Reported against the container: the name itself may be empty or very long.
      if (!errors[path]) fail(path, { reason: 'bad_custom_field_name', values: { max: MAX_NAME_LENGTH } });
      continue;
    }
    if (raw === null) {
      entries.push([name, null]);
      continue;
    }
    if (!isPlainObject(raw)) {
      fail(at, { reason: 'not_a_custom_field' });
      continue;
    }
    const before = Object.keys(errors).length;
    const { value, type = null, encoding = null } = raw;
    if (value === undefined) fail(`${at}.value`, { reason: 'required' });
    else if (typeof value !== 'string') fail(`${at}.value`, { reason: 'not_a_string' });
    if (type !== null && (typeof type !== 'string' || type.length > MAX_TYPE_LENGTH || !MEDIA_TYPE.test(type))) {
      fail(`${at}.type`, { reason: 'not_a_media_type' });
    }
    if (encoding !== null && encoding !== 'base64') fail(`${at}.encoding`, { reason: 'not_an_encoding' });
    else if (encoding === 'base64' && typeof value === 'string' && !isBase64(value)) {
      fail(`${at}.value`, { reason: 'not_base64' });
    }
    if (Object.keys(errors).length === before) {
      entries.push([name, { value: value as string, type: type as string | null, encoding: encoding as 'base64' | null }]);
    }
  }
  if (Object.keys(errors).length > 0) throw new FieldRulesRefusal(errors);
  return Object.fromEntries(entries);
}

/** Applies a patch: null entries remove the field, others replace it, names not in the patch are kept. */
export function mergeCustomFields(existing: CustomFields, patch: CustomFieldsPatch): CustomFields {
  const kept = Object.entries(existing).filter(([name]) => !Object.hasOwn(patch, name));
  return Object.fromEntries([...kept, ...Object.entries(withoutRemovals(patch))]);
}

/** For creation, where there is nothing to remove: drops the null entries. */
export function withoutRemovals(patch: CustomFieldsPatch): CustomFields {
  return Object.fromEntries(
    Object.entries(patch).filter((entry): entry is [string, CustomField] => entry[1] !== null),
  );
}

/** The API view. With `lazy`, values over LAZY_VALUE_LIMIT UTF-8 bytes are omitted (type and encoding stay). */
export function renderCustomFields(fields: CustomFields, lazy: boolean): Record<string, RenderedCustomField> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, { value, type, encoding }]) => {
      const omit = lazy && Buffer.byteLength(value, 'utf8') > LAZY_VALUE_LIMIT;
      // Keys in the order the schema lists them (JSON.stringify sends the same text as the schema's serialiser).
      return [name, omit ? { type, encoding } : { type, encoding, value }];
    }),
  );
}

/** One field with its name, or null when there is no such field. */
export function customFieldEntry(fields: CustomFields, name: string): CustomFieldEntry | null {
  if (!Object.hasOwn(fields, name)) return null;
  const { value, type, encoding } = fields[name];
  return { name, value, type, encoding };
}
