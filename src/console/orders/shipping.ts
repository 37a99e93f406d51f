/**
 * The order page's shipping section (src/shipping/): each box's label (status, tracking number, cost, a link that
 * opens the file, a void button) or, on request (`?rates=1`), its rates with a button to buy each.
 */
import { encodeId } from '../../core/ids.ts';
import { formatMoney } from '../../core/values/money.ts';
import type { RateAnswer } from '../../shipping/rates.ts';
import type { PurchaseRow } from '../../shipping/labels/queries.ts';
import { h } from '../layout/page.ts';
import { buttonForm, postForm, table } from '../layout/html.ts';

export interface ShippingView {
  self: string;
  csrf: string;
  canWrite: boolean;
  boxIds: number[];
  labels: Map<number, PurchaseRow>;
  /** The file link of a label's document (its id), when it has one. */
  fileHref: (documentId: number) => string | null;
  rates: RateAnswer | null;
  accountNames: Map<number, string>;
}

function labelLine(v: ShippingView, boxId: number, label: PurchaseRow): string {
  const cost = label.amount && label.amount_currency ? formatMoney(label.amount, label.amount_currency) : '';
  const file = label.document_id === null ? null : v.fileHref(label.document_id);
  const open = file && label.status === 'purchased' ? ` <a href="${h(file)}" target="_blank" rel="noopener">Open the ${h(label.format.toUpperCase())}</a>` : '';
  // A label left to an operator (attention) is settled by the same button, once the carrier is checked.
  const voidForm = v.canWrite && (label.status === 'purchased' || label.status === 'attention')
    ? buttonForm(`${v.self}boxes/${encodeId(boxId)}/label/void/`, v.csrf, label.status === 'attention' ? 'Settle label' : 'Void label', '', '') : '';
  const why = label.status === 'attention' && label.error ? `<p class="error">${h(label.error)}</p>` : '';
  return `<p>Label <strong>${h(label.status)}</strong>: ${h(label.carrier)} ${h(label.service)}${label.tracking_number ? `, ${h(label.tracking_number)}` : ''}`
    + `${cost ? `, cost ${h(cost)}` : ''}.${open}</p>${why}${voidForm}`;
}

export function shippingSection(v: ShippingView): string {
  if (v.boxIds.length === 0) return '<p class="muted">No boxes to ship.</p>';
  const parts = v.boxIds.map((boxId, i) => {
    const label = v.labels.get(boxId);
    const active = label && (label.status === 'purchased' || label.status === 'pending' || label.status === 'attention');
    let body = label ? labelLine(v, boxId, label) : '<p class="muted">No label.</p>';
    if (!active && v.rates) {
      const rows = v.rates.results.filter((r) => r.boxId === boxId).map((r) => [
        h(v.accountNames.get(r.accountId) ?? ''), h(r.serviceName), h(formatMoney(r.amount.amount, r.amount.currency)),
        h(r.estimatedDeliveryDate ?? ''),
        v.canWrite ? postForm(`${v.self}boxes/${encodeId(boxId)}/label/`, v.csrf,
          `<input type="hidden" name="carrier_account" value="${r.accountId}"><input type="hidden" name="service" value="${h(r.service)}">`
          + `<button type="submit">Buy label</button>`, ' class="inline-form"') : '',
      ]);
      body += table(`Rates for box ${i + 1}`, ['Account', 'Service', 'Cost', 'Delivery', ''], rows, 'No rates for this box.');
    }
    return `<h3>Box ${i + 1}</h3>${body}`;
  }).join('\n');
  const messages = v.rates?.messages.map((m) => `<li>${h(v.accountNames.get(m.accountId) ?? '')}: ${h(m.message)}</li>`).join('') ?? '';
  const ask = v.rates ? '' : `<p><a href="${h(`${v.self}?rates=1#shipping`)}">Show rates</a></p>`;
  return `${parts}${messages ? `<ul class="muted">${messages}</ul>` : ''}${ask}`;
}
