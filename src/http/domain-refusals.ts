/**
 * The API's words for every refusal thrown as data (REFUSING_AS_DATA in eslint.config.js: the folders below the views,
 * and auth/, orgs/, uploads/), but the order writer's, which each view words itself (src/v2/orders/refusals.ts,
 * src/v1/orders/refusals.ts, src/console/orders/), and the import's own (src/import/refusal-words.ts): v2's
 * `wordRefusal` (src/v2/index.ts), v1's (src/v1/index.ts), the console's error pages (src/console/errors.ts) and the
 * import's report (src/import/validate.ts) ask it. The console words buying and voiding a label its own way first
 * (src/console/orders/label-refusals.ts). The field mechanism's refusal of values (a FieldRulesRefusal, thrown by
 * columnsOf when its caller collects nothing) is worded by value-words.ts.
 */
import type { ApiError } from '../core/errors.ts';
import { moneyRefusalError } from './money-refusals.ts';
import { orderQueryError } from './order-query-refusals.ts';
import { manifestError } from './manifest-refusals.ts';
import { batchError } from './batch-refusals.ts';
import { productError } from './product-refusals.ts';
import { contactError } from './contact-refusals.ts';
import { shippingError } from './shipping-refusals.ts';
import { authError } from './auth-refusals.ts';
import { uploadError } from './upload-refusals.ts';
import { fieldRulesRefusalError } from './value-words.ts';

/** The words of a refusal below the views; null for any other error. */
export const domainRefusalError = (error: unknown): ApiError | null =>
  moneyRefusalError(error) ?? orderQueryError(error) ?? manifestError(error) ?? batchError(error) ?? productError(error) ?? contactError(error)
  ?? shippingError(error) ?? authError(error) ?? uploadError(error) ?? fieldRulesRefusalError(error);
