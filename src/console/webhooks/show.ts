/**
 * `GET /console/orgs/:org_pk/webhooks/:webhook_pk/`: a subscription's state (active, or suspended and why), and its
 * delivery log newest first: each attempt's state, status, timing and the response excerpt kept with a failure;
 * a redeliver button per delivery, pause or resume, and forms to change (entity, URL) or delete it (owners, admins).
 */
import { Type } from 'typebox';
import type { FastifyReply } from 'fastify';
import type { App } from '../../app-types.ts';
import { ENTITIES } from '../../events/emit.ts';
import { encodeId } from '../../core/ids.ts';
import { notFound } from '../../core/errors.ts';
import { pageOf, PagingQuery } from '../../core/paging.ts';
import { getWebhook } from '../../webhooks/queries.ts';
import { listDeliveries } from '../../webhooks/deliveries/queries.ts';
import { h, orgHome, sendConsolePage } from '../layout/page.ts';
import { buttonForm, field, notice, pager, postForm, problem, select, table, textInput, when } from '../layout/html.ts';
import { chromeOf, consoleContext, type ConsoleContext } from '../session/context.ts';
import type { TypedForm } from './list.ts';
import { suspensionCause } from '../../webhooks/suspension.ts';

const DONE: Record<string, string> = {
  resumed: 'The subscription was resumed: its waiting deliveries go out now.',
  paused: 'The subscription was paused: new events wait until it is resumed.',
  changed: 'The subscription was changed.',
  redelivered: 'The delivery was queued again.',
};
const keyOf = (url: string | null) => (url ?? '').split('/').filter(Boolean).pop() ?? '';

/** The subscription's page; `typed` is an edit that was refused, shown again as typed. */
export async function sendWebhookPage(app: App, c: ConsoleContext, reply: FastifyReply, id: number, query: { limit?: number; offset?: number; done?: string }, typed?: TypedForm) {
  const webhook = await getWebhook(app.db, c.org.id, id) as Record<string, unknown> | null;
  if (!webhook) throw notFound('webhook');
  const page = pageOf(query, { pageSizeDefault: 50, pageSizeMax: 200 });
  const { count, rows: log } = await listDeliveries(app.db, c.org.id, id, page);
  const self = `${orgHome(c.org.pk)}webhooks/${encodeId(id)}/`;

  let state = `<p><strong class="state-active">Active</strong>: events are delivered as they happen.</p>
${c.canWrite ? buttonForm(`${self}pause/`, c.session.csrf, 'Pause deliveries') : ''}`;
  if (webhook.suspended_at) {
    const cause = await suspensionCause(app.db, c.org.id, id);
    const why = cause.failures > 0
      ? `after ${cause.failures} failed deliveries${cause.last_error ? `; the last one: <code>${h(cause.last_error)}</code>` : ''}`
      : 'by a person or a request (not by failures)';
    state = `<p><strong class="state-suspended">Suspended</strong> since ${when(String(webhook.suspended_at), c.org.timeZone)}, ${why}. New events wait until it is resumed.</p>
${c.canWrite ? buttonForm(`${self}resume/`, c.session.csrf, 'Resume deliveries', 'primary') : ''}`;
  }
  const rows = log.map(({ delivery: d, orderPrimaryId }) => [
    `#${h(keyOf(d.url))}${d.redelivery_of ? ` <span class="muted">(again of #${h(keyOf(d.redelivery_of))})</span>` : ''}`,
    orderPrimaryId === null ? h(`${d.entity} ${d.action} ${d.object_pk}`)
      : `order <a href="${h(`${orgHome(c.org.pk)}orders/${d.object_pk}/`)}">${h(orderPrimaryId)}</a> ${h(d.action)}`,
    `<span class="state-${h(d.state)}">${h(d.state)}</span>${d.attempt > 1 ? ` <span class="muted">attempt ${d.attempt}</span>` : ''}`,
    d.status_code === null ? '—' : String(d.status_code),
    d.latency_ms === null ? '—' : `${d.latency_ms} ms`,
    when(d.attempted_at ?? d.created_at, c.org.timeZone),
    d.error ? `<code>${h(d.error.slice(0, 300))}</code>` : '—',
    c.canWrite ? buttonForm(`${self}deliveries/${keyOf(d.url)}/redeliver/`, c.session.csrf, 'Redeliver', '', '') : '',
  ]);
  const headings = ['Delivery', 'Event', 'State', 'Status', 'Time', 'Attempted', 'Response excerpt'];
  const values = typed?.values ?? { entity: String(webhook.entity), remote_url: String(webhook.remote_url) };
  const edit = c.canWrite ? `<h2 id="edit">Change the subscription</h2>
${postForm(`${self}edit/`, c.session.csrf, `${problem(typed?.error)}
${field('entity', 'Events of', select('entity', ENTITIES.map((e) => [e, e]), values.entity))}
${field('remote_url', 'Deliver to (URL)', textInput('remote_url', values.remote_url, 'url', ` required aria-describedby="remote_url-hint"${typed ? ' aria-invalid="true"' : ''}`), 'https only; the signing secret stays the same.')}
<button type="submit" class="primary">Save changes</button>`)}
<h2 id="delete">Delete the subscription</h2>
<p>Its delivery log goes with it, and nothing more is sent to this URL.</p>
${buttonForm(`${self}delete/`, c.session.csrf, 'Delete subscription', 'danger')}` : '';
  const body = `<p><a href="${h(orgHome(c.org.pk))}webhooks/">← Webhooks</a></p>
<h1>Subscription to ${h(String(webhook.entity))}</h1>
${notice(DONE[query.done ?? ''])}
<p>Delivers to <code>${h(String(webhook.remote_url))}</code>.</p>
${state}
<h2>Delivery log</h2>
${table('Delivery log', c.canWrite ? [...headings, 'Actions'] : headings, c.canWrite ? rows : rows.map((r) => r.slice(0, -1)), 'Nothing delivered yet.')}
${pager(self, {}, page.offset, page.limit, count)}
${edit}`;
  return sendConsolePage(reply, typed ? 400 : 200, typed ? 'Check what you entered' : 'Webhook', body, chromeOf(c, 'webhooks'));
}

export default function register(app: App) {
  app.get('/webhooks/:webhook_pk/', { schema: { querystring: Type.Object({ ...PagingQuery, done: Type.Optional(Type.String()) }) } }, async (request, reply) => {
    const c = consoleContext(request);
    return sendWebhookPage(app, c, reply, c.keys.webhook_pk, request.query as { limit?: number; offset?: number; done?: string });
  });
}
