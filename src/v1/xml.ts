/**
 * v1 XML as tastypie writes it: `<response>` around a list envelope, `<object>` around one record; lists are
 * `type="list"` holding `<object>` (records) or `<value>` (anything else), nested objects `type="hash"`, and
 * integers, floats, booleans (`True`/`False`) and nulls typed by a `type` attribute. Built and read back with
 * fast-xml-parser, so escaping is the library's. The answer is well-formed XML 1.0 whatever the stored text holds:
 * characters XML 1.0 cannot carry at all, even escaped (control characters such as U+0001, lone surrogates,
 * U+FFFE/U+FFFF), are dropped, and a key that is not an XML name has its other characters written `_`.
 */
import { XMLBuilder, XMLParser } from 'fast-xml-parser';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = Record<string, unknown> | string;

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', textNodeName: '#text', suppressEmptyNode: true });

// Everything but XML 1.0's Char production: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const XML_NAME = /^[A-Za-z_][\w.-]*$/;

/** The text without the characters XML 1.0 cannot hold (tastypie's lxml refuses them; we drop them). */
const xmlText = (text: string) => text.replace(NOT_XML_CHAR, '');

/** An element name for a key: the key itself when it is one (every documented key is), else a safe spelling. */
const tagName = (key: string) => (XML_NAME.test(key) ? key : `_${xmlText(key).replace(/[^\w.-]/g, '_')}`);

function node(value: unknown, inList = false): Node {
  if (value === null || value === undefined) return { '@_type': 'null' };
  if (typeof value === 'boolean') return { '@_type': 'boolean', '#text': value ? 'True' : 'False' };
  if (typeof value === 'number') return { '@_type': Number.isInteger(value) ? 'integer' : 'float', '#text': String(value) };
  if (typeof value === 'string') {
    const text = xmlText(value);
    return text === '' ? { '#text': '' } : text;
  }
  if (Array.isArray(value)) {
    const objects = value.filter((v) => v !== null && typeof v === 'object' && !Array.isArray(v)).map((v) => node(v, true));
    const values = value.filter((v) => v === null || typeof v !== 'object' || Array.isArray(v)).map((v) => node(v));
    return { '@_type': 'list', ...(objects.length ? { object: objects } : {}), ...(values.length ? { value: values } : {}) };
  }
  const out: Record<string, unknown> = inList ? {} : { '@_type': 'hash' };
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) out[tagName(key)] = node(v);
  return out;
}

/** A list envelope (`{meta, objects}`) as `<response>`, or one record as `<object>`. */
export function toTastypieXml(body: Record<string, unknown>, root: 'response' | 'object'): string {
  const content = node(body, true);
  return `<?xml version='1.0' encoding='utf-8'?>\n${builder.build({ [root]: content })}`;
}

const parser = new XMLParser({
  ignoreAttributes: false, attributeNamePrefix: '@_', textNodeName: '#text', parseTagValue: false, parseAttributeValue: false,
  trimValues: false, preserveOrder: true,
});

/** One element as the parser gives it in document order: `{[tag]: children, ':@': attributes}`. */
type Element = Record<string, unknown>;
const tagOf = (el: Element) => Object.keys(el).find((k) => k !== ':@')!;

function fromElement(el: Element): Json {
  const tag = tagOf(el);
  const children = (el[tag] as Element[]) ?? [];
  const type = ((el[':@'] as Record<string, string> | undefined) ?? {})['@_type'];
  const text = children.filter((c) => '#text' in c).map((c) => String(c['#text'])).join('');
  const elements = children.filter((c) => !('#text' in c));
  switch (type) {
    case 'null': return null;
    case 'boolean': return text === 'True';
    case 'integer': case 'float': return Number(text);
    case 'list': return elements.map(fromElement);
    case 'hash': return Object.fromEntries(elements.map((c) => [tagOf(c), fromElement(c)]));
    default:
      // A record in a list (`<object>`) is a hash without its type; anything else without a type is text.
      if (elements.length > 0 || tag === 'object') return Object.fromEntries(elements.map((c) => [tagOf(c), fromElement(c)]));
      return text;
  }
}

/** A v1 error, `{"error_message": ...}`, as tastypie writes a plain dictionary: `<response>` around its keys. */
export const tastypieErrorXml = (message: string) => toTastypieXml({ error_message: message }, 'response');

/** Reads tastypie XML back into JSON values (the inverse of toTastypieXml; tests compare it with the JSON). */
export function fromTastypieXml(xml: string): Json {
  const doc = parser.parse(xml) as Element[];
  return fromElement(doc.find((el) => !tagOf(el).startsWith('?'))!);
}
