/**
 * emitEvents: the events of one write in one statement, whatever their number and organizations: their rows in the
 * order given (a delete without payload), one delivery per subscribed webhook, nothing for other entities.
 */
import { describe, it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { sql } from '../../src/core/sql.ts';
import { countingDb } from '../support/counting-db.ts';
import type { Queryable } from '../../src/db/database.ts';
import { emitEvents, onEventWritten, type OutgoingEvent } from '../../src/events/emit.ts';
import { subscribe } from './support/webhooks.ts';

let world: TestWorld;
let org: TestOrg;
let other: TestOrg;

before(async () => {
  world = await createWorld();
});
beforeEach(async () => {
  await world.reset();
  org = await world.createOrg('Acme');
  other = await world.createOrg('Other');
});
after(() => world.close());

/** Runs `fn` in a transaction whose statements are counted. */
async function counted(fn: (tx: Queryable) => Promise<void>): Promise<number> {
  let statements = 0;
  await world.db.transaction(async (tx) => {
    const { db, count } = countingDb(tx);
    await fn(db);
    statements = count();
  });
  return statements;
}

describe('emitEvents', () => {
  it('writes the events of one write in one statement per organization, in the order given, and queues one delivery per subscriber', async () => {
    await subscribe(world, org, 'https://hooks.example.com/orders/');
    await subscribe(world, org, 'https://hooks.example.com/delivered/', 'order-delivered');
    const events: OutgoingEvent[] = [
      { orgId: org.id, entity: 'orders', objectPk: 'b', action: 'delete', payload: null },
      { orgId: org.id, entity: 'orders', objectPk: 'a', action: 'put', payload: { url: 'a', n: 1, text: 'quote " and \\ backslash' } },
      { orgId: org.id, entity: 'order-delivered', objectPk: 'a', action: 'put', payload: { url: 'a' } },
      { orgId: other.id, entity: 'orders', objectPk: 'c', action: 'put', payload: { url: 'c' } },
      { orgId: org.id, entity: 'packaging', objectPk: 'p', action: 'put', payload: [1, 'two'] },
    ];
    const { last } = (await world.db.one<{ last: number }>(sql`SELECT coalesce(max(id), 0)::bigint AS last FROM events`))!;
    const told: number[] = [];
    const stop = onEventWritten((orgId) => told.push(orgId));
    try {
      // One statement for each organization: on Citus a locking read of webhooks names one organization's shard.
      assert.equal(await counted((tx) => emitEvents(tx, events)), 2);
    } finally {
      stop();
    }
    assert.deepEqual(told.sort(), [org.id, other.id].sort());
    const rows = await world.db.rows<{ org_id: number; entity: string; object_pk: string; action: string; payload: unknown }>(sql`
      SELECT org_id, entity, object_pk, action, payload FROM events WHERE org_id IN (${org.id}, ${other.id}) AND id > ${last} ORDER BY id`);
    const byOrganization = [...events.filter((e) => e.orgId === org.id), ...events.filter((e) => e.orgId === other.id)];
    assert.deepEqual(rows, byOrganization.map((e) => ({ org_id: e.orgId, entity: e.entity, object_pk: e.objectPk, action: e.action, payload: e.action === 'put' ? e.payload : null })));
    const queued = await world.db.rows<{ object_pk: string; entity: string }>(sql`
      SELECT d.object_pk, w.entity FROM webhook_deliveries d JOIN webhooks w ON w.org_id = d.org_id AND w.id = d.webhook_id
      WHERE d.org_id IN (${org.id}, ${other.id}) ORDER BY d.event_id`);
    assert.deepEqual(queued, [{ object_pk: 'b', entity: 'orders' }, { object_pk: 'a', entity: 'orders' }, { object_pk: 'a', entity: 'order-delivered' }]);
  });

  it('writes one event (its values bound as they are) as several are written, a delete without payload', async () => {
    await subscribe(world, org, 'https://hooks.example.com/orders/');
    const { last } = (await world.db.one<{ last: number }>(sql`SELECT coalesce(max(id), 0)::bigint AS last FROM events`))!;
    const put: OutgoingEvent = { orgId: org.id, entity: 'orders', objectPk: 'a', action: 'put', payload: { url: 'a', text: 'quote " and \\ é 📦', n: [1.5, null] } };
    const gone: OutgoingEvent = { orgId: org.id, entity: 'orders', objectPk: 'b', action: 'delete', payload: { ignored: true } };
    for (const event of [put, gone]) assert.equal(await counted((tx) => emitEvents(tx, [event])), 1);
    const rows = await world.db.rows<{ org_id: number; entity: string; object_pk: string; action: string; payload: unknown }>(sql`
      SELECT org_id, entity, object_pk, action, payload FROM events WHERE org_id = ${org.id} AND id > ${last} ORDER BY id`);
    assert.deepEqual(rows, [
      { org_id: org.id, entity: 'orders', object_pk: 'a', action: 'put', payload: put.payload },
      { org_id: org.id, entity: 'orders', object_pk: 'b', action: 'delete', payload: null },
    ]);
    const queued = await world.db.rows<{ object_pk: string }>(sql`SELECT object_pk FROM webhook_deliveries WHERE org_id = ${org.id} ORDER BY event_id`);
    assert.deepEqual(queued.map((q) => q.object_pk), ['a', 'b']);
  });

  it('sends nothing for no events', async () => {
    assert.equal(await counted((tx) => emitEvents(tx, [])), 0);
  });
});
