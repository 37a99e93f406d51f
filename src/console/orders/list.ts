/**
 * `GET /console/orgs/:org_pk/orders/`: the order list with search (`q`), the common filters, ordering and paging,
 * through the API's own list code (src/orders/reading/query/: the same query string schema, `listSpec`, `findOrderIds`)
 * and the stored renders: a bounded number of queries at any size.
 */
import type { Static } from 'typebox';
import type { App } from '../../app-types.ts';
import { pageOf } from '../../core/paging.ts';
import { BILLING_STATUSES, SHIPPING_STATUSES } from '../../catalogue/order.ts';
import { OrderListQuery } from '../../orders/reading/query/params.ts';
import { findOrderIds, listSpec } from '../../orders/reading/query/find.ts';
import { renderOrders, type OrderJson } from '../../orders/reading/render.ts';
import { h, orgHome, sendConsolePage } from '../layout/page.ts';
import { field, pager, postForm, select, table, textInput, when } from '../layout/html.ts';
import { chromeOf, consoleContext } from '../session/context.ts';
import { words } from './sections.ts';
import { selectBox, selectionControls } from './selection.ts';
import { selectCarrierAccounts } from '../../shipping/accounts/queries.ts';
import { attentionWarning } from './attention.ts';

const ORDERINGS: [string, string][] = [
  ['', 'Newest first (or best match)'], ['created_at', 'Oldest first'], ['-updated_at', 'Recently changed'],
  ['primary_id', 'Order id A–Z'], ['-ordered_at', 'Ordered, newest'], ['shipping__to_ship_at', 'Ship by, soonest'],
  ['-billing__total', 'Total, highest'],
];

/** The key an order's url ends with (core/urls.ts orderUrl: `.../orders/KEY/`). */
export const orderKeyOf = (order: { url: string }) => order.url.split('/').filter(Boolean).pop() ?? '';

const FILTERS = ['shipping_status__in', 'billing_status__in', 'tag', 'ship_via', 'created_at__gte', 'created_at__lte', 'order_by'];

const dateOnly = (v: string | undefined) => (v ?? '').slice(0, 10);

function customer(o: OrderJson): string {
  const to = (o.shipping.ship_to ?? {}) as Record<string, unknown>;
  return [[to.first_name, to.last_name].filter(Boolean).join(' '), to.company].filter(Boolean).map(String).join(', ');
}

function filterForm(path: string, q: Record<string, string | undefined>): string {
  const options = (values: readonly string[], all: string): [string, string][] => [['', all], ...values.map((v): [string, string] => [v, v.replace(/_/g, ' ')])];
  // Search stays in view; the other filters fold away (open when one is set), which keeps a phone's screen for orders.
  const filtered = FILTERS.some((k) => q[k] !== undefined && q[k] !== '');
  return `<form method="get" action="${h(path)}" role="search" aria-label="Find orders">
<div class="filters">
${field('q', 'Search', textInput('q', q.q, 'search', ' placeholder="Id, name, e-mail, tracking number…"'))}
</div>
<details class="more-filters"${filtered ? ' open' : ''}><summary>Filters and order</summary>
<div class="filters">
${field('shipping_status__in', 'Shipping status', select('shipping_status__in', options(SHIPPING_STATUSES, 'Any'), q.shipping_status__in))}
${field('billing_status__in', 'Billing status', select('billing_status__in', options(BILLING_STATUSES, 'Any'), q.billing_status__in))}
${field('tag', 'Tag', textInput('tag', q.tag))}
${field('ship_via', 'Shipping method', textInput('ship_via', q.ship_via))}
${field('created_at__gte', 'Created on or after', textInput('created_at__gte', dateOnly(q.created_at__gte), 'date'))}
${field('created_at__lte', 'Created on or before', textInput('created_at__lte', dateOnly(q.created_at__lte), 'date'))}
${field('order_by', 'Order by', select('order_by', ORDERINGS, q.order_by))}
</div>
</details>
<div class="actions"><button type="submit" class="primary">Find orders</button><a class="button" href="${h(path)}">Clear</a></div>
</form>`;
}

/** The list's query as the form means it: "Created on or before" a day means until the day's end (also the exports'). */
export function consoleListQuery<Q extends object>(query: Q): Q {
  const until = (query as { created_at__lte?: unknown }).created_at__lte;
  return typeof until === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(until) ? { ...query, created_at__lte: `${until}T23:59:59.999Z` } : query;
}

/** The list's query string without its paging: what every matching order is (the exports', a batch's). */
function listSearch(q: Record<string, unknown>): string {
  const kept = Object.entries(q).filter(([k, v]) => v !== undefined && v !== '' && k !== 'offset' && k !== 'limit' && k !== 'after');
  return new URLSearchParams(kept.map(([k, v]) => [k, String(v)])).toString();
}

/** "Export CSV" and "Export XLSX": the same filters, search and ordering (every matching order, not the page). */
function exportLinks(path: string, q: Record<string, string | undefined>): string {
  const search = listSearch(q);
  const link = (format: string) => `<a class="button" href="${h(`${path}export.${format}${search ? `?${search}` : ''}`)}" download>Export ${format.toUpperCase()}</a>`;
  return `<p class="actions">${link('csv')} ${link('xlsx')}</p>`;
}

export default function register(app: App) {
  app.get('/orders/', { schema: { querystring: OrderListQuery } }, async (request, reply) => {
    const c = consoleContext(request);
    const query = request.query as Static<typeof OrderListQuery>;
    const effective = consoleListQuery(query);
    const page = pageOf(query, { pageSizeDefault: 25, pageSizeMax: app.config.pageSizeMax });
    const { count, ids } = await findOrderIds(app.db, c.org.id, listSpec(effective, c.org.id), page);
    const selecting = c.may('ship');
    const [orders, accounts] = [await renderOrders(app.db, c.org, ids), selecting ? await selectCarrierAccounts(app.db, c.org.id, null) : []];
    const path = `${orgHome(c.org.pk)}orders/`;
    const rows = orders.map((o) => [o, o.shipping as Record<string, unknown>, o.billing as Record<string, unknown>] as const).map(([o, shipping, billing]) => [
      ...(selecting ? [selectBox(orderKeyOf(o), o.primary_id)] : []),
      `<a href="${h(path + orderKeyOf(o))}/">${h(o.primary_id)}</a>`,
      when(o.created_at, c.org.timeZone),
      h(customer(o) || '—'),
      h(words(shipping.status)),
      h(words(billing.status)),
      h(String(shipping.ship_via ?? '—')),
      h(o.tags.join(', ') || '—'),
      String(o.boxes.length),
    ]);
    const asText = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, v === undefined ? undefined : String(v)]));
    const headings = ['Order', 'Created', 'Customer', 'Shipping', 'Billing', 'Ship via', 'Tags', 'Boxes'];
    let list = table('Orders', selecting ? ['Select', ...headings] : headings, rows, 'No orders match.');
    // Shippers, owners and admins select orders (or every matching one: the effective query) to start a batch.
    if (selecting && count > 0) list = postForm(`${path}batches/`, c.session.csrf, `${selectionControls(count, listSearch(effective), accounts)}${list}`);
    const warning = selecting ? await attentionWarning(app.db, c.org.id, path) : '';
    const body = `<h1>Orders</h1>
${warning}
${filterForm(path, asText)}
${exportLinks(path, asText)}
${list}
${pager(path, { ...asText, offset: undefined, limit: undefined }, page.offset, page.limit, count)}`;
    return sendConsolePage(reply, 200, 'Orders', body, chromeOf(c, 'orders'));
  });
}
