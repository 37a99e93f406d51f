// The order list's refusals of its query (src/orders/reading/query/refusals.ts), thrown by the list's own reader
// (listSpec) called directly: an OrderQueryRefusal naming the parameter, why, and the values behind it; a batch's
// `query` gives the same refusal inside `query`. How the API words each: test/http/order-query-refusals.test.ts.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestWorld } from '../../../support/app.ts';
import { listSpec } from '../../../../src/orders/reading/query/find.ts';
import { OrderQueryRefusal, type OrderQueryRefusalData } from '../../../../src/orders/reading/query/refusals.ts';
import { BILLING_STATUSES, RELATION_KINDS, SHIPPING_STATUSES } from '../../../../src/catalogue/order.ts';
import { createBatch } from '../../../../src/batches/create.ts';
import { shippingDeps } from '../../../../src/shipping/deps.ts';
import type { ExportQuery } from '../../../../src/orders/reading/export/index.ts';
import { sql } from '../../../../src/core/sql.ts';
import { isRefusal } from '../../../support/refusals.ts';

type Query = Parameters<typeof listSpec>[0];

/** Throws an OrderQueryRefusal whose data is exactly `expected`. */
const refused = (run: () => unknown, expected: OrderQueryRefusalData): void => assert.throws(run, isRefusal(OrderQueryRefusal, expected));

describe('the order list\'s refusals of its query (OrderQueryRefusal)', () => {
  const spec = (query: Query) => () => listSpec(query, 1);

  it('a list filter\'s empty exclusion, and a value it does not take', () => {
    refused(spec({ shipping_status__in: 'fulfilled,!' }), { reason: 'empty_exclusion', param: 'shipping_status__in', at: '' });
    refused(spec({ billing_status__in: 'nope' }), { reason: 'not_allowed', param: 'billing_status__in', value: 'nope', allowed: BILLING_STATUSES, at: '' });
    refused(spec({ shipping_status__in: '!gone' }), { reason: 'not_allowed', param: 'shipping_status__in', value: 'gone', allowed: SHIPPING_STATUSES, at: '' });
  });

  it('a relation kind, a sort key, a position and a word of q', () => {
    refused(spec({ relation__kind: '!cousin' }), { reason: 'unknown_relation_kind', param: 'relation__kind', allowed: RELATION_KINDS, at: '' });
    refused(spec({ order_by: '-nope' }), { reason: 'unknown_sort_key', param: 'order_by', key: 'nope', at: '' });
    refused(spec({ after: 'x' }), { reason: 'not_a_position', param: 'after', at: '' });
    refused(spec({ q: `ada ${'é'.repeat(1100)}` }), { reason: 'word_too_long', param: 'q', bytes: 2200, max: 2046, at: '' });
  });

  it('a good query is no refusal', () => {
    assert.doesNotThrow(spec({ shipping_status__in: 'fulfilled,!unfulfilled', relation__kind: '!split-child', order_by: '-created_at', q: 'ada' }));
  });

  it('within: the same refusal of a query held in a field of the caller\'s input', () => {
    const err = new OrderQueryRefusal({ reason: 'unknown_sort_key', param: 'order_by', key: 'nope', at: '' });
    const within = err.within('query');
    assert.deepEqual(within.refusal, { reason: 'unknown_sort_key', param: 'order_by', key: 'nope', at: 'query' });
    assert.equal(err.refusal.at, '', 'the first is left as it was');
  });
});

describe('a batch\'s query: the list\'s refusals inside `query`', () => {
  let world: TestWorld;
  before(async () => {
    world = await createWorld();
  });
  after(() => world.close());

  it('createBatch throws the list\'s refusal at `query`, writing nothing', async () => {
    const org = await world.createOrg();
    const query = { order_by: 'nope' } as unknown as ExportQuery;
    await assert.rejects(createBatch(shippingDeps(world.app), org, { action: 'pick_list', source: { kind: 'query', text: 'order_by=nope', query }, labels: null }),
      (err: unknown) => {
        assert.ok(err instanceof OrderQueryRefusal, String(err));
        assert.deepEqual(err.refusal, { reason: 'unknown_sort_key', param: 'order_by', key: 'nope', at: 'query' });
        return true;
      });
    assert.equal((await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM batches WHERE org_id = ${org.id}`))!.n, 0);
  });
});
