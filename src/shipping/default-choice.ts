/**
 * The organization's default shipping choice for a box (issue 50): its default carrier account (`is_default`) with
 * that account's `default_service`, or, without a default service, the account's cheapest rate for the box; without
 * a default account, the cheapest rate of every account, chosen by chooseRate as a batch's `cheapest` is. Rates are
 * asked outside any transaction (rates.ts).
 */
import { conflict } from '../core/errors.ts';
import { selectCarrierAccounts } from './accounts/queries.ts';
import type { ShippingDeps } from './deps.ts';
import { chooseRate } from './choose-rate.ts';

export interface ShippingChoice {
  accountId: number;
  service: string;
}

export async function defaultShippingChoice(deps: ShippingDeps, orgId: number, orderId: number, boxId: number): Promise<ShippingChoice> {
  const accounts = await selectCarrierAccounts(deps.db, orgId, null);
  if (accounts.length === 0) throw conflict('The organization has no carrier account: add one (and make it the default) before buying labels.');
  const chosen = accounts.find((a) => a.is_default) ?? null;
  if (chosen?.default_service) return { accountId: chosen.id, service: chosen.default_service };
  const choice = await chooseRate(deps, orgId, orderId, boxId, chosen ? [chosen.id] : null);
  if (choice.rate) return { accountId: choice.rate.accountId, service: choice.rate.service };
  const why = choice.messages.join(' ');
  throw conflict(`No carrier account gave a rate for this box${chosen ? ` (default account: ${chosen.name})` : ''}.${why ? ` ${why}` : ''}`);
}
