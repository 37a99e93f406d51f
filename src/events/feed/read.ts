/**
 * Reading the events feed, long poll included: read what lies past the cursor (queries.ts); when nothing does and
 * the caller is willing to wait, wait for the organization's next event (waits.ts: no statement runs meanwhile) and
 * read again, until the wait is up, the client goes away or the server closes. Events that committed but wait for
 * an older transaction to end are looked for again shortly (UNSETTLED_MS, doubling up to a second): nothing else
 * tells when that transaction ends.
 */
import type { Queryable } from '../../db/database.ts';
import type { Entity } from '../emit.ts';
import { feedNow, feedPage, positionOf, type FeedEventRow } from './queries.ts';
import { decodeCursor, encodeCursor, type FeedPosition } from './cursor.ts';
import type { FeedWait } from './waits.ts';

const UNSETTLED_MS = 25;
const UNSETTLED_MAX_MS = 1000;

export interface FeedRequest {
  /** The cursor as the client sent it; null starts at the present. */
  after: string | null;
  entity: Entity | null;
  limit: number;
  /** When to answer at the latest, with no events (epoch ms); at once when past. */
  deadline: number;
  /** The poll's slot among the organization's waiting polls, when it may wait. */
  wait: FeedWait | null;
  /** Aborted when the client disconnects or the server closes: the read answers with what it has. */
  signal: AbortSignal;
}

export type FeedAnswer = { events: FeedEventRow[]; cursor: string } | { refused: 'after' };

const pause = (ms: number, signal: AbortSignal) => new Promise<void>((resolve) => {
  const done = () => {
    clearTimeout(timer);
    signal.removeEventListener('abort', done);
    resolve();
  };
  const timer = setTimeout(done, ms);
  signal.addEventListener('abort', done, { once: true });
});

/** The organization's events after the cursor, oldest first, with the cursor to read on from. */
export async function readFeed(db: Queryable, orgId: number, req: FeedRequest): Promise<FeedAnswer> {
  let position: FeedPosition;
  if (req.after === null) position = await feedNow(db, orgId);
  else {
    const decoded = await decodeCursor(db, orgId, req.after);
    if (!decoded) return { refused: 'after' };
    position = decoded;
  }
  // The client's own cursor goes back unchanged when nothing is handed out: it moves only with this feed's events.
  const unchanged = async () => ({ events: [], cursor: req.after ?? await encodeCursor(db, orgId, position) });
  // Following the organization waits for its writes in flight (listener.ts): never past the poll's own deadline.
  if (req.wait && Date.now() < req.deadline) await Promise.race([req.wait.ready, pause(req.deadline - Date.now(), req.signal)]);
  let unsettledMs = UNSETTLED_MS;
  for (;;) {
    const generation = req.wait?.generation() ?? 0;
    const page = await feedPage(db, orgId, { after: position, entity: req.entity, limit: req.limit });
    if (page.events.length > 0) {
      return { events: page.events, cursor: await encodeCursor(db, orgId, positionOf(page.events[page.events.length - 1])) };
    }
    if (!req.wait || Date.now() >= req.deadline || req.signal.aborted) return unchanged();
    if (page.unsettled) {
      await pause(Math.min(unsettledMs, req.deadline - Date.now()), req.signal);
      unsettledMs = Math.min(unsettledMs * 2, UNSETTLED_MAX_MS);
    } else {
      await req.wait.wait(generation, req.deadline, req.signal);
    }
  }
}
