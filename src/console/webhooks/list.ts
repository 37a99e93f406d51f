/** `GET /console/orgs/:org_pk/webhooks/`: the subscriptions with their state, and (owners, admins) a form to add one. */
import type { FastifyReply } from 'fastify';
import type { App } from '../../app-types.ts';
import { pageOf, PagingQuery } from '../../core/paging.ts';
import { Type } from 'typebox';
import { ENTITIES } from '../../events/emit.ts';
import { listWebhooks } from '../../webhooks/queries.ts';
import { h, orgHome, sendConsolePage } from '../layout/page.ts';
import { field, notice, pager, postForm, problem, select, table, textInput, when } from '../layout/html.ts';
import { chromeOf, consoleContext, type ConsoleContext } from '../session/context.ts';

const keyOf = (url: string) => url.split('/').filter(Boolean).pop() ?? '';

/** What a refused form shows again: the values as typed and the message naming what was wrong. */
export interface TypedForm {
  values: { entity?: string; remote_url?: string };
  error: string;
}

export function createForm(c: ConsoleContext, typed?: TypedForm): string {
  const values = typed?.values ?? {};
  const invalid = typed ? ' aria-invalid="true"' : '';
  return postForm(`${orgHome(c.org.pk)}webhooks/`, c.session.csrf, `<h2 id="add">Add a subscription</h2>
${problem(typed?.error)}
${field('entity', 'Events of', select('entity', ENTITIES.map((e) => [e, e]), values.entity ?? 'orders'))}
${field('remote_url', 'Deliver to (URL)', textInput('remote_url', values.remote_url, 'url', ` required aria-describedby="remote_url-hint"${invalid}`), 'https only; each event is sent with PUT (or DELETE) to this URL followed by the object key.')}
<button type="submit" class="primary">Add subscription</button>`);
}

/** The list of subscriptions, with the add form (as typed, when it was refused). */
export async function sendWebhookList(app: App, c: ConsoleContext, reply: FastifyReply, query: Record<string, unknown>, typed?: TypedForm) {
  const page = pageOf(query as { limit?: number; offset?: number }, { pageSizeDefault: 50, pageSizeMax: 200 });
  const { count, results } = await listWebhooks(app.db, c.org.id, page);
  const path = `${orgHome(c.org.pk)}webhooks/`;
  const rows = results.map((w) => {
    const v = w as Record<string, unknown>;
    const state = v.suspended_at ? `<span class="state-suspended">Suspended</span> since ${when(v.suspended_at as string, c.org.timeZone)}` : '<span class="state-active">Active</span>';
    return [`<a href="${h(`${path}${keyOf(String(v.url))}/`)}">${h(String(v.remote_url))}</a>`, h(String(v.entity)), state, when(v.created_at as string, c.org.timeZone)];
  });
  const removed = query.done === 'removed' ? 'The subscription was deleted.' : undefined;
  const body = `<h1>Webhooks</h1>${notice(removed)}
${table('Webhook subscriptions', ['Delivers to', 'Events', 'State', 'Created'], rows, 'No subscriptions yet.')}
${pager(path, {}, page.offset, page.limit, count)}
${c.canWrite ? createForm(c, typed) : ''}`;
  return sendConsolePage(reply, typed ? 400 : 200, typed ? 'Check what you entered' : 'Webhooks', body, chromeOf(c, 'webhooks'));
}

export default function register(app: App) {
  app.get('/webhooks/', { schema: { querystring: Type.Object({ ...PagingQuery, done: Type.Optional(Type.String()) }) } }, async (request, reply) =>
    sendWebhookList(app, consoleContext(request), reply, request.query as Record<string, unknown>));
}
