/**
 * What a batch item's failure says, from the shipping domain's structured refusal (src/shipping/refusals.ts). A
 * batch keeps each failure as a sentence (`batch_items.error`): the operator reads the same one from the API's
 * `errors/` list and the console, hours after the worker met it, so it is worded once, here, where it is recorded.
 */
import { formatMoney } from '../core/values/money.ts';
import type { ShippingRefusalReason } from '../shipping/refusals.ts';

const money = (m: { amount: string; currency: string }) => formatMoney(m.amount, m.currency);

/** A field problem of buying a label (one a refusal). */
function fieldMessage(r: Extract<ShippingRefusalReason, { kind: 'invalid' }>): string {
  const [problem] = r.fields;
  switch (problem!.reason) {
    case 'unknown_account': return 'the batch\'s carrier account is no longer one of the organization\'s: make a new batch';
    case 'unusable_account': return `the carrier account cannot be used: ${problem!.values?.detail}`;
    case 'unknown_service': return `the service is not one the account may use (${(problem!.values?.allowed as readonly string[]).join(', ')})`;
    case 'no_rate': return 'the carrier has no rate for this service and box: check the box\'s weight and the ship-to';
    case 'unknown_wallet': case 'wallet_currency': return 'the wallet sub-account cannot pay this postage';
    case 'unknown_box': case 'blank_code': return `refused: ${problem!.reason.replace(/_/g, ' ')}`;
  }
}

export function refusalMessage(r: ShippingRefusalReason): string {
  switch (r.kind) {
    case 'invalid': return fieldMessage(r);
    case 'carrier_refused': return `the carrier refused it${r.field ? ` (${r.field})` : ''}: ${r.detail}`;
    case 'carrier_unavailable': return `the carrier did not answer (${r.detail})`;
    case 'insufficient_funds': return `the wallet's balance (${money(r.balance)}) is less than the postage (${money(r.postage)})`;
    case 'label_exists': return 'the box has a label already: void it first, or leave it out of the batch';
    case 'purchase_in_progress': return 'the label is being bought by another request';
    case 'settled_meanwhile': return 'the purchase was settled as failed while the carrier answered; nothing was charged: retry';
    default: return `refused: ${r.kind.replace(/_/g, ' ')}`;
  }
}
