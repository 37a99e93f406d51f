/**
 * The postage must be covered before a label is bought with a wallet sub-account: its balance is read, and when it
 * is short the sub-account's automatic refill (wallet_auto_refill_amount, charged to its card through the ledger's
 * refill, src/money/ledger/refill.ts) is made once; still short, or no refill set, or the card declined: 402 and nothing
 * is bought. The charge itself is appended with the label (complete.ts).
 */
import { ApiError, invalidField } from '../../core/errors.ts';
import { compareDecimals } from '../../core/values/decimal.ts';
import { formatMoney } from '../../core/values/money.ts';
import { parseAmount, readHead, refill, WALLET_LEDGER, type WalletKey } from '../../money/ledger/index.ts';
import type { ShipmentRequest, ShippingAdapter } from '../../carriers/shipping-types.ts';
import { CarrierRefusal } from '../../carriers/shipping-types.ts';
import type { ShippingDeps } from '../deps.ts';

export async function ensureFunds(deps: ShippingDeps, key: WalletKey, adapter: ShippingAdapter, shipment: ShipmentRequest, service: string,
  purchaseKey: string): Promise<void> {
  const head = await readHead(deps.db, WALLET_LEDGER, key, false);
  if (!head) throw invalidField('wallet_subaccount', 'must be the url of a wallet sub-account of this organization');
  let quote;
  try {
    quote = (await adapter.rates(shipment, [service])).find((r) => r.service === service);
  } catch (err) {
    if (err instanceof CarrierRefusal) throw invalidField(err.field ?? 'service', err.message);
    throw err;
  }
  if (!quote) throw invalidField('service', 'the carrier has no rate for this service and box');
  const { amount, currency } = quote.amount;
  if (head.currency !== null && head.currency !== currency) {
    throw invalidField('wallet_subaccount', `holds ${head.currency}; the postage is in ${currency}`);
  }
  if (compareDecimals(head.balance, amount) >= 0) return;
  const short = `The wallet sub-account's balance (${formatMoney(head.balance, head.currency ?? currency)}) is less than the postage (${formatMoney(amount, currency)})`;
  const { refillAmount, refillAmountCurrency, card } = head.extra;
  if (refillAmount === null || refillAmountCurrency !== currency || card === null) {
    throw new ApiError('payment_required', `${short} and it has no automatic refill; nothing was bought.`);
  }
  await refill(deps.db, deps.processor, WALLET_LEDGER, key, {
    amount: parseAmount('wallet_auto_refill_amount', `${refillAmount} ${currency}`), expected: head.headId, kind: 'auto_refill', card,
    idempotencyKey: `postage:${purchaseKey}`, description: `Wallet auto-refill of sub-account ${key.subaccountId} for postage`,
  });
  const after = await readHead(deps.db, WALLET_LEDGER, key, false);
  if (!after || compareDecimals(after.balance, amount) < 0) {
    throw new ApiError('payment_required', `${short}, even after its automatic refill; nothing was bought.`);
  }
}
