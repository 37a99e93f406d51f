/**
 * The pack station's pages as HTML (docs/console.md "The pack station"): one scan field that has the focus on every
 * page (a USB scanner types the code and Enter; so does a person), the current box's lines with their counts, and
 * once a box is closed its label, shown in the page and a link away from printing. No script: each scan is a form
 * post and the page that follows puts the focus back in the field (`autofocus`).
 */
import { encodeId } from '../../core/ids.ts';
import { formatMoney } from '../../core/values/money.ts';
import type { PackBox, PackState, ScanResult } from '../../shipping/pack/station.ts';
import type { PackLine } from '../../shipping/pack/queries.ts';
import { h, orgHome } from '../layout/page.ts';
import { buttonForm, notice, postForm, problem, table } from '../layout/html.ts';

export const packHome = (orgPk: string) => `${orgHome(orgPk)}pack/`;
export const packOrderPath = (orgPk: string, orderId: number) => `${packHome(orgPk)}orders/${encodeId(orderId)}/`;

/** The one scan field: focused on load, no autocomplete (a scanner's codes are not words), Enter sends it. */
export function scanForm(action: string, csrf: string, label: string, hint: string, value = ''): string {
  return postForm(action, csrf, `<div class="inline scan">
<div class="field"><label for="code">${h(label)}</label>
<input type="text" id="code" name="code" value="${h(value)}" required maxlength="255" autocomplete="off" autocapitalize="off" spellcheck="false" autofocus aria-describedby="code-hint">
<div class="muted" id="code-hint">${h(hint)}</div></div>
<button type="submit" class="primary">Scan</button></div>`);
}

const lineName = (l: PackLine) => l.part_number ?? l.barcode ?? `item ${encodeId(l.item_id)}`;

/** What a refused scan says; nothing was written. */
export function refusalText(r: Extract<ScanResult, { kind: 'refused' }>): string {
  switch (r.reason) {
    case 'unknown': return `"${r.code}" is not an item of this order (nor another order's packing slip). Nothing was counted.`;
    case 'other_box': return `${lineName(r.line!)} goes in box ${r.boxNumber}, not in the box being packed. Nothing was counted.`;
    case 'extra': return `All ${r.line!.quantity} of ${lineName(r.line!)} are scanned already: this one is extra. Nothing was counted.`;
    case 'all_closed': return 'Every box of this order is closed. Scan the next packing slip. Nothing was counted.';
  }
}

export const countedText = (l: PackLine) => `Counted ${lineName(l)}: ${l.scanned} of ${l.quantity}.`;

function linesTable(box: PackBox): string {
  const rows = box.lines.map((l) => [
    h(l.part_number ?? '—'), h(l.description ?? ''), `<strong>${l.scanned}</strong> of ${l.quantity}`,
    l.scanned >= l.quantity ? '<span class="state-delivered">Done</span>' : `<span class="muted">${l.quantity - l.scanned} to scan</span>`,
  ]);
  return table(`Items of box ${box.number}`, ['Part number', 'Description', 'Scanned', 'State'], rows, 'No items to scan in this box.');
}

export interface PackPageView {
  orgPk: string;
  csrf: string;
  primaryId: string;
  state: PackState;
  /** The notice (a count) or the error (a refusal, a failed close) the page starts with. */
  message?: { text: string; error: boolean };
  /** The box just closed: its label is shown to print. */
  closedBoxId?: number | null;
}

function labelLink(v: PackPageView, box: PackBox, inline: boolean): string {
  const label = box.label!;
  const cost = label.amount && label.amount_currency ? `, ${formatMoney(label.amount, label.amount_currency)}` : '';
  const href = `${packOrderPath(v.orgPk, v.state.orderId)}boxes/${encodeId(box.id)}/label.pdf`;
  const what = `${h(label.carrier)} ${h(label.service)}${label.tracking_number ? `, ${h(label.tracking_number)}` : ''}${h(cost)}`;
  if (label.status !== 'purchased' || label.document_id === null) return `<p>Label ${h(label.status)}: ${what}.</p>`;
  const link = `<a class="button${inline ? ' primary-link' : ''}" href="${h(href)}" target="_blank" rel="noopener">Print the label of box ${box.number} (PDF)</a>`;
  return `<p>Label bought: ${what}.</p><p>${link}</p>${inline ? `<iframe class="label" src="${h(href)}" title="Label of box ${box.number}"></iframe>` : ''}`;
}

export function packOrderBody(v: PackPageView): string {
  const self = packOrderPath(v.orgPk, v.state.orderId);
  const { current, boxes } = v.state;
  const message = v.message ? (v.message.error ? problem(v.message.text) : notice(v.message.text)) : '';
  const units = (b: PackBox) => b.lines.reduce((n, l) => n + l.scanned, 0);
  const needed = (b: PackBox) => b.lines.reduce((n, l) => n + l.quantity, 0);
  const closed = boxes.find((b) => b.id === v.closedBoxId && b.closed);
  const packing = current ? `<section aria-labelledby="current-box"><h2 id="current-box">Box ${current.number} of ${boxes.length}: ${units(current)} of ${needed(current)} scanned</h2>
${linesTable(current)}
<div class="actions">${current.complete ? buttonForm(`${self}boxes/${encodeId(current.id)}/close/`, v.csrf, 'Close the box and buy its label', 'primary') : ''}
${units(current) > 0 ? buttonForm(`${self}boxes/${encodeId(current.id)}/restart/`, v.csrf, 'Start this box again') : ''}</div></section>`
    : '<p class="notice" role="status">Every box of this order is closed.</p>';
  // The box just closed is shown above with its label; the others with a link to theirs.
  const others = boxes.filter((b) => b !== current).map((b) => `<li>Box ${b.number}: ${b.closed ? 'closed' : 'waiting'}`
    + `${b === closed ? ' (its label is above)' : b.closed && b.label ? ` ${labelLink(v, b, false)}` : ''}</li>`).join('');
  return `<p><a href="${h(packHome(v.orgPk))}">← Pack station</a></p>
<h1>Pack order ${h(v.primaryId)}</h1>
${message}
${scanForm(`${self}scans/`, v.csrf, current ? 'Scan an item' : 'Scan the next packing slip', 'A scanner types the code and Enter; you can type a part number too. The next packing slip opens its order.')}
${closed ? `<section aria-labelledby="closed-box" class="card"><h2 id="closed-box">Box ${closed.number} is closed</h2>${labelLink(v, closed, true)}</section>` : ''}
${packing}
${others ? `<h2>Other boxes</h2><ul>${others}</ul>` : ''}`;
}
