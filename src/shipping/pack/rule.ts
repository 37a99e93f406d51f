/**
 * What the pack station buys a closed box's label with (issue 50: "the organization's default account and service,
 * or the rule chosen in the batch"): the rule of the newest `labels` batch the order is in (its account and service,
 * or the cheapest rate of its account or of every account), else the organization's default choice
 * (default-choice.ts). A cheapest rate is chosen by chooseRate, as a batch's worker and the default choice do.
 */
import { chooseRate } from '../choose-rate.ts';
import { defaultShippingChoice, type ShippingChoice } from '../default-choice.ts';
import type { ShippingDeps } from '../deps.ts';
import { refuse } from '../refusals.ts';
import { batchRuleOfOrder } from './queries.ts';

/** A batch's `service` for "the cheapest rate" (src/batches/shape.ts CHEAPEST; batches import shipping, not the reverse). */
const CHEAPEST = 'cheapest';

export async function packShippingChoice(deps: ShippingDeps, orgId: number, orderId: number, boxId: number): Promise<ShippingChoice> {
  const rule = await batchRuleOfOrder(deps.db, orgId, orderId);
  if (!rule) return defaultShippingChoice(deps, orgId, orderId, boxId);
  if (rule.service !== CHEAPEST && rule.carrier_account_id !== null) return { accountId: rule.carrier_account_id, service: rule.service };
  const choice = await chooseRate(deps, orgId, orderId, boxId, rule.carrier_account_id === null ? null : [rule.carrier_account_id]);
  if (choice.rate) return { accountId: choice.rate.accountId, service: choice.rate.service };
  throw refuse({ kind: 'no_rate_for_box', rule: { batchId: rule.batch_id }, messages: choice.messages });
}
