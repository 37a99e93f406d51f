/**
 * `GET /console/orgs/:org_pk/orders/:order_pk/`: one order with its boxes and items (the stored render),
 * addresses, notes (add one), tags (add, remove), relations, documents (download), tracking as a timeline,
 * insurance charges, its shipping status (change, mark shipped), ship-to (edit), labels (rates on request, buy,
 * void) and its webhook events. A bounded number of queries whatever the order holds.
 */
import type { App } from '../../app-types.ts';
import { decodeId, encodeId } from '../../core/ids.ts';
import { notFound } from '../../core/errors.ts';
import { renderOrder } from '../../orders/reading/render.ts';
import { trackingByBox } from '../../orders/reading/boxes/tracking/render.ts';
import { documentsOfBoxes } from '../../orders/reading/boxes/docs/render.ts';
import { inParallel } from '../../db/database.ts';
import { h, orgHome, sendConsolePage } from '../layout/page.ts';
import { field, notice, postForm, table, when } from '../layout/html.ts';
import { chromeOf, consoleContext } from '../session/context.ts';
import { orderEvents } from '../../events/order-events.ts';
import { listTransactionRows } from '../../money/insurance/queries.ts';
import { addresses, boxes, events, insurance, pairs, uploadForm } from './sections.ts';
import { shippingSection } from './shipping.ts';
import { shippingStatusForms, shipToForm } from './ship-forms.ts';
import { shippingDeps } from '../../shipping/deps.ts';
import { rateOrder } from '../../shipping/rates.ts';
import { labelsOfOrder } from '../../shipping/labels/queries.ts';
import { selectCarrierAccounts } from '../../shipping/accounts/queries.ts';

const lastKey = (url: string) => url.split('/').filter(Boolean).pop() ?? '';
const DONE: Record<string, string> = { note: 'The note was added.', tag: 'The tag was added.', untag: 'The tag was removed.', document: 'The document was uploaded.',
  label: 'The label was bought.', void: 'The label was voided.', status: 'The shipping status was changed.', shipped: 'The order was marked shipped.',
  ship_to: 'The ship-to address was changed.' };

export default function register(app: App) {
  const deps = shippingDeps(app);
  app.get('/orders/:order_pk/', async (request, reply) => {
    const c = consoleContext(request);
    const orderId = c.keys.order_pk;
    const order = await renderOrder(app.db, c.org, orderId, { boxes: true, items: true });
    if (!order) throw notFound('order');
    const boxIds = order.boxes.map((b) => decodeId(lastKey(b.url)) ?? 0);
    const wantRates = String((request.query as Record<string, unknown>).rates ?? '') === '1';
    const [tracking, docs, eventRows, charges, labels, accounts] = await inParallel(app.db, [
      () => trackingByBox(app.db, c.org, boxIds),
      () => documentsOfBoxes(app.db, c.org, boxIds),
      () => orderEvents(app.db, c.org.id, orderId),
      async () => (await listTransactionRows(app.db, c.org.id, { orderId }, { limit: 200, offset: 0 })).rows,
      () => labelsOfOrder(app.db, c.org.id, orderId),
      () => selectCarrierAccounts(app.db, c.org.id, null),
    ] as const);
    const rates = wantRates && boxIds.length ? await rateOrder(deps, c.org.id, orderId, { boxIds: null, accountIds: null }) : null;
    const home = orgHome(c.org.pk);
    const self = `${home}orders/${lastKey(order.url)}/`;
    const o = order as unknown as Record<string, unknown>;
    const shipping = order.shipping as Record<string, unknown>;
    const billing = order.billing as Record<string, unknown>;
    const done = DONE[String((request.query as Record<string, unknown>).done ?? '')];

    const notes = order.notes.map((n) => {
      const v = n as Record<string, unknown>;
      const author = (v.author ?? {}) as Record<string, unknown>;
      return `<li><p>${h(String(v.content ?? ''))}</p><p class="muted">${h(String(author.name ?? author.email ?? v.agent ?? 'Unknown'))}, ${when(v.created_at as string, c.org.timeZone)}</p></li>`;
    }).join('');
    const noteForm = c.canWrite ? postForm(`${self}notes/`, c.session.csrf,
      `${field('content', 'New note', '<textarea id="content" name="content" required maxlength="100000"></textarea>')}<button type="submit" class="primary">Add note</button>`) : '';
    const tags = order.tags.length === 0 ? '<p class="muted">No tags.</p>'
      : `<ul class="tags">${order.tags.map((t) => `<li>${h(t)}${c.canWrite ? postForm(`${self}tags/remove/`, c.session.csrf,
        `<input type="hidden" name="value" value="${h(t)}"><button type="submit" aria-label="Remove tag ${h(t)}">×</button>`) : ''}</li>`).join('')}</ul>`;
    const tagForm = c.canWrite ? postForm(`${self}tags/`, c.session.csrf,
      `<div class="inline">${field('tag-value', 'New tag', '<input type="text" id="tag-value" name="value" required maxlength="255">')}<button type="submit">Add tag</button></div>`) : '';
    const relations = table('Related orders', ['Kind', 'Order'], order.relations.map((r) =>
      [h(r.kind), `<a href="${h(`${home}orders/${lastKey(r.order)}/`)}">${h(lastKey(r.order))}</a>`]), 'No related orders.');

    const body = `<p><a href="${h(home)}orders/">← Orders</a></p>
<h1>Order ${h(order.primary_id)}</h1>
${notice(done)}
${pairs([['Created', order.created_at], ['Updated', order.updated_at], ['Ordered', o.ordered_at], ['Order number', o.order_number], ['PO number', o.po_number],
    ['Shipping status', shipping.status], ['Ship via', shipping.ship_via], ['Ship type', shipping.ship_type], ['Ship by', shipping.to_ship_at], ['Shipped', shipping.shipped_at],
    ['Billing status', billing.status], ['Total', billing.total], ['Message', o.message]], c.org.timeZone)}
<h2 id="addresses">Addresses</h2>${addresses(order)}${c.canWrite ? shipToForm(self, c.session.csrf, shipping.ship_to as Record<string, unknown> | null) : ''}
<h2 id="boxes">Boxes</h2>${boxes(order, boxIds, tracking, docs, (url) => `${self}documents/${lastKey(url)}`, c.org.timeZone, c.may('ship') ? (id, i) => uploadForm(`${self}boxes/${encodeId(id)}/documents/`, c.session.csrf, i) : undefined)}
<h2 id="shipping">Shipping</h2>${c.may('ship') ? shippingStatusForms(self, c.session.csrf, shipping.status) : ''}${shippingSection({
    self, csrf: c.session.csrf, canWrite: c.may('ship'), boxIds, labels, rates, accountNames: new Map(accounts.map((a) => [a.id, a.name])),
    fileHref: (docId) => {
      const doc = [...docs.values()].flat().find((d) => d.url.endsWith(`/docs/${encodeId(docId)}/`));
      return doc ? `${self}documents/${lastKey(doc.url)}` : null;
    },
  })}
<h2 id="notes">Notes</h2>${notes ? `<ul>${notes}</ul>` : '<p class="muted">No notes.</p>'}${noteForm}
<h2 id="tags">Tags</h2>${tags}${tagForm}
<h2>Relations</h2>${relations}
<h2>Insurance charges</h2>${insurance(charges, c.org.timeZone)}
<h2 id="events">Webhook events</h2>${events(eventRows, (id) => `${home}webhooks/${encodeId(id)}/`, c.org.timeZone)}`;
    return sendConsolePage(reply, 200, `Order ${order.primary_id}`, body, chromeOf(c, 'orders'));
  });
}
