import { describe, it, before, beforeEach, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { assertRouteSecurity } from '../../support/security.ts';

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{6})?Z$/;

describe('contact notes', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;
  let contact: { url: string; updated_at: string };

  const eventCount = async () => (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM events`))!.n;
  const noteCount = async () => (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM contact_notes`))!.n;
  const createContact = async (org: TestOrg) => {
    const res = await world.request('POST', `${org.url}contacts/`, { token: org.token, body: { first_name: 'Ada' } });
    assert.equal(res.statusCode, 201, res.body);
    return res.json();
  };
  const addNote = async (body: unknown, url = contact.url, org = orgA) => {
    const res = await world.request('POST', `${url}notes/`, { token: org.token, body });
    assert.equal(res.statusCode, 201, res.body);
    return res.json();
  };
  const get = async (url: string, org = orgA) => {
    const res = await world.request('GET', url, { token: org.token });
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  };

  before(async () => {
    world = await createWorld();
  });
  beforeEach(async () => {
    await world.reset();
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg('Other');
    contact = await createContact(orgA);
  });
  after(() => world.close());

  it('creates a note with 201 and answers GET on its url', async () => {
    const res = await world.request('POST', `${contact.url}notes/`, {
      token: orgA.token,
      body: { author: { email: 'sam@example.com', name: 'Sam', system: true }, agent: 'importer', content: 'Prefers mornings', url: '/x/' },
    });
    assert.equal(res.statusCode, 201, res.body);
    const note = res.json();
    assert.match(note.created_at, TIME);
    const expected = {
      url: '/api/v2/orgs/1/contacts/1/notes/1/',
      author: { email: 'sam@example.com', name: 'Sam', system: true },
      agent: 'importer',
      content: 'Prefers mornings',
      created_at: note.created_at,
      updated_at: note.created_at,
    };
    assert.deepEqual(note, expected);
    assert.deepEqual(await get(note.url), expected);
  });

  it('fills a missing author with nulls and system false', async () => {
    const note = await addNote({ content: 'x' });
    assert.deepEqual(note.author, { email: null, name: null, system: false });
    assert.equal(note.agent, null);
  });

  it('lists the notes of one contact in creation order, paged', async () => {
    const other = await createContact(orgA);
    await addNote({ content: 'one' });
    await addNote({ content: 'elsewhere' }, other.url);
    await addNote({ content: 'two' });
    await addNote({ content: 'three' });

    const all = await get(`${contact.url}notes/`);
    assert.equal(all.count, 3);
    assert.equal(all.next, null);
    assert.deepEqual(all.results.map((n: { content: string }) => n.content), ['one', 'two', 'three']);
    assert.deepEqual(all.results[1], await get(all.results[1].url));

    const page = await get(`${contact.url}notes/?limit=2`);
    assert.equal(page.count, 3);
    assert.deepEqual(page.results.map((n: { content: string }) => n.content), ['one', 'two']);
    assert.equal(page.next, `http://localhost:80${contact.url}notes/?limit=2&offset=2`);
    assert.equal((await world.request('GET', `${contact.url}notes/?limit=0`, { token: orgA.token })).statusCode, 400);
  });

  it('updates a note partially, including a partial author', async () => {
    const note = await addNote({ author: { email: 'sam@example.com', name: 'Sam', system: false }, content: 'old', agent: 'a' });
    const res = await world.request('PATCH', note.url, { token: orgA.token, body: { author: { email: 'kim@example.com' } } });
    assert.equal(res.statusCode, 200, res.body);
    const updated = res.json();
    assert.deepEqual(updated, { ...note, author: { email: 'kim@example.com', name: 'Sam', system: false }, updated_at: updated.updated_at });
    assert.notEqual(updated.updated_at, note.updated_at);

    const again = (await world.request('PATCH', note.url, { token: orgA.token, body: { content: 'new', agent: null, author: { name: null } } })).json();
    assert.deepEqual(again, { ...updated, content: 'new', agent: null, author: { email: 'kim@example.com', name: null, system: false }, updated_at: again.updated_at });
    assert.deepEqual(await get(note.url), again);
  });

  it('deletes a note', async () => {
    const note = await addNote({ content: 'bye' });
    const keep = await addNote({ content: 'stay' });
    const res = await world.request('DELETE', note.url, { token: orgA.token });
    assert.equal(res.statusCode, 204);
    assert.equal(res.body, '');
    assert.equal((await world.request('GET', note.url, { token: orgA.token })).statusCode, 404);
    assert.equal((await world.request('DELETE', note.url, { token: orgA.token })).statusCode, 404);
    assert.deepEqual((await get(`${contact.url}notes/`)).results, [keep]);
  });

  it('rejects bad values with 400 naming the field and writes nothing', async () => {
    const note = await addNote({ content: 'keep', author: { email: 'sam@example.com' } });
    const create: [unknown, string][] = [
      [{}, 'content'],
      [{ content: '' }, 'content'],
      [{ content: 5 }, 'content'],
      [{ content: 'x', author: { email: 'nope' } }, 'author.email'],
      [{ content: 'x', author: { system: 'yes' } }, 'author.system'],
      [{ content: 'x', author: 'sam' }, 'author'],
    ];
    for (const [body, field] of create) {
      const res = await world.request('POST', `${contact.url}notes/`, { token: orgA.token, body });
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
      assert.ok(res.json().errors[field], `errors[${field}]: ${res.body}`);
    }
    const update: [unknown, string][] = [
      [{ content: '' }, 'content'],
      [{ content: null }, 'content'],
      [{ author: { email: 'not-an-email' } }, 'author.email'],
      [{ agent: 7 }, 'agent'],
    ];
    for (const [body, field] of update) {
      const res = await world.request('PATCH', note.url, { token: orgA.token, body });
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
      assert.ok(res.json().errors[field], `errors[${field}]: ${res.body}`);
    }
    assert.equal(await noteCount(), 1);
    assert.deepEqual(await get(note.url), note);
  });

  it('answers 404 for unknown, malformed, foreign and mismatched ids', async () => {
    const note = await addNote({ content: 'mine' });
    const sibling = await createContact(orgA);
    const foreignContact = await createContact(orgB);
    const foreignNote = await addNote({ content: 'theirs' }, foreignContact.url, orgB);
    const base = `${orgA.url}contacts`;
    const noteUrls = [
      `${contact.url}notes/999/`,
      `${contact.url}notes/!!/`,
      `${contact.url}notes/01/`,
      `${sibling.url}notes/1/`, // this org's note under another contact
      `${base}/999/notes/1/`,
      foreignNote.url.replace(orgB.url, orgA.url),
    ];
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      for (const url of noteUrls) {
        const res = await world.request(method, url, { token: orgA.token, body: method === 'PATCH' ? { content: 'x' } : undefined });
        assert.equal(res.statusCode, 404, `${method} ${url}`);
      }
    }
    for (const url of [`${base}/999/notes/`, `${base}/!!/notes/`, foreignContact.url.replace(orgB.url, orgA.url) + 'notes/']) {
      assert.equal((await world.request('GET', url, { token: orgA.token })).statusCode, 404, `GET ${url}`);
      assert.equal((await world.request('POST', url, { token: orgA.token, body: { content: 'x' } })).statusCode, 404, `POST ${url}`);
    }
    assert.equal(await noteCount(), 2);
    assert.deepEqual(await get(note.url), note);
    assert.equal((await get(foreignNote.url, orgB)).content, 'theirs');
  });

  it('emits no event and leaves the contact unchanged', async () => {
    const before = await eventCount();
    const note = await addNote({ content: 'a' });
    await world.request('PATCH', note.url, { token: orgA.token, body: { content: 'b' } });
    await world.request('DELETE', note.url, { token: orgA.token });
    assert.equal(await eventCount(), before);
    assert.equal((await get(contact.url)).updated_at, contact.updated_at);
  });

  it('passes the security suite on every note route', async () => {
    const note = await addNote({ content: 'secure' });
    const [cpk, npk] = [note.url.split('/')[6], note.url.split('/')[8]];
    const list = (org: string) => `/api/v2/orgs/${org}/contacts/${cpk}/notes/`;
    const one = (org: string) => `/api/v2/orgs/${org}/contacts/${cpk}/notes/${npk}/`;
    // The denied requests change nothing; the exact-scope PATCH and DELETE act on fresh notes.
    const unchanged = async () => [await noteCount(), await eventCount(), await get(note.url)];
    const prepare = async () => (await addNote({ content: 'fresh' })).url as string;
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: list, scope: 'contact' });
    await assertRouteSecurity(world, orgA, orgB, { method: 'POST', path: list, scope: 'contact', body: { content: 'x' }, unchanged });
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: one, scope: 'contact' });
    await assertRouteSecurity(world, orgA, orgB, { method: 'PATCH', path: one, scope: 'contact', body: { content: 'x' }, prepare, unchanged });
    await assertRouteSecurity(world, orgA, orgB, { method: 'DELETE', path: one, scope: 'contact', prepare, unchanged });
    assert.equal(await noteCount(), 3, 'the note, and those the exact-scope POST made and PATCH changed (the deleted one is gone)');
    assert.deepEqual(await get(note.url), note);
  });
});
