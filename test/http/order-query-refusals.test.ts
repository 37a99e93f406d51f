// The API's words for the order list's refusals of its query (src/http/order-query-refusals.ts): a 400 naming the
// parameter, inside `query` for a batch's, with the text the list gave when it threw them as errors
// (test/v2/orders/list, test/v2/orders/export.test.ts and test/v2/batches see them through the routes).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { orderQueryError, orderQueryRefusalError } from '../../src/http/order-query-refusals.ts';
import { OrderQueryRefusal, type OrderQueryRefusalData } from '../../src/orders/reading/query/refusals.ts';

const words = (field: string, message: string) => ({ status: 400, code: 'validation_failed', detail: `${field}: ${message}`, errors: { [field]: [message] } });

const WORDS: [OrderQueryRefusalData, ReturnType<typeof words>][] = [
  [{ reason: 'empty_exclusion', param: 'shipping_status__in', at: '' }, words('shipping_status__in', 'has an empty value after "!"')],
  [{ reason: 'not_allowed', param: 'billing_status__in', value: 'nope', allowed: ['paid', 'pending'], at: '' },
    words('billing_status__in', '"nope" is not one of: paid, pending')],
  [{ reason: 'unknown_relation_kind', param: 'relation__kind', allowed: ['return-child', 'split-child'], at: '' },
    words('relation__kind', 'must be one of: return-child, split-child (optionally prefixed with !)')],
  [{ reason: 'unknown_sort_key', param: 'order_by', key: 'nope', at: '' },
    words('order_by', '"nope" is not a sort key; see the list of keys in the API reference')],
  [{ reason: 'unknown_sort_key', param: 'order_by', key: 'nope', at: 'query' },
    words('query.order_by', '"nope" is not a sort key; see the list of keys in the API reference')],
  [{ reason: 'word_too_long', param: 'q', bytes: 3000, max: 2046, at: '' },
    words('q', 'has a word of 3000 bytes; words are indexed up to 2046 bytes, so no order can match it')],
  [{ reason: 'not_a_position', param: 'after', at: '' }, words('after', 'is not a position from a next link; leave it out to page by offset')],
  [{ reason: 'unknown_columns', param: 'columns', unknown: ['boxes.weight', 'x'], rows: 'orders', at: '' },
    words('columns', '"boxes.weight", "x" is not an order column (box and item columns need rows=items); see the list of columns in the API reference')],
  [{ reason: 'unknown_columns', param: 'columns', unknown: ['x'], rows: 'items', at: '' },
    words('columns', '"x" is not a column; see the list of columns in the API reference')],
];

describe('the API\'s words for the order query\'s refusals', () => {
  it('words each reason as a 400 naming the parameter, inside the field that holds the query', () => {
    for (const [refusal, expected] of WORDS) {
      const e = orderQueryRefusalError(refusal);
      assert.deepEqual({ status: e.status, code: e.code, detail: e.message, errors: e.errors }, expected, JSON.stringify(refusal));
    }
  });

  it('orderQueryError words an OrderQueryRefusal thrown, and no other error', () => {
    assert.equal(orderQueryError(new OrderQueryRefusal(WORDS[3][0]))?.message, WORDS[3][1].detail);
    assert.equal(orderQueryError(new Error('order_by')), null);
  });
});
