/**
 * The order counts the writer keeps (src/orders/counts.ts) always equal the orders' statuses: after creating orders,
 * changing their statuses, deleting them and importing pages of them, a count filtered only by statuses (which sums
 * order_counts) matches the orders listed.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';

describe('order counts kept by the writer', () => {
  let world: TestWorld;
  before(async () => { world = await createWorld(); });
  after(async () => { await world.close(); });

  /** What order_counts holds for the organization, by status pair, without zeros. */
  const kept = async (org: TestOrg) => Object.fromEntries((await world.db.rows<{ k: string; n: number }>(sql`
    SELECT billing_status || '/' || shipping_status AS k, sum(n)::int AS n FROM order_counts WHERE org_id = ${org.id}
    GROUP BY 1 HAVING sum(n) <> 0 ORDER BY 1`)).map((r) => [r.k, r.n]));
  /** The same counted from the orders themselves. */
  const actual = async (org: TestOrg) => Object.fromEntries((await world.db.rows<{ k: string; n: number }>(sql`
    SELECT coalesce(billing_status, '') || '/' || coalesce(shipping_status, '') AS k, count(*)::int AS n FROM orders
    WHERE org_id = ${org.id} GROUP BY 1 ORDER BY 1`)).map((r) => [r.k, r.n]));
  const count = async (org: TestOrg, query: string) =>
    (await world.request('GET', `${org.url}orders/?${query}&limit=1`, { token: org.token })).json().count;

  it('follows creation, status changes (PATCH and PUT), unchanged writes and deletion', async () => {
    const org = await world.createOrg();
    const other = await world.createOrg();
    const post = async (body: Record<string, unknown>) => {
      const res = await world.request('POST', `${org.url}orders/`, { token: org.token, body });
      assert.equal(res.statusCode, 201, res.body);
      return res.json();
    };
    const a = await post({ primary_id: 'A', billing: { status: 'paid' }, shipping: { status: 'unfulfilled' } });
    const b = await post({ primary_id: 'B', billing: { status: 'paid' } });
    await post({ primary_id: 'C' });
    await world.request('POST', `${other.url}orders/`, { token: other.token, body: { primary_id: 'X', billing: { status: 'paid' } } });
    assert.deepEqual(await kept(org), { '/': 1, 'paid/': 1, 'paid/unfulfilled': 1 });
    assert.equal(await count(org, 'billing_status__in=paid'), 2);

    const patch = (url: string, body: Record<string, unknown>) => world.request('PATCH', url, { token: org.token, body });
    assert.equal((await patch(a.url, { shipping: { status: 'fulfilled' } })).statusCode, 200);
    assert.equal((await patch(b.url, { billing: { status: 'paid' } })).statusCode, 200, 'the same status: nothing moves');
    assert.equal((await patch(b.url, { message: 'no status here' })).statusCode, 200);
    assert.equal((await world.request('PUT', b.url, { token: org.token, body: { primary_id: 'B', billing: { status: 'refunded' } } })).statusCode, 200);
    assert.deepEqual(await kept(org), await actual(org));
    assert.deepEqual(await kept(org), { '/': 1, 'paid/fulfilled': 1, 'refunded/': 1 });
    assert.equal(await count(org, 'shipping_status__in=fulfilled'), 1);

    assert.equal((await world.request('DELETE', a.url, { token: org.token })).statusCode, 204);
    assert.deepEqual(await kept(org), { '/': 1, 'refunded/': 1 });
    assert.equal(await count(org, 'billing_status__in=paid'), 0);
    assert.deepEqual(await kept(other), { 'paid/': 1 }, 'the other organization is untouched');
  });
});
