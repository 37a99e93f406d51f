/**
 * v1 XML as tastypie writes it: `<response>` around a list envelope, `<object>` around one record; lists are
 * `type="list"` holding `<object>` (records) or `<value>` (anything else), nested objects `type="hash"`, and
 * integers, floats, booleans (`True`/`False`) and nulls typed by a `type` attribute. Built and read back with
 * fast-xml-parser, so escaping is the library's.
 */
import { XMLBuilder, XMLParser } from 'fast-xml-parser';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = Record<string, unknown> | string;

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', textNodeName: '#text', suppressEmptyNode: true });

function node(value: unknown, inList = false): Node {
  if (value === null || value === undefined) return { '@_type': 'null' };
  if (typeof value === 'boolean') return { '@_type': 'boolean', '#text': value ? 'True' : 'False' };
  if (typeof value === 'number') return { '@_type': Number.isInteger(value) ? 'integer' : 'float', '#text': String(value) };
  if (typeof value === 'string') return value === '' ? { '#text': '' } : value;
  if (Array.isArray(value)) {
    const objects = value.filter((v) => v !== null && typeof v === 'object' && !Array.isArray(v)).map((v) => node(v, true));
    const values = value.filter((v) => v === null || typeof v !== 'object' || Array.isArray(v)).map((v) => node(v));
    return { '@_type': 'list', ...(objects.length ? { object: objects } : {}), ...(values.length ? { value: values } : {}) };
  }
  const out: Record<string, unknown> = inList ? {} : { '@_type': 'hash' };
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) out[key] = node(v);
  return out;
}

/** A list envelope (`{meta, objects}`) as `<response>`, or one record as `<object>`. */
export function toTastypieXml(body: Record<string, unknown>, root: 'response' | 'object'): string {
  const content = node(body, true);
  return `<?xml version='1.0' encoding='utf-8'?>\n${builder.build({ [root]: content })}`;
}

const parser = new XMLParser({
  ignoreAttributes: false, attributeNamePrefix: '@_', textNodeName: '#text', parseTagValue: false, parseAttributeValue: false,
  trimValues: false, isArray: (name) => name === 'object' || name === 'value',
});

function fromNode(value: unknown): Json {
  if (typeof value === 'string') return value;
  const el = value as Record<string, unknown>;
  const text = (el['#text'] as string | undefined) ?? '';
  switch (el['@_type']) {
    case 'null': return null;
    case 'boolean': return text === 'True';
    case 'integer': case 'float': return Number(text);
    case 'list': return [...((el.object as unknown[]) ?? []).map(fromNode), ...((el.value as unknown[]) ?? []).map(fromNode)];
    default: {
      const keys = Object.keys(el).filter((k) => !k.startsWith('@_') && k !== '#text');
      if (keys.length === 0) return text;
      return Object.fromEntries(keys.map((k) => [k, fromNode(el[k])]));
    }
  }
}

/** Reads tastypie XML back into JSON values (the inverse of toTastypieXml; tests compare it with the JSON). */
export function fromTastypieXml(xml: string): Json {
  const doc = parser.parse(xml) as Record<string, unknown>;
  if (doc.response !== undefined) return fromNode(doc.response);
  return fromNode((doc.object as unknown[])[0]);
}
