/**
 * The v1 API's words for what the order writer refuses (src/orders/refusals.ts): a part's reference under the key
 * its client named it with (`boxes[0].resource_uri` or `boxes[0].id`, read from the request's own body), other
 * fields at their path, and the 404 of what the command names.
 */
import type { FastifyRequest } from 'fastify';
import { invalidFields, notFound, type ApiError, type FieldErrors } from '../../core/errors.ts';
import { REF_MESSAGES } from '../../core/refs.ts';
import type { FieldRefusal, Refusal } from '../../orders/refusals.ts';
import { V1_REFERENCE_KEYS } from './refs.ts';

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
  const key = f.field !== 'reference' ? f.field : V1_REFERENCE_KEYS.find((k) => object?.[k] != null) ?? V1_REFERENCE_KEYS[0];
  return f.at ? `${f.at}.${key}` : key;
}

function messageOf(f: FieldRefusal): string {
  switch (f.reason) {
    case 'unknown_reference': return REFERENCES[f.part] ?? REF_MESSAGES.v1Order;
    case 'required': return 'is required';
    case 'invalid_value': return f.detail ?? 'is not a value this field takes';
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
