/**
 * Recording attempt results, after the HTTP call, each in its own short transaction. Only the dispatcher
 * holding the claim can record (a claim that expired was turned into `expired`, so a late result is
 * ignored). Successes are written in batches; a failure schedules the next attempt (or gives up) and may
 * suspend the webhook. Their stamps are now(): Citus refuses a volatile function (clock_timestamp()) in a write of a
 * distributed table.
 */
import { sql } from '../core/sql.ts';
import type { Database } from '../db/database.ts';
import { bigintArray } from '../db/sql.ts';
import type { ClaimedDelivery } from './claim.ts';
import type { DeliveryResult } from './deliver.ts';
import { retryDelayMs, type RetryPolicy } from './backoff.ts';
import { suspendIfFailing, type SuspensionPolicy } from './suspension.ts';

/** The longest error text stored with an attempt (the receiver's body in it is cut shorter by deliver.ts). */
export const ERROR_TEXT_CHARS = 500;

/**
 * An attempt's error as it can be stored: PostgreSQL text holds no NUL (a receiver's body may), and the length is
 * bounded; a write that failed on it would leave the delivery to be sent again at every claim expiry.
 */
export const storableError = (error: string | null): string | null => (error === null ? null : error.replaceAll('\0', '').slice(0, ERROR_TEXT_CHARS));

export interface Outcome {
  delivery: ClaimedDelivery;
  result: DeliveryResult;
}

export async function recordSuccesses(db: Database, dispatcherId: string, outcomes: Outcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const ids = bigintArray(outcomes.map((o) => o.delivery.id));
  await db.rows(sql`
    UPDATE webhook_deliveries d
    SET state = 'delivered', status_code = r.status_code, latency_ms = r.latency_ms, error = NULL,
        finished_at = now(), claimed_until = NULL
    FROM unnest(${ids}, ${bigintArray(outcomes.map((o) => o.result.statusCode ?? 200))},
                ${bigintArray(outcomes.map((o) => o.result.latencyMs))}) AS r(id, status_code, latency_ms)
    WHERE d.org_id = ANY(${bigintArray(outcomes.map((o) => o.delivery.orgId))}) AND d.id = ANY(${ids}) AND d.id = r.id
      AND d.state = 'pending' AND d.claimed_by = ${dispatcherId}`);
}

export interface FailureResult {
  /** False when the claim was no longer ours (it expired), so nothing was written. */
  recorded: boolean;
  /** Delay before the next attempt, or null when the delivery was given up (state `failed`). */
  retryInMs: number | null;
  suspended: boolean;
}

export async function recordFailure(
  db: Database,
  dispatcherId: string,
  { delivery, result }: Outcome,
  policy: { retry: RetryPolicy; suspension: SuspensionPolicy },
): Promise<FailureResult> {
  return db.transaction(async (tx) => {
    // The webhook's row lock serialises failure counting, so concurrent failures cannot all miss the threshold.
    await tx.rows(sql`SELECT 1 FROM webhooks WHERE org_id = ${delivery.orgId} AND id = ${delivery.webhookId} FOR NO KEY UPDATE`);
    const row = await tx.one<{ elapsed_ms: number }>(sql`
      SELECT (extract(epoch FROM clock_timestamp() - coalesce(first_attempted_at, clock_timestamp())) * 1000)::float8 AS elapsed_ms
      FROM webhook_deliveries
      WHERE org_id = ${delivery.orgId} AND id = ${delivery.id} AND state = 'pending' AND claimed_by = ${dispatcherId}
      FOR UPDATE`);
    if (!row) return { recorded: false, retryInMs: null, suspended: false };

    const retryInMs = retryDelayMs(policy.retry, delivery.attempt, row.elapsed_ms);
    await tx.rows(sql`
      WITH done AS (
        UPDATE webhook_deliveries
        SET state = ${retryInMs === null ? 'failed' : 'retried'}, status_code = ${result.statusCode},
            latency_ms = ${result.latencyMs}, error = ${storableError(result.error)}, finished_at = now(), claimed_until = NULL
        WHERE org_id = ${delivery.orgId} AND id = ${delivery.id}
        RETURNING org_id, webhook_id, event_id, object_pk, attempt, first_attempted_at, redelivery_of
      )
      INSERT INTO webhook_deliveries (org_id, webhook_id, event_id, object_pk, attempt, first_attempted_at, redelivery_of, scheduled_at)
      SELECT d.org_id, d.webhook_id, d.event_id, d.object_pk, d.attempt + 1, d.first_attempted_at, d.redelivery_of,
             CASE WHEN w.suspended_at IS NULL THEN now() + make_interval(secs => ${(retryInMs ?? 0) / 1000})
                  ELSE 'infinity'::timestamptz END
      FROM done d JOIN webhooks w ON w.org_id = ${delivery.orgId} AND w.id = d.webhook_id
      WHERE ${retryInMs !== null}::boolean`);
    const suspended = await suspendIfFailing(tx, delivery.orgId, delivery.webhookId, policy.suspension);
    return { recorded: true, retryInMs, suspended };
  });
}
