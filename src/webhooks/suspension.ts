/** Why a webhook subscription was suspended: the failed deliveries before it (the console's webhook page shows them). */
import { sql } from '../core/sql.ts';
import type { Queryable } from '../db/database.ts';
import { DEFAULT_SUSPENSION_POLICY } from '../events/suspension.ts';

export interface SuspensionCause {
  failures: number;
  last_error: string | null;
  last_status: number | null;
}

/** The failed attempts in the suspension window before the webhook was suspended (none: suspended by a request). */
export async function suspensionCause(db: Queryable, orgId: number, webhookId: number): Promise<SuspensionCause> {
  const row = await db.one<SuspensionCause>(sql`
    SELECT count(*)::int AS failures,
           (array_agg(d.error ORDER BY d.finished_at DESC))[1] AS last_error,
           (array_agg(d.status_code ORDER BY d.finished_at DESC))[1] AS last_status
    FROM webhooks w
    JOIN webhook_deliveries d ON d.org_id = w.org_id AND d.webhook_id = w.id
    WHERE w.org_id = ${orgId} AND w.id = ${webhookId} AND d.state IN ('retried', 'failed')
      AND d.finished_at <= w.suspended_at
      AND d.finished_at > w.suspended_at - make_interval(secs => ${DEFAULT_SUSPENSION_POLICY.windowMs / 1000})`);
  return row ?? { failures: 0, last_error: null, last_status: null };
}
