// The order list starts batches (issue 50): ticked orders or every matching one (the list's own query), through the
// batches domain's create function; the batch page follows the worker and hands out the print file. Bad selections
// are a 400 page naming the field and write nothing; members cannot start one; another organization's ids are refused.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { encodeId } from '../../src/core/ids.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { drain, makeOrders, sandboxAccount } from '../batches/support.ts';
import { signedIn, textOf } from './support.ts';

describe('batches from the order list', () => {
  let world: TestWorld;
  let org: TestOrg;
  let other: TestOrg;

  before(async () => {
    world = await createWorld({ WALLET_TOKEN_KEY: 'k'.repeat(40) });
    org = await world.createOrg('Floor');
    other = await world.createOrg('Other');
    await sandboxAccount(world, org);
  });
  after(() => world.close());

  const keyOf = (url: string) => url.split('/').filter(Boolean).pop()!;
  const batches = async () => world.db.rows(sql`SELECT id, action, total, query FROM batches ORDER BY id`);
  const list = () => `/console/orgs/${org.pk}/orders/`;

  it('shows the selection to shippers; starts a labels batch of the ticked orders and follows it to its print file', async () => {
    const orders = await makeOrders(world, org, [{ primary_id: 'SEL-1' }, { primary_id: 'SEL-2' }, { primary_id: 'SEL-3' }]);
    const shipper = await signedIn(world, org, 'shipper');
    const page = (await shipper.get(list())).body;
    assert.match(page, /Select all 3 matching orders/);
    assert.match(page, /aria-label="Select order SEL-1"/);
    assert.doesNotMatch((await (await signedIn(world, org, 'member')).get(list())).body, /Start the batch/, 'members do not start batches');
    const started = await shipper.post(`${list()}batches/`, { order: [keyOf(orders[0]!.url), keyOf(orders[2]!.url)], action: 'labels', choice: 'cheapest' });
    assert.equal(started.statusCode, 303, started.body.slice(0, 300));
    const batchPage = String(started.headers.location);
    assert.match(batchPage, new RegExp(`^/console/orgs/${org.pk}/batches/[^/]+/$`));
    assert.match(textOf((await shipper.get(batchPage)).body), /State queued .*Orders and boxes 2/);
    await drain(world);
    const done = await shipper.get(batchPage);
    assert.match(textOf(done.body), /State done .*Done 2 Failed 0/);
    const file = await shipper.get(`${batchPage}print-file`);
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'application/pdf');
    assert.equal(file.rawPayload.subarray(0, 5).toString(), '%PDF-');
  });

  it('with "select all N matching" makes the batch of the list\'s query, every page of it', async () => {
    await makeOrders(world, org, [{ primary_id: 'ALL-1', tags: ['rush'] }, { primary_id: 'ALL-2', tags: ['rush'] }]);
    const owner = await signedIn(world, org, 'owner');
    const started = await owner.post(`${list()}batches/`, { all: '1', query: 'tag=rush&order_by=primary_id', action: 'labels', choice: 'cheapest', order: [] });
    assert.equal(started.statusCode, 303, started.body.slice(0, 300));
    const made = (await batches()).at(-1) as { total: number; query: string };
    assert.deepEqual([made.total, made.query], [2, 'tag=rush&order_by=primary_id']);
  });

  it('refuses bad selections with a 400 naming the field, another organization\'s orders too, writing nothing', async () => {
    const [mine] = await makeOrders(world, org, [{ primary_id: 'BAD-1' }]);
    const [theirs] = await makeOrders(world, other, [{ primary_id: 'THEIRS-1' }]);
    const owner = await signedIn(world, org, 'owner');
    const before = await batches();
    const cases: [Record<string, string | string[]>, RegExp][] = [
      [{ action: 'labels', choice: 'cheapest' }, /order/],
      [{ order: keyOf(mine!.url), action: 'teleport' }, /action/],
      [{ order: keyOf(mine!.url), action: 'labels', choice: 'nonsense' }, /choice/],
      [{ all: '1', query: 'order_by=nonsense', action: 'labels', choice: 'cheapest' }, /order_by/],
      [{ order: '!!', action: 'labels', choice: 'cheapest' }, /order/],
      [{ order: keyOf(theirs!.url), action: 'labels', choice: 'cheapest' }, /orders\[0\]/],
    ];
    for (const [form, field] of cases) {
      const res = await owner.post(`${list()}batches/`, form);
      assert.equal(res.statusCode, 400, `${JSON.stringify(form)}: ${res.statusCode}`);
      assert.match(textOf(res.body), field, JSON.stringify(form));
    }
    assert.deepEqual(await batches(), before, 'nothing written');
    const member = await signedIn(world, org, 'member');
    assert.equal((await member.post(`${list()}batches/`, { order: keyOf(mine!.url), action: 'labels', choice: 'cheapest' })).statusCode, 403);
    const outsider = await signedIn(world, other, 'owner');
    const foreign = (before.at(-1) as { id: number }).id;
    assert.equal((await outsider.get(`/console/orgs/${other.pk}/batches/${encodeId(foreign)}/`)).statusCode, 404);
  });
});
