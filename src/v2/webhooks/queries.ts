import { sql } from 'drizzle-orm';
import { countedPage } from '../../db/sql.ts';
import type { Queryable } from '../../db/database.ts';
import type { Page } from '../../core/paging.ts';
import type { Entity } from '../../events/emit.ts';
import { getWebhookJson, WEBHOOK_COLUMNS, webhookJson, webhookUrl, type WebhookRow } from '../../events/webhook-json.ts';
import type { Webhook } from './schemas.ts';

// A webhook's row and JSON are shared with the outbox (suspension tells `webhook` subscribers): src/events/webhook-json.ts.
export { webhookUrl };
const toWebhook = (r: WebhookRow): Webhook => webhookJson(r);
const COLUMNS = WEBHOOK_COLUMNS;

export async function listWebhooks(db: Queryable, orgId: number, page: Page) {
  const { count, rows } = await countedPage<WebhookRow>(db,
    sql`SELECT count(*)::int AS count FROM webhooks WHERE org_id = ${orgId}`,
    sql`SELECT ${COLUMNS} FROM webhooks WHERE org_id = ${orgId} ORDER BY id LIMIT ${page.limit} OFFSET ${page.offset}`);
  return { count, results: rows.map(toWebhook) };
}

export const getWebhook = (db: Queryable, orgId: number, id: number): Promise<Webhook | null> => getWebhookJson(db, orgId, id);

/** The webhook's state for an update, its row locked until the transaction ends. */
export async function lockWebhook(db: Queryable, orgId: number, id: number) {
  return db.one<{ suspended_at: string | null }>(sql`
    SELECT suspended_at FROM webhooks WHERE org_id = ${orgId} AND id = ${id} FOR NO KEY UPDATE`);
}

export async function insertWebhook(db: Queryable, orgId: number, input: { entity: Entity; remoteUrl: string; token: string }) {
  const row = await db.one<WebhookRow>(sql`
    INSERT INTO webhooks (org_id, entity, remote_url, token) VALUES (${orgId}, ${input.entity}, ${input.remoteUrl}, ${input.token})
    RETURNING ${COLUMNS}`);
  return { id: row!.id, webhook: toWebhook(row!) };
}

export interface WebhookChanges {
  entity?: Entity;
  remoteUrl?: string;
  /** A timestamp suspends; null resumes and restarts the failure count. */
  suspendedAt?: string | null;
}

export async function updateWebhook(db: Queryable, orgId: number, id: number, changes: WebhookChanges): Promise<void> {
  const sets = [sql`updated_at = now()`];
  if (changes.entity !== undefined) sets.push(sql`entity = ${changes.entity}`);
  if (changes.remoteUrl !== undefined) sets.push(sql`remote_url = ${changes.remoteUrl}`);
  if (changes.suspendedAt !== undefined) {
    sets.push(sql`suspended_at = ${changes.suspendedAt}::timestamptz`);
    if (changes.suspendedAt === null) sets.push(sql`failures_counted_from = now()`);
  }
  await db.rows(sql`UPDATE webhooks SET ${sql.join(sets, sql`, `)} WHERE org_id = ${orgId} AND id = ${id}`);
}

export async function deleteWebhook(db: Queryable, orgId: number, id: number): Promise<boolean> {
  const rows = await db.rows(sql`DELETE FROM webhooks WHERE org_id = ${orgId} AND id = ${id} RETURNING id`);
  return rows.length > 0;
}
