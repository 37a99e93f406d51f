/**
 * Suspension stops a webhook's deliveries without dropping them: its pending deliveries are parked
 * (scheduled at 'infinity', which also keeps them out of the dispatchers' queue scan), and events that
 * arrive meanwhile are queued parked. Resuming makes everything pending due at once; the claim then sends
 * only the newest state of each object.
 */
import { sql } from '../core/sql.ts';
import type { Queryable } from '../db/database.ts';
import { encodeId } from '../core/ids.ts';
import { emitEvent } from './emit.ts';
import { getWebhookJson } from './webhook-json.ts';

export interface SuspensionPolicy {
  /** More than this many failures inside the window suspend the webhook. */
  maxFailures: number;
  windowMs: number;
}

export const DEFAULT_SUSPENSION_POLICY: SuspensionPolicy = { maxFailures: 3, windowMs: 6 * 60 * 60 * 1000 };

/** Parks the webhook's pending deliveries; those in flight finish (and a retry of theirs is parked). */
export async function holdDeliveries(tx: Queryable, orgId: number, webhookId: number): Promise<void> {
  await tx.rows(sql`
    UPDATE webhook_deliveries SET scheduled_at = 'infinity'
    WHERE org_id = ${orgId} AND webhook_id = ${webhookId} AND state = 'pending' AND claimed_until IS NULL`);
}

/** Makes every pending delivery of the webhook due now, retries waiting on their back-off included. */
export async function releaseDeliveries(tx: Queryable, orgId: number, webhookId: number): Promise<void> {
  await tx.rows(sql`
    UPDATE webhook_deliveries SET scheduled_at = now()
    WHERE org_id = ${orgId} AND webhook_id = ${webhookId} AND state = 'pending' AND claimed_until IS NULL`);
}

/**
 * After a failure has been recorded (the caller holds the webhook's row lock): suspends the webhook when it
 * has failed more than `maxFailures` times inside the window (counting from its last resume), parks its
 * deliveries and tells `webhook` subscribers. Returns whether it suspended the webhook now.
 */
export async function suspendIfFailing(tx: Queryable, orgId: number, webhookId: number, policy: SuspensionPolicy): Promise<boolean> {
  const suspended = await tx.rows(sql`
    UPDATE webhooks w SET suspended_at = now(), updated_at = now()
    WHERE w.org_id = ${orgId} AND w.id = ${webhookId} AND w.suspended_at IS NULL
      AND (SELECT count(*) FROM webhook_deliveries d
           WHERE d.org_id = ${orgId} AND d.webhook_id = w.id AND d.state IN ('retried', 'failed')
             AND d.finished_at > greatest(now() - make_interval(secs => ${policy.windowMs / 1000}), w.failures_counted_from)
          ) > ${policy.maxFailures}
    RETURNING w.id`);
  if (suspended.length === 0) return false;
  await holdDeliveries(tx, orgId, webhookId);
  const webhook = await getWebhookJson(tx, orgId, webhookId);
  await emitEvent(tx, { orgId, entity: 'webhook', objectPk: encodeId(webhookId), action: 'put', payload: webhook });
  return true;
}
