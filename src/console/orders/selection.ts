/**
 * The order list's selection (issue 50): a checkbox per order, **Select all N matching orders** (the list's own
 * query, every page of it), and what to start with them: a batch of labels (with a shipping choice), packing slips
 * or a pick list. The form posts to `orders/batches/` (batch-start.ts), which makes the batch with the batches
 * domain's own create function.
 */
import type { CarrierAccountRow } from '../../shipping/accounts/queries.ts';
import { h } from '../layout/page.ts';
import { field, select } from '../layout/html.ts';
import { shippingChoiceOptions } from '../pack/choice.ts';

export const BATCH_ACTIONS: [string, string][] = [['labels', 'Buy and print labels'], ['packing_slips', 'Print packing slips'], ['pick_list', 'Print a pick list']];

/** The checkbox of one order's row. */
export const selectBox = (orderKey: string, primaryId: string) =>
  `<input type="checkbox" name="order" value="${h(orderKey)}" aria-label="Select order ${h(primaryId)}">`;

/** The selection's controls; `query` is the list's query string (filters, search, ordering; no paging). */
export function selectionControls(count: number, query: string, accounts: CarrierAccountRow[]): string {
  const chosen = accounts.find((a) => a.is_default);
  const choice = select('choice', shippingChoiceOptions(accounts, 'The cheapest rate of every account'), chosen ? `${chosen.id}:${chosen.default_service ?? ''}` : 'cheapest')
    .replace('id="choice"', 'id="batch-choice"');
  return `<fieldset class="card"><legend>Start a batch with the selected orders</legend>
<input type="hidden" name="query" value="${h(query)}">
<div class="inline">
<div class="field"><input type="checkbox" id="batch-all" name="all" value="1"> <label for="batch-all" class="inline-label">Select all ${count} matching ${count === 1 ? 'order' : 'orders'}</label></div>
${field('batch-action', 'Action', select('action', BATCH_ACTIONS, 'labels').replace('id="action"', 'id="batch-action"'))}
${accounts.length ? field('batch-choice', 'Labels with', choice) : ''}
<button type="submit" class="primary">Start the batch</button>
</div></fieldset>`;
}
