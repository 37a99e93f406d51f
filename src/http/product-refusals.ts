/** The API's words for what product writes refuse (src/products/refusals.ts): a 400 naming each field. */
import type { ApiError } from '../core/errors.ts';
import { ProductRefusal, type ProductRefusalReason } from '../products/refusals.ts';
import { fieldRulesError } from './refusal-words.ts';

export function productRefusalError(r: ProductRefusalReason): ApiError {
  switch (r.kind) {
    case 'field_rules': return fieldRulesError(r);
  }
}

/** The words of a product's refusal; null for any other error. */
export const productError = (error: unknown): ApiError | null => (error instanceof ProductRefusal ? productRefusalError(error.refusal) : null);
