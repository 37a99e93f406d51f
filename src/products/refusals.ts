/**
 * What product writes refuse, as data (service.ts): a product's fields, as the field mechanism refused them. Nothing
 * is written. The views word it (the API's words: src/http/product-refusals.ts); the import says it in its report.
 */
import { Refusal, type FieldRules } from '../core/refusal.ts';

export type ProductRefusalReason = FieldRules;

export class ProductRefusal extends Refusal<ProductRefusalReason> {
  constructor(refusal: ProductRefusalReason) {
    super('product', refusal);
  }
}

export const refuseProduct = (refusal: ProductRefusalReason): ProductRefusal => new ProductRefusal(refusal);
