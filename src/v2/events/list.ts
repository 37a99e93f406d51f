import type { App } from '../../app-types.ts';
import { OrgParams } from '../orgs/schemas.ts';
import { Feed, FeedHeaders, FeedQuery, preferredWait } from './schemas.ts';
import { readFeed } from '../../events/feed/read.ts';

/** Absolute URL of this feed read on from `cursor`, every other parameter as sent. */
function nextLink(request: { protocol: string; host: string; url: string }, cursor: number): string {
  const [path, search = ''] = request.url.split('?', 2);
  const params = new URLSearchParams(search);
  params.set('after', String(cursor));
  return `${request.protocol}://${request.host}${path}?${params.toString()}`;
}

export default function register(app: App, closing: AbortSignal) {
  app.get('/orgs/:org_pk/events/', {
    config: { scope: 'webhook' },
    schema: {
      tags: ['Webhooks'],
      summary: "Read the organization's events (long poll)",
      description:
        'The events webhook deliveries are made from, oldest first, from a cursor: read on with `next` (or `after` = ' +
        '`cursor`) and no event is missed or repeated, whatever order concurrent writes commit in. Each event is what a ' +
        'webhook subscribed to its `entity` receives: `PUT <remote_url><object_pk>` with `payload` as the body (DELETE ' +
        'for `delete`), `Webhook-Id` = `id`. With `Prefer: wait=N`, an answer with no events is held until one happens ' +
        'or N seconds are up. `boxline listen` forwards this feed to a local receiver (see docs/webhooks.md).',
      params: OrgParams,
      querystring: FeedQuery,
      headers: FeedHeaders,
      response: { 200: Feed },
    },
    handler: async (request, reply) => {
      // The response closes before it is sent only when the client went away.
      const gone = new AbortController();
      reply.raw.once('close', () => gone.abort());
      const feed = await readFeed(app.db, request.org.id, {
        after: request.query.after === undefined ? null : Number(request.query.after),
        entity: request.query.entity ?? null,
        limit: request.query.limit ?? 100,
        waitMs: preferredWait(request.headers.prefer) * 1000,
        signal: AbortSignal.any([gone.signal, closing]),
      });
      return { events: feed.events, cursor: String(feed.cursor), next: nextLink(request, feed.cursor) };
    },
  });
}
