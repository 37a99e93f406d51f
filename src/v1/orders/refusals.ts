/**
 * The v1 API's words for what the order writer refuses (src/orders/writing/refusals.ts): a part's reference under the key
 * its client named it with (`boxes[0].resource_uri` or `boxes[0].id`, read from the request's own body), other
 * fields under their v1 names (`charges.grand_total`, `ship_to.state`), and the 404 of what the command names.
 */
import type { FastifyRequest } from 'fastify';
import { invalidFields, notFound, type ApiError, type FieldErrors } from '../../core/errors.ts';
import { valueWords } from '../../http/value-words.ts';
import { REF_MESSAGES } from '../../http/refs.ts';
import type { FieldRefusal, Refusal } from '../../orders/writing/refusals.ts';
import type { FieldSpec } from '../../core/fields/index.ts';
import { BILLING_FIELDS, ORDER_FIELDS, SHIPPING_FIELDS } from '../../catalogue/order.ts';
import { BOX_FIELDS } from '../../catalogue/box.ts';
import { ITEM_FIELDS } from '../../catalogue/item.ts';
import { V1_REFERENCE_KEYS } from './refs.ts';
import { ADDRESS_RENAMES, BILLING_RENAMES, BOX_RENAMES, ITEM_RENAMES, ORDER_RENAMES, SHIPPING_RENAMES } from './records.ts';

/** A group of catalogue fields and their v1 names: money under `charges`, the others under their v1 key. */
const group = (specs: readonly FieldSpec[], names: Record<string, string>) => (key: string): string =>
  `${specs.some((s) => s.key === key && s.kind === 'money') ? 'charges.' : ''}${names[key] ?? key}`;
const V1_NAMES = {
  order: group(ORDER_FIELDS, ORDER_RENAMES), billing: group(BILLING_FIELDS, BILLING_RENAMES), shipping: group(SHIPPING_FIELDS, SHIPPING_RENAMES),
  box: group(BOX_FIELDS, BOX_RENAMES), item: group(ITEM_FIELDS, ITEM_RENAMES), address: (key: string) => ADDRESS_RENAMES[key] ?? key,
};

/**
 * The v1 key of a catalogue field a refusal names (`billing.total` is v1's `charges.grand_total`,
 * `shipping.ship_to.region` its `ship_to.state`); custom fields are one list in v1.
 */
function v1Key(f: FieldRefusal): string {
  const [first, second, third] = f.field.split('.');
  if (first === 'custom_fields') return first;
  if (f.part === 'box' || f.part === 'item') return V1_NAMES[f.part](first);
  if (first === 'source') return second === 'retrieved_at' ? 'imported_at' : 'source';
  if ((first === 'billing' || first === 'shipping') && third !== undefined) return `${second}.${V1_NAMES.address(third)}`;
  if (first === 'billing' || first === 'shipping') return V1_NAMES[first](second);
  return V1_NAMES.order(first);
}

const REFERENCES: Partial<Record<FieldRefusal['part'], string>> = {
  box: `${REF_MESSAGES.v1Box} of this order`,
  item: `${REF_MESSAGES.v1Item} of this box`,
};

/** The object at `at` (`boxes[0].items[1]`, '' for the body itself) of a request body. */
function objectAt(body: unknown, at: string): Record<string, unknown> | null {
  let node = body;
  for (const step of at ? at.split('.') : []) {
    const [, key, index] = /^([^[]+)(?:\[(\d+)\])?$/.exec(step) ?? [];
    node = (node as Record<string, unknown> | null)?.[key];
    if (index !== undefined) node = Array.isArray(node) ? node[Number(index)] : undefined;
  }
  return node !== null && typeof node === 'object' ? node as Record<string, unknown> : null;
}

function pathOf(f: FieldRefusal, body: unknown): string {
  const object = objectAt(body, f.at);
  const key = f.field !== 'reference' ? v1Key(f) : V1_REFERENCE_KEYS.find((k) => object?.[k] != null) ?? V1_REFERENCE_KEYS[0];
  return f.at ? `${f.at}.${key}` : key;
}

function messageOf(f: FieldRefusal): string {
  switch (f.reason) {
    case 'unknown_reference': return REFERENCES[f.part] ?? REF_MESSAGES.v1Order;
    case 'required': return 'is required';
    case 'invalid_value': return f.problem ? valueWords(f.problem) : 'is not a value this field takes';
    // Relations are not v1's: its bodies cannot name one.
    default: return REF_MESSAGES.v1Order;
  }
}

export function v1OrderRefusalError(r: Refusal, request: FastifyRequest): ApiError {
  if (r.kind === 'missing') return notFound(r.part);
  const errors: FieldErrors = {};
  for (const f of r.fields) (errors[pathOf(f, request.body)] ??= []).push(messageOf(f));
  return invalidFields(errors);
}
