/**
 * The organization's default shipping choice for a box (issue 50): its default carrier account (`is_default`) with
 * that account's `default_service`, or, without a default service, the account's cheapest rate for the box; without
 * a default account, the cheapest rate of every account. Rates are asked outside any transaction (rates.ts).
 */
import { conflict } from '../core/errors.ts';
import { selectCarrierAccounts } from './accounts/queries.ts';
import type { ShippingDeps } from './deps.ts';
import { rateOrder } from './rates.ts';

export interface ShippingChoice {
  accountId: number;
  service: string;
}

export async function defaultShippingChoice(deps: ShippingDeps, orgId: number, orderId: number, boxId: number): Promise<ShippingChoice> {
  const accounts = await selectCarrierAccounts(deps.db, orgId, null);
  if (accounts.length === 0) throw conflict('The organization has no carrier account: add one (and make it the default) before buying labels.');
  const chosen = accounts.find((a) => a.is_default) ?? null;
  if (chosen?.default_service) return { accountId: chosen.id, service: chosen.default_service };
  const rates = await rateOrder(deps, orgId, orderId, { boxIds: [boxId], accountIds: chosen ? [chosen.id] : null });
  const cheapest = rates.results[0];
  if (cheapest) return { accountId: cheapest.accountId, service: cheapest.service };
  const why = rates.messages.map((m) => m.message).join(' ');
  throw conflict(`No carrier account gave a rate for this box${chosen ? ` (default account: ${chosen.name})` : ''}.${why ? ` ${why}` : ''}`);
}
