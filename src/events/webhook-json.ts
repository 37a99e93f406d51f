/**
 * A webhook subscription as its GET JSON, read by id: what `webhook` subscribers hear when the dispatcher
 * suspends one (suspension.ts), and what src/v2/webhooks answers. The columns and JSON come from the webhook
 * catalogue (src/catalogue/webhook.ts). It lives in events/ because the outbox needs it and events/ imports
 * nothing from v2/; the webhook routes' queries.ts imports it from here.
 */
import { sql } from '../core/sql.ts';
import type { Queryable } from '../db/database.ts';
import { fieldWriter, selectListSql } from '../core/fields/index.ts';
import { WEBHOOK_FIELDS } from '../catalogue/webhook.ts';
import { webhookUrl } from '../core/urls.ts';

/** A webhook row: its keys and the catalogue's columns. */
export interface WebhookRow extends Record<string, unknown> {
  org_id: number;
  id: number;
}


const writeWebhookFields = fieldWriter(WEBHOOK_FIELDS);

/** The webhook's JSON (its url, then the catalogue's fields), the shape of the Webhook schema in src/webhooks/shape.ts. */
export function webhookJson(r: WebhookRow): Record<string, unknown> {
  return writeWebhookFields(r, { url: webhookUrl(r.org_id, r.id) } as Record<string, unknown>);
}

/** The SELECT list a WebhookRow is read with. */
export const WEBHOOK_COLUMNS = sql`org_id, id, ${selectListSql(WEBHOOK_FIELDS)}`;

export async function getWebhookJson(db: Queryable, orgId: number, id: number): Promise<Record<string, unknown> | null> {
  const row = await db.one<WebhookRow>(sql`SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE org_id = ${orgId} AND id = ${id}`);
  return row ? webhookJson(row) : null;
}
