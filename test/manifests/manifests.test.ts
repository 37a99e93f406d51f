import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { ManifestRefusal } from '../../src/manifests/refusals.ts';
import { closeManifest } from '../../src/manifests/close.ts';
import { shippingDeps } from '../../src/shipping/deps.ts';
import { claimLabels, insertManifest, labelsOfManifests } from '../../src/manifests/queries.ts';
import { dayIn } from '../../src/manifests/ship-date.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { boughtLabel, idOf, sandboxAccount, WORLD_ENV } from './support.ts';

describe('manifests: the end-of-day close', () => {
  let world: TestWorld;

  before(async () => { world = await createWorld(WORLD_ENV); });
  after(() => world.close());
  const deps = () => shippingDeps(world.app);

  const manifested = async (orgId: number) => (await world.db.rows<{ t: string }>(sql`
    SELECT lp.tracking_number AS t FROM manifest_labels ml JOIN label_purchases lp ON lp.org_id = ml.org_id AND lp.id = ml.label_purchase_id
    WHERE ml.org_id = ${orgId} ORDER BY lp.tracking_number`)).map((r) => r.t);
  const manifestCount = async (orgId: number) => (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM manifests WHERE org_id = ${orgId}`))!.n;

  it('takes every purchased label of the account and date, not voided ones, not another account\'s, not another day\'s', async () => {
    const org: TestOrg = await world.createOrg();
    const account = await sandboxAccount(world, org);
    const other = await sandboxAccount(world, org, 'Other account');
    const kept = [await boughtLabel(world, org, account), await boughtLabel(world, org, account, 'express')];
    const voided = await boughtLabel(world, org, account);
    assert.equal((await world.request('DELETE', voided.url, { token: org.token })).statusCode, 200);
    const otherAccount = await boughtLabel(world, org, other);
    const yesterday = await boughtLabel(world, org, account);
    // now(), not created_at - interval: Citus refuses a STABLE operator over a column in an UPDATE.
    await world.db.rows(sql`UPDATE label_purchases SET created_at = now() - interval '1 day' WHERE org_id = ${org.id} AND tracking_number = ${yesterday.tracking_number}`);

    const m = await closeManifest(deps(), org.id, { accountId: idOf(account), shipDate: null });
    assert.equal(m.ship_date, dayIn('UTC'));
    assert.equal(m.label_count, 2);
    const labels = await labelsOfManifests(world.db, org.id, [m.id]);
    assert.deepEqual(labels.map((l) => l.tracking_number).sort(), kept.map((l) => l.tracking_number).sort());
    assert.deepEqual(labels.map((l) => [l.order_primary_id, l.service, Number(l.weight_grams), l.amount !== null]).sort(),
      kept.map((l, i) => [l.primary_id, i === 0 ? 'ground' : 'express', 1000, true]).sort());
    assert.ok(!(await manifested(org.id)).includes(voided.tracking_number));
    assert.ok(!(await manifested(org.id)).includes(otherAccount.tracking_number));

    // Yesterday's close takes yesterday's label; a second close of today finds nothing left and writes nothing.
    const y = await closeManifest(deps(), org.id, { accountId: idOf(account), shipDate: dayIn('UTC', new Date(Date.now() - 86_400_000)) });
    assert.deepEqual((await labelsOfManifests(world.db, org.id, [y.id])).map((l) => l.tracking_number), [yesterday.tracking_number]);
    await assert.rejects(closeManifest(deps(), org.id, { accountId: idOf(account), shipDate: null }),
      (err) => err instanceof ManifestRefusal && err.refusal.kind === 'nothing_to_manifest');
    assert.equal(await manifestCount(org.id), 2);
  });

  it('dates a label by its purchase day in the organization\'s time zone, and defaults to today there', async () => {
    const org = await world.createOrg();
    await world.db.rows(sql`UPDATE orgs SET time_zone = 'Pacific/Kiritimati' WHERE id = ${org.id}`);
    const account = await sandboxAccount(world, org);
    const late = await boughtLabel(world, org, account);
    // 12:00 UTC on 1 December is 02:00 on 2 December at UTC+14.
    await world.db.rows(sql`UPDATE label_purchases SET created_at = '2026-12-01 12:00:00+00' WHERE org_id = ${org.id} AND tracking_number = ${late.tracking_number}`);
    await assert.rejects(closeManifest(deps(), org.id, { accountId: idOf(account), shipDate: '2026-12-01' }), (err) => err instanceof ManifestRefusal && err.refusal.kind === 'nothing_to_manifest');
    const m = await closeManifest(deps(), org.id, { accountId: idOf(account), shipDate: '2026-12-02' });
    assert.deepEqual([m.time_zone, m.label_count], ['Pacific/Kiritimati', 1]);
    await boughtLabel(world, org, account);
    const today = await closeManifest(deps(), org.id, { accountId: idOf(account), shipDate: null });
    assert.equal(today.ship_date, dayIn('Pacific/Kiritimati'));
  });

  it('puts a label in at most one manifest when closes race', async () => {
    const org = await world.createOrg();
    const account = await sandboxAccount(world, org);
    const labels = [await boughtLabel(world, org, account), await boughtLabel(world, org, account), await boughtLabel(world, org, account)];
    const closes = await Promise.allSettled(Array.from({ length: 4 }, () => closeManifest(deps(), org.id, { accountId: idOf(account), shipDate: null })));
    const won = closes.filter((c) => c.status === 'fulfilled');
    const lost = closes.filter((c): c is PromiseRejectedResult => c.status === 'rejected');
    assert.ok(won.length >= 1);
    for (const l of lost) assert.ok(l.reason instanceof ManifestRefusal && l.reason.refusal.kind === 'nothing_to_manifest', String(l.reason));
    // Every label in exactly one manifest; a close that took nothing left no manifest row.
    assert.deepEqual(await manifested(org.id), labels.map((l) => l.tracking_number).sort());
    assert.equal(await manifestCount(org.id), won.length);
    const counts = await world.db.rows<{ label_count: number; n: number }>(sql`
      SELECT m.label_count, (SELECT count(*)::int FROM manifest_labels ml WHERE ml.org_id = m.org_id AND ml.manifest_id = m.id) AS n
      FROM manifests m WHERE m.org_id = ${org.id}`);
    for (const c of counts) assert.equal(c.label_count, c.n);
    await assert.rejects(world.db.rows(sql`
      INSERT INTO manifest_labels (org_id, label_purchase_id, manifest_id, order_id, box_id, tracking_number, service)
      SELECT org_id, label_purchase_id, manifest_id, order_id, box_id, tracking_number, service FROM manifest_labels WHERE org_id = ${org.id} LIMIT 1`),
    /duplicate key|unique/i, 'the primary key refuses a label in a second manifest');
  });

  it('makes a close wait for another holding the same labels uncommitted, then skip them (PostgreSQL)', { skip: !process.env.TEST_DATABASE_URL }, async () => {
    const org = await world.createOrg();
    const account = await sandboxAccount(world, org);
    for (let n = 0; n < 3; n++) await boughtLabel(world, org, account);
    let second: Promise<unknown> | null = null;
    await world.db.transaction(async (tx) => {
      const m = await insertManifest(tx, org.id, { accountId: idOf(account), carrier: 'sandbox', accountName: 'Sandbox', shipDate: dayIn('UTC'), timeZone: 'UTC' });
      assert.equal(await claimLabels(tx, org.id, m), 3);
      second = closeManifest(deps(), org.id, { accountId: idOf(account), shipDate: null }).then((r) => r, (err: unknown) => err);
      // Committed only once the second close is waiting on this one's rows (a lock wait, polled, not timed).
      for (let i = 0; i < 400; i++) {
        const waiting = await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
        if (waiting!.n > 0) break;
        await new Promise((r) => setTimeout(r, 25));
      }
    });
    const outcome = await second!;
    assert.ok(outcome instanceof ManifestRefusal && outcome.refusal.kind === 'nothing_to_manifest', String(outcome));
    assert.equal(await manifestCount(org.id), 1);
    assert.equal((await manifested(org.id)).length, 3);
  });

  it('refuses to void a manifested label, which stays purchased and manifested', async () => {
    const org = await world.createOrg();
    const account = await sandboxAccount(world, org);
    const label = await boughtLabel(world, org, account);
    const m = await closeManifest(deps(), org.id, { accountId: idOf(account), shipDate: null });
    const res = await world.request('DELETE', label.url, { token: org.token });
    assert.equal(res.statusCode, 409, res.body);
    assert.match(res.json().detail ?? res.body, /in manifest/);
    const row = await world.db.one<{ status: string }>(sql`SELECT status FROM label_purchases WHERE org_id = ${org.id} AND tracking_number = ${label.tracking_number}`);
    assert.equal(row!.status, 'purchased');
    assert.equal((await labelsOfManifests(world.db, org.id, [m.id])).length, 1);
  });

  it('refuses, writing nothing: another organization\'s account, a bad date', async () => {
    const org = await world.createOrg();
    const stranger = await world.createOrg();
    const theirs = await sandboxAccount(world, stranger);
    await boughtLabel(world, stranger, theirs);
    await assert.rejects(closeManifest(deps(), org.id, { accountId: idOf(theirs), shipDate: null }),
      (err) => err instanceof ManifestRefusal && err.refusal.kind === 'invalid' && err.refusal.fields.map((f) => f.path).join() === 'carrier_account');
    const mine = await sandboxAccount(world, org);
    await boughtLabel(world, org, mine);
    for (const bad of ['2026-02-30', '02/12/2026', '1999-12-31']) {
      await assert.rejects(closeManifest(deps(), org.id, { accountId: idOf(mine), shipDate: bad }), (err) => err instanceof ManifestRefusal && err.refusal.kind === 'invalid' && err.refusal.fields.map((f) => f.path).join() === 'ship_date', bad);
    }
    assert.equal(await manifestCount(org.id) + await manifestCount(stranger.id), 0);
    assert.equal((await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM manifest_labels WHERE org_id IN (${org.id}, ${stranger.id})`))!.n, 0);
  });
});
