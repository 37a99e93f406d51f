/**
 * What the order list's query refuses, as data: which parameter (`param`), why, and the values behind it; `at` is
 * where the query sits in the caller's input ('' for the list's own query string, 'query' for a batch's `query`).
 * The list's readers (filters.ts, order-by.ts, search.ts, keyset.ts, and the export's `columns`) throw an
 * OrderQueryRefusal before any statement runs; each view words it (the API's words, a 400 naming the parameter:
 * src/http/order-query-refusals.ts, used by v2 and the console).
 */

export type OrderQueryRefusalReason =
  /** A value of a list filter (`billing_status__in`) is empty after its "!". */
  | { reason: 'empty_exclusion'; param: string }
  /** A value of a list filter is not one of the values it takes (`allowed`). */
  | { reason: 'not_allowed'; param: string; value: string; allowed: readonly string[] }
  /** `relation__kind` names no kind of relation (`allowed`, each optionally prefixed with !). */
  | { reason: 'unknown_relation_kind'; param: 'relation__kind'; allowed: readonly string[] }
  /** `order_by` names no sort key (`key`, without its direction). */
  | { reason: 'unknown_sort_key'; param: 'order_by'; key: string }
  /** A word of `q` is longer (`bytes`) than words are indexed (`max` bytes): no order can match it. */
  | { reason: 'word_too_long'; param: 'q'; bytes: number; max: number }
  /** `after` is not a position a `next` link made. */
  | { reason: 'not_a_position'; param: 'after' }
  /** The export's `columns` names columns it does not have (`unknown`) for its `rows`. */
  | { reason: 'unknown_columns'; param: 'columns'; unknown: string[]; rows: 'orders' | 'items' };

export type OrderQueryRefusalData = OrderQueryRefusalReason & {
  /** Where the query is in the caller's input: '' (the query string itself) or the field holding it ('query'). */
  at: string;
};

export class OrderQueryRefusal extends Error {
  constructor(readonly refusal: OrderQueryRefusalData) {
    super(`order query refused: ${refusal.at ? `${refusal.at}.` : ''}${refusal.param} ${refusal.reason}`);
    this.name = 'OrderQueryRefusal';
  }

  /** The same refusal of a query the caller's input holds in its field `at` (a batch's `query`). */
  within(at: string): OrderQueryRefusal {
    return new OrderQueryRefusal({ ...this.refusal, at });
  }
}

/** The list's own refusal of its query string. */
export const refuseQuery = (refusal: OrderQueryRefusalReason): OrderQueryRefusal => new OrderQueryRefusal({ ...refusal, at: '' });
