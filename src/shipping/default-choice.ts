/**
 * The organization's default shipping choice for a box (issue 50): its default carrier account (`is_default`) with
 * that account's `default_service`, or, without a default service, the account's cheapest rate for the box; without
 * a default account, the cheapest rate of every account, chosen by chooseRate as a batch's `cheapest` is. Rates are
 * asked outside any transaction (rates.ts).
 */
import { selectCarrierAccounts } from './accounts/queries.ts';
import type { ShippingDeps } from './deps.ts';
import { chooseRate } from './choose-rate.ts';
import { refuse } from './refusals.ts';

export interface ShippingChoice {
  accountId: number;
  service: string;
}

export async function defaultShippingChoice(deps: ShippingDeps, orgId: number, orderId: number, boxId: number): Promise<ShippingChoice> {
  const accounts = await selectCarrierAccounts(deps.db, orgId, null);
  if (accounts.length === 0) throw refuse({ kind: 'no_carrier_account' });
  const chosen = accounts.find((a) => a.is_default) ?? null;
  if (chosen?.default_service) return { accountId: chosen.id, service: chosen.default_service };
  const choice = await chooseRate(deps, orgId, orderId, boxId, chosen ? [chosen.id] : null);
  if (choice.rate) return { accountId: choice.rate.accountId, service: choice.rate.service };
  throw refuse({ kind: 'no_rate_for_box', rule: { defaultAccount: chosen?.name ?? null }, messages: choice.messages });
}
