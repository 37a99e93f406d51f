/**
 * Stored renders (issue 38) through every path that changes what an order shows: after each change, every order's
 * stored render is byte for byte its live render (test/support/renders.ts). Paths with their own machinery
 * (documents, tracking, packaging presets, the import, v1) are also checked at the end of their own tests.
 */
import { describe, it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../../../support/app.ts';
import { assertRendersCurrent, liveText } from '../../../support/renders.ts';
import { decodeId } from '../../../../src/core/ids.ts';
import { recordBoxScans } from '../../../../src/orders/writing/tracking-scans.ts';
import { dedupeKey, type CarrierEvent } from '../../../../src/carriers/types.ts';
import { documentForm } from '../../../support/multipart.ts';
import { everyValueOrder, guideOrder, postOrder, twoByThreeOrder } from '../../../v2/orders/fixtures.ts';

let world: TestWorld;
let org: TestOrg;

before(async () => {
  world = await createWorld();
});
beforeEach(async () => {
  await world.reset();
  org = await world.createOrg('Acme');
});
after(() => world.close());

async function send(method: string, url: string, body?: unknown, status = [200, 201, 204]) {
  const res = await world.request(method, url, { token: org.token, body });
  assert.ok(status.includes(res.statusCode), `${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.statusCode === 204 ? null : res.json();
}

const check = (what: string) => assertRendersCurrent(world.db, org, what);

describe('stored renders follow every write path', () => {
  it('order, box, item, note, tag and relation writes', async () => {
    const a = await postOrder(world, org, { ...guideOrder(), tags: ['xx'], notes: [{ content: 'hello' }] });
    const b = await postOrder(world, org, { ...twoByThreeOrder(2), relations: [{ kind: 'split-child', order: a.url }] });
    await check('created');
    await send('PATCH', a.url, { shipping: { ship_via: 'FedEx' }, custom_fields: { big: { value: 'v'.repeat(600) } } });
    await check('order patched');
    await send('PUT', b.url, { ...twoByThreeOrder(3) });
    await check('order replaced');
    const box = await send('POST', `${a.url}boxes/`, { package_type: 'box', items: [{ quantity: 1, part_number: 'N' }] });
    await check('box added');
    await send('PATCH', box.url, { length: '10 cm' });
    await check('box patched');
    const item = await send('POST', `${box.url}items/`, { quantity: 2, part_number: 'M', kind: 'goods' });
    await check('item added');
    await send('PATCH', item.url, { quantity: 5 });
    await check('item patched');
    await send('DELETE', item.url);
    await check('item deleted');
    await send('DELETE', box.url);
    await check('box deleted');
    const note = await send('POST', `${a.url}notes/`, { content: 'second' });
    await send('PATCH', note.url, { content: 'changed' });
    await check('note added and changed');
    await send('DELETE', note.url);
    await check('note deleted');
    await send('POST', `${a.url}tags/`, { value: 'yy' });
    await check('tag added');
    await send('DELETE', `${a.url}tags/xx`);
    await check('tag removed');
    await send('PATCH', a.url, { relations: [{ kind: 'split-parent', order: b.url }] });
    await check('relation changed');
    await send('DELETE', b.url);
    assert.equal(await check('order deleted'), 1);
  });

  it('a new order whose write returns its boxes and items: every kind of value, in the order sent', async () => {
    const preset = await send('POST', `${org.url}packaging/`, { name: 'Small', length: '10 cm', width: '10 cm', height: '5 cm', weight: '20 g' });
    const order = await postOrder(world, org, everyValueOrder(preset.url));
    await postOrder(world, org, { ...guideOrder(), boxes: [] });
    await postOrder(world, org, { ...guideOrder(), boxes: [{}, { items: [] }] });
    assert.equal(await check('new orders'), 3);
    const expanded = await send('GET', `${order.url}?expand=boxes,items`);
    assert.equal(expanded.boxes[0].items[0].description, 'x'.repeat(600));
    assert.equal(expanded.boxes[1].packaging.url, preset.url);
    assert.deepEqual(await send('GET', order.url), order);
    // What the write answered (derived from the render it stored) is the live renderer's order without expand.
    const [live] = await liveText(world.db, org, [decodeId(order.url.split('/').at(-2))!], {});
    assert.deepEqual(order, JSON.parse(live));
  });

  it('packaging presets: a change and a delete reach the boxes that use them', async () => {
    const preset = await send('POST', `${org.url}packaging/`, { name: 'Small', length: '10 cm', width: '10 cm', height: '5 cm' });
    await postOrder(world, org, { ...guideOrder(), boxes: [{ packaging: { url: preset.url }, items: [] }] });
    await check('box with a preset');
    await send('PATCH', preset.url, { name: 'Smaller', length: '8 cm' });
    await check('preset changed');
    await send('DELETE', preset.url);
    await check('preset deleted');
  });

  it('shipping documents and tracking', async () => {
    const order = await postOrder(world, org, { ...guideOrder(), boxes: [{ tracking_number: '1Z999', items: [] }] });
    const boxUrl = order.boxes[0].url as string;
    const form = documentForm({ kind: 'label', purpose: 'ship', data: '%PDF-1.4 hello' });
    const res = await world.request('POST', `${boxUrl}docs/`, { token: org.token, body: form.body, headers: form.headers });
    assert.equal(res.statusCode, 201, res.body);
    await check('document attached');
    const change = documentForm({ purpose: 'return' });
    const patched = await world.request('PATCH', res.json().url, { token: org.token, body: change.body, headers: change.headers });
    assert.equal(patched.statusCode, 200, patched.body);
    await check('document changed');
    await send('DELETE', res.json().url);
    await check('document removed');
    const parts = boxUrl.split('/');
    const scan: CarrierEvent = { status: 'in_transit', occurredAt: '2024-03-02T03:30:00Z', description: 'Departed', location: 'Louisville, KY' };
    await recordBoxScans(world.db, { orgId: org.id, orderId: decodeId(parts[6])!, boxId: decodeId(parts[8])! }, [
      { ...scan, carrier: 'UPS', dedupeKey: dedupeKey('UPS', scan) },
    ]);
    await check('tracking recorded');
  });

  it('insurance charges leave the order as it shows', async () => {
    const order = await postOrder(world, org, guideOrder());
    await world.request('POST', `${order.url}insurance/`, { token: org.token, body: { amount: '1.00 USD' } });
    await check('insurance charged');
  });
});
