import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { orgA, orgB, useTwoOrgWorld, world } from '../../support/two-orgs.ts';
import { assertInvalid, events, get, guideOrder, pkOf, postOrder, tableCounts } from './fixtures.ts';

const MIRRORS: [string, string][] = [
  ['return-child', 'return-parent'], ['return-parent', 'return-child'],
  ['split-child', 'split-parent'], ['split-parent', 'split-child'],
  ['combine-child', 'combine-parent'], ['combine-parent', 'combine-child'],
];

describe('order relations', () => {
  let parent: any;

  useTwoOrgWorld({
    each: true,
    onReset: async () => {
      parent = await postOrder(world, orgA, { ...guideOrder(), primary_id: 'PARENT' });
    },
  });

  it('writes the mirror of every relation kind', async () => {
    for (const [kind, mirror] of MIRRORS) {
      const child = await postOrder(world, orgA, { primary_id: kind, relations: [{ kind, order: parent.url }] });
      assert.deepEqual(child.relations, [{ kind, order: parent.url }]);
      const shown = await get(world, orgA, parent.url);
      assert.deepEqual(shown.relations.find((r: any) => r.order === child.url), { kind: mirror, order: child.url });
    }
  });

  it('emits an event for both orders, and replacing or deleting removes the mirrors', async () => {
    const before = (await events(world, orgA)).length;
    const child = await postOrder(world, orgA, { primary_id: 'CHILD', relations: [{ kind: 'split-child', order: parent.url }] });
    const evs = (await events(world, orgA)).slice(before);
    assert.deepEqual(evs.map((e) => e.object_pk).sort(), [pkOf(parent.url), pkOf(child.url)].sort());
    assert.deepEqual((evs.find((e) => e.object_pk === pkOf(parent.url))!.payload as any).relations, [{ kind: 'split-parent', order: child.url }]);

    const third = await postOrder(world, orgA, { primary_id: 'THIRD' });
    const res = await world.request('PATCH', child.url, { token: orgA.token, body: { relations: [{ kind: 'return-child', order: `http://example.test${third.url}` }] } });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().relations, [{ kind: 'return-child', order: third.url }]);
    assert.deepEqual((await get(world, orgA, parent.url)).relations, []);
    assert.deepEqual((await get(world, orgA, third.url)).relations, [{ kind: 'return-parent', order: child.url }]);

    assert.equal((await world.request('DELETE', child.url, { token: orgA.token })).statusCode, 204);
    assert.deepEqual((await get(world, orgA, third.url)).relations, []);
    assert.equal((await tableCounts(world, orgA)).relations, 0);
    const last = (await events(world, orgA)).slice(-2);
    assert.deepEqual(last.map((e) => [e.object_pk, e.action]), [[pkOf(child.url), 'delete'], [pkOf(third.url), 'put']]);
  });

  it("refuses a relation to another organization's order, a missing order, itself or a bad kind with 400", async () => {
    const foreign = await postOrder(world, orgB, { primary_id: 'B' });
    const missing = `${orgA.url}orders/ZZZZ/`;
    const before = await tableCounts(world, orgA);
    for (const order of [foreign.url, `${orgA.url}orders/${pkOf(foreign.url)}/`.replace(pkOf(foreign.url), 'ZZZZ'), missing, 'nonsense', `${parent.url}boxes/`]) {
      assertInvalid(await world.request('POST', `${orgA.url}orders/`, { token: orgA.token, body: { primary_id: 'x', relations: [{ kind: 'split-child', order }] } }), 'relations[0].order');
      assertInvalid(await world.request('PATCH', parent.url, { token: orgA.token, body: { message: 'm', relations: [{ kind: 'split-child', order }] } }), 'relations[0].order');
    }
    assertInvalid(await world.request('PATCH', parent.url, { token: orgA.token, body: { relations: [{ kind: 'split-child', order: parent.url }] } }), 'relations[0].order');
    assertInvalid(await world.request('PATCH', parent.url, { token: orgA.token, body: { relations: [{ kind: 'cousin', order: parent.url }] } }), 'relations[0].kind');
    assertInvalid(await world.request('PATCH', parent.url, { token: orgA.token, body: { relations: [{ kind: 'split-child' }] } }), 'relations[0].order');
    assert.deepEqual(await tableCounts(world, orgA), before);
    assert.equal((await get(world, orgA, parent.url)).message, null);
  });
});
