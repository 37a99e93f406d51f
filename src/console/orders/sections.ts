/** The parts of the order page as HTML: values, addresses, boxes with items, documents and tracking, events. */
import { h } from '../layout/page.ts';
import { field, table, when } from '../layout/html.ts';
import { minuteIn } from '../../orgs/time-zone.ts';
import { DOCUMENT_KINDS } from '../../catalogue/document.ts';
import type { OrderJson } from '../../orders/reading/render.ts';
import type { TrackingJson } from '../../orders/reading/boxes/tracking/render.ts';
import type { DocumentJson } from '../../orders/reading/boxes/docs/render.ts';
import type { OrderEventRow } from '../../events/order-events.ts';
import type { TransactionRow } from '../../money/ledger/transactions.ts';

type Json = Record<string, unknown>;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const MEASURE = /^(-?\d+(?:\.\d+)?) (g|m)$/;

/** A number with at most `digits` decimals, trailing zeros dropped ("1.5", "20"). */
const trimmed = (n: number, digits: number) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

/** Grams and metres as the API spells them ("1450.0000 g", "0.2032 m"), in the unit a person reads: "1.45 kg", "20.3 cm". */
function measure(amount: number, unit: string): string {
  if (unit === 'g') return Math.abs(amount) >= 1000 ? `${trimmed(amount / 1000, 2)} kg` : `${trimmed(amount, 1)} g`;
  return Math.abs(amount) >= 1 ? `${trimmed(amount, 2)} m` : `${trimmed(amount * 100, 1)} cm`;
}

/** Money as a person reads it: "$12.50", "€3.00", "12.50 XTS" for a code the runtime does not know. */
export function money(amount: unknown, currency: unknown): string {
  const n = Number(amount);
  if (typeof currency !== 'string' || !Number.isFinite(n)) return `${amount} ${currency ?? ''}`.trim();
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(n);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** A status or kind as words: "not_shipped" reads "not shipped". */
export const words = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value).replace(/_/g, ' '));

/** A date-time as "2026-11-27 18:03" in the organization's time zone (no seconds, no microseconds). */
function dateTime(value: string, timeZone: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : minuteIn(timeZone, d);
}

/** A rendered value as text: money, weights, lengths and date-times (in `timeZone`) as people read them. */
export function show(value: unknown, timeZone = 'UTC'): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') {
    const v = value as Json;
    if ('amount' in v && 'currency' in v) return money(v.amount, v.currency);
    return JSON.stringify(value);
  }
  if (typeof value === 'string') {
    if (ISO_TIME.test(value)) return dateTime(value, timeZone);
    const m = MEASURE.exec(value);
    if (m) return measure(Number(m[1]), m[2]!);
  }
  return String(value);
}

export function pairs(values: [string, unknown][], timeZone: string): string {
  const shown = values.filter(([, v]) => v !== null && v !== undefined && v !== '');
  if (shown.length === 0) return '<p class="muted">—</p>';
  return `<dl class="pairs">${shown.map(([k, v]) => `<dt>${h(k)}</dt><dd>${h(/status|kind/i.test(k) ? words(v) : show(v, timeZone))}</dd>`).join('')}</dl>`;
}

function address(title: string, a: Json | null | undefined): string {
  if (!a) return `<div class="card"><h3>${h(title)}</h3><p class="muted">None</p></div>`;
  const lines = [[a.first_name, a.last_name].filter(Boolean).join(' '), a.company, a.address_1, a.address_2,
    [a.post_code, a.city].filter(Boolean).join(' '), [a.region, a.country].filter(Boolean).join(', '), a.email, a.phone]
    .filter((l) => l !== null && l !== undefined && l !== '').map((l) => h(String(l)));
  return `<div class="card"><h3>${h(title)}</h3><address>${lines.join('<br>') || '<span class="muted">Empty</span>'}</address></div>`;
}

export function addresses(order: OrderJson): string {
  const shipping = order.shipping as Json;
  const billing = order.billing as Json;
  return `<div class="grid">${address('Ship to', shipping.ship_to as Json)}${address('Bill to', billing.bill_to as Json)}${address('Ship from', shipping.ship_from as Json)}</div>`;
}

