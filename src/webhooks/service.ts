/**
 * Webhook subscriptions: the target check before anything is written, and changes that also touch the
 * delivery queue (suspend, resume) and notify `webhook` subscribers in the same transaction.
 */
import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import { encodeId } from '../core/ids.ts';
import { columnsOf, typed, type RefusedValue } from '../core/fields/index.ts';
import type { Instant } from '../core/values/datetime.ts';
import { WEBHOOK_FIELDS, WEBHOOK_CREATE_FIELDS, type Entity } from '../catalogue/webhook.ts';
import { emitEvent } from '../events/emit.ts';
import { holdDeliveries, releaseDeliveries } from '../events/suspension.ts';
import { remoteUrlProblem } from '../events/target-safety.ts';
import { deleteWebhook, getWebhook, insertWebhook, lockWebhook, updateWebhook } from './queries.ts';
import type { Webhook } from './shape.ts';

/**
 * The remote URL to store (trimmed), or what is wrong with it: https only, no private targets (unless allowed).
 * Each view names the field itself (v2 `remote_url`, v1 `url`, the console's form).
 */
export async function checkRemoteUrl(value: string, config: Config): Promise<{ url: string; problem: null } | { url: null; problem: string }> {
  const url = value.trim();
  const problem = await remoteUrlProblem(url, config.webhook.allowPrivateTargets);
  return problem ? { url: null, problem } : { url, problem: null };
}

const notify = (tx: Queryable, orgId: number, id: number, webhook: Webhook | null) =>
  emitEvent(tx, { orgId, entity: 'webhook', objectPk: encodeId(id), action: webhook ? 'put' : 'delete', payload: webhook });

export async function createWebhook(tx: Queryable, orgId: number, input: { entity: Entity; remoteUrl: string }): Promise<Webhook> {
  const columns = columnsOf(WEBHOOK_CREATE_FIELDS, { entity: input.entity, remote_url: input.remoteUrl }, { full: true });
  columns.token = typed(randomBytes(20).toString('hex'), 'text');
  const { id, webhook } = await insertWebhook(tx, orgId, columns);
  await notify(tx, orgId, id, webhook);
  return webhook;
}

export interface WebhookPatchInput {
  entity?: Entity;
  remoteUrl?: string;
  /** A moment suspends (a view's refusal of the one its client sent is reported as the field's); null resumes and restarts the failure count. */
  suspendedAt?: Instant | RefusedValue | null;
}

/** Applies a PATCH; null when the webhook does not exist. Suspending parks its deliveries, resuming releases them. */
export async function changeWebhook(tx: Queryable, orgId: number, id: number, input: WebhookPatchInput): Promise<Webhook | null> {
  const columns = columnsOf(WEBHOOK_FIELDS, { entity: input.entity, remote_url: input.remoteUrl, suspended_at: input.suspendedAt }, { full: false });
  const current = await lockWebhook(tx, orgId, id);
  if (!current) return null;
  const wasSuspended = current.suspended_at !== null;
  const resumed = input.suspendedAt === null;
  await updateWebhook(tx, orgId, id, columns, { resumed });
  if (resumed && wasSuspended) await releaseDeliveries(tx, orgId, id);
  if (input.suspendedAt && !wasSuspended) await holdDeliveries(tx, orgId, id);
  const webhook = await getWebhook(tx, orgId, id);
  await notify(tx, orgId, id, webhook);
  return webhook;
}

export async function removeWebhook(tx: Queryable, orgId: number, id: number): Promise<boolean> {
  if (!(await deleteWebhook(tx, orgId, id))) return false;
  await notify(tx, orgId, id, null);
  return true;
}
