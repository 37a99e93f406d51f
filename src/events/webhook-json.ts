/**
 * A webhook subscription as its GET JSON, read by id: what `webhook` subscribers hear when the dispatcher
 * suspends one (suspension.ts), and what src/v2/webhooks answers. It lives in events/ because the outbox needs
 * it and events/ imports nothing from v2/; the webhook routes import it from here.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/database.ts';
import { encodeId } from '../core/ids.ts';
import { formatDateTime } from '../core/values/datetime.ts';
import type { Entity } from './emit.ts';

export interface WebhookRow {
  org_id: number;
  id: number;
  entity: Entity;
  remote_url: string;
  token: string;
  suspended_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The webhook's JSON, as the Webhook schema of src/v2/webhooks/schemas.ts describes it. */
export interface WebhookJson {
  url: string;
  remote_url: string;
  token: string;
  created_at: string;
  updated_at: string;
  entity: Entity;
  suspended_at: string | null;
}

export const webhookUrl = (orgId: number, id: number) => `/api/v2/orgs/${encodeId(orgId)}/webhooks/${encodeId(id)}/`;

export function webhookJson(r: WebhookRow): WebhookJson {
  return {
    url: webhookUrl(r.org_id, r.id),
    remote_url: r.remote_url,
    token: r.token,
    created_at: formatDateTime(r.created_at),
    updated_at: formatDateTime(r.updated_at),
    entity: r.entity,
    suspended_at: formatDateTime(r.suspended_at),
  };
}

/** The SELECT list a WebhookRow is read with. */
export const WEBHOOK_COLUMNS = sql`org_id, id, entity, remote_url, token, suspended_at, created_at, updated_at`;

export async function getWebhookJson(db: Queryable, orgId: number, id: number): Promise<WebhookJson | null> {
  const row = await db.one<WebhookRow>(sql`SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE org_id = ${orgId} AND id = ${id}`);
  return row ? webhookJson(row) : null;
}
