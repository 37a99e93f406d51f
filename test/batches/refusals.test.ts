// Every refusal of a batch, thrown by its functions called directly (createBatch, retryBatch): a BatchRefusal of its
// kind with the fields, reason codes and values behind it, nothing written. How the API words each kind:
// test/http/batch-refusals.test.ts; the routes: test/v2/batches/. (`too_many` needs 10,001 orders and `not_written`
// a statement that writes nothing: their words are tested there.)
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { decodeId } from '../../src/core/ids.ts';
import { createBatch, type LabelsOptions, type NewBatch } from '../../src/batches/create.ts';
import { retryBatch } from '../../src/batches/retry.ts';
import { BatchRefusal, type BatchRefusalReason } from '../../src/batches/refusals.ts';
import type { ExportQuery } from '../../src/orders/reading/export/index.ts';
import { shippingDeps } from '../../src/shipping/deps.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { drain, makeOrders, sandboxAccount } from './support.ts';
import { isRefusal } from '../support/refusals.ts';

const idOf = (url: string) => decodeId(url.split('/').filter(Boolean).at(-1)!)!;

/** Rejects with a BatchRefusal whose data is exactly `expected`. */
const refused = (promise: Promise<unknown>, expected: BatchRefusalReason) => assert.rejects(promise, isRefusal(BatchRefusal, expected));
const invalid = (path: string, reason: string, values?: Record<string, unknown>) =>
  ({ kind: 'invalid', fields: [values ? { path, reason, values } : { path, reason }] }) as BatchRefusalReason;

describe('a batch\'s refusals (BatchRefusal, called directly)', () => {
  let world: TestWorld;
  before(async () => { world = await createWorld({ WALLET_TOKEN_KEY: 'k'.repeat(40) }); });
  after(() => world.close());
  const deps = () => shippingDeps(world.app);
  const batches = async (org: TestOrg) => (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM batches WHERE org_id = ${org.id}`))!.n;

  it('invalid: each field to fix, with its reason code and values', async () => {
    const org = await world.createOrg();
    const stranger = await world.createOrg();
    const orders = (ids: number[]) => ({ kind: 'orders', orderIds: ids }) as const;
    const create = (input: { action?: NewBatch['action']; labels: Partial<LabelsOptions> | null }, source: NewBatch['source'] = orders([1])) => createBatch(deps(), org, {
      action: input.action ?? 'labels', source,
      labels: input.labels === null ? null : { accountId: null, service: 'cheapest', format: 'pdf', size: '4x6', ...input.labels },
    });
    await refused(create({ labels: {} }), invalid('carrier_account', 'no_carrier_account'));
    const account = idOf(await sandboxAccount(world, org));
    const [mine] = await makeOrders(world, org, [{ primary_id: 'R-1', tags: ['rr'] }]);
    const [theirs] = await makeOrders(world, stranger, [{ primary_id: 'S-1' }]);
    await refused(create({ labels: { accountId: account, format: 'zpl', size: 'letter' } }), invalid('size', 'zpl_not_letter'));
    await refused(create({ labels: { service: 'ground' } }), invalid('carrier_account', 'account_required', { cheapest: 'cheapest' }));
    await refused(create({ labels: { accountId: idOf(await sandboxAccount(world, stranger)) } }), invalid('carrier_account', 'unknown_account'));
    await assert.rejects(create({ labels: { accountId: account, service: 'teleport' } }), (err: unknown) => {
      assert.ok(err instanceof BatchRefusal && err.refusal.kind === 'invalid', String(err));
      const [field] = err.refusal.fields;
      assert.deepEqual([field.path, field.reason, field.values?.cheapest], ['service', 'unknown_service', 'cheapest']);
      assert.ok((field.values?.allowed as string[]).includes('ground'), JSON.stringify(field.values));
      return true;
    });
    await refused(create({ labels: { accountId: account } }, orders([])), invalid('orders', 'no_orders'));
    await refused(create({ labels: { accountId: account } }, orders([idOf(mine.url), idOf(theirs.url), idOf(theirs.url) + 1000])),
      { kind: 'invalid', fields: [{ path: 'orders[1]', reason: 'unknown_order' }, { path: 'orders[2]', reason: 'unknown_order' }] });
    await refused(create({ action: 'teleport' as never, labels: null }), invalid('action', 'action_unavailable', { action: 'teleport' }));
    await refused(create({ labels: { accountId: account } }, { kind: 'query', text: 'tag=none', query: { tag: 'none' } as unknown as ExportQuery }),
      invalid('query', 'selects_none'));
    assert.equal(await batches(org), 0, 'nothing written');
  });

  it('missing, batch_running, no_failures: a retry of a batch not there, still running, or without failures', async () => {
    const org = await world.createOrg();
    const account = idOf(await sandboxAccount(world, org));
    const [order] = await makeOrders(world, org, [{ primary_id: 'T-1' }]);
    const batch = await createBatch(deps(), org, {
      action: 'labels', source: { kind: 'orders', orderIds: [idOf(order.url)] }, labels: { accountId: account, service: 'ground', format: 'pdf', size: '4x6' },
    });
    await refused(retryBatch(world.db, org.id, batch.id + 1000), { kind: 'missing', what: 'batch' });
    await refused(retryBatch(world.db, (await world.createOrg()).id, batch.id), { kind: 'missing', what: 'batch' });
    await refused(retryBatch(world.db, org.id, batch.id), { kind: 'batch_running' });
    await drain(world);
    await refused(retryBatch(world.db, org.id, batch.id), { kind: 'no_failures' });
  });
});
