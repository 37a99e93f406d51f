/**
 * Emitting an event is one call, made inside the transaction of the change it describes: a committed change
 * is always delivered, a rolled-back one never is. The same statement fans the event out into one pending
 * delivery per webhook subscribed to its entity, and wakes the dispatchers when the transaction commits.
 */
import { sql } from '../core/sql.ts';
import type { Queryable } from '../db/database.ts';
import type { Entity } from '../catalogue/webhook.ts';

export { ENTITIES, type Entity } from '../catalogue/webhook.ts';

/** The channel dispatchers LISTEN on; notified (at commit) by every transaction that queued a delivery. */
export const DELIVERY_CHANNEL = 'boxline_webhook_deliveries';

/**
 * The channel servers whose event feed polls wait LISTEN on (src/events/feed/listener.ts), with the organization's
 * id as the payload: notified only while a server listens for that organization (migration 0215,
 * `event_feed_followed`), since every NOTIFY makes its transaction's commit wait for every other's.
 */
export const FEED_CHANNEL = 'boxline_event_feed';

type EventWritten = (orgId: number) => void;
const written = new Set<EventWritten>();

/**
 * Calls `fn` with the organization of each event this process writes, once its statement has run (in its
 * transaction, maybe not committed yet): how the embedded database, one connection that nobody else writes to,
 * wakes its feed's polls without a NOTIFY (their read waits for the writing transaction to end). Returns the
 * unsubscribe.
 */
export function onEventWritten(fn: EventWritten): () => void {
  written.add(fn);
  return () => void written.delete(fn);
}

export interface OutgoingEvent {
  orgId: number;
  entity: Entity;
  /** The encoded id appended to the subscriber's remote_url. */
  objectPk: string;
  /** `put` delivers the payload with PUT; `delete` sends DELETE with no body. */
  action: 'put' | 'delete';
  /** The object's GET JSON (for `put`). */
  payload: unknown;
}

export async function emitEvent(tx: Queryable, event: OutgoingEvent): Promise<void> {
  await tx.send(sql`
    WITH event AS (
      INSERT INTO events (org_id, entity, object_pk, action, payload)
      VALUES (${event.orgId}, ${event.entity}, ${event.objectPk}, ${event.action},
              ${event.action === 'put' ? JSON.stringify(event.payload) : null}::jsonb)
      RETURNING org_id, id, entity, object_pk
    ), queued AS (
      INSERT INTO webhook_deliveries (org_id, webhook_id, event_id, object_pk, scheduled_at)
      SELECT w.org_id, w.id, e.id, e.object_pk,
             CASE WHEN w.suspended_at IS NULL THEN now() ELSE 'infinity'::timestamptz END
      FROM event e JOIN webhooks w ON w.org_id = e.org_id AND w.entity = e.entity
      FOR KEY SHARE OF w
      RETURNING 1
    )
    SELECT pg_notify(${DELIVERY_CHANNEL}, '') FROM (SELECT 1 FROM queued LIMIT 1) AS any_queued
    UNION ALL
    SELECT pg_notify(${FEED_CHANNEL}, ${String(event.orgId)}) WHERE event_feed_followed(${event.orgId})`);
  for (const fn of written) fn(event.orgId);
}
