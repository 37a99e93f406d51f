/** Order backups: a batch made by `boxline backup create` (or the schedule), listed by v1 order_backup_details and order_restore. */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { assertV1RouteSecurity } from '../support/security-v1.ts';
import { backupDue, backupOrganizations } from '../../src/backups/service.ts';
import { fromTastypieXml } from '../../src/v1/xml.ts';
import { runBoxline } from '../cli/support.ts';
import { createV1Order } from './support.ts';

describe('v1 order backups', () => {
  let world: TestWorld;
  let a: TestOrg;
  let b: TestOrg;
  before(async () => {
    world = await createWorld();
    a = await world.createOrg('Acme');
    b = await world.createOrg('Other');
  });
  after(() => world.close());

  it('records a batch that order_backup_details and order_restore list, and the orders list filters by', async () => {
    const first = await createV1Order(world, a, { primary_id: 'B-1', numerical_id: 11 });
    await createV1Order(world, a, { primary_id: 'B-2', numerical_id: 12 });
    await createV1Order(world, b, { primary_id: 'B-other' });
    const [made] = await backupOrganizations(world.db, a.id);
    assert.deepEqual({ orgId: made.orgId, orders: made.orders }, { orgId: a.id, orders: 2 });
    await createV1Order(world, a, { primary_id: 'B-3' });
    const [second] = await backupOrganizations(world.db, a.id);
    assert.equal(second.orders, 3);

    const details = (await world.request('GET', '/api/v1/order_backup_details/', { token: a.token })).json();
    assert.equal(details.meta.limit, 100);
    assert.equal(details.meta.total_count, 5);
    const d0 = details.objects[0];
    assert.deepEqual(Object.keys(d0).sort(), ['alias_id', 'backup', 'id', 'numerical_id', 'primary_id', 'resource_uri']);
    assert.equal(d0.backup, `/api/v1/order_backup/${made.backupId}/`);
    assert.equal(d0.primary_id, 'B-1');
    assert.equal(d0.numerical_id, 11);
    assert.deepEqual((await world.request('GET', d0.resource_uri, { token: a.token })).json(), d0);
    const batch = (await world.request('GET', `/api/v1/order_backup_details/?backup=${second.backupId}`, { token: a.token })).json();
    assert.equal(batch.meta.total_count, 3);
    assert.deepEqual((await world.request('GET', d0.backup, { token: a.token })).json().order_count, 2);

    const restore = (await world.request('GET', `/api/v1/order_restore/?backup=${made.backupId}`, { token: a.token })).json();
    assert.equal(restore.meta.limit, 100);
    const r0 = restore.objects[0];
    assert.equal(r0.primary_id, 'B-1');
    assert.equal(r0.total, '12.50');
    assert.equal(r0.total_currency_code, 'EUR');
    assert.equal(r0.order_time, '2024-01-02T03:04:05+00:00');
    assert.equal(r0.ship_via, 'UPS');
    assert.equal(r0.order, `/api/v1/orders/${first.id}/`);
    assert.match(r0.created_at, /\+00:00$/);
    const xml = await world.request('GET', `/api/v1/order_restore/?backup=${made.backupId}&format=xml`, { token: a.token });
    const back = fromTastypieXml(xml.body) as { meta: { next: null } };
    assert.deepEqual(back, restore);

    const inBatch = (await world.request('GET', `/api/v1/orders/?backup=${made.backupId}`, { token: a.token })).json();
    assert.deepEqual(inBatch.objects.map((o: { primary_id: string }) => o.primary_id), ['B-1', 'B-2']);
    assert.equal((await world.request('GET', `/api/v1/order_backup_details/?backup=${made.backupId}`, { token: b.token })).json().meta.total_count, 0);
  });

  it('the schedule backs up each organization whose last batch is older than the interval, once', async () => {
    const fresh = await world.createOrg('Scheduled');
    const made = await backupDue(world.db, 24);
    assert.ok(made.some((m) => m.orgId === fresh.id), 'an organization without a batch gets one');
    assert.ok(made.every((m) => m.orgId !== a.id), 'a recent batch is left alone');
    assert.deepEqual(await backupDue(world.db, 24), [], 'a second run right after makes none');
  });

  it('passes the v1 security suite on every backup route', async () => {
    await createV1Order(world, a, { primary_id: 'B-sec' });
    const [made] = await backupOrganizations(world.db, a.id);
    const detail = (await world.request('GET', `/api/v1/order_backup_details/?backup=${made.backupId}`, { token: a.token })).json().objects[0];
    for (const url of ['/api/v1/order_backup_details/', '/api/v1/order_restore/', '/api/v1/order_backup/']) {
      await assertV1RouteSecurity(world, a, b, { method: 'GET', url, scope: 'order', hasObjectIds: false });
    }
    for (const url of [detail.resource_uri, `/api/v1/order_restore/${detail.id}/`, `/api/v1/order_backup/${made.backupId}/`]) {
      await assertV1RouteSecurity(world, a, b, { method: 'GET', url, scope: 'order' });
    }
  });

  it('boxline backup create --org PK --json records a batch', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'boxline-backup-'));
    try {
      const org = await runBoxline(dataDir, ['org', 'create', '--name', 'CLI Co', '--json']);
      assert.equal(org.code, 0, org.stderr);
      const { org_pk: orgPk } = JSON.parse(org.stdout);
      const res = await runBoxline(dataDir, ['backup', 'create', '--org', orgPk, '--json']);
      assert.equal(res.code, 0, res.stderr);
      const { backups } = JSON.parse(res.stdout);
      assert.equal(backups.length, 1);
      assert.equal(backups[0].org_pk, orgPk);
      assert.equal(backups[0].orders, 0, 'a new organization has no orders yet');
      assert.equal(backups[0].resource_uri, `/api/v1/order_backup/${backups[0].backup_id}/`);
      const bad = await runBoxline(dataDir, ['backup', 'create', '--org', '!']);
      assert.equal(bad.code, 1);
      assert.match(bad.stderr, /--org/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
