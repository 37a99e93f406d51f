/**
 * Webhook subscriptions: the target check before anything is written, and changes that also touch the
 * delivery queue (suspend, resume) and notify `webhook` subscribers in the same transaction.
 */
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';
import { invalidField, parseField } from '../../core/errors.ts';
import { encodeId } from '../../core/ids.ts';
import { parseDateTime } from '../../core/values/datetime.ts';
import { emitEvent, type Entity } from '../../events/emit.ts';
import { holdDeliveries, releaseDeliveries } from '../../events/suspension.ts';
import { remoteUrlProblem } from '../../events/target-safety.ts';
import { deleteWebhook, getWebhook, insertWebhook, lockWebhook, updateWebhook, type WebhookChanges } from './queries.ts';
import type { Webhook } from './schemas.ts';

/** The remote_url to store, or a 400 naming `remote_url`: https only, no private targets (unless allowed). */
export async function checkedRemoteUrl(value: string, config: Config): Promise<string> {
  const url = value.trim();
  const problem = await remoteUrlProblem(url, config.webhook.allowPrivateTargets);
  if (problem) throw invalidField('remote_url', problem);
  return url;
}

const notify = (tx: Queryable, orgId: number, id: number, webhook: Webhook | null) =>
  emitEvent(tx, { orgId, entity: 'webhook', objectPk: encodeId(id), action: webhook ? 'put' : 'delete', payload: webhook });

export async function createWebhook(tx: Queryable, orgId: number, input: { entity: Entity; remoteUrl: string }): Promise<Webhook> {
  const { id, webhook } = await insertWebhook(tx, orgId, { ...input, token: randomBytes(20).toString('hex') });
  await notify(tx, orgId, id, webhook);
  return webhook;
}

export interface WebhookPatchInput {
  entity?: Entity;
  remoteUrl?: string;
  suspendedAt?: string | null;
}

/** Applies a PATCH; null when the webhook does not exist. Suspending parks its deliveries, resuming releases them. */
export async function changeWebhook(tx: Queryable, orgId: number, id: number, input: WebhookPatchInput): Promise<Webhook | null> {
  const current = await lockWebhook(tx, orgId, id);
  if (!current) return null;
  const changes: WebhookChanges = { entity: input.entity, remoteUrl: input.remoteUrl };
  if (input.suspendedAt !== undefined) {
    changes.suspendedAt = input.suspendedAt === null ? null : parseField('suspended_at', () => parseDateTime(input.suspendedAt));
  }
  await updateWebhook(tx, orgId, id, changes);
  const wasSuspended = current.suspended_at !== null;
  if (changes.suspendedAt === null && wasSuspended) await releaseDeliveries(tx, orgId, id);
  if (changes.suspendedAt && !wasSuspended) await holdDeliveries(tx, orgId, id);
  const webhook = await getWebhook(tx, orgId, id);
  await notify(tx, orgId, id, webhook);
  return webhook;
}

export async function removeWebhook(tx: Queryable, orgId: number, id: number): Promise<boolean> {
  if (!(await deleteWebhook(tx, orgId, id))) return false;
  await notify(tx, orgId, id, null);
  return true;
}
