/**
 * On a Citus cluster the order paths run every statement on the organization's one shard: citus_stat_counters
 * (counted while `citus.enable_stat_counters` is on: scripts/citus/start sets it) moves only in its single-shard
 * column while an order is read, listed, changed and deleted. A statement that matches a tenant table only through
 * another table's org_id runs on every shard (docs/deploy.md, "What Citus refuses in a statement").
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { createWorld, type TestWorld } from '../support/app.ts';
import { citusWorkers } from '../support/citus.ts';

const ON_ONE_SERVER = citusWorkers() ? false
  : 'needs a Citus cluster (TEST_CITUS_WORKERS; docs/deploy.md, "A local cluster"): on one server there are no shards to route to';

describe('order paths on one shard of a Citus cluster', { skip: ON_ONE_SERVER }, () => {
  let world: TestWorld;
  before(async () => { world = await createWorld(); });
  after(async () => { await world.close(); });

  const counters = async () => (await world.db.one<{ single: number; multi: number }>(sql`
    SELECT query_execution_single_shard::int AS single, query_execution_multi_shard::int AS multi
    FROM citus_stat_counters WHERE name = current_database()`)) ?? { single: 0, multi: 0 };

  it('reads, lists, patches and deletes an order with single-shard statements only', async (t) => {
    const enabled = await world.db.one<{ on: string }>(sql`SELECT current_setting('citus.enable_stat_counters') AS on`);
    if (enabled?.on !== 'on') return t.skip('citus.enable_stat_counters is off on this cluster: scripts/citus/start turns it on');
    const org = await world.createOrg();
    const created = await world.request('POST', `${org.url}orders/`, {
      token: org.token, body: { primary_id: 'A', boxes: [{ items: [{ quantity: 1, part_number: 'P' }] }, { items: [] }], tags: ['first'] },
    });
    assert.equal(created.statusCode, 201, created.body);
    const url = created.json().url as string;
    const steps: [string, () => Promise<{ statusCode: number }>, number][] = [
      ['GET of the order', () => world.request('GET', url, { token: org.token }), 200],
      ['a page of orders', () => world.request('GET', `${org.url}orders/?limit=100`, { token: org.token }), 200],
      ['PATCH of the order', () => world.request('PATCH', url, { token: org.token, body: { message: 'm', tags: ['second'] } }), 200],
      ['DELETE of the order', () => world.request('DELETE', url, { token: org.token }), 204],
    ];
    for (const [name, step, status] of steps) {
      const before = await counters();
      assert.equal((await step()).statusCode, status, name);
      const after = await counters();
      assert.equal(after.multi - before.multi, 0, `${name}: statements on several shards`);
      assert.ok(after.single > before.single, `${name}: statements on one shard`);
    }
  });
});
