/**
 * The order list's warning about labels waiting for an operator (`attention`: a crash stopped their purchase and the
 * carrier may have sold them): each order linked, with why, so that nothing bought goes unnoticed.
 */
import type { Queryable } from '../../db/database.ts';
import { encodeId } from '../../core/ids.ts';
import { labelsNeedingAttention } from '../../shipping/labels/list.ts';
import { h } from '../layout/page.ts';

const SHOWN = 5;

/** The warning's HTML, or '' when no label waits. `ordersPath`: the console's `.../orders/`. */
export async function attentionWarning(db: Queryable, orgId: number, ordersPath: string): Promise<string> {
  const { count, labels } = await labelsNeedingAttention(db, orgId, SHOWN);
  if (count === 0) return '';
  const items = labels.map((l) => `<li><a href="${h(`${ordersPath}${encodeId(l.orderId)}/`)}">${h(l.primaryId)}</a>${l.error ? `: ${h(l.error)}` : ''}</li>`);
  const more = count > labels.length ? `<li>and ${count - labels.length} more</li>` : '';
  return `<section class="error" role="status" aria-labelledby="attention-heading">
<h2 id="attention-heading">${count === 1 ? '1 label needs' : `${count} labels need`} an operator</h2>
<p>A purchase was stopped before Boxline could record it, and the carrier may have sold the label. Check the carrier account, then settle the label on the order's page.</p>
<ul>${items.join('')}${more}</ul>
</section>`;
}
