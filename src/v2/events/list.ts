import type { App } from '../../app-types.ts';
import { ApiError, invalidField } from '../../core/errors.ts';
import { formatDateTime } from '../../core/values/datetime.ts';
import { readFeed } from '../../events/feed/read.ts';
import type { FeedEventRow } from '../../events/feed/queries.ts';
import type { FeedWaits } from '../../events/feed/waits.ts';
import { OrgParams } from '../orgs/schemas.ts';
import { Feed, FeedHeaders, FeedQuery, preferredWait } from './schemas.ts';

/** Absolute URL of this feed read on from `cursor`, every other parameter as sent. */
function nextLink(request: { protocol: string; host: string; url: string }, cursor: string): string {
  const [path, search = ''] = request.url.split('?', 2);
  const params = new URLSearchParams(search);
  params.set('after', cursor);
  return `${request.protocol}://${request.host}${path}?${params.toString()}`;
}

/** An event as the feed shows it: what a delivery of it sends. */
function feedEventJson(r: FeedEventRow) {
  return {
    id: `evt_${r.id}`, entity: r.entity, object_pk: r.object_pk, action: r.action,
    payload: r.action === 'delete' ? null : r.payload, created_at: formatDateTime(r.created_at),
  };
}

export default function register(app: App, waits: FeedWaits, closing: AbortSignal) {
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
        'or N seconds are up; at most FEED_MAX_WAITING_POLLS (default 100) polls of one organization wait at once on a ' +
        'server, and one more is answered 429 with `Retry-After`. `boxline listen` forwards this feed to a local ' +
        'receiver (see docs/webhooks.md).',
      params: OrgParams,
      querystring: FeedQuery,
      headers: FeedHeaders,
      response: { 200: Feed },
    },
    handler: async (request, reply) => {
      const waitMs = preferredWait(request.headers.prefer) * 1000;
      const deadline = Date.now() + waitMs;
      const wait = waitMs > 0 ? waits.enter(request.org.id, deadline) : null;
      if (waitMs > 0 && !wait) {
        const retryAfter = waits.retryAfterSeconds(request.org.id);
        throw new ApiError('rate_limited', `${app.config.feed.maxWaitingPolls} polls of this organization's events are waiting already; ` +
          `retry in ${retryAfter} s, or read without Prefer: wait.`, { headers: { 'Retry-After': String(retryAfter) } });
      }
      // The response closes before it is sent only when the client went away.
      const gone = new AbortController();
      reply.raw.once('close', () => gone.abort());
      try {
        const feed = await readFeed(app.db, request.org.id, {
          after: request.query.after ?? null, entity: request.query.entity ?? null, limit: request.query.limit ?? 100,
          deadline, wait, signal: AbortSignal.any([gone.signal, closing]),
        });
        if ('refused' in feed) throw invalidField('after', 'is not a cursor of this feed: pass the `cursor` of an earlier answer, or 0 to start at the oldest event kept');
        return { events: feed.events.map(feedEventJson), cursor: feed.cursor, next: nextLink(request, feed.cursor) };
      } finally {
        wait?.leave();
      }
    },
  });
}
