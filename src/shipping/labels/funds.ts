/**
 * Postage paid from a wallet sub-account, so that two purchases at once never overdraw it and none is charged twice:
 * 1. `ensureFunds`, before anything is recorded: the carrier's quote for the service; when the balance is short, the
 *    sub-account's automatic refill (wallet_auto_refill_amount, charged to its card through the ledger's refill,
 *    src/money/ledger/refill.ts) is made once; no refill set, or still short, or the card declined: refused (402).
 * 2. `holdPostage`, in the transaction that records the purchase pending: the quoted postage is charged (a `charge` of
 *    kind `postage`) under the head's lock, checked against the balance there; a purchase that lost the race to
 *    another is refused (402) and records nothing. The charge is the hold: it is on the ledger while the carrier is
 *    called, so no other purchase can spend the same money.
 * 3. `releasePostage`, when nothing was bought (the carrier refused, the label was voided as unrecordable, recovery
 *    found none) or the label is voided: the charge is voided (the refund), in the transaction that says so.
 * 4. `settlePostage`, when the label is recorded at another amount than quoted: the hold is voided and the label's
 *    amount charged, in the transaction that records the label; owed whatever the balance (the label is bought).
 */
import { compareDecimals } from '../../core/values/decimal.ts';
import type { Queryable } from '../../db/database.ts';
import { append, LedgerRefusal, ledgerAmount, readHead, refill, voidTransaction, WALLET_LEDGER, type WalletKey } from '../../money/ledger/index.ts';
import { CarrierRefusal, type Money, type ShipmentRequest, type ShippingAdapter } from '../../carriers/shipping-types.ts';
import type { ShippingDeps } from '../deps.ts';
import { invalidOne } from '../../core/refusal.ts';
import { refuse } from '../refusals.ts';

/** The quoted postage, once the sub-account can pay it (refilled automatically when it is short and may be). */
export async function ensureFunds(deps: ShippingDeps, key: WalletKey, adapter: ShippingAdapter, shipment: ShipmentRequest, service: string,
  purchaseKey: string): Promise<Money> {
  const head = await readHead(deps.db, WALLET_LEDGER, key, false);
  if (!head) throw refuse(invalidOne('wallet_subaccount', 'unknown_wallet'));
  let quote;
  try {
    quote = (await adapter.rates(shipment, [service])).find((r) => r.service === service);
  } catch (err) {
    if (err instanceof CarrierRefusal) throw refuse({ kind: 'carrier_refused', field: err.field ?? 'service', detail: err.message });
    throw err;
  }
  if (!quote) throw refuse(invalidOne('service', 'no_rate'));
  const postage = quote.amount;
  if (head.currency !== null && head.currency !== postage.currency) throw refuse(invalidOne('wallet_subaccount', 'wallet_currency', { held: head.currency, postage: postage.currency }));
  if (compareDecimals(head.balance, postage.amount) >= 0) return postage;
  const balance = { amount: head.balance, currency: head.currency ?? postage.currency };
  const { refillAmount, refillAmountCurrency, card } = head.extra;
  if (refillAmount === null || refillAmountCurrency !== postage.currency || card === null) {
    throw refuse({ kind: 'insufficient_funds', balance, postage, refill: 'none' });
  }
  try {
    await refill(deps.db, deps.processor, WALLET_LEDGER, key, {
      amount: ledgerAmount('wallet', 'wallet_auto_refill_amount', { amount: refillAmount, currency: postage.currency }), expected: head.headId, kind: 'auto_refill', card,
      idempotencyKey: `postage:${purchaseKey}`, description: `Wallet auto-refill of sub-account ${key.subaccountId} for postage`,
    });
  } catch (err) {
    if (err instanceof LedgerRefusal && err.refusal.kind === 'card_declined') throw refuse({ kind: 'insufficient_funds', balance, postage, refill: 'declined' });
    throw err;
  }
  const after = await readHead(deps.db, WALLET_LEDGER, key, false);
  if (!after || compareDecimals(after.balance, postage.amount) < 0) {
    throw refuse({ kind: 'insufficient_funds', balance: { ...balance, amount: after?.balance ?? balance.amount }, postage, refill: 'made' });
  }
  return postage;
}

/** Charges the quoted postage under the head's lock (the hold); refused when the balance cannot pay it now. Its id. */
export async function holdPostage(tx: Queryable, key: WalletKey, postage: Money, box: { orderId: number; boxId: number }): Promise<number> {
  const head = await readHead(tx, WALLET_LEDGER, key, true);
  if (!head) throw refuse(invalidOne('wallet_subaccount', 'unknown_wallet'));
  if (compareDecimals(head.balance, postage.amount) < 0) {
    throw refuse({ kind: 'insufficient_funds', balance: { amount: head.balance, currency: head.currency ?? postage.currency }, postage, refill: 'made' });
  }
  const charged = await append(tx, WALLET_LEDGER, key, {
    type: 'charge', kind: 'postage', amount: `-${postage.amount}`, currency: postage.currency, orderId: box.orderId, boxId: box.boxId,
  });
  return charged.id;
}

/** Voids the postage charged for a purchase (a hold released, or a voided label's refund); the void's id. */
export function releasePostage(tx: Queryable, key: WalletKey, walletTransactionId: number): Promise<number> {
  return voidTransaction(tx, WALLET_LEDGER, key, walletTransactionId);
}

/** The charge for the label as bought: the hold when the amounts agree, else the hold voided and the label's amount charged. */
export async function settlePostage(tx: Queryable, key: WalletKey, held: number | null, bought: Money, box: { orderId: number; boxId: number },
  quoted: Money | null): Promise<number> {
  if (held !== null && quoted !== null && quoted.currency === bought.currency && compareDecimals(quoted.amount, bought.amount) === 0) return held;
  if (held !== null) await releasePostage(tx, key, held);
  const charged = await append(tx, WALLET_LEDGER, key, {
    type: 'charge', kind: 'postage', amount: `-${bought.amount}`, currency: bought.currency, orderId: box.orderId, boxId: box.boxId,
    // The label is bought: its postage is owed whatever a card refill holding the head is doing (as a recovered refill is).
  }, { recovering: true });
  return charged.id;
}
