// The organization's current labels (GET .../labels/, src/shipping/labels/list.ts) and the console's warning about
// the ones waiting for an operator: a label the carrier may have sold is never out of sight.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { decodeId } from '../../src/core/ids.ts';
import { insertPending, markAttention } from '../../src/shipping/labels/queries.ts';
import { labelsNeedingAttention, listCurrentLabels } from '../../src/shipping/labels/list.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { assertRouteSecurity } from '../support/security.ts';
import { signedIn } from '../console/support.ts';
import { shippable, type Shippable } from './support.ts';

const idOf = (url: string) => decodeId(url.split('/').filter(Boolean).at(-1)!)!;

describe('the current labels', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;
  let a: Shippable;
  let stuck: number;

  before(async () => {
    world = await createWorld();
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg('Other');
    a = await shippable(world, orgA);
    // Box 1: bought. Box 2: a purchase a crash stopped, left to an operator by the recovery.
    const bought = await world.request('POST', `${a.boxes[0]}label/`, { token: orgA.token, body: { carrier_account: a.account, service: 'ground' } });
    assert.equal(bought.statusCode, 201, bought.body);
    const pending = await insertPending(world.db, orgA.id, {
      orderId: idOf(a.order), boxId: idOf(a.boxes[1]), accountId: idOf(a.account), carrier: 'sandbox', service: 'ground', format: 'pdf',
      size: '4x6', purchaseKey: `list-stuck-${orgA.id}`, idempotencyKey: null, walletSubaccountId: null,
    });
    stuck = pending!.id;
    await markAttention(world.db, orgA.id, stuck, 'The process stopped while the carrier was called.');
    // Org B has a label of its own, never listed for A.
    const b = await shippable(world, orgB);
    assert.equal((await world.request('POST', `${b.boxes[0]}label/`, { token: orgB.token, body: { carrier_account: b.account, service: 'ground' } })).statusCode, 201);
  });
  after(() => world.close());

  it('lists each box\'s current label, newest first, as GET .../label/ answers it', async () => {
    const res = await world.request('GET', `/api/v2/orgs/${orgA.pk}/labels/`, { token: orgA.token });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.count, 2);
    assert.deepEqual(body.results.map((l: { box: string; status: string }) => [l.box, l.status]), [[a.boxes[1], 'attention'], [a.boxes[0], 'purchased']]);
    for (const label of body.results) {
      assert.deepEqual(label, (await world.request('GET', label.url, { token: orgA.token })).json());
    }
    assert.equal(body.results[0].error, 'The process stopped while the carrier was called.');
    assert.equal(body.results[1].error, null);
  });

  it('filters by status and pages', async () => {
    const attention = (await world.request('GET', `/api/v2/orgs/${orgA.pk}/labels/?status=attention`, { token: orgA.token })).json();
    assert.deepEqual(attention.results.map((l: { box: string }) => l.box), [a.boxes[1]]);
    const page = (await world.request('GET', `/api/v2/orgs/${orgA.pk}/labels/?limit=1&offset=1`, { token: orgA.token })).json();
    assert.equal(page.count, 2);
    assert.deepEqual(page.results.map((l: { box: string }) => l.box), [a.boxes[0]]);
    const bad = await world.request('GET', `/api/v2/orgs/${orgA.pk}/labels/?status=voided`, { token: orgA.token });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.body, /status/);
  });

  it('is a domain query too: the page and the operator\'s list', async () => {
    const { count, rows } = await listCurrentLabels(world.db, orgA.id, 'purchased', { limit: 10, offset: 0 });
    assert.equal(count, 1);
    assert.equal(rows[0].box_id, idOf(a.boxes[0]));
    const waiting = await labelsNeedingAttention(world.db, orgA.id, 5);
    assert.deepEqual(waiting, {
      count: 1, labels: [{ orderId: idOf(a.order), primaryId: 'SHIP-1', boxId: idOf(a.boxes[1]), error: 'The process stopped while the carrier was called.' }],
    });
    assert.deepEqual(await labelsNeedingAttention(world.db, orgB.id, 5), { count: 0, labels: [] });
  });

  it('warns on the console\'s order list, linking each order, and only in its organization', async () => {
    const session = await signedIn(world, orgA, 'shipper');
    const page = await session.get(`/console/orgs/${orgA.pk}/orders/`);
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /1 label needs an operator/);
    assert.match(page.body, new RegExp(`<a href="/console/orgs/${orgA.pk}/orders/${a.order.split('/').filter(Boolean).at(-1)}/">SHIP-1</a>: The process stopped`));
    const other = await signedIn(world, orgB, 'owner');
    assert.doesNotMatch((await other.get(`/console/orgs/${orgB.pk}/orders/`)).body, /needs? an operator/);
  });

  it('passes the security suite', async () => {
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: (pk) => `/api/v2/orgs/${pk}/labels/`, scope: 'shipping', hasObjectIds: false });
  });
});
