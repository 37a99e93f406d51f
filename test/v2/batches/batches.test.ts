import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { hasPdftoppm } from '../../support/barcodes.ts';
import { drain, labelBarcodes, makeOrders, pageSizes, sandboxAccount } from '../../batches/support.ts';

describe('batches', () => {
  let world: TestWorld;

  before(async () => {
    world = await createWorld({ WALLET_TOKEN_KEY: 'k'.repeat(40) });
  });
  after(() => world.close());

  const create = (org: TestOrg, body: unknown) => world.request('POST', `/api/v2/orgs/${org.pk}/batches/`, { token: org.token, body });
  const get = async (org: TestOrg, url: string) => (await world.request('GET', url, { token: org.token })).json();
  const file = async (org: TestOrg, url: string) => {
    const res = await world.request('GET', url, { token: org.token });
    assert.equal(res.statusCode, 200, res.body);
    return { type: res.headers['content-type'], body: res.rawPayload };
  };
  /** The tracking numbers of the batch's labels, in pack order. */
  const tracking = async (org: TestOrg) => (await world.db.rows<{ tracking_number: string }>(sql`
    SELECT p.tracking_number FROM batch_items i JOIN label_purchases p ON p.org_id = i.org_id AND p.id = i.purchase_id
    WHERE i.org_id = ${org.id} AND i.status = 'done' ORDER BY i.batch_id, i.position`)).map((r) => r.tracking_number);

  it('runs a labels batch from a query: progress, errors that say what to fix, one 4x6 PDF in the query\'s order', async () => {
    const org = await world.createOrg();
    const account = await sandboxAccount(world, org);
    await makeOrders(world, org, [
      { primary_id: 'B-3', tags: ['today'] },
      { primary_id: 'B-1', tags: ['today'], boxes: [{ weight: '1 lbs' }, { weight: '3 lbs' }] },
      { primary_id: 'B-2', tags: ['today'], boxes: [{}] },
      { primary_id: 'B-4', tags: ['today'], ship_to: { first_name: 'No', last_name: 'Code', address_1: '1 Road', city: 'Nowhere', country: 'US' } },
      { primary_id: 'B-5', tags: ['later'] },
    ]);
    const res = await create(org, { action: 'labels', query: 'tag=today&order_by=primary_id&limit=1', carrier_account: account, service: 'ground' });
    assert.equal(res.statusCode, 202, res.body);
    const batch = res.json();
    assert.equal(batch.status, 'queued');
    assert.equal(batch.total, 5, 'a box each, two for B-1');
    assert.deepEqual([batch.done, batch.failed, batch.print_file, batch.query], [0, 0, null, 'tag=today&order_by=primary_id&limit=1']);
    await drain(world);
    const ended = await get(org, batch.url);
    assert.deepEqual([ended.status, ended.done, ended.failed], ['done', 3, 2]);
    assert.ok(ended.finished_at);
    const errors = (await get(org, `${batch.url}errors/`)).results;
    assert.equal(errors.length, 2);
    assert.match(errors[0].message, /^order B-2: box \S+ has no weight: set its weight, or its items' weights$/);
    assert.match(errors[1].message, /^order B-4: ship-to postal code missing$/);
    const printed = await file(org, ended.print_file);
    assert.equal(printed.type, 'application/pdf');
    assert.deepEqual(await pageSizes(printed.body), [[288, 432], [288, 432], [288, 432]]);
    const numbers = await tracking(org);
    assert.equal(numbers.length, 3);
    if (hasPdftoppm) assert.deepEqual(labelBarcodes(printed.body, '4x6'), numbers, 'every label, in pack order (B-1 two boxes, then B-3)');
    // The batch's end was an event of the `batch` entity.
    const events = await world.db.rows<{ payload: { status: string; done: number } }>(sql`SELECT payload FROM events WHERE org_id = ${org.id} AND entity = 'batch'`);
    assert.deepEqual(events.map((e) => [e.payload.status, e.payload.done]), [['done', 3]]);
  });

  it('retries the failures only: done labels are not bought again', async () => {
    const org = await world.createOrg();
    const account = await sandboxAccount(world, org);
    const [ok, heavyless] = await makeOrders(world, org, [{ primary_id: 'R-1' }, { primary_id: 'R-2', boxes: [{}] }]);
    const batch = (await create(org, { action: 'labels', orders: [ok.url, heavyless.url], carrier_account: account, service: 'express' })).json();
    assert.equal((await world.request('POST', `${batch.url}retry/`, { token: org.token })).statusCode, 409, 'not while it runs');
    await drain(world);
    assert.deepEqual([(await get(org, batch.url)).done, (await get(org, batch.url)).failed], [1, 1]);
    const fix = await world.request('PATCH', heavyless.boxes[0], { token: org.token, body: { weight: '4 lbs' } });
    assert.equal(fix.statusCode, 200, fix.body);
    const retried = await world.request('POST', `${batch.url}retry/`, { token: org.token });
    assert.equal(retried.statusCode, 202, retried.body);
    assert.deepEqual([retried.json().status, retried.json().failed, retried.json().print_file], ['queued', 0, null]);
    await drain(world);
    const ended = await get(org, batch.url);
    assert.deepEqual([ended.status, ended.done, ended.failed], ['done', 2, 0]);
    const perBox = await world.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM label_purchases WHERE org_id = ${org.id} GROUP BY box_id`);
    assert.deepEqual(perBox.map((r) => r.n), [1, 1], 'one purchase per box');
    assert.deepEqual(await pageSizes((await file(org, ended.print_file)).body), [[288, 432], [288, 432]]);
    assert.equal((await world.request('POST', `${batch.url}retry/`, { token: org.token })).statusCode, 409, 'nothing failed');
  });

  it('prints two labels per letter page, and a ZPL stream, in the order of the list given', async () => {
    const org = await world.createOrg();
    const account = await sandboxAccount(world, org);
    const orders = await makeOrders(world, org, [{ primary_id: 'L-1' }, { primary_id: 'L-2' }, { primary_id: 'L-3' }]);
    const letter = (await create(org, { action: 'labels', orders: [orders[2].url, orders[0].url, orders[1].url], carrier_account: account, service: 'ground', size: 'letter' })).json();
    await drain(world);
    const ended = await get(org, letter.url);
    assert.equal(ended.done, 3);
    const pdf = (await file(org, ended.print_file)).body;
    assert.deepEqual(await pageSizes(pdf), [[612, 792], [612, 792]]);
    const numbers = await tracking(org);
    if (hasPdftoppm) assert.deepEqual(labelBarcodes(pdf, 'letter'), numbers);
    const refs = await world.db.rows<{ primary_id: string }>(sql`SELECT o.primary_id FROM batch_items i JOIN orders o ON o.org_id = i.org_id AND o.id = i.order_id
      WHERE i.org_id = ${org.id} ORDER BY i.position`);
    assert.deepEqual(refs.map((r) => r.primary_id), ['L-3', 'L-1', 'L-2']);

    const more = await makeOrders(world, org, [{ primary_id: 'Z-1' }, { primary_id: 'Z-2', boxes: [{ weight: '1 kg' }, { weight: '2 kg' }] }]);
    const zpl = (await create(org, { action: 'labels', orders: more.map((o) => o.url), carrier_account: account, service: 'ground', format: 'zpl' })).json();
    await drain(world);
    const z = await file(org, (await get(org, zpl.url)).print_file);
    assert.equal(z.type, 'application/x-zpl');
    const text = z.body.toString('latin1');
    assert.equal(text.match(/\^XA/g)?.length, 3);
    assert.equal(text.match(/\^XZ/g)?.length, 3);
  });

  it('buys the cheapest rate of each box among the accounts', async () => {
    const org = await world.createOrg();
    await sandboxAccount(world, org);
    const cheap = await sandboxAccount(world, org, { name: 'Cheap', services: ['express'], rate_sheet: 'service,zone,max_weight_lb,amount,delivery_days\nexpress,6,10,0.50,2\n' });
    const [order] = await makeOrders(world, org, [{ primary_id: 'C-1' }]);
    const batch = (await create(org, { action: 'labels', orders: [order.url], service: 'cheapest' })).json();
    assert.equal(batch.carrier_account, null);
    await drain(world);
    assert.equal((await get(org, batch.url)).done, 1);
    const label = await get(org, `${order.boxes[0]}label/`);
    assert.deepEqual([label.carrier_account, label.service, label.amount], [cheap, 'express', '0.50 USD']);
  });

  it('prints packing slips (a page per order) and a pick list of the batch\'s orders', async () => {
    const org = await world.createOrg();
    const orders = await makeOrders(world, org, [{ primary_id: 'P-1', boxes: [{ weight: '1 lbs', items: [{ part_number: 'MUG', quantity: 2 }] }] },
      { primary_id: 'P-2', boxes: [{ weight: '1 lbs', items: [{ part_number: 'TEA', quantity: 1 }] }] }]);
    for (const [action, pages] of [['packing_slips', 2], ['pick_list', 1]] as const) {
      const res = await create(org, { action, orders: orders.map((o) => o.url) });
      assert.equal(res.statusCode, 202, res.body);
      assert.equal(res.json().total, 2, 'an item per order');
      await drain(world);
      const ended = await get(org, res.json().url);
      assert.deepEqual([ended.status, ended.done, ended.failed], ['done', 2, 0]);
      const printed = await file(org, ended.print_file);
      assert.equal(printed.type, 'application/pdf');
      assert.equal((await pageSizes(printed.body)).length, pages, action);
    }
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const org = await world.createOrg();
    const other = await world.createOrg();
    const account = await sandboxAccount(world, org);
    const otherAccount = await sandboxAccount(world, other);
    const [order] = await makeOrders(world, org, [{ primary_id: 'X-1', tags: ['x1'] }]);
    const [otherOrder] = await makeOrders(world, other, [{ primary_id: 'X-2' }]);
    const labels = { action: 'labels', carrier_account: account, service: 'ground' };
    const cases: [unknown, string][] = [
      [{ ...labels }, 'query'],
      [{ ...labels, query: 'tag=x1', orders: [order.url] }, 'query'],
      [{ ...labels, query: 'order_number=abc' }, 'query.order_number'],
      [{ ...labels, query: 'order_by=nope' }, 'query.order_by'],
      [{ ...labels, query: 'tag=nothing-has-it' }, 'query'],
      [{ ...labels, orders: [otherOrder.url] }, 'orders[0]'],
      [{ ...labels, orders: ['/api/v2/nope/'] }, 'orders[0]'],
      [{ ...labels, orders: [] }, 'orders'],
      [{ ...labels, orders: [order.url], service: 'teleport' }, 'service'],
      [{ ...labels, orders: [order.url], service: undefined }, 'service'],
      [{ ...labels, orders: [order.url], carrier_account: otherAccount }, 'carrier_account'],
      [{ ...labels, orders: [order.url], carrier_account: null }, 'carrier_account'],
      [{ ...labels, orders: [order.url], format: 'zpl', size: 'letter' }, 'size'],
      [{ ...labels, orders: [order.url], format: 'png' }, 'format'],
      [{ action: 'packing_slips', orders: [] }, 'orders'],
      [{ action: 'teleport', orders: [order.url] }, 'action'],
    ];
    for (const [body, field] of cases) {
      const res = await create(org, body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
      assert.ok(field in (res.json().errors ?? {}), `${JSON.stringify(body)} names ${field}: ${res.body}`);
    }
    const written = await world.db.one<{ b: number; i: number }>(sql`SELECT (SELECT count(*)::int FROM batches) AS b, (SELECT count(*)::int FROM batch_items) AS i`);
    const before = await world.db.one<{ b: number }>(sql`SELECT count(*)::int AS b FROM batches WHERE org_id = ${org.id}`);
    assert.equal(before!.b, 0, `nothing written (${JSON.stringify(written)})`);
  });
});
