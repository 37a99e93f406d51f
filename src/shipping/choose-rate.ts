/**
 * The cheapest rate for one box among the organization's carrier accounts (or those named): what a batch's
 * `service: "cheapest"` buys, and what the pack station buys when a box closes. Rates come from rateOrder (every
 * account asked in parallel, outside any transaction); an account that fails is a message, not an error.
 */
import { rateOrder, type RateResult } from './rates.ts';
import type { ShippingDeps } from './deps.ts';

export type RateChoice = { rate: RateResult; messages: string[] } | { rate: null; messages: string[] };

/** `accountIds` null: every account of the organization. `rate` null when no account rates the box (`messages` say why). */
export async function chooseRate(deps: ShippingDeps, orgId: number, orderId: number, boxId: number, accountIds: number[] | null): Promise<RateChoice> {
  const answer = await rateOrder(deps, orgId, orderId, { boxIds: [boxId], accountIds });
  const messages = answer.messages.map((m) => m.message);
  // rateOrder sorts cheapest first (ties: account, box, service), so the choice is the same every time.
  const [cheapest] = answer.results;
  return cheapest ? { rate: cheapest, messages } : { rate: null, messages };
}
