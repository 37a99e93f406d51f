/** Shortcuts for event tests: subscribe through the API, emit events the way resources do. */
import assert from 'node:assert/strict';
import type { TestOrg, TestWorld } from '../../support/app.ts';
import { emitEvent, type Entity } from '../../../src/events/emit.ts';

export interface CreatedWebhook {
  url: string;
  token: string;
  entity: string;
  remote_url: string;
  suspended_at: string | null;
}

export async function subscribe(world: TestWorld, org: TestOrg, remoteUrl: string, entity: Entity = 'orders'): Promise<CreatedWebhook> {
  const res = await world.request('POST', `${org.url}webhooks/`, { token: org.token, body: { entity, remote_url: remoteUrl } });
  assert.equal(res.statusCode, 201, res.body);
  return res.json();
}

/** Commits one event, as a resource's write would. */
export async function emit(world: TestWorld, org: TestOrg, objectPk: string, payload: unknown, opts: { entity?: Entity; action?: 'put' | 'delete' } = {}) {
  await world.db.transaction((tx) =>
    emitEvent(tx, { orgId: org.id, entity: opts.entity ?? 'orders', objectPk, action: opts.action ?? 'put', payload }));
}

export async function deliveryLog(world: TestWorld, org: TestOrg, webhook: { url: string }) {
  const res = await world.request('GET', `${webhook.url}deliveries/?limit=1000`, { token: org.token });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().results as Record<string, any>[];
}
