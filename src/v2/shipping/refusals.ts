/**
 * The v2 API's words for what the shipping domain refuses (src/shipping/refusals.ts): a 400 naming the field to fix,
 * 402 for postage the wallet cannot pay, 409 for a state that forbids it, 502 for a carrier that did not answer.
 * src/v2/index.ts hands them to the error handler, which words every ShippingRefusal a v2 route meets.
 */
import { ApiError, conflict, invalidField } from '../../core/errors.ts';
import { encodeId } from '../../core/ids.ts';
import { formatMoney } from '../../core/values/money.ts';
import type { Refusal } from '../../shipping/refusals.ts';

const money = (m: { amount: string; currency: string }) => formatMoney(m.amount, m.currency);

export function refusalError(r: Refusal): ApiError {
  switch (r.reason) {
    case 'unknown_account': return invalidField('carrier_account', 'must be the url of a carrier account of this organization');
    case 'unusable_account': return invalidField('carrier_account', r.detail);
    case 'unknown_service': return invalidField('service', `must be one of this account's services: ${r.allowed.join(', ')}`);
    case 'no_rate': return invalidField('service', 'the carrier has no rate for this service and box');
    case 'carrier_refused': return invalidField(r.field ?? 'carrier_account', r.detail);
    case 'carrier_unavailable':
      return new ApiError('carrier_unavailable', `The carrier did not answer (${r.detail}); the worker will find out whether the label was bought.`);
    case 'unknown_wallet': return invalidField('wallet_subaccount', 'must be the url of a wallet sub-account of this organization');
    case 'wallet_currency': return invalidField('wallet_subaccount', `holds ${r.held}; the postage is in ${r.postage}`);
    case 'insufficient_funds': {
      const short = `The wallet sub-account's balance (${money(r.balance)}) is less than the postage (${money(r.postage)})`;
      const why = r.refill === 'none' ? ' and it has no automatic refill' : r.refill === 'declined' ? ' and its automatic refill was declined' : ', even after its automatic refill';
      return new ApiError('payment_required', `${short}${why}; nothing was bought.`);
    }
    case 'label_exists': return conflict('This box has a label already: void it (DELETE .../label/) before buying another.');
    case 'purchase_in_progress': return conflict('This label is still being bought; retry in a moment.');
    case 'settled_meanwhile':
      return conflict('The purchase was settled as failed while the carrier answered; its label was voided and nothing was charged. Retry.');
    case 'nothing_to_void': return conflict(`This box has no purchased label to void (the latest is ${r.status ?? 'none'}).`);
    case 'manifested':
      return conflict(`This label is in manifest ${encodeId(r.manifestId)}: it was handed to the carrier with it. Void it with the carrier directly.`);
    case 'account_deleted': return conflict('The carrier account this label was bought with is deleted: void it with the carrier directly.');
    case 'void_refused': return conflict(`The carrier refused to void the label: ${r.detail}`);
    case 'no_credential_key':
      return conflict('Credentials cannot be stored: this server has no at-rest key (set WALLET_TOKEN_KEY, or let the server create its key file).');
  }
}
