/** SQL for webhook subscriptions: columns and JSON from the webhook catalogue (src/catalogue/webhook.ts). */
import { sql } from '../core/sql.ts';
import { countedPage } from '../db/sql.ts';
import type { Queryable } from '../db/database.ts';
import type { Page } from '../core/paging.ts';
import { assignmentsSql, columnListSql, valueListSql, type Columns } from '../core/fields/index.ts';
import { getWebhookJson, WEBHOOK_COLUMNS, webhookJson, type WebhookRow } from '../events/webhook-json.ts';
import type { Webhook } from './shape.ts';

// A webhook's row and JSON are shared with the outbox (suspension tells `webhook` subscribers): src/events/webhook-json.ts.
// The field writer renders values loosely typed; the shape follows the Webhook schema.
const toWebhook = (r: WebhookRow): Webhook => webhookJson(r) as unknown as Webhook;

export async function listWebhooks(db: Queryable, orgId: number, page: Page) {
  const { count, rows } = await countedPage<WebhookRow>(db,
    sql`SELECT count(*)::int AS count FROM webhooks WHERE org_id = ${orgId}`,
    sql`SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE org_id = ${orgId} ORDER BY id LIMIT ${page.limit} OFFSET ${page.offset}`);
  return { count, results: rows.map(toWebhook) };
}

export const getWebhook = async (db: Queryable, orgId: number, id: number) => (await getWebhookJson(db, orgId, id)) as Webhook | null;

/** The webhook's state for an update, its row locked until the transaction ends. */
export async function lockWebhook(db: Queryable, orgId: number, id: number) {
  return db.one<{ suspended_at: string | null }>(sql`
    SELECT suspended_at FROM webhooks WHERE org_id = ${orgId} AND id = ${id} FOR NO KEY UPDATE`);
}

/** Inserts a webhook from its full column values (the token among them). */
export async function insertWebhook(db: Queryable, orgId: number, columns: Columns) {
  const names = Object.keys(columns);
  const row = await db.one<WebhookRow>(sql`
    INSERT INTO webhooks (org_id, ${columnListSql(names)}) VALUES (${orgId}, ${valueListSql(columns, names)})
    RETURNING ${WEBHOOK_COLUMNS}`);
  return { id: row!.id, webhook: toWebhook(row!) };
}

/** Sets the columns and updated_at; `resumed` also restarts the failure count. */
export async function updateWebhook(db: Queryable, orgId: number, id: number, columns: Columns, opts: { resumed: boolean }): Promise<void> {
  const assignments = assignmentsSql(columns);
  await db.rows(sql`
    UPDATE webhooks SET ${assignments ? sql`${assignments}, ` : sql``}updated_at = now()
      ${opts.resumed ? sql`, failures_counted_from = now()` : sql``}
    WHERE org_id = ${orgId} AND id = ${id}`);
}

export async function deleteWebhook(db: Queryable, orgId: number, id: number): Promise<boolean> {
  const rows = await db.rows(sql`DELETE FROM webhooks WHERE org_id = ${orgId} AND id = ${id} RETURNING id`);
  return rows.length > 0;
}
