/**
 * The API's words for what a batch refuses (src/batches/refusals.ts): 400 naming the field, 404 for a batch not
 * there, 409 for a state that forbids it. v2 and the console meet them (src/http/domain-refusals.ts).
 */
import { conflict, type ApiError } from '../core/errors.ts';
import type { FieldProblem } from '../core/refusal.ts';
import { BatchRefusal, type BatchInvalidReason, type BatchRefusalReason } from '../batches/refusals.ts';
import { invalidError, missingError, NOT_AN_ACCOUNT_OF_THE_ORG } from './refusal-words.ts';

function message({ reason, values = {} }: FieldProblem<BatchInvalidReason>): string {
  switch (reason) {
    case 'zpl_not_letter': return 'must be 4x6 with format zpl (letter pages are PDF only)';
    case 'account_required': return `is required unless service is "${values.cheapest}"`;
    case 'no_carrier_account': return 'the organization has no carrier account: create one (POST .../carrier-accounts/) first';
    case 'unknown_account': return NOT_AN_ACCOUNT_OF_THE_ORG;
    case 'unusable_account': return String(values.detail);
    case 'unknown_service': return `must be "${values.cheapest}" or one of this account's services: ${(values.allowed as readonly string[]).join(', ')}`;
    case 'no_orders': return 'must name at least one order';
    case 'unknown_order': return 'must be the url of an order of this organization';
    case 'action_unavailable': return `${values.action} batches are not available in this version yet (only labels)`;
    case 'selects_none': return 'selects no order: check its filters with GET .../orders/?<query>';
    case 'too_many': return `selects more than ${values.max} orders: narrow it, or make several batches`;
  }
}

export function batchRefusalError(r: BatchRefusalReason): ApiError {
  switch (r.kind) {
    case 'missing': return missingError(r, { batch: 'batch' });
    case 'invalid': return invalidError(r, message);
    case 'batch_running': return conflict('The batch is still running: retry its failures once it has ended.');
    case 'no_failures': return conflict('The batch has no failures to retry.');
    case 'not_written': return conflict('The batch could not be written; retry.');
  }
}

/** The words of a batch's refusal; null for any other error. */
export const batchError = (error: unknown): ApiError | null => (error instanceof BatchRefusal ? batchRefusalError(error.refusal) : null);
