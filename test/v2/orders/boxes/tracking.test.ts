/**
 * Tracking events of a box: read only at .../boxes/{box_pk}/tracking/ and .../tracking/{tracking_pk}/, shown in
 * each box's `tracking`. They are written by the tracking poller's record step (recordBoxScans), used here
 * directly; a new event is a change of its order (nested_updated_at, an `orders` event), a repeated one is not.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../../src/core/sql.ts';
import { orgA, orgB, useTwoOrgWorld, world } from '../../../support/two-orgs.ts';
import { assertRouteSecurity } from '../../../support/security.ts';
import { decodeId } from '../../../../src/core/ids.ts';
import { dedupeKey, type CarrierEvent } from '../../../../src/carriers/types.ts';
import { recordBoxScans } from '../../../../src/orders/writing/tracking-scans.ts';
import { get, guideOrder, pkOf, postOrder, tableCounts } from '../fixtures.ts';

const scan = (status: CarrierEvent['status'], occurredAt: string, description = `${status} scan`, location: string | null = 'Springfield, IL') => {
  const e: CarrierEvent = { status, occurredAt, description, location };
  return { ...e, carrier: 'UPS', dedupeKey: dedupeKey('UPS', e) };
};

describe('box tracking events', () => {
  let order: any;
  let boxUrl: string;

  const ids = (url: string) => {
    const parts = url.split('/');
    return { orderId: decodeId(parts[6])!, boxId: decodeId(parts[8])! };
  };
  const record = (url: string, scans: ReturnType<typeof scan>[]) => recordBoxScans(world.db, { orgId: orgA.id, ...ids(url) }, scans);

  useTwoOrgWorld({
    each: true,
    onReset: async () => {
      order = await postOrder(world, orgA, { ...guideOrder(), boxes: [{ tracking_number: '1Z999', items: [] }, { tracking_number: '1Z998' }] });
      boxUrl = order.boxes[0].url;
    },
  });

  it('lists none for a box without scans, and the box shows tracking []', async () => {
    const list = await get(world, orgA, `${boxUrl}tracking/`);
    assert.deepEqual(list, { count: 0, next: null, previous: null, results: [] });
    assert.deepEqual((await get(world, orgA, boxUrl)).tracking, []);
  });

  it('lists recorded scans oldest first, shows each by its url, and in the box, its list and the expanded order', async () => {
    await record(boxUrl, [scan('in_transit', '2024-03-02T03:30:00Z', 'Departed', 'Louisville, KY'), scan('accepted', '2024-03-01T15:00:00.5Z', 'Pickup Scan', null)]);
    const list = await get(world, orgA, `${boxUrl}tracking/`);
    assert.equal(list.count, 2);
    assert.deepEqual(list.results.map((e: any) => [e.status, e.created_at, e.description, e.location]), [
      ['accepted', '2024-03-01T15:00:00.500000Z', 'Pickup Scan', null],
      ['in_transit', '2024-03-02T03:30:00Z', 'Departed', 'Louisville, KY'],
    ]);
    for (const e of list.results) {
      assert.deepEqual(Object.keys(e).sort(), ['created_at', 'description', 'location', 'status', 'url']);
      assert.match(e.url, new RegExp(`^${boxUrl}tracking/[^/]+/$`));
      assert.deepEqual(await get(world, orgA, e.url), e);
    }
    assert.deepEqual((await get(world, orgA, boxUrl)).tracking, list.results);
    const boxes = await get(world, orgA, `${order.url}boxes/`);
    assert.deepEqual(boxes.results.map((b: any) => b.tracking.length), [2, 0]);
    const expanded = await get(world, orgA, `${order.url}?expand=boxes`);
    assert.deepEqual(expanded.boxes[0].tracking, list.results);
    assert.deepEqual(expanded.boxes[1].tracking, []);
    const orders = await get(world, orgA, `${orgA.url}orders/?expand=boxes`);
    assert.deepEqual(orders.results[0].boxes[0].tracking, list.results);
    const page = await get(world, orgA, `${boxUrl}tracking/?limit=1&offset=1`);
    assert.deepEqual(page.results, [list.results[1]]);
    assert.equal(page.count, 2);
  });

  it('a new scan is a change of the order: nested_updated_at moves and orders subscribers hear it; a repeated scan changes nothing', async () => {
    const first = scan('accepted', '2024-03-01T15:00:00Z');
    const before = await get(world, orgA, order.url);
    const events = async () => (await world.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM events WHERE org_id = ${orgA.id} AND entity = 'orders'`))[0].n;
    const eventsBefore = await events();
    assert.deepEqual(await record(boxUrl, [first]), { delivered: false, gone: false });
    const after1 = await get(world, orgA, order.url);
    assert.ok(after1.nested_updated_at > before.nested_updated_at, 'nested_updated_at moved');
    assert.equal(after1.updated_at, before.updated_at, "the order's own fields did not change");
    assert.equal(await events(), eventsBefore + 1);

    await record(boxUrl, [first, first]);
    assert.equal((await get(world, orgA, `${boxUrl}tracking/`)).count, 1, 'recorded once');
    assert.equal((await get(world, orgA, order.url)).nested_updated_at, after1.nested_updated_at);
    assert.equal(await events(), eventsBefore + 1, 'no event for a repeated scan');
  });

  it("a delivered scan sets the box's delivered_at to the scan's time, and says the box is delivered", async () => {
    const result = await record(boxUrl, [scan('out_for_delivery', '2024-03-03T13:05:00Z'), scan('delivered', '2024-03-03T19:45:00Z')]);
    assert.deepEqual(result, { delivered: true, gone: false });
    assert.equal((await get(world, orgA, boxUrl)).delivered_at, '2024-03-03T19:45:00Z');
    // A box delivered already keeps its time.
    await record(boxUrl, [scan('delivered', '2024-03-04T10:00:00Z', 'again')]);
    assert.equal((await get(world, orgA, boxUrl)).delivered_at, '2024-03-03T19:45:00Z');
  });

  it('recording for a box deleted meanwhile says gone and writes nothing', async () => {
    assert.equal((await world.request('DELETE', boxUrl, { token: orgA.token })).statusCode, 204);
    const counts = await tableCounts(world, orgA);
    assert.deepEqual(await record(boxUrl, [scan('accepted', '2024-03-01T15:00:00Z')]), { delivered: false, gone: true });
    assert.deepEqual(await tableCounts(world, orgA), counts);
  });

  it('deleting the order removes its tracking events', async () => {
    await record(boxUrl, [scan('accepted', '2024-03-01T15:00:00Z')]);
    assert.equal((await world.request('DELETE', order.url, { token: orgA.token })).statusCode, 204);
    const [row] = await world.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM tracking_events WHERE org_id = ${orgA.id}`);
    assert.equal(row.n, 0);
  });

  it('answers 404 for an unknown event, an event under another box or order, and an unknown box', async () => {
    await record(boxUrl, [scan('accepted', '2024-03-01T15:00:00Z')]);
    const [event] = (await get(world, orgA, `${boxUrl}tracking/`)).results;
    const eventPk = pkOf(event.url);
    const otherBox = order.boxes[1].url;
    const other = await postOrder(world, orgA, guideOrder());
    for (const url of [
      `${boxUrl}tracking/ZZZZ/`, `${otherBox}tracking/${eventPk}/`,
      `${other.boxes[0].url.replace(/boxes\/[^/]+\/$/, `boxes/${pkOf(boxUrl)}/`)}tracking/${eventPk}/`,
      `${order.url}boxes/ZZZZ/tracking/`, `${order.url}boxes/ZZZZ/tracking/${eventPk}/`, `${orgA.url}orders/ZZZZ/boxes/${pkOf(boxUrl)}/tracking/`,
    ]) {
      const res = await world.request('GET', url, { token: orgA.token });
      assert.equal(res.statusCode, 404, `${url}: ${res.body}`);
      assert.match(String(res.headers['content-type']), /^application\/problem\+json/);
    }
  });

  it('is read only: writes to the tracking routes are refused and write nothing', async () => {
    await record(boxUrl, [scan('accepted', '2024-03-01T15:00:00Z')]);
    const [event] = (await get(world, orgA, `${boxUrl}tracking/`)).results;
    const counts = await tableCounts(world, orgA);
    for (const [method, url] of [['POST', `${boxUrl}tracking/`], ['PATCH', event.url], ['PUT', event.url], ['DELETE', event.url]]) {
      const res = await world.request(method, url, { token: orgA.token, body: method === 'DELETE' ? undefined : { status: 'delivered' } });
      assert.ok([404, 405].includes(res.statusCode), `${method} ${url}: ${res.statusCode}`);
    }
    assert.deepEqual(await tableCounts(world, orgA), counts);
    assert.deepEqual(await get(world, orgA, event.url), event);
  });

  it('refuses bad paging values with 400 naming the field', async () => {
    const res = await world.request('GET', `${boxUrl}tracking/?limit=abc`, { token: orgA.token });
    assert.equal(res.statusCode, 400, res.body);
    assert.ok(res.json().errors.limit);
  });

  it('passes the security suite on both routes', async () => {
    await record(boxUrl, [scan('accepted', '2024-03-01T15:00:00Z')]);
    const [event] = (await get(world, orgA, `${boxUrl}tracking/`)).results;
    const swap = (url: string) => (orgPk: string) => url.replace(`/orgs/${orgA.pk}/`, `/orgs/${orgPk}/`);
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: swap(`${boxUrl}tracking/`), scope: 'order' });
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: swap(event.url), scope: 'order' });
  });
});
