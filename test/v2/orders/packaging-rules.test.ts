/** The specification's four box size and weight rules, one by one. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import { orgA, orgB, useTwoOrgWorld, world } from '../../support/two-orgs.ts';
import { assertInvalid, get, pkOf, postOrder, tableCounts } from './fixtures.ts';

describe('box size and weight rules', () => {
  let preset: any;

  useTwoOrgWorld({
    each: true,
    onReset: async () => {
      const res = await world.request('POST', `${orgA.url}packaging/`, {
        token: orgA.token,
        body: { name: 'Medium', length: '30 cm', width: '20 cm', height: '10 cm', weight: '200 g', package_type: 'carton' },
      });
      assert.equal(res.statusCode, 201, res.body);
      preset = res.json();
    },
  });

  const orderWeight = async (orderUrl: string) => {
    const [row] = await world.db.rows<{ weight_auto: string | null }>(sql`
      SELECT weight_auto::text FROM orders WHERE org_id = ${orgA.id} AND id = ${Number(pkOf(orderUrl))}`);
    return row.weight_auto === null ? null : Number(row.weight_auto);
  };

  it('rule 1: a null dimension takes the preset value; an explicit one overrides it for that box only', async () => {
    const order = await postOrder(world, orgA, {
      primary_id: 'R1',
      boxes: [{ packaging: { url: preset.url } }, { packaging: { url: preset.url }, length: '50 cm' }],
    });
    const [a, b] = await Promise.all(order.boxes.map((x: any) => get(world, orgA, x.url)));
    assert.deepEqual([a.length, a.width, a.height], ['0.3000 m', '0.2000 m', '0.1000 m']);
    assert.deepEqual([b.length, b.width, b.height], ['0.5000 m', '0.2000 m', '0.1000 m']);
    assert.equal(a.packaging.url, preset.url);
    assert.equal(a.packaging.name, 'Medium');
    assert.equal(a.packaging.length, '0.3000 m');
    assert.equal(a.packaging.package_type, 'carton');
    // Clearing the explicit value falls back to the preset again; removing the preset leaves nothing.
    const cleared = (await world.request('PATCH', b.url, { token: orgA.token, body: { length: null } })).json();
    assert.equal(cleared.length, '0.3000 m');
    const bare = (await world.request('PATCH', b.url, { token: orgA.token, body: { packaging: null } })).json();
    assert.equal(bare.packaging, null);
    assert.deepEqual([bare.length, bare.width, bare.height, bare.weight], [null, null, null, null]);
  });

  it('rule 2: changing a preset moves every box using it without an explicit value, and the kept values', async () => {
    const order = await postOrder(world, orgA, {
      primary_id: 'R2',
      boxes: [{ packaging: { url: preset.url } }, { packaging: { url: preset.url }, width: '1 m', weight: '5 kg' }, { width: '7 cm' }],
    });
    assert.equal(await orderWeight(order.url), 200 + 5000);
    const res = await world.request('PATCH', preset.url, { token: orgA.token, body: { width: '25 cm', weight: '300 g' } });
    assert.equal(res.statusCode, 200, res.body);
    const [a, b, c] = await Promise.all(order.boxes.map((x: any) => get(world, orgA, x.url)));
    assert.equal(a.width, '0.2500 m');
    assert.equal(a.weight, '300.0000 g');
    assert.equal(b.width, '1.0000 m');
    assert.equal(b.weight, '5000.0000 g');
    assert.equal(c.width, '0.0700 m');
    assert.equal(await orderWeight(order.url), 300 + 5000);
    const [stored] = await world.db.rows<{ effective_width: string }>(sql`
      SELECT effective_width::text FROM boxes WHERE org_id = ${orgA.id} AND id = ${Number(pkOf(a.url))}`);
    assert.equal(Number(stored.effective_width), 0.25);

    // Deleting the preset detaches its boxes, which then show their own values only.
    assert.equal((await world.request('DELETE', preset.url, { token: orgA.token })).statusCode, 204);
    const detached = await get(world, orgA, a.url);
    assert.equal(detached.packaging, null);
    assert.equal(detached.width, null);
    assert.equal(detached.weight, null);
    assert.equal(await orderWeight(order.url), 5000);
  });

  it('a preset PATCH or DELETE is a change of every order using it: nested_updated_at moves and orders subscribers hear of it', async () => {
    const user = await postOrder(world, orgA, { primary_id: 'USER', boxes: [{ packaging: { url: preset.url } }, {}] });
    const bystander = await postOrder(world, orgA, { primary_id: 'BYSTANDER', boxes: [{ width: '1 m' }] });
    const orderEvents = () => world.db.rows<{ action: string; object_pk: string; payload: any }>(sql`
      SELECT action, object_pk, payload FROM events WHERE org_id = ${orgA.id} AND entity = 'orders' ORDER BY id`);
    const nested = async (url: string) => (await get(world, orgA, url)).nested_updated_at;
    const before = await orderEvents();
    const [userBefore, bystanderBefore] = [await nested(user.url), await nested(bystander.url)];

    assert.equal((await world.request('PATCH', preset.url, { token: orgA.token, body: { length: '40 cm' } })).statusCode, 200);
    let fresh = (await orderEvents()).slice(before.length);
    assert.deepEqual(fresh.map((e) => [e.action, e.object_pk]), [['put', pkOf(user.url)]]);
    const shown = await get(world, orgA, user.url);
    assert.deepEqual(fresh[0].payload, shown);
    assert.ok(shown.nested_updated_at > userBefore);
    assert.equal(await nested(bystander.url), bystanderBefore);

    const afterPatch = (await orderEvents()).length;
    assert.equal((await world.request('DELETE', preset.url, { token: orgA.token })).statusCode, 204);
    fresh = (await orderEvents()).slice(afterPatch);
    assert.deepEqual(fresh.map((e) => [e.action, e.object_pk]), [['put', pkOf(user.url)]]);
    assert.ok((await nested(user.url)) > shown.nested_updated_at);
    assert.equal(await nested(bystander.url), bystanderBefore);

    // A preset no order uses changes no order.
    const unused = (await world.request('POST', `${orgA.url}packaging/`, { token: orgA.token, body: { name: 'Unused' } })).json();
    const count = (await orderEvents()).length;
    assert.equal((await world.request('PATCH', unused.url, { token: orgA.token, body: { width: '1 m' } })).statusCode, 200);
    assert.equal((await world.request('DELETE', unused.url, { token: orgA.token })).statusCode, 204);
    assert.equal((await orderEvents()).length, count);
  });

  it('rule 3: effective weight is the explicit box weight, else items (unit_weight x quantity) plus the preset weight', async () => {
    const order = await postOrder(world, orgA, {
      primary_id: 'R3',
      boxes: [
        { packaging: { url: preset.url }, items: [{ quantity: 2, unit_weight: '100 g' }, { quantity: 3, unit_weight: '1 kg' }, { quantity: 5 }] },
        { weight: '1 lbs', packaging: { url: preset.url }, items: [{ quantity: 10, unit_weight: '1 kg' }] },
        { items: [{ quantity: 4, unit_weight: '25 g' }] },
      ],
    });
    const [a, b, c] = await Promise.all(order.boxes.map((x: any) => get(world, orgA, x.url)));
    assert.equal(a.weight, '3400.0000 g');
    assert.equal(b.weight, '453.5924 g');
    assert.equal(c.weight, '100.0000 g');
    assert.equal(await orderWeight(order.url), 3400 + 453.59237 + 100);
    // Item changes move the computed weight; an explicit weight cleared falls back to the computed one.
    await world.request('PATCH', a.items[0].url, { token: orgA.token, body: { quantity: 12 } });
    assert.equal((await get(world, orgA, a.url)).weight, '4400.0000 g');
    await world.request('DELETE', a.items[1].url, { token: orgA.token });
    assert.equal((await get(world, orgA, a.url)).weight, '1400.0000 g');
    const computed = (await world.request('PATCH', b.url, { token: orgA.token, body: { weight: null } })).json();
    assert.equal(computed.weight, '10200.0000 g');
    assert.equal(await orderWeight(order.url), 1400 + 10200 + 100);
  });

  it("rule 4: a packaging reference that does not exist, or is another organization's, is a 400 and changes nothing", async () => {
    const order = await postOrder(world, orgA, { primary_id: 'R4', boxes: [{ packaging: { url: preset.url } }] });
    const foreign = (await world.request('POST', `${orgB.url}packaging/`, { token: orgB.token, body: { name: 'B' } })).json();
    const missing = preset.url.replace(/\/[^/]+\/$/, '/ZZZZ/');
    const before = await tableCounts(world, orgA);
    const box = await get(world, orgA, order.boxes[0].url);
    for (const url of [missing, foreign.url, `${orgA.url}packaging/!!/`, 'nonsense', `${order.url}`]) {
      assertInvalid(await world.request('PATCH', box.url, { token: orgA.token, body: { packaging: { url }, description: 'changed' } }), 'packaging');
      assertInvalid(await world.request('POST', `${order.url}boxes/`, { token: orgA.token, body: { packaging: { url } } }), 'packaging');
      assertInvalid(await world.request('POST', `${orgA.url}orders/`, { token: orgA.token, body: { primary_id: 'x', boxes: [{}, { packaging: { url } }] } }), 'boxes[1].packaging');
      assertInvalid(await world.request('PATCH', order.url, { token: orgA.token, body: { message: 'm', boxes: [{ url: box.url, packaging: { url } }] } }), 'boxes[0].packaging');
    }
    assert.deepEqual(await tableCounts(world, orgA), before);
    assert.deepEqual(await get(world, orgA, box.url), box);
    assert.equal((await get(world, orgA, order.url)).message, null);
    // An absolute url of the organization's own preset is accepted.
    const ok = await world.request('PATCH', box.url, { token: orgA.token, body: { packaging: { url: `http://example.test${preset.url}` } } });
    assert.equal(ok.statusCode, 200, ok.body);
  });
});
