/**
 * The v2 API's words for what the order writer refuses (src/orders/writing/refusals.ts): a 400 naming each field at the
 * path the client sent it (a part's reference is its `url`, a relation's its `order`), or the 404 of what the
 * command names.
 */
import { invalidFields, notFound, type ApiError, type FieldErrors } from '../../core/errors.ts';
import { valueWords } from '../../http/value-words.ts';
import { REF_MESSAGES } from '../../http/refs.ts';
import type { FieldRefusal, OrderPart, Refusal } from '../../orders/writing/refusals.ts';

const REFERENCES: Record<OrderPart, string> = {
  order: REF_MESSAGES.order, box: REF_MESSAGES.box, item: REF_MESSAGES.item, note: REF_MESSAGES.orderNote, relation: REF_MESSAGES.order,
};

/** The body path of a refused field: `boxes[0].url`, `relations[1].order`, `billing.bill_to.city`. */
function pathOf(f: FieldRefusal): string {
  const key = f.field === 'reference' ? (f.part === 'relation' ? 'order' : 'url') : f.field;
  return f.at ? `${f.at}.${key}` : key;
}

function messageOf(f: FieldRefusal): string {
  switch (f.reason) {
    case 'unknown_reference': return f.field === 'packaging' ? REF_MESSAGES.packaging : REFERENCES[f.part];
    case 'no_such_order': return 'no such order in this organization';
    case 'self_relation': return 'an order cannot be related to itself';
    case 'duplicate_relation': return 'this order is already related';
    case 'required': return 'is required';
    case 'invalid_value': return f.problem ? valueWords(f.problem) : 'is not a value this field takes';
  }
}

export function orderRefusalError(r: Refusal): ApiError {
  if (r.kind === 'missing') return notFound(r.part);
  const errors: FieldErrors = {};
  for (const f of r.fields) (errors[pathOf(f)] ??= []).push(messageOf(f));
  return invalidFields(errors);
}
