import { sql } from '../../core/sql.ts';
import { countedPage } from '../../db/sql.ts';
import type { Queryable } from '../../db/database.ts';
import type { Page } from '../../core/paging.ts';
import { formatDateTime } from '../../core/values/datetime.ts';
import { DELIVERY_CHANNEL, type Entity } from '../../events/emit.ts';
import type { Delivery } from './shape.ts';
import { webhookDeliveryUrl, webhookUrl } from '../../core/urls.ts';

interface DeliveryRow {
  org_id: number;
  id: number;
  webhook_id: number;
  event_id: number;
  entity: Entity;
  action: 'put' | 'delete';
  object_pk: string;
  object_url: string | null;
  attempt: number;
  state: Delivery['state'];
  status_code: number | null;
  latency_ms: number | null;
  error: string | null;
  created_at: string;
  scheduled_at: string | null;
  attempted_at: string | null;
  finished_at: string | null;
  redelivery_of: number | null;
  superseded_by: number | null;
  /** The order's `primary_id` when the event is an order's change (people know an order by it, not by its key). */
  order_primary_id: string | null;
}

function toDelivery(r: DeliveryRow): Delivery {
  const hook = webhookUrl(r.org_id, r.webhook_id);
  const link = (id: number | null) => (id === null ? null : webhookDeliveryUrl(r.org_id, r.webhook_id, id));
  return {
    url: link(r.id)!,
    webhook: hook,
    message_id: `evt_${r.event_id}`,
    entity: r.entity,
    action: r.action,
    object_pk: r.object_pk,
    object_url: r.object_url,
    attempt: r.attempt,
    state: r.state,
    status_code: r.status_code,
    latency_ms: r.latency_ms,
    error: r.error,
    created_at: formatDateTime(r.created_at),
    scheduled_at: formatDateTime(r.scheduled_at),
    attempted_at: formatDateTime(r.attempted_at),
    finished_at: formatDateTime(r.finished_at),
    redelivery_of: link(r.redelivery_of),
    superseded_by: link(r.superseded_by),
  };
}

const SELECT_DELIVERY = sql`
  SELECT d.org_id, d.id, d.webhook_id, d.event_id, e.entity, e.action, d.object_pk, e.payload->>'url' AS object_url,
         d.attempt, d.state, d.status_code, d.latency_ms, d.error, d.created_at,
         NULLIF(d.scheduled_at, 'infinity') AS scheduled_at, d.attempted_at, d.finished_at, d.redelivery_of, d.superseded_by,
         CASE WHEN e.entity IN ('orders', 'order-delivered') THEN e.payload->>'primary_id' END AS order_primary_id
  FROM webhook_deliveries d
  JOIN events e ON e.org_id = d.org_id AND e.id = d.event_id`;

export interface DeliveryOfLog {
  delivery: Delivery;
  /** The changed order's `primary_id` (its number as people say it) for an order's event, else null. */
  orderPrimaryId: string | null;
}

/** The webhook's delivery log, newest first. */
export async function listDeliveries(db: Queryable, orgId: number, webhookId: number, page: Page): Promise<{ count: number; rows: DeliveryOfLog[] }> {
  const { count, rows } = await countedPage<DeliveryRow>(db,
    sql`SELECT count(*)::int AS count FROM webhook_deliveries WHERE org_id = ${orgId} AND webhook_id = ${webhookId}`,
    sql`${SELECT_DELIVERY} WHERE d.org_id = ${orgId} AND d.webhook_id = ${webhookId} ORDER BY d.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`);
  return { count, rows: rows.map((r) => ({ delivery: toDelivery(r), orderPrimaryId: r.order_primary_id })) };
}

export async function getDelivery(db: Queryable, orgId: number, webhookId: number, id: number): Promise<Delivery | null> {
  const row = await db.one<DeliveryRow>(sql`${SELECT_DELIVERY} WHERE d.org_id = ${orgId} AND d.webhook_id = ${webhookId} AND d.id = ${id}`);
  return row ? toDelivery(row) : null;
}

export async function webhookExists(db: Queryable, orgId: number, webhookId: number): Promise<boolean> {
  return (await db.one(sql`SELECT 1 FROM webhooks WHERE org_id = ${orgId} AND id = ${webhookId}`)) !== undefined;
}

/**
 * Queues the delivery's event again for its webhook as a new first attempt (parked while the webhook is
 * suspended) and wakes the dispatchers; returns the new delivery's id, or null when there is no such delivery.
 */
export async function queueRedelivery(db: Queryable, orgId: number, webhookId: number, id: number): Promise<number | null> {
  const row = await db.one<{ id: number }>(sql`
    WITH queued AS (
      INSERT INTO webhook_deliveries (org_id, webhook_id, event_id, object_pk, redelivery_of, scheduled_at)
      SELECT d.org_id, d.webhook_id, d.event_id, d.object_pk, d.id,
             CASE WHEN w.suspended_at IS NULL THEN now() ELSE 'infinity'::timestamptz END
      FROM webhook_deliveries d
      JOIN webhooks w ON w.org_id = d.org_id AND w.id = d.webhook_id
      WHERE d.org_id = ${orgId} AND d.webhook_id = ${webhookId} AND d.id = ${id}
      FOR KEY SHARE OF w
      RETURNING id
    )
    SELECT id, pg_notify(${DELIVERY_CHANNEL}, '') FROM queued`);
  return row?.id ?? null;
}
