/** The one check of a refusal thrown as data (src/core/refusal.ts), for the tests that call the domain directly. */
import assert from 'node:assert/strict';

/**
 * For assert.rejects or assert.throws: the error is a `type` (ShippingRefusal, LedgerRefusal, ...) whose refusal data
 * is exactly `expected`.
 */
export const isRefusal = <R>(type: abstract new (...args: never[]) => { readonly refusal: R }, expected: R) => (err: unknown): true => {
  assert.ok(err instanceof type, `a ${type.name}, not ${String(err)}`);
  assert.deepEqual(err.refusal, expected);
  return true;
};
