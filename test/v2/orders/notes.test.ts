import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { orgA, orgB, useTwoOrgWorld, world } from '../../support/two-orgs.ts';
import { assertRouteSecurity } from '../../support/security.ts';
import { assertInvalid, events, get, guideOrder, pkOf, postOrder, tableCounts } from './fixtures.ts';

describe('order notes', () => {
  let order: any;
  const notesUrl = () => `${order.url}notes/`;

  useTwoOrgWorld({
    each: true,
    onReset: async () => {
      order = await postOrder(world, orgA, guideOrder());
    },
  });

  const addNote = async (body: unknown = { author: { email: 'ann@example.com', name: 'Ann', system: false }, content: 'Call first' }) => {
    const res = await world.request('POST', notesUrl(), { token: orgA.token, body });
    assert.equal(res.statusCode, 201, res.body);
    return res.json();
  };

  it('adds a note, shows it alone, in the list and in the order', async () => {
    const note = await addNote();
    assert.match(note.url, new RegExp(`^${notesUrl()}[^/]+/$`));
    assert.deepEqual(note.author, { email: 'ann@example.com', name: 'Ann', system: false });
    assert.equal(note.agent, null);
    assert.equal(note.content, 'Call first');
    assert.deepEqual(await get(world, orgA, note.url), note);
    const list = await get(world, orgA, notesUrl());
    assert.equal(list.count, 1);
    assert.deepEqual(list.results, [note]);
    const shown = await get(world, orgA, order.url);
    assert.deepEqual(shown.notes, [note]);
    assert.ok(shown.nested_updated_at >= note.updated_at);
  });

  it('PATCH accepts a partial author and keeps the rest', async () => {
    const note = await addNote();
    const res = await world.request('PATCH', note.url, { token: orgA.token, body: { author: { email: 'bob@example.com' } } });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().author, { email: 'bob@example.com', name: 'Ann', system: false });
    assert.equal(res.json().content, 'Call first');
    const content = (await world.request('PATCH', note.url, { token: orgA.token, body: { content: 'Call twice', author: { system: true } } })).json();
    assert.equal(content.content, 'Call twice');
    assert.deepEqual(content.author, { email: 'bob@example.com', name: 'Ann', system: true });
  });

  it('rejects bad note values with 400 naming the field', async () => {
    const note = await addNote();
    const before = await tableCounts(world, orgA);
    for (const [body, field] of [
      [{}, 'content'], [{ content: '' }, 'content'], [{ content: 5 }, 'content'],
      [{ content: 'x', author: { email: 'not-an-email' } }, 'author.email'], [{ content: 'x', author: { system: 'no' } }, 'author.system'],
    ] as const) {
      assertInvalid(await world.request('POST', notesUrl(), { token: orgA.token, body }), field);
    }
    assertInvalid(await world.request('PATCH', note.url, { token: orgA.token, body: { content: '' } }), 'content');
    assert.deepEqual(await tableCounts(world, orgA), before);
  });

  it('deletes a note; unknown, malformed and other-order note keys are 404', async () => {
    const note = await addNote();
    const other = await postOrder(world, orgA, guideOrder());
    for (const url of [`${notesUrl()}ZZZ/`, `${notesUrl()}!!/`, `${other.url}notes/${pkOf(note.url)}/`]) {
      assert.equal((await world.request('GET', url, { token: orgA.token })).statusCode, 404, url);
      assert.equal((await world.request('PATCH', url, { token: orgA.token, body: { content: 'x' } })).statusCode, 404, url);
      assert.equal((await world.request('DELETE', url, { token: orgA.token })).statusCode, 404, url);
    }
    assert.equal((await world.request('DELETE', note.url, { token: orgA.token })).statusCode, 204);
    assert.equal((await world.request('GET', note.url, { token: orgA.token })).statusCode, 404);
    assert.deepEqual((await get(world, orgA, order.url)).notes, []);
  });

  it('emits one order event per note write', async () => {
    const before = (await events(world, orgA)).length;
    const note = await addNote();
    await world.request('PATCH', note.url, { token: orgA.token, body: { content: 'y' } });
    await world.request('DELETE', note.url, { token: orgA.token });
    const evs = await events(world, orgA);
    assert.equal(evs.length, before + 3);
    assert.equal((evs[before].payload as any).notes[0].content, 'Call first');
  });

  it('passes the security suite on every note route', async () => {
    const note = await addNote();
    const [o, n] = [pkOf(order.url), pkOf(note.url)];
    const base = (org: string) => `/api/v2/orgs/${org}/orders/${o}/notes/`;
    const routes = [
      { method: 'GET' as const, path: (org: string) => base(org) },
      { method: 'POST' as const, path: (org: string) => base(org), body: { content: 'c' } },
      { method: 'GET' as const, path: (org: string) => `${base(org)}${n}/` },
      { method: 'PATCH' as const, path: (org: string) => `${base(org)}${n}/`, body: { content: 'd' } },
      { method: 'DELETE' as const, path: (org: string) => `${base(org)}${n}/` },
    ];
    // Each write's denied requests change nothing; its exact-scope request comes last (so DELETE removes the object last).
    const unchanged = async () => [await tableCounts(world, orgA), await get(world, orgA, `${order.url}?expand=boxes,items`)];
    for (const route of routes) await assertRouteSecurity(world, orgA, orgB, { scope: 'note', ...route, ...(route.method === 'GET' ? {} : { unchanged }) });
  });
});
