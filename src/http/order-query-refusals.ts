/**
 * The API's words for what the order list's query refuses (src/orders/reading/query/refusals.ts): a 400 naming the
 * parameter, inside the field that holds the query when it is in a body (`query.order_by` of a batch). The list, its
 * export and a batch's `query` answer the same, in v2 (its `wordRefusal`, src/v2/index.ts) and the console.
 */
import { invalidField, type ApiError } from '../core/errors.ts';
import { OrderQueryRefusal, type OrderQueryRefusalData } from '../orders/reading/query/refusals.ts';

function messageOf(r: OrderQueryRefusalData): string {
  switch (r.reason) {
    case 'empty_exclusion': return 'has an empty value after "!"';
    case 'not_allowed': return `"${r.value}" is not one of: ${r.allowed.join(', ')}`;
    case 'unknown_relation_kind': return `must be one of: ${r.allowed.join(', ')} (optionally prefixed with !)`;
    case 'unknown_sort_key': return `"${r.key}" is not a sort key; see the list of keys in the API reference`;
    case 'word_too_long': return `has a word of ${r.bytes} bytes; words are indexed up to ${r.max} bytes, so no order can match it`;
    case 'not_a_position': return 'is not a position from a next link; leave it out to page by offset';
    case 'unknown_columns': {
      const which = r.rows === 'orders' ? 'an order column (box and item columns need rows=items)' : 'a column';
      return `${r.unknown.map((c) => JSON.stringify(c)).join(', ')} is not ${which}; see the list of columns in the API reference`;
    }
  }
}

export function orderQueryRefusalError(r: OrderQueryRefusalData): ApiError {
  return invalidField(r.at ? `${r.at}.${r.param}` : r.param, messageOf(r));
}

/** The words of the order query's refusal; null for any other error. */
export const orderQueryError = (error: unknown): ApiError | null =>
  (error instanceof OrderQueryRefusal ? orderQueryRefusalError(error.refusal) : null);
