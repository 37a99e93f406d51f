// The list `count` comes from kept counts when the only filters are statuses: it must stay exact.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../../../support/app.ts';

describe('order list counts', () => {
  let world: TestWorld;
  let org: TestOrg;
  let other: TestOrg;
  before(async () => {
    world = await createWorld();
    org = await world.createOrg();
    other = await world.createOrg();
  });
  after(() => world.close());

  const count = async (query = '') => {
    const res = await world.request('GET', `${org.url}orders/?limit=1${query}`, { token: org.token });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().count as number;
  };
  const truth = async (where: string) =>
    (await world.db.one<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM orders WHERE org_id = ${org.id} AND ${where}`)))!.n;
  const create = async (o: TestOrg, billing?: string, shipping?: string) => {
    const body = { primary_id: 'C', ...(billing ? { billing: { status: billing } } : {}), ...(shipping ? { shipping: { status: shipping } } : {}) };
    const res = await world.request('POST', `${o.url}orders/`, { token: o.token, body });
    assert.equal(res.statusCode, 201, res.body);
    return res.json().url as string;
  };

  async function assertExact() {
    assert.equal(await count(), await truth('true'));
    assert.equal(await count('&shipping_status__in=!fulfilled'), await truth("(shipping_status IS NULL OR shipping_status <> 'fulfilled')"));
    assert.equal(await count('&shipping_status__in=fulfilled,partially_fulfilled'), await truth("shipping_status IN ('fulfilled', 'partially_fulfilled')"));
    assert.equal(await count('&billing_status__in=paid&shipping_status__in=!unfulfilled'),
      await truth("billing_status = 'paid' AND (shipping_status IS NULL OR shipping_status <> 'unfulfilled')"));
    assert.equal(await count('&billing_status__in=!paid,!pending'), await truth("(billing_status IS NULL OR billing_status NOT IN ('paid', 'pending'))"));
  }

  it('stays exact through creates, status changes, replaces and deletes, and ignores other organizations', async () => {
    const urls: string[] = [];
    for (const [b, s] of [['paid', 'fulfilled'], ['paid', undefined], [undefined, 'unfulfilled'], ['pending', 'partially_fulfilled'], [undefined, undefined], ['paid', 'fulfilled']] as const) {
      urls.push(await create(org, b, s));
    }
    await create(other, 'paid', 'fulfilled');
    await assertExact();
    assert.equal(await count(), 6);

    await world.request('PATCH', urls[0], { token: org.token, body: { shipping: { status: 'partially_fulfilled' } } });
    await world.request('PATCH', urls[1], { token: org.token, body: { billing: null } });
    await world.request('PUT', urls[2], { token: org.token, body: { primary_id: 'R', billing: { status: 'refunded' } } });
    await world.request('PATCH', urls[3], { token: org.token, body: { message: 'status untouched' } });
    await assertExact();

    assert.equal((await world.request('DELETE', urls[4], { token: org.token })).statusCode, 204);
    assert.equal((await world.request('DELETE', urls[5], { token: org.token })).statusCode, 204);
    await assertExact();
    assert.equal(await count(), 4);
  });

  it('counts with other filters by reading the orders themselves', async () => {
    assert.equal(await count('&shipping_status__in=!fulfilled&ship_via=UPS'), 0);
    assert.equal(await count('&primary_id=R'), 1);
  });
});
