/**
 * Reading the event feed, long poll included: settle the horizon (queries.ts), read what is past the cursor, and
 * when nothing is there yet and the caller is willing to wait, try again every FEED_POLL_MS until its time is up,
 * the client goes away or the server closes.
 */
import type { Database } from '../../db/database.ts';
import type { Entity } from '../emit.ts';
import { formatDateTime } from '../../core/values/datetime.ts';
import { eventsAfter, settledHorizon } from './queries.ts';

const FEED_POLL_MS = 250;
/** How long one read waits for transactions that may hold event ids below the horizon to end. */
const SETTLE_MS = 2000;

export interface FeedRequest {
  /** The cursor; null starts at the present horizon. */
  after: number | null;
  entity: Entity | null;
  limit: number;
  waitMs: number;
  /** Aborted when the client disconnects or the server closes: the read answers with what it has. */
  signal: AbortSignal;
}

export function feedEventJson(r: Awaited<ReturnType<typeof eventsAfter>>[number]) {
  return {
    id: `evt_${r.id}`, entity: r.entity, object_pk: r.object_pk, action: r.action,
    payload: r.action === 'delete' ? null : r.payload, created_at: formatDateTime(r.created_at),
  };
}

const pause = (ms: number, signal: AbortSignal) => new Promise<void>((resolve) => {
  const done = () => {
    clearTimeout(timer);
    signal.removeEventListener('abort', done);
    resolve();
  };
  const timer = setTimeout(done, ms);
  signal.addEventListener('abort', done, { once: true });
});

export async function readFeed(db: Database, orgId: number, req: FeedRequest) {
  const deadline = Date.now() + req.waitMs;
  let cursor = req.after;
  for (;;) {
    const horizon = await settledHorizon(db, SETTLE_MS);
    if (horizon !== null) {
      // The sequence only grows, and a cursor past it (from another database) starts over at it.
      const after = cursor === null || cursor > horizon ? horizon : cursor;
      const rows = await eventsAfter(db, orgId, { after, horizon, entity: req.entity, limit: req.limit });
      // A full page ends at its last event; otherwise everything up to the horizon has been read.
      cursor = rows.length === req.limit ? rows[rows.length - 1].id : horizon;
      if (rows.length > 0) return { events: rows.map(feedEventJson), cursor };
    }
    if (Date.now() >= deadline || req.signal.aborted) return { events: [], cursor: cursor ?? 0 };
    await pause(Math.min(FEED_POLL_MS, Math.max(0, deadline - Date.now())), req.signal);
  }
}
