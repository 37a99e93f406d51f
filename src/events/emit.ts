/**
 * Emitting an event is one call, made inside the transaction of the change it describes: a committed change
 * is always delivered, a rolled-back one never is. The same statement fans the event out into one pending
 * delivery per webhook subscribed to its entity, and wakes the dispatchers when the transaction commits.
 */
import { sql, type SQL } from '../core/sql.ts';
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

/** Emits one event (emitEvents of one). */
export const emitEvent = (tx: Queryable, event: OutgoingEvent): Promise<void> => emitEvents(tx, [event]);

/**
 * Emits the events of one write in one statement for each organization (a write is one organization's: one
 * statement), whatever their number (two texts, one event's and several's, so a connection
 * prepares each once): their rows in the order given, one delivery per subscribed webhook, and the wake-ups
 * at commit: one for the dispatchers when a delivery was queued, one per organization whose feed is followed (the
 * probe, event_feed_followed, runs once per organization, not once per event). Several events are bound as one
 * JSON array, which JSON.stringify writes in one pass: bound in text arrays, node-postgres would escape each
 * payload's quotes again in JavaScript; one event (eventRowsSql) skips the array's ordinality, sort and DISTINCT,
 * 30-40 us of PostgreSQL's time a POST. The webhooks are also filtered by the organization's id as a value: on Citus that
 * filter is what routes their locking read to the organization's shard (read from the inserted events alone, or
 * for several organizations at once, it is refused: "could not run distributed query with FOR UPDATE/SHARE
 * commands"). `alongside`, a data-modifying statement of the same write (an order write's stored renders), runs as a
 * WITH query of the (first) statement: one round trip for both, not two; with no events it is sent alone.
 */
export async function emitEvents(tx: Queryable, events: readonly OutgoingEvent[], alongside: SQL | null = null): Promise<void> {
  if (events.length === 0) {
    if (alongside) await tx.send(alongside);
    return;
  }
  const byOrg = new Map<number, OutgoingEvent[]>();
  for (const e of events) {
    const ofOrg = byOrg.get(e.orgId);
    // Pushed, not copied: an import's page emits thousands of events.
    if (ofOrg) ofOrg.push(e);
    else byOrg.set(e.orgId, [e]);
  }
  let first = true;
  for (const [orgId, ofOrg] of byOrg) {
    await emitEventsOfOrg(tx, orgId, ofOrg, first ? alongside : null);
    first = false;
  }
  for (const orgId of byOrg.keys()) for (const fn of written) fn(orgId);
}

/**
 * The events' rows: one event's values bound as they are (a write of one order, most writes: its payload parsed
 * once, as the column's jsonb), several bound as one JSON array, cut into rows in the order given.
 */
function eventRowsSql(events: readonly OutgoingEvent[]): SQL {
  if (events.length === 1) {
    const [e] = events;
    return sql`VALUES (${e.orgId}::bigint, ${e.entity}::text, ${e.objectPk}::text, ${e.action}::text,
      ${e.action === 'put' ? JSON.stringify(e.payload) : null}::jsonb)`;
  }
  // A delete has no payload (p left out: NULL); a put's payload is its object's JSON.
  const rows = JSON.stringify(events.map((e) => ({ o: e.orgId, e: e.entity, k: e.objectPk, a: e.action, p: e.action === 'put' ? e.payload : undefined })));
  return sql`SELECT (e.v->>'o')::bigint, e.v->>'e', e.v->>'k', e.v->>'a', e.v->'p'
      FROM jsonb_array_elements(${sql.param(rows)}::jsonb) WITH ORDINALITY AS e (v, n)
      ORDER BY e.n`;
}

async function emitEventsOfOrg(tx: Queryable, orgId: number, events: readonly OutgoingEvent[], alongside: SQL | null): Promise<void> {
  await tx.send(sql`
    WITH ${alongside ? sql`alongside AS (${alongside}), ` : sql``}event AS (
      INSERT INTO events (org_id, entity, object_pk, action, payload)
      ${eventRowsSql(events)}
      RETURNING org_id, id, entity, object_pk
    ), queued AS (
      INSERT INTO webhook_deliveries (org_id, webhook_id, event_id, object_pk, scheduled_at)
      SELECT w.org_id, w.id, e.id, e.object_pk,
             CASE WHEN w.suspended_at IS NULL THEN now() ELSE 'infinity'::timestamptz END
      FROM event e JOIN webhooks w ON w.org_id = e.org_id AND w.entity = e.entity
      WHERE w.org_id = ${orgId}
      FOR KEY SHARE OF w
      RETURNING 1
    )
    SELECT pg_notify(${DELIVERY_CHANNEL}, '') FROM (SELECT 1 FROM queued LIMIT 1) AS any_queued
    UNION ALL
    SELECT pg_notify(${FEED_CHANNEL}, o.org_id::text) FROM (${events.length === 1 ? sql`SELECT org_id FROM event` : sql`SELECT DISTINCT org_id FROM event`}) AS o
    WHERE event_feed_followed(o.org_id)`);
}
