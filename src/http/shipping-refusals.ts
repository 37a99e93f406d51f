/**
 * The API's words for what the shipping domain refuses (src/shipping/refusals.ts): a 400 naming the field to fix, 404
 * for what a path names that is not there, 402 for postage the wallet cannot pay, 409 for a state that forbids it, 502
 * for a carrier that did not answer. v2 and v1 meet them through src/http/domain-refusals.ts; the console has its own
 * words for buying and voiding a label (src/console/orders/label-refusals.ts) and these for the rest.
 */
import { ApiError, conflict, invalidFields, type FieldErrors } from '../core/errors.ts';
import { valueErrors } from './value-words.ts';
import type { FieldProblem } from '../core/refusal.ts';
import { encodeId } from '../core/ids.ts';
import { formatMoney } from '../core/values/money.ts';
import { ShippingRefusal, type AccountInvalidReason, type ShippingInvalidReason, type ShippingRefusalReason } from '../shipping/refusals.ts';
import { invalidError, missingError, NOT_AN_ACCOUNT_OF_THE_ORG } from './refusal-words.ts';

const money = (m: { amount: string; currency: string }) => formatMoney(m.amount, m.currency);
const list = (values: FieldProblem<string>['values'], key: string) => (values?.[key] as readonly string[]).join(', ');

function message({ reason, values }: FieldProblem<ShippingInvalidReason>): string {
  switch (reason) {
    case 'unknown_account': return NOT_AN_ACCOUNT_OF_THE_ORG;
    case 'unusable_account': return String(values?.detail);
    case 'unknown_service': return `must be one of this account's services: ${list(values, 'allowed')}`;
    case 'no_rate': return 'the carrier has no rate for this service and box';
    case 'unknown_wallet': return 'must be the url of a wallet sub-account of this organization';
    case 'wallet_currency': return `holds ${values?.held}; the postage is in ${values?.postage}`;
    case 'unknown_box': return 'must be the url of a box of this order';
    case 'blank_code': return values?.scan === 'slip' ? 'Scan a packing slip or type the order id.' : 'Scan an item or type its part number.';
  }
}

function accountMessage({ reason, values }: FieldProblem<AccountInvalidReason>): string {
  switch (reason) {
    case 'carrier_unchangeable': return 'cannot be changed: create another account';
    case 'unknown_services':
      return `${(values?.bad as readonly string[]).map((b) => `"${b}"`).join(', ')} is not a service of ${values?.carrier}: use ${list(values, 'known')}`;
    case 'rate_sheet_not_sandbox': return 'only a sandbox account has a rate sheet';
    case 'bad_rate_sheet': return String(values?.detail);
    case 'unknown_default_service': return `"${values?.value}" is not a service of this account: use ${list(values, 'allowed')}, or null for the cheapest`;
    case 'bad_credentials': return `${values?.detail} for a ${values?.carrier} account`;
    case 'too_many_credentials': return `may hold at most ${values?.max} values`;
  }
}

/** One 400 of a carrier account's body: a change of carrier first, then the fields in the order they were checked. */
function accountFieldsError(r: Extract<ShippingRefusalReason, { kind: 'account_fields' }>): ApiError {
  const errors: FieldErrors = {};
  for (const p of r.fields) if (p.path === 'carrier') errors[p.path] = [accountMessage(p)];
  Object.assign(errors, valueErrors(r.errors));
  for (const p of r.fields) if (p.path !== 'carrier') errors[p.path] = [accountMessage(p)];
  return invalidFields(errors);
}

export function shippingRefusalError(r: ShippingRefusalReason): ApiError {
  switch (r.kind) {
    case 'missing': return missingError(r, { order: 'order', box: 'box', label: 'label', carrier_account: 'carrier account' });
    case 'invalid': return invalidError(r, message);
    case 'account_fields': return accountFieldsError(r);
    case 'carrier_refused': return invalidFields({ [r.field ?? 'carrier_account']: [r.detail] });
    case 'carrier_unavailable':
      return new ApiError('carrier_unavailable', `The carrier did not answer (${r.detail}); the worker will find out whether the label was bought.`);
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
    case 'account_in_use': return conflict('A label purchase with this account is still being completed; retry in a minute.');
    case 'no_carrier_account': return conflict('The organization has no carrier account: add one (and make it the default) before buying labels.');
    case 'no_rate_for_box': {
      const rule = 'batchId' in r.rule ? ` (the cheapest rate of batch ${encodeId(r.rule.batchId)}, whose order this is)`
        : r.rule.defaultAccount !== null ? ` (default account: ${r.rule.defaultAccount})` : '';
      const why = r.messages.join(' ');
      return conflict(`No carrier account gave a rate for this box${rule}.${why ? ` ${why}` : ''}`);
    }
    case 'box_closed':
      return conflict(r.attempt === 'restart' ? 'This box is closed: its label is bought. Void the label first to pack it again.' : 'This box has a label already.');
    case 'units_to_scan': return conflict(`${r.missing} ${r.missing === 1 ? 'unit is' : 'units are'} still to scan into this box.`);
  }
}

/** The words of a shipping refusal; null for any other error. */
export const shippingError = (error: unknown): ApiError | null => (error instanceof ShippingRefusal ? shippingRefusalError(error.refusal) : null);