function timeline(events: TrackingJson[], timeZone: string): string {
  if (events.length === 0) return '<p class="muted">No tracking events yet.</p>';
  const sorted = [...events].sort((a, b) => String((a as Json).created_at).localeCompare(String((b as Json).created_at)));
  return `<ol class="timeline" aria-label="Tracking">${sorted.map((e) => {
    const v = e as Json;
    return `<li>${when(v.created_at as string, timeZone)} <strong>${h(show(v.status))}</strong> ${h(show(v.description))}${v.location ? ` <span class="muted">${h(show(v.location))}</span>` : ''}</li>`;
  }).join('')}</ol>`;
}

export function boxes(order: OrderJson, boxIds: number[], tracking: Map<number, TrackingJson[]>, docs: Map<number, DocumentJson[]>, docHref: (docUrl: string) => string,
  timeZone: string, uploadForm: (boxId: number, index: number) => string = () => ''): string {
  if (order.boxes.length === 0) return '<p class="muted">No boxes.</p>';
  return order.boxes.map((raw, i) => {
    const box = raw as Json;
    const id = boxIds[i];
    const items = (box.items as Json[] | undefined) ?? [];
    const itemRows = items.map((it) => [h(show(it.quantity)), h(show(it.part_number)), h(show(it.description)), h(show(it.unit_price)), h(show(it.pick_location))]);
    const boxDocs = docs.get(id) ?? [];
    const docList = boxDocs.length === 0 ? '<p class="muted">No documents.</p>'
      : `<ul>${boxDocs.map((d) => `<li><a href="${h(docHref(d.url))}" download>${h(show((d as Json).kind))}${(d as Json).purpose ? `: ${h(show((d as Json).purpose))}` : ''}</a> <span class="muted">${h(show((d as Json).file_name ?? ''))}</span></li>`).join('')}</ul>`;
    return `<section class="card" aria-labelledby="box-${i}"><h3 id="box-${i}">Box ${i + 1}${box.tracking_number ? ` · ${h(show(box.tracking_number))}` : ''}</h3>
${pairs([['Package', box.package_type], ['Weight', box.weight], ['Insured value', box.insured_value], ['Ship cost', box.ship_cost], ['Delivered', box.delivered_at]], timeZone)}
${table(`Items of box ${i + 1}`, ['Qty', 'Part number', 'Description', 'Unit price', 'Pick location'], itemRows, 'No items.')}
<h4>Documents</h4>${docList}${uploadForm(id, i)}
<h4>Tracking</h4>${timeline(tracking.get(id) ?? [], timeZone)}</section>`;
  }).join('\n');
}

/** A box's upload form (multipart: its CSRF token rides in the action's query, see document-upload.ts). */
export function uploadForm(action: string, csrf: string, index: number): string {
  const id = (name: string) => `upload-${index}-${name}`;
  const kinds = DOCUMENT_KINDS.map((k) => `<option value="${k}">${k.replace('_', ' ')}</option>`).join('');
  return `<form method="post" action="${h(`${action}?csrf_token=${encodeURIComponent(csrf)}`)}" enctype="multipart/form-data" class="upload">
${field(id('document'), 'Document', `<input type="file" id="${id('document')}" name="document" required>`)}
${field(id('kind'), 'Kind', `<select id="${id('kind')}" name="kind">${kinds}</select>`)}
${field(id('purpose'), 'Purpose', `<input type="text" id="${id('purpose')}" name="purpose" maxlength="1000">`)}
<button type="submit">Upload</button></form>`;
}

export function insurance(rows: TransactionRow[], timeZone: string): string {
  return table('Insurance charges', ['Transaction', 'Type', 'Amount', 'When'], rows.map((r) => [
    `#${r.id}${r.void_of_id ? ` (voids #${r.void_of_id})` : ''}`, h(r.transaction_type), h(money(r.amount_amount, r.amount_currency)), when(r.created_at, timeZone),
  ]), 'No insurance charges.');
}

export function events(rows: OrderEventRow[], webhookHref: (webhookId: number) => string, timeZone: string): string {
  return table('Webhook events of this order', ['Event', 'Kind', 'When', 'Deliveries'], rows.map((e) => [
    `evt_${e.id}`, h(`${e.entity} ${e.action}`), when(e.created_at, timeZone),
    e.deliveries.length === 0 ? '<span class="muted">No subscriber</span>'
      : e.deliveries.map((d) => `<a href="${h(webhookHref(d.webhook_id))}">#${d.id}</a> <span class="state-${h(d.state)}">${h(d.state)}</span>${d.status_code ? ` (${d.status_code})` : ''}`).join('<br>'),
  ]), 'No events yet.');
}
