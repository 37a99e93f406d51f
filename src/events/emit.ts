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

const EVENTS_PER_STATEMENT = 1000;

export async function emitEvent(tx: Queryable, event: OutgoingEvent): Promise<void> {
  await emitEvents(tx, [event]);
}

/**
 * Emits `events` in one statement, their ids in the order given; `first`, a write of the same transaction whose
 * answer is not needed (the order writer's stored renders), goes in the same statement, as a WITH query of its own:
 * a write's last statements cost the database and the driver one statement, not one each.
 */
export async function emitEvents(tx: Queryable, events: readonly OutgoingEvent[], first?: SQL): Promise<void> {
  if (events.length === 0) {
    if (first) await tx.send(first);
    return;
  }
  // A statement binds at most 65,535 parameters: an import's page of orders is sent in parts.
  if (events.length > EVENTS_PER_STATEMENT) {
    for (let at = 0; at < events.length; at += EVENTS_PER_STATEMENT) {
      await emitEvents(tx, events.slice(at, at + EVENTS_PER_STATEMENT), at === 0 ? first : undefined);
    }
    return;
  }
  const rows = events.map((e) => sql`(${e.orgId}::bigint, ${e.entity}::text, ${e.objectPk}::text, ${e.action}::text,
              ${e.action === 'put' ? JSON.stringify(e.payload) : null}::jsonb)`);
  await tx.send(sql`
    WITH ${first ? sql`first_write AS (${first}), ` : sql``}event AS (
      INSERT INTO events (org_id, entity, object_pk, action, payload)
      VALUES ${sql.join(rows, sql`, `)}
      RETURNING org_id, id, entity, object_pk
    ), queued AS (
      INSERT INTO webhook_deliveries (org_id, webhook_id, event_id, object_pk, scheduled_at)
      SELECT w.org_id, w.id, e.id, e.object_pk,
             CASE WHEN w.suspended_at IS NULL THEN now() ELSE 'infinity'::timestamptz END
      FROM event e JOIN webhooks w ON w.org_id = e.org_id AND w.entity = e.entity
      ORDER BY e.id, w.id
      FOR KEY SHARE OF w
      RETURNING 1
    )
    SELECT pg_notify(${DELIVERY_CHANNEL}, '') FROM (SELECT 1 FROM queued LIMIT 1) AS any_queued`);
}
