/**
 * Rates for an order's boxes from every account named (DECISIONS section 12): each account and box asked in
 * parallel, outside any transaction; an account that fails gives a message, never an error of the whole answer.
 * Results are cheapest first (ties: account, box, service).
 */
import type { FieldProblem } from '../core/refusal.ts';
import { compareDecimals } from '../core/values/decimal.ts';
import { CarrierError } from '../carriers/types.ts';
import { CarrierRefusal, type Rate } from '../carriers/shipping-types.ts';
import { selectCarrierAccounts, type CarrierAccountRow } from './accounts/queries.ts';
import { adapterOf, type ShippingDeps } from './deps.ts';
import { orderForShipping, shipmentOf } from './shipment.ts';
import { refuse, type ShippingInvalidReason } from './refusals.ts';

export interface RateResult extends Rate {
  accountId: number;
  carrier: string;
  boxId: number;
}

export interface RateAnswer {
  results: RateResult[];
  messages: { accountId: number; boxId: number | null; message: string }[];
}

/** What a carrier's failure says to the user. */
export function carrierMessage(err: unknown): string {
  if (err instanceof CarrierRefusal) return err.message;
  if (err instanceof CarrierError) return `The carrier did not answer usefully (${err.kind}): ${err.message}`;
  throw err;
}

/**
 * `boxIds`/`accountIds` null: every box of the order, every account of the organization. A box or account named
 * that is not one of them is refused (`invalid`) at its index (`boxes[1]`, `carrier_accounts[0]`).
 */
export async function rateOrder(deps: ShippingDeps, orgId: number, orderId: number,
  pick: { boxIds: (number | null)[] | null; accountIds: (number | null)[] | null }): Promise<RateAnswer> {
  const wantedBoxes = pick.boxIds?.filter((b): b is number => b !== null) ?? null;
  const wantedAccounts = pick.accountIds?.filter((a): a is number => a !== null) ?? null;
  const [order, accounts] = await Promise.all([
    orderForShipping(deps.db, orgId, orderId, wantedBoxes),
    selectCarrierAccounts(deps.db, orgId, wantedAccounts),
  ]);
  if (!order) throw refuse({ kind: 'missing', what: 'order' });
  const problems: FieldProblem<ShippingInvalidReason>[] = [];
  pick.boxIds?.forEach((id, i) => {
    if (id === null || !order.boxes.some((b) => b.id === id)) problems.push({ path: `boxes[${i}]`, reason: 'unknown_box' });
  });
  pick.accountIds?.forEach((id, i) => {
    if (id === null || !accounts.some((a) => a.id === id)) problems.push({ path: `carrier_accounts[${i}]`, reason: 'unknown_account' });
  });
  if (problems.length) throw refuse({ kind: 'invalid', fields: problems });

  const answer: RateAnswer = { results: [], messages: [] };
  await Promise.all(accounts.map(async (account: CarrierAccountRow) => {
    let adapter;
    try {
      adapter = adapterOf(deps, account);
    } catch (err) {
      answer.messages.push({ accountId: account.id, boxId: null, message: carrierMessage(err) });
      return;
    }
    await Promise.all(order.boxes.map(async (box) => {
      try {
        const rates = await adapter.rates(shipmentOf(order, box.parcel), account.services);
        answer.results.push(...rates.map((r) => ({ ...r, accountId: account.id, carrier: account.carrier, boxId: box.id })));
      } catch (err) {
        answer.messages.push({ accountId: account.id, boxId: box.id, message: carrierMessage(err) });
      }
    }));
  }));
  answer.results.sort((a, b) => compareDecimals(a.amount.amount, b.amount.amount) || a.accountId - b.accountId || a.boxId - b.boxId
    || a.service.localeCompare(b.service));
  answer.messages.sort((a, b) => a.accountId - b.accountId || (a.boxId ?? 0) - (b.boxId ?? 0));
  return answer;
}
