/**
 * The console's words for what buying or voiding a label refuses (src/shipping/refusals.ts), shown on its error
 * page (src/console/errors.ts) and the pack page: what happened and what to do on the order's page, not API fields.
 * The shipping domain's other refusals (a box not there, the pack station's) keep the API's words
 * (src/http/shipping-refusals.ts).
 */
import { ApiError, conflict } from '../../core/errors.ts';
import type { ShippingRefusalReason } from '../../shipping/refusals.ts';
import { shippingRefusalError } from '../../http/shipping-refusals.ts';

const bad = (text: string) => new ApiError('bad_request', text);

/** The console's words of a label's field problem (one a refusal); null for a field the console has no words of its own for. */
function fieldWords(r: Extract<ShippingRefusalReason, { kind: 'invalid' }>): ApiError | null {
  const [problem] = r.fields;
  switch (problem?.reason) {
    case 'unknown_account': case 'unknown_wallet': return bad('That rate is no longer offered: reload the order and pick another.');
    case 'unusable_account': return bad(`The carrier said: ${problem.values?.detail}`);
    case 'unknown_service': case 'no_rate': return bad('The carrier no longer offers that service for this box: reload the order and pick another rate.');
    case 'wallet_currency': return new ApiError('payment_required', 'The wallet cannot pay this postage; nothing was bought.');
    default: return null;
  }
}

export function consoleShippingWords(r: ShippingRefusalReason): ApiError {
  switch (r.kind) {
    case 'invalid': return fieldWords(r) ?? shippingRefusalError(r);
    case 'void_refused': case 'carrier_refused': return bad(`The carrier said: ${r.detail}`);
    case 'insufficient_funds': return new ApiError('payment_required', 'The wallet cannot pay this postage; nothing was bought.');
    case 'carrier_unavailable': return new ApiError('carrier_unavailable', 'The carrier did not answer. Boxline will find out whether the label was bought: reload the order in a minute.');
    case 'label_exists': case 'purchase_in_progress': case 'settled_meanwhile':
      return conflict('This box\'s label changed meanwhile: reload the order to see it.');
    case 'nothing_to_void': return conflict('This box has no label to void.');
    case 'manifested': return conflict('This label was handed to the carrier in an end-of-day manifest: void it with the carrier directly.');
    case 'account_deleted': return conflict('The carrier account of this label is deleted: void the label with the carrier directly.');
    case 'no_credential_key': return conflict('This server cannot keep carrier credentials: it has no at-rest key.');
    default: return shippingRefusalError(r);
  }
}
