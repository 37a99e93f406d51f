import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TIME, address, contacts, create, get, orgA, orgB, useContactsWorld, world } from './support.ts';

describe('contacts', () => {
  useContactsWorld();

  describe('list and retrieve', () => {
    it('lists contacts in creation order with paging links and their addresses', async () => {
      await create({ first_name: 'One', addresses: [{ city: 'A' }, { city: 'B' }] });
      await create({ first_name: 'Two' });
      await create({ first_name: 'Three', addresses: [{ city: 'C' }] });
      await create({ first_name: 'Elsewhere' }, orgB);

      const all = await get(contacts);
      assert.equal(all.count, 3);
      assert.equal(all.next, null);
      assert.equal(all.previous, null);
      assert.deepEqual(all.results.map((c: { first_name: string }) => c.first_name), ['One', 'Two', 'Three']);
      assert.deepEqual(all.results[0].addresses.map((a: { city: string }) => a.city), ['A', 'B']);
      assert.deepEqual(all.results[1].addresses, []);
      assert.deepEqual(all.results[2].addresses, [address('/api/v2/orgs/1/contacts/3/addresses/3/', { city: 'C' })]);
      assert.deepEqual(all.results[2], await get(all.results[2].url));

      const page = await get(`${contacts}?limit=1&offset=1`);
      assert.equal(page.count, 3);
      assert.deepEqual(page.results.map((c: { first_name: string }) => c.first_name), ['Two']);
      assert.equal(page.next, `http://localhost:80${contacts}?limit=1&offset=2`);
      assert.equal(page.previous, `http://localhost:80${contacts}?limit=1`);
    });

    it('shows notes: [] unless expand=notes, and the full notes with it', async () => {
      const first = await create({ first_name: 'One' });
      const second = await create({ first_name: 'Two' });
      for (const [contact, content] of [[first, 'a'], [second, 'b'], [first, 'c']] as const) {
        const res = await world.request('POST', `${contact.url}notes/`, { token: orgA.token, body: { content, author: { name: 'Sam' } } });
        assert.equal(res.statusCode, 201);
      }
      const plain = await get(contacts);
      assert.deepEqual(plain.results.map((c: { notes: unknown[] }) => c.notes), [[], []]);
      assert.deepEqual((await get(first.url)).notes, []);

      const expanded = await get(`${contacts}?expand=notes`);
      const contents = expanded.results.map((c: { notes: { content: string }[] }) => c.notes.map((n) => n.content));
      assert.deepEqual(contents, [['a', 'c'], ['b']]);
      const detail = await get(`${first.url}?expand=notes`);
      assert.deepEqual(detail.notes, expanded.results[0].notes);
      const [note] = detail.notes;
      assert.deepEqual(note, {
        url: '/api/v2/orgs/1/contacts/1/notes/1/', author: { email: null, name: 'Sam', system: false }, agent: null,
        content: 'a', created_at: note.created_at, updated_at: note.created_at,
      });
      assert.match(note.created_at, TIME);
    });

    it('rejects an unknown expand value and bad paging with 400', async () => {
      for (const query of ['expand=boxes', 'expand=notes,items', 'limit=0', 'offset=-1', 'limit=x']) {
        const res = await world.request('GET', `${contacts}?${query}`, { token: orgA.token });
        assert.equal(res.statusCode, 400, query);
        const field = query.split('=')[0];
        assert.ok(res.json().errors[field], `${query}: ${res.body}`);
      }
      const detail = await create({});
      const res = await world.request('GET', `${detail.url}?expand=everything`, { token: orgA.token });
      assert.equal(res.statusCode, 400);
      assert.ok(res.json().errors.expand);
    });

    it('answers 404 for unknown, malformed and foreign contact ids', async () => {
      await create({});
      const theirs = await create({}, orgB);
      const theirPk = theirs.url.split('/').at(-2);
      for (const method of ['GET', 'PATCH', 'DELETE']) {
        for (const pk of ['999', '!!', '01', theirPk]) {
          const res = await world.request(method, `${contacts}${pk}/`, { token: orgA.token, body: method === 'PATCH' ? { first_name: 'X' } : undefined });
          assert.equal(res.statusCode, 404, `${method} ${pk}`);
          assert.equal(res.json().code, 'not_found');
        }
      }
      assert.deepEqual(await get(theirs.url, orgB), theirs);
    });
  });
});
